import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';

/**
 * Achievement certificates (DESIGN §7, spec 01 certificates). Awarded once per (player, type,
 * subtype, value); `data_hash` is the SHA-256 of the RFC 8785 canonical JSON of the content.
 * Stamping (the proof columns) arrives with the certificates issue; until then rows are
 * `is_verified` false.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    achievementType: text('achievement_type').notNull(),
    achievementSubtype: text('achievement_subtype').notNull().default(''),
    /** What the achievement is counted in (a streak length, a milestone; a league's id). */
    achievementValue: integer('achievement_value').notNull(),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('certificate_issued_at', { withTimezone: true }).notNull(),
    rarityTier: text('rarity_tier', { enum: ['rare', 'epic', 'legendary'] }).notNull(),
    achievementData: jsonb('achievement_data').$type<Record<string, unknown>>().notNull(),
    dataHash: text('data_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    bitcoinBlockHeight: integer('bitcoin_block_height'),
  },
  (t) => [
    uniqueIndex('certificates_award_key').on(t.playerId, t.achievementType, t.achievementSubtype, t.achievementValue),
    index('certificates_player_idx').on(t.playerId, t.achievedAt.desc()),
    index('certificates_unverified_idx').on(t.issuedAt).where(sql`not ${t.isVerified}`),
  ],
);
