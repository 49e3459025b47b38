import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * A coach conversation: the daily analysis (`analysis`, at most one per player and local day —
 * the unique index makes that hold across tabs and instances) or one the player started
 * (`chat`). `facts` is the digest of the player's figures the coach answers from, fixed when
 * the conversation is created, so every reply in it is checked against the same numbers.
 */
export const coachConversations = pgTable(
  'coach_conversations',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['analysis', 'chat'] }).notNull(),
    /** `pending` while the analysis job writes the first message; `ready` after. */
    status: text('status', { enum: ['pending', 'ready'] })
      .notNull()
      .default('ready'),
    title: text('title').notNull(),
    /** The player's local day (YYYY-MM-DD) of an analysis; null for a chat. */
    day: text('day'),
    /** The player's session count when the analysis was made: later sessions are "new". */
    sessionsSeen: integer('sessions_seen').notNull().default(0),
    /** How many times the analysis job has tried the model (the last try uses the built-in analyst). */
    attempts: integer('attempts').notNull().default(0),
    facts: jsonb('facts').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coach_conversations_player_idx').on(t.playerId, t.id.desc()),
    uniqueIndex('coach_analysis_day_uq').on(t.playerId, t.day).where(sql`${t.kind} = 'analysis'`),
    index('coach_conversations_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
  ],
);

/** Messages of a conversation, in order: `user` (the player) or `model` (the coach). */
export const coachMessages = pgTable(
  'coach_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => coachConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'model'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coach_messages_conversation_idx').on(t.conversationId, t.id)],
);
