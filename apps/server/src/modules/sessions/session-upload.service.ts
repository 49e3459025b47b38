import { canonicalPuttLog, type SessionUpload } from '@holeout/shared/putt-log';
import type { UploadedSession } from '@holeout/shared/sessions';
import { addSessionToCareer } from '@holeout/shared/stats/career-record';
import { computeSessionFigures } from '@holeout/shared/stats/session-figures';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { sha256 } from '../auth/token.service.ts';
import { lockCareer, writeCareer } from './career.repo.ts';
import { careerFromRow, careerToValues } from './career-row.ts';
import { presentUploadedSession } from './session.presenter.ts';
import { resolveCompetition } from './session-competition.ts';
import { findSessionBySessionId, insertSession } from './sessions.repo.ts';

/** 409 when a session id belongs to someone else. */
export const SESSION_TAKEN = 'This session was already uploaded by another player.';

/** What an upload produced: `created` false when the same player had already stored this id. */
export interface UploadResult {
  created: boolean;
  session: UploadedSession;
}

/** The stored session when it is the uploader's own (a retried upload), else 409. */
async function alreadyStored(tx: Tx, sessionId: string, playerId: number): Promise<UploadResult> {
  const existing = await findSessionBySessionId(tx, sessionId);
  if (!existing || existing.playerId !== playerId) throw new HttpError(409, SESSION_TAKEN);
  return { created: false, session: presentUploadedSession(existing) };
}

/**
 * Stores one uploaded session and folds it into the player's career, all in one transaction.
 *
 * The player's career row is locked first, so one player's uploads run one at a time: the
 * session number is `total_sessions + 1` without gaps and the sums stay exact. The insert itself
 * detects an id that is already stored (no lookup before it): retrying an id the player already
 * stored answers the stored session and counts nothing twice; another player's id, or losing a
 * race for one, gets 409 and stores nothing. IRL sessions are stored without a number and leave
 * the career untouched (DESIGN §5).
 */
export async function uploadSession(db: Db, playerId: number, upload: SessionUpload): Promise<UploadResult> {
  // The pure work happens before the transaction so the lock is held only for the SQL.
  const canonicalLog = canonicalPuttLog(upload.putts);
  const logSha256 = sha256(canonicalLog);
  const figures = computeSessionFigures(upload.putts, upload.duration_seconds);
  const irl = upload.irl_player !== undefined;

  return db.transaction(async (tx) => {
    const career = await lockCareer(tx, playerId);
    // A retry that names a duel or league round is answered before its competition is checked:
    // the first upload may have closed it since. Only such uploads pay for the lookup.
    const namesCompetition = upload.duel_id !== undefined || upload.league_round_id !== undefined;
    if (namesCompetition && (await findSessionBySessionId(tx, upload.session_id))) {
      return alreadyStored(tx, upload.session_id, playerId);
    }
    const competition = await resolveCompetition(tx, playerId, upload);

    const row = await insertSession(
      tx,
      {
        sessionId: upload.session_id,
        playerId,
        sessionNumber: irl ? null : career.totalSessions + 1,
        startedAt: new Date(upload.started_at),
        durationSeconds: upload.duration_seconds ?? null,
        puttingDistanceFeet: upload.putting_distance_feet,
        puttLogSha256: logSha256,
        irlPlayer: upload.irl_player ?? null,
        duelId: upload.duel_id ?? null,
        leagueRoundId: upload.league_round_id ?? null,
        competition,
        makes: figures.makes,
        misses: figures.misses,
        putts: figures.putts,
        sessionDuration: figures.session_duration,
        bestStreak: figures.best_streak,
        fastest21Makes: figures.fastest_21_makes,
        mostMakesIn60Seconds: figures.most_makes_in_60_seconds,
        puttsPerMinute: figures.putts_per_minute,
        makesPerMinute: figures.makes_per_minute,
        makesOverview: figures.makes_overview,
        missesOverview: figures.misses_overview,
        makesByCategory: figures.makes_by_category,
        missesByCategory: figures.misses_by_category,
        consecutiveByCategory: figures.consecutive_by_category,
      },
      canonicalLog,
    );
    // Null: the id is taken, by this player's earlier upload or by someone else.
    if (!row) return alreadyStored(tx, upload.session_id, playerId);

    if (!irl) {
      const next = addSessionToCareer(careerFromRow(career), figures, upload.started_at);
      await writeCareer(tx, playerId, careerToValues(next));
    }
    return { created: true, session: presentUploadedSession(row) };
  });
}
