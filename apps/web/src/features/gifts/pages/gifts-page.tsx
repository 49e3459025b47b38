import type { GiftCode } from '@holeout/shared/billing';
import { isFullSubscriber } from '@holeout/shared/membership';
import { Link } from 'react-router';
import { RetryButton } from '../../../components/retry-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { browserCopyEnvironment, copyFailedMessage, copyText } from '../../../lib/clipboard-copy.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { useGifts } from '../api/gifts.ts';
import { SendGiftForm } from '../components/send-gift-form.tsx';

/** /gifts: 'My Gift Subscriptions' — each code with Copy Code and a send form (spec 01 §4). */
export function GiftsPage() {
  usePageTitle('My Gift Subscriptions');
  const player = useCurrentPlayer();
  const subscriber = isFullSubscriber(player.membership_tier);
  const gifts = useGifts(subscriber);

  return (
    <div className="page page-narrow">
      <div className="page-header">
        <h1>My Gift Subscriptions</h1>
      </div>
      {!subscriber ? (
        <section className="card">
          <p>Gift codes come with full memberships: the annual plan includes one, and bundles hold more.</p>
          <Link className="button button-primary" to={paths.membership}>
            Upgrade Now
          </Link>
        </section>
      ) : gifts.isPending ? (
        <Spinner label="Loading gifts..." />
      ) : gifts.isError ? (
        <section className="card">
          <p role="alert">Could not load your gifts.</p>
          <RetryButton busy={gifts.isFetching} onRetry={() => void gifts.refetch()} />
        </section>
      ) : gifts.data.length === 0 ? (
        <section className="card empty-state">
          <p>You have no available gifts.</p>
        </section>
      ) : (
        <ul className="notification-list">
          {gifts.data.map((gift) => (
            <GiftRow key={gift.id} gift={gift} />
          ))}
        </ul>
      )}
    </div>
  );
}

function GiftRow({ gift }: { gift: GiftCode }) {
  const toast = useToast();
  async function copy() {
    const outcome = await copyText(gift.gift_code, browserCopyEnvironment());
    if (outcome === 'manual') toast(copyFailedMessage('gift code'), { error: true });
    else toast('Gift code copied to clipboard!');
  }
  return (
    <li className="card" style={{ marginBottom: '0.75rem' }}>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', margin: 0 }}>
        <code style={{ fontSize: '1.2rem', letterSpacing: '0.1em' }} data-testid="gift-code">
          {gift.gift_code}
        </code>
        <span className="muted">
          {gift.is_redeemed ? 'Redeemed' : gift.sent_to ? `Sent to ${gift.sent_to}` : 'Available'}
        </span>
        {!gift.is_redeemed && (
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            Copy Code
          </button>
        )}
      </p>
      {!gift.is_redeemed && <SendGiftForm giftCodeId={gift.id} />}
    </li>
  );
}
