import { canonicalPuttLog, type Putt } from '@holeout/shared/putt-log';
import {
  type CareerAccumulator,
  type CareerSessionLog,
  careerFromSessions,
  diffCareer,
  emptyCareer,
} from '@holeout/shared/stats/career-record';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { countsInResults } from '../../db/schema/sessions.ts';
import { sha256 } from '../../lib/sha256.ts';
import {
  findCareerForUpdate,
  findPlayerCareer,
  listCareerLogs,
  lockCareer,
  playerIdsAfter,
  type SessionLogRow,
  writeCareer,
} from './career.repo.ts';
import { careerFromRow, careerToValues } from './career-row.ts';

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
 * The career the stored logs make: the figures of the sessions that count (not flagged or removed
 * by an operator, decision 041) and, as `total_sessions`, the length of the history, which numbers
 * the next upload and the history pages (a flagged session keeps its Session #).
 */
function careerFromLogs(rows: SessionLogRow[], problems: string[]): CareerAccumulator {
  const counted = rows.filter((r) => countsInResults(r.reviewState));
  return { ...careerFromSessions(parsedLogs(counted, problems)), total_sessions: rows.length };
}

/** Options of {@link CareerRebuildService.rebuild}. */
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

/** Checks and repairs career records against the raw logs (`npm run db:rebuild-career`). */
export class CareerRebuildService {
  constructor(private readonly ctx: Pick<AppContext, 'db'>) {}

  /**
   * Recomputes one player's career from the raw putt logs of their non-IRL sessions (those an
   * operator flagged or removed count for nothing, decision 041) and compares
   * it with the stored row; with `fix`, writes the rebuilt record. The career row is locked for the
   * duration, so an upload landing meanwhile cannot make the two disagree by timing alone.
   */
  async check(playerId: number, fix: boolean): Promise<CareerCheck> {
    return this.ctx.db.transaction(async (tx) => {
      const row = await findCareerForUpdate(tx, playerId);
      const logProblems: string[] = [];
      const rebuilt = careerFromLogs(await listCareerLogs(tx, playerId), logProblems);
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

  /**
   * Writes the player's career again from the stored logs, inside the caller's transaction, with
   * the career row locked as an upload locks it: after an operator flags, clears or removes one of
   * the player's sessions. The leaderboards (`custom`, `friends`) read this row, so they follow.
   */
  async recount(tx: Tx, playerId: number): Promise<void> {
    await lockCareer(tx, playerId);
    const problems: string[] = [];
    const rebuilt = careerFromLogs(await listCareerLogs(tx, playerId), problems);
    if (problems.length > 0) throw new Error(problems.join('; '));
    await writeCareer(tx, playerId, careerToValues(rebuilt));
  }

  /**
   * Checks (and with `fix` repairs) the career records of every player, or of one, against the
   * raw logs. Players are walked by id in batches, one transaction per player.
   */
  async rebuild(options: RebuildOptions = {}): Promise<RebuildReport> {
    const db = this.ctx.db;
    const problems: CareerCheck[] = [];
    let checked = 0;
    const visit = async (playerId: number) => {
      const check = await this.check(playerId, options.fix ?? false);
      checked += 1;
      if (check.differences.length > 0 || check.logProblems.length > 0) problems.push(check);
      options.onPlayer?.(check);
    };
    if (options.playerId !== undefined) {
      if (!(await findPlayerCareer(db, options.playerId))) throw new Error(`Player ${options.playerId} not found`);
      await visit(options.playerId);
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
}
