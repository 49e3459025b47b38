import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { at, belongsTo } from './columns.ts';

/**
 * Achievement certificates (DESIGN §7, spec 01 certificates). Awarded once per (player, type,
 * subtype, value); `data_hash` is the SHA-256 of the RFC 8785 canonical JSON of the content.
 * Stamping (decision 029): the stamp job fills `ots_proof` with a pending proof, the upgrade job
 * completes it and sets `is_verified` and `bitcoin_block_height`.
 */
/** Raw bytes (PostgreSQL `bytea`): node-postgres reads a Buffer, PGlite a Uint8Array; both come out a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey(),
    playerId: belongsTo('player_id', () => players.id),
    achievementType: text('achievement_type').notNull(),
    achievementSubtype: text('achievement_subtype').notNull().default(''),
    /** What the achievement is counted in (a streak length, a milestone; a league's id). */
    achievementValue: integer('achievement_value').notNull(),
    achievedAt: at('achieved_at').notNull(),
    issuedAt: at('certificate_issued_at').notNull(),
    rarityTier: text('rarity_tier', { enum: ['rare', 'epic', 'legendary'] }).notNull(),
    achievementData: jsonb('achievement_data').$type<Record<string, unknown>>().notNull(),
    dataHash: text('data_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    bitcoinBlockHeight: integer('bitcoin_block_height'),
    /**
     * This certificate's own detached OpenTimestamps proof (`.ots`): digest = data_hash, its path
     * from its leaf to the batch's root, then each calendar's timestamp as a fork. Null until stamped.
     */
    otsProof: bytea('ots_proof'),
    /** When the calendars first took its batch's root. */
    stampedAt: at('stamped_at'),
    /** Failed stamp tries before it is stamped; calendar checks since, until verified (the backoff counts these). */
    stampAttempts: integer('stamp_attempts').notNull().default(0),
    /** When the stamp or upgrade job looks at it next; null: now. */
    nextStampCheckAt: at('next_stamp_check_at'),
  },
  (t) => [
    uniqueIndex('certificates_award_key').on(t.playerId, t.achievementType, t.achievementSubtype, t.achievementValue),
    index('certificates_player_idx').on(t.playerId, t.achievedAt.desc()),
    index('certificates_stamp_due_idx').on(t.nextStampCheckAt).where(sql`not ${t.isVerified}`),
  ],
);
