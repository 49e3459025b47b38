import { BILLING_MESSAGES } from '@holeout/shared/billing';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Form } from '../../../components/form.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { useRedeemCoupon } from '../api/billing.ts';
import { settingsError } from '../settings-options.ts';

/**
 * The coupon field (spec 01 §3, §5): a coupon or a gift code. A gift e-mail's link fills it in
 * (`?coupon=`). On success the signed-in player is read again, so the new membership shows.
 */
export function CouponSection({ playerId }: { playerId: number }) {
  const [search] = useSearchParams();
  const [code, setCode] = useState(search.get('coupon') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const redeem = useRedeemCoupon(playerId);
  const { refreshPlayer } = useAuth();

  function submit() {
    setSuccess(null);
    if (!code.trim()) {
      setError(BILLING_MESSAGES.couponEmpty);
      return;
    }
    setError(null);
    redeem.mutate(code.trim(), {
      onSuccess: (answer) => {
        setSuccess(answer.message);
        setCode('');
        void refreshPlayer();
      },
      onError: (err) => setError(settingsError(errorText(err, BILLING_MESSAGES.couponInvalid))),
    });
  }

  return (
    <section className="card settings-section" aria-labelledby="coupon-heading">
      <h2 id="coupon-heading">Redeem a Coupon</h2>
      <p className="section-intro">Have a coupon or a gift code? Enter it here.</p>
      <Form onSubmit={submit} busy={redeem.isPending} error={error} success={success} submitLabel="Redeem" layout="row">
        <FormField label="Coupon code" value={code} onValue={setCode} autoComplete="off" maxLength={64} />
      </Form>
    </section>
  );
}
