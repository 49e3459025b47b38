import type { MembershipTier } from '@holeout/shared/membership';
import { AssociationSection } from './association-section.tsx';
import { CouponSection } from './coupon-section.tsx';
import { ReferralsSection } from './referrals-section.tsx';
import { SubscriptionSection } from './subscription-section.tsx';

/** Subscription, the referrals dashboard, association pricing and coupons. */
export function MembershipSections({ playerId, tier }: { playerId: number; tier: MembershipTier }) {
  return (
    <>
      <SubscriptionSection playerId={playerId} tier={tier} />
      <ReferralsSection />
      <AssociationSection />
      <CouponSection playerId={playerId} />
    </>
  );
}
