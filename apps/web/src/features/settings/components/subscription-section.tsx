import {
  ANNUAL_SAVING_CENTS,
  BILLING_MESSAGES,
  BUNDLE_IDS,
  BUNDLES,
  bundleUnitCents,
  formatPrice,
  PLANS,
  type SubscriptionStatus,
} from '@holeout/shared/billing';
import { isFullSubscriber, type MembershipTier } from '@holeout/shared/membership';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { RetryButton } from '../../../components/retry-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { useBundlePurchase, useCancelSubscription, useCheckout, useSubscriptionStatus } from '../api/billing.ts';
import { settingsError } from '../settings-options.ts';

export const TIER_NAMES: Record<MembershipTier, string> = { free: 'Free', regular: 'Regular', premium: 'Premium' };
/** While returning from checkout, the status is re-read this often until the payment lands. */
const CONFIRM_POLL_MS = 2_000;

/**
 * Subscription management (spec 01 §4, §7, §9): plans with prices and the annual saving for a
 * free member; status, renewal date, Cancel (confirmed first) and bundles for a full subscriber.
 * Back from checkout (`?checkout=`), it re-reads the status until the payment is confirmed and
 * then shows the new membership without a reload.
 */
export function SubscriptionSection({ playerId, tier }: { playerId: number; tier: MembershipTier }) {
  const [search, setSearch] = useSearchParams();
  const returning = search.has('checkout');
  const { refreshPlayer } = useAuth();
  const toast = useToast();
  const status = useSubscriptionStatus(playerId, returning ? CONFIRM_POLL_MS : false);
  const serverTier = status.data?.membership_tier;

  useEffect(() => {
    if (!serverTier || serverTier === tier) return;
    void refreshPlayer();
    if (returning && isFullSubscriber(serverTier)) {
      toast(`Payment confirmed: you are now a ${TIER_NAMES[serverTier]} member.`);
      setSearch((s) => {
        s.delete('checkout');
        return s;
      });
    }
  }, [serverTier, tier, returning, refreshPlayer, toast, setSearch]);

  return (
    <section className="card settings-section" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading">Subscription</h2>
      {status.isPending ? (
        <Spinner label="Loading subscription..." inline />
      ) : status.isError ? (
        <div>
          <p className="form-message form-message-error" role="alert">
            {settingsError(errorText(status.error, 'Could not load your subscription.'))}
          </p>
          <RetryButton busy={status.isFetching} onRetry={() => void status.refetch()} />
        </div>
      ) : isFullSubscriber(status.data.membership_tier) ? (
        <SubscriberView playerId={playerId} status={status.data} />
      ) : (
        <>
          {returning && (
            <p className="section-intro" role="status">
              <Spinner label="Confirming your payment…" inline /> This page updates as soon as it is confirmed.
            </p>
          )}
          <Plans available={status.data.payments_available} />
        </>
      )}
    </section>
  );
}

function Plans({ available }: { available: boolean }) {
  const checkout = useCheckout();
  const monthly = PLANS.monthly;
  const annual = PLANS.annual;
  return (
    <>
      <p className="section-intro">
        You are on the Free plan. Upgrade to unlock full session details, career tables and certificates.
      </p>
      {!available && (
        <p className="form-message form-message-error" role="alert">
          {BILLING_MESSAGES.paymentsUnavailable}
        </p>
      )}
      <ul className="plan-list" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}>
        {(
          [
            {
              interval: 'monthly',
              title: `Monthly — ${formatPrice(monthly.amountCents)}/month`,
              hint: 'Regular membership, renewed each month.',
              label: 'Choose Monthly',
            },
            {
              interval: 'annual',
              title: `Annual — ${formatPrice(annual.amountCents)}/year`,
              hint: `Premium membership, saves ${formatPrice(ANNUAL_SAVING_CENTS)}, including 1 free-year gift code.`,
              label: 'Choose Annual',
            },
          ] as const
        ).map((plan) => (
          <li key={plan.interval} className="card" style={{ margin: 0 }}>
            <h3>{plan.title}</h3>
            <p className="field-hint">{plan.hint}</p>
            <button
              type="button"
              className="button button-primary"
              disabled={!available || checkout.isPending}
              onClick={() => checkout.mutate(plan.interval)}
            >
              {plan.label}
            </button>
          </li>
        ))}
      </ul>
      <FormMessage
        error={checkout.isError ? settingsError(errorText(checkout.error, BILLING_MESSAGES.checkoutFailed)) : null}
      />
    </>
  );
}

function SubscriberView({ playerId, status }: { playerId: number; status: SubscriptionStatus }) {
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const cancel = useCancelSubscription(playerId);
  const end = status.current_period_end;
  return (
    <>
      <p className="section-intro">
        <strong>Full Subscriber</strong> — {TIER_NAMES[status.membership_tier]} membership.
      </p>
      {end && (
        <p className="field-hint">
          {status.cancel_at_period_end
            ? `Cancelled: full access until ${formatDate(end)}.`
            : `Renews on ${formatDate(end)}.`}
        </p>
      )}
      <div className="button-row">
        <Link className="button button-secondary" to={paths.gifts}>
          My Gift Subscriptions
        </Link>
        {end && !status.cancel_at_period_end && (
          <button type="button" className="button button-danger-outline" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </button>
        )}
      </div>
      <FormMessage success={message} />
      <ConfirmDialog
        open={confirming}
        title="Cancel subscription?"
        confirmLabel="Cancel Subscription"
        busyLabel="Cancelling…"
        busy={cancel.isPending}
        error={cancel.isError ? settingsError(errorText(cancel.error, 'Could not cancel your subscription.')) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (answer) => {
              setMessage(answer.message);
              setConfirming(false);
            },
          })
        }
      >
        <p>Your subscription will not renew. You keep full access until the end of the period you paid for.</p>
      </ConfirmDialog>
      <Bundles available={status.payments_available} />
    </>
  );
}

function Bundles({ available }: { available: boolean }) {
  const purchase = useBundlePurchase();
  return (
    <>
      <h3 className="bundle-heading">Gift Bundles</h3>
      <p className="field-hint">One-year gift subscriptions to share with friends, teammates or your club.</p>
      <ul className="bundle-list">
        {BUNDLE_IDS.map((id) => {
          const b = BUNDLES[id];
          return (
            <li key={id} className="bundle-row">
              <span className="bundle-price">
                {b.label} {formatPrice(b.amountCents)} ({b.discountPercent}% off, {formatPrice(bundleUnitCents(b))}{' '}
                each)
              </span>
              <button
                type="button"
                className="button button-secondary"
                disabled={!available || purchase.isPending}
                onClick={() => purchase.mutate(id)}
              >
                Buy {b.label}
              </button>
            </li>
          );
        })}
      </ul>
      <FormMessage
        error={purchase.isError ? settingsError(errorText(purchase.error, BILLING_MESSAGES.checkoutFailed)) : null}
      />
    </>
  );
}
