import { BILLING_MESSAGES } from '@holeout/shared/billing';
import { isFullSubscriber } from '@holeout/shared/membership';
import { Link } from 'react-router';
import { FormMessage } from '../../../components/form-message.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { errorText } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { useCheckout, useSubscriptionStatus } from '../api/billing.ts';
import { MEMBERSHIP_FEATURES, MEMBERSHIP_PLANS } from '../membership-plans.ts';
import { settingsError } from '../settings-options.ts';
import '../membership.css';

/**
 * /membership: Free, Regular and Premium side by side — price and what each buys — with checkout
 * from here. Every upgrade prompt leads here (decision 046); renewals, cancelling, bundles and
 * coupons stay in Settings.
 */
export function MembershipPage() {
  const { player } = useAuth();
  usePageTitle('Membership');
  const status = useSubscriptionStatus(player?.player_id ?? 0);
  const checkout = useCheckout();
  if (!player) return null;
  const tier = status.data?.membership_tier ?? player.membership_tier;
  const available = status.data?.payments_available ?? true;

  return (
    <div className="page membership-page">
      <div className="page-header">
        <h1>Membership</h1>
        <p className="page-subtitle">
          Practise and compete for free; a membership opens the depth — every session, your career tables and
          certificates.
        </p>
      </div>
      {!available && (
        <p className="banner banner-warning" role="status">
          {BILLING_MESSAGES.paymentsUnavailable}
        </p>
      )}
      <ul className="membership-plans" aria-label="Plans">
        {MEMBERSHIP_PLANS.map((plan) => {
          const current = plan.tier === tier;
          const headingId = `plan-${plan.tier}`;
          return (
            <li key={plan.tier} className={current ? 'card membership-plan current' : 'card membership-plan'}>
              <section aria-labelledby={headingId}>
                <h2 id={headingId}>{plan.name}</h2>
                <p className="membership-price">{plan.price}</p>
                <p className="field-hint">{plan.note}</p>
                <ul className="membership-features">
                  {MEMBERSHIP_FEATURES.map((f) => {
                    const has = f.tiers.includes(plan.tier);
                    return (
                      <li key={f.label} className={has ? 'has' : 'lacks'}>
                        <span aria-hidden="true">{has ? '✓' : '–'}</span>
                        {!has && <span className="visually-hidden">Not included: </span>}
                        {f.label}
                      </li>
                    );
                  })}
                </ul>
                {current ? (
                  <p className="membership-current">Your plan</p>
                ) : plan.interval && !isFullSubscriber(tier) ? (
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={!available || checkout.isPending}
                    onClick={() => plan.interval && checkout.mutate(plan.interval)}
                  >
                    {plan.interval === 'monthly' ? 'Choose Monthly' : 'Choose Annual'}
                  </button>
                ) : null}
              </section>
            </li>
          );
        })}
      </ul>
      <FormMessage
        error={checkout.isError ? settingsError(errorText(checkout.error, BILLING_MESSAGES.checkoutFailed)) : null}
      />
      <p>
        Renewal, cancelling, gift bundles, coupons and association pricing are in{' '}
        <Link to={`${paths.settings}#subscription-heading`}>Settings</Link>.
      </p>
    </div>
  );
}
