import { and, desc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { sessions } from '../../db/schema/sessions.ts';

// Lists never read the putt log (it can hold 5,000 putts per session), nor the camera's labels.
const { puttLog: _log, puttLogSha256: _sha, captureLabels: _labels, ...summaryColumns } = getTableColumns(sessions);

/** A session row without its putt log: what lists, answers and exports are built from. */
export type SessionSummaryRow = Pick<typeof sessions.$inferSelect, keyof typeof summaryColumns>;

/** A new session row; the log goes in as its canonical JSON text. */
export type NewSessionValues = Omit<typeof sessions.$inferInsert, 'id' | 'createdAt' | 'puttLog'>;

export async function findSessionBySessionId(db: DbOrTx, sessionId: string): Promise<SessionSummaryRow | null> {
  const [row] = await db.select(summaryColumns).from(sessions).where(eq(sessions.sessionId, sessionId));
  return row ?? null;
}

/**
 * Inserts a session; null when its `session_id` is already taken (a retry, or another player's
 * id), so the caller can answer instead of failing. Any other unique clash is a bug and throws.
 * The log goes in as `json`, so the stored text is the hashed text byte for byte.
 */
export async function insertSession(
  tx: DbOrTx,
  values: NewSessionValues,
  canonicalLog: string,
): Promise<SessionSummaryRow | null> {
  const [row] = await tx
    .insert(sessions)
    .values({ ...values, puttLog: sql`${canonicalLog}::json` })
    .onConflictDoNothing({ target: sessions.sessionId })
    .returning(summaryColumns);
  return row ?? null;
}

// The history page is read on every visit to a dashboard or profile: prepared, not rebuilt.
const sessionsPageStatement = preparedStatement((db) =>
  db
    .select(summaryColumns)
    .from(sessions)
    .where(
      and(
        eq(sessions.playerId, sql.placeholder('playerId')),
        lte(sessions.sessionNumber, sql.placeholder('fromNumber')),
      ),
    )
    .orderBy(desc(sessions.sessionNumber))
    .limit(sql.placeholder('limit'))
    .prepare('sessions_page'),
);

/**
 * Up to `limit` of the player's numbered sessions, newest first, starting at Session #`fromNumber`.
 * Numbers run 1..total without gaps, so page p starts at total − (p − 1) × limit: an index seek
 * on (player_id, session_number), never an OFFSET that reads the skipped rows.
 */
export async function listSessionsPage(
  db: DbOrTx,
  playerId: number,
  limit: number,
  fromNumber: number,
): Promise<SessionSummaryRow[]> {
  return sessionsPageStatement(db).execute({ playerId, limit, fromNumber });
}
