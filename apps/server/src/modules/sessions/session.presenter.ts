import { canOpenSessionDetails, type MembershipTier } from '@holeout/shared/membership';
import type { SessionSummary, UploadedSession } from '@holeout/shared/sessions';
import type { SessionSummaryRow } from './sessions.repo.ts';

/** The figures and breakdowns every answer about a session shares. */
function presentFigures(row: SessionSummaryRow, details: boolean) {
  return {
    session_id: row.sessionId,
    start_time: row.startedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    session_duration: row.sessionDuration,
    putting_distance_feet: row.puttingDistanceFeet,
    putts: row.putts,
    makes: row.makes,
    misses: row.misses,
    best_streak: row.bestStreak,
    fastest_21_makes: row.fastest21Makes,
    putts_per_minute: row.puttsPerMinute,
    makes_per_minute: row.makesPerMinute,
    most_makes_in_60_seconds: row.mostMakesIn60Seconds,
    competition: row.competition ?? null,
    capture_source: row.captureSource,
    details_locked: !details,
    makes_overview: details ? row.makesOverview : null,
    misses_overview: details ? row.missesOverview : null,
    makes_by_category: details ? row.makesByCategory : null,
    misses_by_category: details ? row.missesByCategory : null,
    consecutive_by_category: details ? row.consecutiveByCategory : null,
  };
}

/**
 * A numbered session as lists show it. With `details` false the breakdowns are sent as null (not
 * merely flagged), so a free viewer's browser never holds them (spec 01 §6).
 */
export function presentSession(row: SessionSummaryRow, details: boolean): SessionSummary {
  if (row.sessionNumber === null) throw new Error(`session ${row.sessionId} has no number and is not listed`);
  return { ...presentFigures(row, details), session_number: row.sessionNumber };
}

/** The upload answer: the uploader's own session in full, IRL sessions included (no number). */
export function presentUploadedSession(row: SessionSummaryRow): UploadedSession {
  return { ...presentFigures(row, true), session_number: row.sessionNumber, irl_player: row.irlPlayer };
}

/** A newest-first page, each row opened or withheld by the membership policy. */
export function presentPage(rows: SessionSummaryRow[], page: number, viewerTier: MembershipTier): SessionSummary[] {
  return rows.map((row, i) => presentSession(row, canOpenSessionDetails(viewerTier, page, i)));
}
