/**
 * Stores a session as uploads did before the physical limits existed (issue 22): the same insert,
 * career fold and numbering as the upload, without its limit check. For tests of the review of
 * sessions already stored that break a limit. Not used by the server.
 */
import { randomUUID } from 'node:crypto';
import { canonicalPuttLog, type Putt } from '@holeout/shared/putt-log';
import { computeSessionFigures } from '@holeout/shared/stats/session-figures';
import type { Db } from '../db/client.ts';
import { sha256 } from '../lib/sha256.ts';
import { CareerService } from '../modules/career/career.service.ts';
import { insertSession } from '../modules/sessions/sessions.repo.ts';

export async function storeBeforeLimits(db: Db, playerId: number, putts: Putt[], duration?: number): Promise<string> {
  const sessionId = randomUUID();
  const log = canonicalPuttLog(putts);
  const f = computeSessionFigures(putts, duration);
  const career = new CareerService({ db });
  const startedAt = '2026-03-01T09:30:00+01:00';
  await db.transaction(async (tx) => {
    const before = await career.lockForUpload(tx, playerId);
    await insertSession(
      tx,
      {
        sessionId,
        playerId,
        sessionNumber: before.total_sessions + 1,
        startedAt: new Date(startedAt),
        durationSeconds: duration ?? null,
        puttingDistanceFeet: 7,
        puttLogSha256: sha256(log),
        irlPlayer: null,
        duelId: null,
        leagueRoundId: null,
        competition: null,
        captureSource: 'desktop',
        captureLabels: null,
        makes: f.makes,
        misses: f.misses,
        putts: f.putts,
        sessionDuration: f.session_duration,
        bestStreak: f.best_streak,
        fastest21Makes: f.fastest_21_makes,
        mostMakesIn60Seconds: f.most_makes_in_60_seconds,
        puttsPerMinute: f.putts_per_minute,
        makesPerMinute: f.makes_per_minute,
        makesOverview: f.makes_overview,
        missesOverview: f.misses_overview,
        makesByCategory: f.makes_by_category,
        missesByCategory: f.misses_by_category,
        consecutiveByCategory: f.consecutive_by_category,
      },
      log,
    );
    await career.addSession(tx, playerId, before, f, startedAt);
  });
  return sessionId;
}
