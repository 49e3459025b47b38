import { TRACKED_SESSION_REQUIRED } from '@holeout/shared/competitions';
import { type CapturedUpload, canonicalPuttLog, isTrackedSource } from '@holeout/shared/putt-log';
import type { SessionFigures } from '@holeout/shared/stats/session-figures';
import { sha256 } from '../../lib/sha256.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * The part of a submission every competition kind checks the same way: a competition that takes
 * only tracked sessions (the camera or the desktop app) refuses one tapped in by hand (422,
 * `tracked_session_required`), and keeps the SHA-256 of the canonical log it scored, so anyone
 * can check the result against the log later.
 */
export function acceptedLog(upload: CapturedUpload, requireTracked: boolean): { puttLogSha256: string } {
  if (requireTracked && !isTrackedSource(upload.capture_source)) {
    throw new HttpError(422, TRACKED_SESSION_REQUIRED, 'tracked_session_required');
  }
  return { puttLogSha256: sha256(canonicalPuttLog(upload.putts)) };
}

/** The headline figures of a scored session, as the session and league submission rows store them. */
export function headlineColumns(figures: SessionFigures) {
  return {
    makes: figures.makes,
    misses: figures.misses,
    putts: figures.putts,
    sessionDuration: figures.session_duration,
    bestStreak: figures.best_streak,
    fastest21Makes: figures.fastest_21_makes,
    mostMakesIn60Seconds: figures.most_makes_in_60_seconds,
    makesPerMinute: figures.makes_per_minute,
  };
}
