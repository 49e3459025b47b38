import type { MembershipTier } from '@holeout/shared/membership';
import type { DbOrTx } from '../../db/client.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import * as repo from './billing.repo.ts';

/** Where the tier lives: the accounts module. */
export type MembershipTierStore = Pick<AccountsService, 'lockMembershipTier' | 'setMembershipTier'>;

const RANK: Record<MembershipTier, number> = { free: 0, regular: 1, premium: 2 };

/** `at` plus `months` calendar months (UTC). */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * 86_400_000);
}

/**
 * Gives the player `tier` for one more period, inside the caller's transaction: the player row is
 * locked first, the period runs on from the current one's end (or from now), and the tier never
 * drops (premium buying a monthly plan stays premium). The new tier is on `players`, which every
 * token reads, so it applies on the player's next request. Returns the tier and period end.
 */
export async function extendMembership(
  tx: DbOrTx,
  accounts: MembershipTierStore,
  playerId: number,
  tier: repo.PaidTier,
  now: Date,
  periodEnd: (from: Date) => Date,
): Promise<{ tier: repo.PaidTier; currentPeriodEnd: Date }> {
  const current = await accounts.lockMembershipTier(tx, playerId);
  if (current === null) throw new Error(`player ${playerId} does not exist`);
  const existing = await repo.findMembership(tx, playerId);
  const from = existing && existing.currentPeriodEnd > now ? existing.currentPeriodEnd : now;
  const newTier: repo.PaidTier = RANK[current] > RANK[tier] ? (current as repo.PaidTier) : tier;
  const currentPeriodEnd = periodEnd(from);
  await repo.upsertMembership(tx, { playerId, tier: newTier, currentPeriodEnd });
  if (current !== newTier) await accounts.setMembershipTier(tx, playerId, newTier);
  return { tier: newTier, currentPeriodEnd };
}
