import { ANNUAL_SAVING_CENTS, formatPrice, PLANS } from '@holeout/shared/billing';
import type { MembershipTier } from '@holeout/shared/membership';

/** One row of the comparison: what it is, and whether each tier has it. */
export interface MembershipFeature {
  label: string;
  tiers: readonly MembershipTier[];
}

const ALL: readonly MembershipTier[] = ['free', 'regular', 'premium'];
const PAID: readonly MembershipTier[] = ['regular', 'premium'];

/**
 * What each tier buys, in the words of the membership policy (`@holeout/shared/membership`, decision
 * 035: the cards are free, the depth is paid) and the plans of spec 01 §9.
 */
export const MEMBERSHIP_FEATURES: readonly MembershipFeature[] = [
  { label: 'Record sessions on your phone, camera or by tapping', tiers: ALL },
  { label: 'All-time stat cards and your latest session in full', tiers: ALL },
  { label: 'Duels, joining leagues, friends and leaderboards', tiers: ALL },
  { label: 'The coach', tiers: ALL },
  { label: 'Every session’s makes and misses by category', tiers: PAID },
  { label: 'Career Stats tables and other players’ duels and leagues', tiers: PAID },
  { label: 'Blockchain-verified achievement certificates', tiers: PAID },
  { label: 'Create your own leagues', tiers: PAID },
  { label: 'Gift subscriptions and bundles', tiers: PAID },
  { label: '1 free-year gift code to give away', tiers: ['premium'] },
];

export interface MembershipPlanView {
  tier: MembershipTier;
  name: string;
  price: string;
  note: string;
  /** The checkout interval that buys it; null for Free. */
  interval: 'monthly' | 'annual' | null;
}

export const MEMBERSHIP_PLANS: readonly MembershipPlanView[] = [
  { tier: 'free', name: 'Free', price: formatPrice(0), note: 'For ever.', interval: null },
  {
    tier: 'regular',
    name: 'Regular',
    price: `${formatPrice(PLANS.monthly.amountCents)}/month`,
    note: 'Monthly, cancel any time.',
    interval: 'monthly',
  },
  {
    tier: 'premium',
    name: 'Premium',
    price: `${formatPrice(PLANS.annual.amountCents)}/year`,
    note: `Annual: saves ${formatPrice(ANNUAL_SAVING_CENTS)}, with 1 free-year gift code.`,
    interval: 'annual',
  },
];
