/**
 * The golfers `npm run demo` creates: distinct skills and habits, and one of
 * each membership so every membership view of the app can be tried.
 */
import type { MembershipTier } from '@holeout/shared/membership';
import type { PlayerProfile } from './putt-generator.ts';

/** One demo account and how its simulated sessions look. */
export interface DemoGolfer {
  name: string;
  email: string;
  tier: MembershipTier;
  /** Sessions uploaded over the demo period. */
  sessions: number;
  profile: PlayerProfile;
}

/** Shared by every demo account and printed by the demo; never use it for real data. */
export const DEMO_PASSWORD = 'practice-putts';

/** How many days back the demo history reaches. */
export const DEMO_DAYS = 21;

/** The demo cast, strongest first. */
export const DEMO_GOLFERS: readonly DemoGolfer[] = [
  {
    name: 'Ava Thompson',
    email: 'ava@demo.holeout.app',
    tier: 'premium',
    sessions: 18,
    profile: { skill: 0.86, tempoSeconds: 4.2, streakiness: 0.3, typicalPutts: 150, utcOffsetMinutes: 0 },
  },
  {
    name: 'Ben Okafor',
    email: 'ben@demo.holeout.app',
    tier: 'premium',
    sessions: 14,
    profile: { skill: 0.74, tempoSeconds: 5.5, streakiness: 0.15, typicalPutts: 110, utcOffsetMinutes: 60 },
  },
  {
    name: 'Chloe Martin',
    email: 'chloe@demo.holeout.app',
    tier: 'regular',
    sessions: 10,
    profile: { skill: 0.63, tempoSeconds: 6.5, streakiness: 0.2, typicalPutts: 90, utcOffsetMinutes: -300 },
  },
  {
    name: 'Diego Alvarez',
    email: 'diego@demo.holeout.app',
    tier: 'free',
    sessions: 6,
    profile: { skill: 0.5, tempoSeconds: 8, streakiness: 0.1, typicalPutts: 60, utcOffsetMinutes: -360 },
  },
];
