import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { coachConversations, coachMessages } from '../../db/schema/coach.ts';

export type ConversationRow = typeof coachConversations.$inferSelect;
export type MessageRow = typeof coachMessages.$inferSelect;

/** The player's newest conversations (at most `limit`), each with the number of messages the player sent in it. */
export async function listConversations(
  db: DbOrTx,
  playerId: number,
  limit = 100,
): Promise<{ conversation: ConversationRow; userMessages: number }[]> {
  const c = coachConversations;
  const m = coachMessages;
  return db
    .select({ conversation: c, userMessages: count(m.id) })
    .from(c)
    .leftJoin(m, and(eq(m.conversationId, c.id), eq(m.role, 'user')))
    .where(eq(c.playerId, playerId))
    .groupBy(c.id)
    .orderBy(desc(c.id))
    .limit(limit);
}

export async function findConversation(db: DbOrTx, id: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(coachConversations).where(eq(coachConversations.id, id));
  return row ?? null;
}

/** Locks the conversation for the rest of the transaction: one message at a time per conversation. */
export async function lockConversation(tx: Tx, id: number): Promise<ConversationRow | null> {
  const [row] = await tx.select().from(coachConversations).where(eq(coachConversations.id, id)).for('update');
  return row ?? null;
}

/** The player's latest analysis (by day), or null. */
export async function lastAnalysis(db: DbOrTx, playerId: number): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(coachConversations)
    .where(and(eq(coachConversations.playerId, playerId), eq(coachConversations.kind, 'analysis')))
    .orderBy(desc(coachConversations.day), desc(coachConversations.id))
    .limit(1);
  return row ?? null;
}

export type NewConversation = typeof coachConversations.$inferInsert;

/** Inserts the day's analysis; null when another request (any instance) already made it. */
export async function insertAnalysis(db: DbOrTx, values: NewConversation): Promise<number | null> {
  const [row] = await db
    .insert(coachConversations)
    .values({ ...values, kind: 'analysis', status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: coachConversations.id });
  return row?.id ?? null;
}

export async function insertChat(db: DbOrTx, values: NewConversation): Promise<ConversationRow> {
  const [row] = await db
    .insert(coachConversations)
    .values({ ...values, kind: 'chat', status: 'ready' })
    .returning();
  if (!row) throw new Error('conversation was not inserted');
  return row;
}

/** Counts one more analysis attempt and returns the count (null when the row is gone or ready). */
export async function countAttempt(db: DbOrTx, id: number): Promise<ConversationRow | null> {
  const [row] = await db
    .update(coachConversations)
    .set({ attempts: sql`${coachConversations.attempts} + 1` })
    .where(and(eq(coachConversations.id, id), eq(coachConversations.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Marks a pending analysis ready; false when it already was (another run finished first). */
export async function markReady(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(coachConversations)
    .set({ status: 'ready' })
    .where(and(eq(coachConversations.id, id), eq(coachConversations.status, 'pending')))
    .returning({ id: coachConversations.id });
  return rows.length > 0;
}

/** Pending analyses created before `before` (their job was lost or is failing). */
export async function stalePending(db: DbOrTx, before: Date, limit = 50): Promise<number[]> {
  const rows = await db
    .select({ id: coachConversations.id })
    .from(coachConversations)
    .where(and(eq(coachConversations.status, 'pending'), lt(coachConversations.createdAt, before)))
    .orderBy(asc(coachConversations.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function listMessages(db: DbOrTx, conversationId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(coachMessages)
    .where(eq(coachMessages.conversationId, conversationId))
    .orderBy(asc(coachMessages.id));
}

export async function countUserMessages(db: DbOrTx, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(coachMessages)
    .where(and(eq(coachMessages.conversationId, conversationId), eq(coachMessages.role, 'user')));
  return row?.n ?? 0;
}

export async function insertMessages(
  db: DbOrTx,
  conversationId: number,
  messages: { role: 'user' | 'model'; text: string }[],
): Promise<void> {
  await db.insert(coachMessages).values(messages.map((m) => ({ conversationId, ...m })));
}

/** The player's newest written analysis and its first model message (the dashboard's card), or null. */
export async function latestWrittenAnalysis(
  db: DbOrTx,
  playerId: number,
): Promise<{ conversation: ConversationRow; text: string } | null> {
  const [row] = await db
    .select({ conversation: coachConversations, text: coachMessages.text })
    .from(coachConversations)
    .innerJoin(
      coachMessages,
      and(eq(coachMessages.conversationId, coachConversations.id), eq(coachMessages.role, 'model')),
    )
    .where(
      and(
        eq(coachConversations.playerId, playerId),
        eq(coachConversations.kind, 'analysis'),
        eq(coachConversations.status, 'ready'),
      ),
    )
    .orderBy(desc(coachConversations.id), asc(coachMessages.id))
    .limit(1);
  return row ?? null;
}
