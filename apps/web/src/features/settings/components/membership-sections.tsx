import type { MembershipTier } from '@holeout/shared/membership';

const tierNames: Record<MembershipTier, string> = { free: 'Free', regular: 'Regular', premium: 'Premium' };

function Later({ id, title, children }: { id: string; title: string; children: string }) {
  return (
    <section className="card settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="section-intro">{children}</p>
    </section>
  );
}

/**
 * Subscription, referrals, association pricing and coupons: their headings and an honest note
 * until payments and referrals are built.
 */
export function MembershipSections({ tier }: { tier: MembershipTier }) {
  return (
    <>
      <Later id="subscription-heading" title="Subscription">
        {`You are on the ${tierNames[tier]} plan. Upgrading and managing a subscription is coming soon.`}
      </Later>
      <Later id="referrals-heading" title="Referrals">
        Inviting friends and following your referrals is coming soon.
      </Later>
      <Later id="association-heading" title="Association Pricing">
        Pricing requests for clubs and associations are coming soon.
      </Later>
      <Later id="coupon-heading" title="Redeem a Coupon">
        Redeeming coupon codes is coming soon.
      </Later>
    </>
  );
}
