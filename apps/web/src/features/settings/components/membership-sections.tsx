import type { MembershipTier } from '@holeout/shared/membership';
import { AssociationSection } from './association-section.tsx';
import { CouponSection } from './coupon-section.tsx';
import { SubscriptionSection } from './subscription-section.tsx';

function Later({ id, title, children }: { id: string; title: string; children: string }) {
  return (
    <section className="card settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="section-intro">{children}</p>
    </section>
  );
}

/** Subscription, association pricing and coupons; referrals keep an honest note until they are built. */
export function MembershipSections({ playerId, tier }: { playerId: number; tier: MembershipTier }) {
  return (
    <>
      <SubscriptionSection playerId={playerId} tier={tier} />
      <Later id="referrals-heading" title="Referrals">
        Inviting friends and following your referrals is coming soon.
      </Later>
      <AssociationSection />
      <CouponSection playerId={playerId} />
    </>
  );
}
