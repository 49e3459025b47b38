import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { type ReferralEventKind, referralEvents } from '../../db/schema/referrals.ts';

export type NewReferralEvent = typeof referralEvents.$inferInsert;

/** Writes an event once: false when the same cause was already recorded (a reload, a retry). */
export async function insertEvent(db: DbOrTx, values: NewReferralEvent): Promise<boolean> {
  const rows = await db
    .insert(referralEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: referralEvents.id });
  return rows.length > 0;
}

/** How many events of each kind the referrer has (one index range read). */
export async function countsByKind(db: DbOrTx, referrerId: number): Promise<Map<ReferralEventKind, number>> {
  const rows = await db
    .select({ kind: referralEvents.kind, n: count() })
    .from(referralEvents)
    .where(eq(referralEvents.referrerId, referrerId))
    .groupBy(referralEvents.kind);
  return new Map(rows.map((r) => [r.kind, r.n]));
}

/** Whether the referrer has an event of `kind` about the same recipient (or, for `rejected`, the same invitation). */
function related(kind: ReferralEventKind, by: 'recipient' | 'source') {
  const match =
    by === 'source' ? sql`o.source_key = ${referralEvents.sourceKey}` : sql`o.recipient = ${referralEvents.recipient}`;
  return sql<boolean>`exists (select 1 from referral_events o where o.referrer_id = ${referralEvents.referrerId} and o.kind = ${kind} and ${match})`;
}

/** The referrer's newest invitations, each with what became of it. */
export async function listInvites(db: DbOrTx, referrerId: number, limit: number) {
  return db
    .select({
      id: referralEvents.id,
      recipient: referralEvents.recipient,
      createdAt: referralEvents.createdAt,
      declined: related('rejected', 'source'),
      viewed: related('view', 'recipient'),
      accountCreated: related('account', 'recipient'),
      upgraded: related('upgraded', 'recipient'),
    })
    .from(referralEvents)
    .where(and(eq(referralEvents.referrerId, referrerId), eq(referralEvents.kind, 'invite')))
    .orderBy(desc(referralEvents.id))
    .limit(limit);
}

/**
 * The `account` event of every referred player registered since `since` that has none yet (the
 * listener that writes it after registration did not run: a crash, a restart). Returns how many.
 */
export async function insertMissingAccountEvents(db: DbOrTx, since: Date): Promise<number> {
  const result = await db.execute(sql`
    insert into ${referralEvents} (referrer_id, kind, source_key, recipient, referred_player_id)
    select referred_by, 'account', 'player:' || id, email, id from ${players}
    where referred_by is not null and created_at >= ${since.toISOString()}
    on conflict do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
