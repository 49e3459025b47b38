import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * An outside identity a player signs in with: an OpenID Connect subject (Google, LinkedIn) or a
 * Nostr public key (hex). One identity belongs to one player.
 */
export const signInIdentities = pgTable(
  'sign_in_identities',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'linkedin', 'nostr'] }).notNull(),
    subject: text('subject').notNull(),
    /** The provider's e-mail at linking time (OpenID Connect only); shown in settings. */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_identities_provider_subject_key').on(t.provider, t.subject),
    index('sign_in_identities_player_idx').on(t.playerId),
  ],
);

/**
 * Single-use, short-lived secrets of the sign-in flows, kept by their SHA-256: an OpenID Connect
 * state (with its PKCE verifier, nonce and browser binding in `data`), a Nostr challenge, and the
 * id of a link or setup token.
 */
export const signInChallenges = pgTable('sign_in_challenges', {
  keyHash: text('key_hash').primaryKey(),
  purpose: text('purpose', { enum: ['oauth_state', 'nostr', 'link', 'setup'] }).notNull(),
  /** The signed-in player who started a `link` flow. */
  playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, string>>(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
