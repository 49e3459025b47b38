import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * What a referral event records: `invite` a duel challenge or league invitation sent, `share` a
 * day on which the player shared their link, `view` an invitation or referral page opened,
 * `rejected` an invitation declined, `account` an account registered through the player, and
 * `upgraded` such an account's first paid plan.
 */
export const REFERRAL_EVENT_KINDS = ['invite', 'share', 'view', 'rejected', 'account', 'upgraded'] as const;
export type ReferralEventKind = (typeof REFERRAL_EVENT_KINDS)[number];

/**
 * One row per thing that happened, written when it happened; the stats count a player's rows.
 * `source_key` names the cause (`duel:12`, `league-invite:7`, `visit:<uuid>`, `player:9`,
 * `share:2026-11-23`), and the unique index makes every event count once however often it is told.
 */
export const referralEvents = pgTable(
  'referral_events',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REFERRAL_EVENT_KINDS }).notNull(),
    sourceKey: text('source_key').notNull(),
    /** The invited address, number or player name (lower-cased addresses), when known. */
    recipient: text('recipient'),
    /** The referred account (`account`, `upgraded`). */
    referredPlayerId: integer('referred_player_id').references(() => players.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_events_source_key').on(t.referrerId, t.kind, t.sourceKey),
    index('referral_events_referred_idx').on(t.referredPlayerId),
  ],
);
