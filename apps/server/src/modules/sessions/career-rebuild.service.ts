import { canonicalPuttLog, type Putt } from '@holeout/shared/putt-log';
import {
  type CareerSessionLog,
  careerFromSessions,
  diffCareer,
  emptyCareer,
} from '@holeout/shared/stats/career-record';
import { asc, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { careerStats } from '../../db/schema/career.ts';
import { sha256 } from '../auth/token.service.ts';
import { lockCareer, writeCareer } from './career.repo.ts';
import { careerFromRow, careerToValues } from './career-row.ts';
import { listCareerLogs, type SessionLogRow } from './sessions.repo.ts';

/** The outcome for one player. */
export interface CareerCheck {
  playerId: number;
  /** `diffCareer(stored, rebuilt)`: one line per field that differs, e.g. `sum_makes: 10 ≠ 11`. */
  differences: string[];
  /** Stored logs whose SHA-256 no longer matches: the raw data itself changed; fix leaves such a player alone. */
  logProblems: string[];
  /** True when the rebuilt record was written over the stored one. */
  fixed: boolean;
}

/** Parses the stored logs one at a time, so only their text is held, never every parsed putt. */
function* parsedLogs(rows: SessionLogRow[], problems: string[]): Generator<CareerSessionLog> {
  for (const row of rows) {
    const putts = JSON.parse(row.puttLogText) as Putt[];
    if (sha256(canonicalPuttLog(putts)) !== row.puttLogSha256) {
      problems.push(`session ${row.sessionId}: putt_log does not match its putt_log_sha256`);
    }
    yield { started_at: row.startedAt.toISOString(), putts, duration_seconds: row.durationSeconds };
  }
}

/**
 * Recomputes one player's career from the raw putt logs of their non-IRL sessions and compares
 * it with the stored row; with `fix`, writes the rebuilt record. The career row is locked for the
 * duration, so an upload landing meanwhile cannot make the two disagree by timing alone.
 */
export async function checkCareer(db: Db, playerId: number, fix: boolean): Promise<CareerCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(careerStats).where(eq(careerStats.playerId, playerId)).for('update');
    const logProblems: string[] = [];
    const rebuilt = careerFromSessions(parsedLogs(await listCareerLogs(tx, playerId), logProblems));
    const stored = row ? careerFromRow(row) : emptyCareer();
    const differences = diffCareer(stored, rebuilt);
    // A log that fails its hash was changed behind the server's back: never fold it into a record.
    const fixed = fix && differences.length > 0 && logProblems.length === 0;
    if (fixed) {
      await lockCareer(tx, playerId);
      await writeCareer(tx, playerId, careerToValues(rebuilt));
    }
    return { playerId, differences, logProblems, fixed };
  });
}

async function playerIdsAfter(db: DbOrTx, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(gt(players.id, afterId))
    .orderBy(asc(players.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Options of {@link rebuildCareers}. */
export interface RebuildOptions {
  /** Only this player; every player when absent. */
  playerId?: number;
  /** Write the rebuilt record where it differs. */
  fix?: boolean;
  /** Called after each player, e.g. to print progress. */
  onPlayer?: (check: CareerCheck) => void;
}

/** The outcome over all players checked. */
export interface RebuildReport {
  checked: number;
  /** Players whose record differed or whose logs failed their hash. */
  problems: CareerCheck[];
  /** True when nothing is left to fix: every record agrees or was fixed, and every log is intact. */
  ok: boolean;
}

/**
 * Checks (and with `fix` repairs) the career records of every player, or of one, against the
 * raw logs. Players are walked by id in batches, one transaction per player.
 */
export async function rebuildCareers(db: Db, options: RebuildOptions = {}): Promise<RebuildReport> {
  const problems: CareerCheck[] = [];
  let checked = 0;
  const visit = async (playerId: number) => {
    const check = await checkCareer(db, playerId, options.fix ?? false);
    checked += 1;
    if (check.differences.length > 0 || check.logProblems.length > 0) problems.push(check);
    options.onPlayer?.(check);
  };
  if (options.playerId !== undefined) {
    const [found] = await db.select({ id: players.id }).from(players).where(eq(players.id, options.playerId));
    if (!found) throw new Error(`Player ${options.playerId} not found`);
    await visit(found.id);
  } else {
    let ids = await playerIdsAfter(db, 0, 500);
    while (ids.length > 0) {
      for (const id of ids) await visit(id);
      ids = await playerIdsAfter(db, ids[ids.length - 1], 500);
    }
  }
  const ok = problems.every((p) => p.logProblems.length === 0 && (p.fixed || p.differences.length === 0));
  return { checked, problems, ok };
}
