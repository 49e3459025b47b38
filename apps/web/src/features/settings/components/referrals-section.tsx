import { REFERRAL_TEXTS, type ReferralInvite, type ReferralStats } from '@holeout/shared/referrals';
import { useId, useRef, useState } from 'react';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import {
  browserCopyEnvironment,
  copyFailedMessage,
  copySucceededMessage,
  copyText,
} from '../../../lib/clipboard-copy.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { useReferralStats } from '../api/get-referral-stats.ts';
import { useShareReferralLink } from '../api/share-referral-link.ts';

/** Name of the copied thing in the clipboard messages ('✅ Referral link copied to clipboard!'). */
const WHAT = 'Referral link';

const FIGURES: { key: keyof Omit<ReferralStats, 'invites'>; label: string }[] = [
  { key: 'totalInvites', label: 'Invites Sent' },
  { key: 'viewed', label: 'Viewed' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'accountsCreated', label: 'Accounts Created' },
  { key: 'upgraded', label: 'Upgraded' },
];

const STATUS_LABELS: Record<ReferralInvite['status'], string> = {
  sent: 'Sent',
  declined: 'Declined',
  joined: 'Joined',
};
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The referrals dashboard (spec 01 §3, §7): the five figures, the player's link with Copy and
 * Share (either counts as sharing, once a day), and the newest invitations with what became of them.
 */
export function ReferralsSection() {
  const stats = useReferralStats();
  return (
    <section className="card settings-section" aria-labelledby="referrals-heading">
      <h2 id="referrals-heading">{REFERRAL_TEXTS.title}</h2>
      <p className="section-intro">{REFERRAL_TEXTS.intro}</p>
      {stats.isPending && <Spinner label="Loading referrals..." />}
      {stats.isError && (
        <p className="form-message form-message-error" role="alert">
          {REFERRAL_TEXTS.loadFailed}
        </p>
      )}
      {stats.data && (
        <>
          <ReferralLink link={stats.data.referral_link} />
          <dl className="stat-grid referral-figures">
            {FIGURES.map((f) => (
              <div key={f.key} className="stat-card">
                <dt>{f.label}</dt>
                <dd>{formatCount(stats.data.stats[f.key])}</dd>
              </div>
            ))}
          </dl>
          <InviteList invites={stats.data.stats.invites} />
        </>
      )}
    </section>
  );
}

function ReferralLink({ link }: { link: string }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const shared = useShareReferralLink();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    const outcome = await copyText(link, browserCopyEnvironment());
    if (outcome === 'manual') {
      setStatus({ ok: false, text: copyFailedMessage(WHAT) });
      linkRef.current?.select();
      return;
    }
    setStatus({ ok: true, text: copySucceededMessage(WHAT) });
    shared.mutate();
  };
  const share = async () => {
    try {
      await navigator.share({ title: REFERRAL_TEXTS.shareTitle, url: link });
      shared.mutate();
    } catch {
      // Closing the share sheet is not a failure worth a message.
    }
  };

  return (
    <>
      <div className="field">
        <label htmlFor={linkId}>{REFERRAL_TEXTS.linkLabel}</label>
        <input id={linkId} ref={linkRef} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={copy}>
          {REFERRAL_TEXTS.copy}
        </button>
        {canShare && (
          <button type="button" className="button button-secondary" onClick={share}>
            {REFERRAL_TEXTS.share}
          </button>
        )}
      </div>
      <p className={status && !status.ok ? 'handoff-status is-error' : 'handoff-status'} role="status">
        {status?.text}
      </p>
    </>
  );
}

function InviteList({ invites }: { invites: ReferralInvite[] }) {
  if (invites.length === 0) return <p className="muted">{REFERRAL_TEXTS.empty}</p>;
  return (
    <ScrollRegion label="Invitations (scrolls sideways)">
      <table className="data-table stack-on-phone">
        <caption className="visually-hidden">Your invitations, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Recipient</th>
            <th scope="col">Sent</th>
            <th scope="col">Status</th>
            <th scope="col">Viewed</th>
            <th scope="col">Account</th>
            <th scope="col">Subscriber</th>
          </tr>
        </thead>
        <tbody>
          {invites.map((invite) => (
            <tr key={invite.id}>
              <td data-label="Recipient">{invite.recipient}</td>
              <td data-label="Sent">{formatDate(invite.sent_at)}</td>
              <td data-label="Status">{STATUS_LABELS[invite.status]}</td>
              <td data-label="Viewed">{yesNo(invite.viewed)}</td>
              <td data-label="Account">{yesNo(invite.account_created)}</td>
              <td data-label="Subscriber">{yesNo(invite.is_subscriber)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
