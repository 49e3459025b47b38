/**
 * Figures derived from one session's putt log. Everything here is a single
 * O(n) pass (plus a two-pointer sweep for the 60-second window) because logs
 * hold up to 5,000 putts and uploads must sustain hundreds per second.
 * Nothing is rounded: display code rounds, storage keeps full precision.
 */
import {
  CONSECUTIVE_THRESHOLDS,
  type ConsecutiveLabel,
  type MakePutt,
  MISS_KINDS,
  type MissKind,
  type MissPutt,
  type Putt,
  ZONES,
  type Zone,
} from '../putt-log.ts';

/** Number of consecutive makes in the `fastest_21_makes` window. */
export const FASTEST_RUN_LENGTH = 21;

/** Width in seconds of the `most_makes_in_60_seconds` window. */
export const MAKES_WINDOW_SECONDS = 60;

/** Figures derived from one session's putt log (field names as stored and served). */
export interface SessionFigures {
  /** Number of made putts. */
  makes: number;
  /** Number of missed putts (every miss kind, QUICK PUTT included). */
  misses: number;
  /** Total putts (`makes + misses`). */
  putts: number;
  /** `duration_seconds` if given, else the last putt's time, else 0. */
  session_duration: number;
  /** Longest run of consecutive makes. */
  best_streak: number;
  /** Smallest `t[i+20] − t[i]` over 21 consecutive putts that are all makes; null if no such run. */
  fastest_21_makes: number | null;
  /** Most makes whose times fall in one window `[t, t+60)` starting at a make's time. */
  most_makes_in_60_seconds: number;
  /** putts ÷ (session_duration ÷ 60); null when session_duration is 0 or too short for a finite rate. */
  putts_per_minute: number | null;
  /** makes ÷ (session_duration ÷ 60); null when session_duration is 0 or too short for a finite rate. */
  makes_per_minute: number | null;
  /** Makes per zone; all four zones always present. */
  makes_overview: Record<Zone, number>;
  /** Misses per kind; all four kinds always present. */
  misses_overview: Record<MissKind, number>;
  /** Makes per detailed label (see {@link makeLabel}); only labels that occurred. */
  makes_by_category: Record<string, number>;
  /** Misses per detailed label (see {@link missLabel}); only labels that occurred. */
  misses_by_category: Record<string, number>;
  /** For each threshold, the number of maximal make runs of at least that length; all keys present. */
  consecutive_by_category: Record<ConsecutiveLabel, number>;
}

/**
 * Detailed label of a make: `ZONE - ENTRY` (e.g. `TOP - LEFT`), or just the
 * zone (`TOP`) when the entry side is unknown.
 */
export function makeLabel(putt: Pick<MakePutt, 'zone' | 'entry'>): string {
  return putt.entry === undefined ? putt.zone : `${putt.zone} - ${putt.entry}`;
}

/**
 * Detailed label of a miss: `KIND: ENTRY - EXIT` (e.g. `RETURN: LEFT - RIGHT`);
 * `KIND: SIDE` when only one of entry/exit is known (e.g. `TIMEOUT: LEFT`);
 * just `KIND` (e.g. `QUICK PUTT`) when neither is.
 */
export function missLabel(putt: Pick<MissPutt, 'miss' | 'entry' | 'exit'>): string {
  const { miss, entry, exit } = putt;
  if (entry !== undefined && exit !== undefined) return `${miss}: ${entry} - ${exit}`;
  const side = entry ?? exit;
  return side === undefined ? miss : `${miss}: ${side}`;
}

/** A record with every zone at 0. */
function zeroZones(): Record<Zone, number> {
  return Object.fromEntries(ZONES.map((z) => [z, 0])) as Record<Zone, number>;
}

/** A record with every miss kind at 0. */
function zeroMissKinds(): Record<MissKind, number> {
  return Object.fromEntries(MISS_KINDS.map((k) => [k, 0])) as Record<MissKind, number>;
}

/** A record with every consecutive-run threshold at 0. */
function zeroConsecutive(): Record<ConsecutiveLabel, number> {
  return Object.fromEntries(CONSECUTIVE_THRESHOLDS.map((n) => [String(n), 0])) as Record<ConsecutiveLabel, number>;
}

/**
 * Largest number of make times inside one window `[t, t + width)` where `t`
 * is itself a make time. `times` must be non-decreasing. Two pointers: the
 * right edge only moves forward, so the sweep is O(n).
 */
function mostInWindow(times: readonly number[], width: number): number {
  let best = 0;
  let right = 0;
  for (let left = 0; left < times.length; left++) {
    const end = times[left] + width; // exclusive: a make at exactly t+60 is outside
    if (right < left) right = left;
    while (right < times.length && times[right] < end) right++;
    if (right - left > best) best = right - left;
  }
  return best;
}

/** A count per minute, or null when the minutes are 0 or so few that the rate is not finite. */
function perMinute(count: number, minutes: number): number | null {
  const rate = count / minutes;
  return Number.isFinite(rate) ? rate : null;
}

/**
 * Derives all per-session figures from a putt log.
 *
 * @param putts the normalised log, non-decreasing in `t` (as produced by `sessionUploadSchema`).
 * @param durationSeconds the uploaded `duration_seconds`; when absent (or null, as read from a
 *   nullable column) the last putt's time is used, and 0 for an empty log.
 */
export function computeSessionFigures(putts: readonly Putt[], durationSeconds?: number | null): SessionFigures {
  const makesOverview = zeroZones();
  const missesOverview = zeroMissKinds();
  const makesByCategory: Record<string, number> = {};
  const missesByCategory: Record<string, number> = {};
  const consecutive = zeroConsecutive();
  const makeTimes: number[] = [];

  let makes = 0;
  let bestStreak = 0;
  let fastest21: number | null = null;
  let run = 0; // length of the make run ending at the current putt

  // Closing a run (at a miss or at the end) is where it becomes maximal, so
  // each run is counted once per threshold it reaches — never once per putt.
  const closeRun = (): void => {
    if (run === 0) return;
    if (run > bestStreak) bestStreak = run;
    for (const n of CONSECUTIVE_THRESHOLDS) {
      if (run < n) break; // thresholds are ascending
      consecutive[String(n) as ConsecutiveLabel]++;
    }
    run = 0;
  };

  for (let i = 0; i < putts.length; i++) {
    const p = putts[i];
    if (p.result === 'MAKE') {
      makes++;
      run++;
      makeTimes.push(p.t);
      makesOverview[p.zone]++;
      const label = makeLabel(p);
      makesByCategory[label] = (makesByCategory[label] ?? 0) + 1;
      // Putts i-20..i are all makes exactly when the current run is >= 21 long.
      if (run >= FASTEST_RUN_LENGTH) {
        const span = p.t - putts[i - (FASTEST_RUN_LENGTH - 1)].t;
        if (fastest21 === null || span < fastest21) fastest21 = span;
      }
    } else {
      closeRun();
      missesOverview[p.miss]++;
      const label = missLabel(p);
      missesByCategory[label] = (missesByCategory[label] ?? 0) + 1;
    }
  }
  closeRun();

  const duration = durationSeconds ?? (putts.length > 0 ? putts[putts.length - 1].t : 0);
  const minutes = duration / 60;

  return {
    makes,
    misses: putts.length - makes,
    putts: putts.length,
    session_duration: duration,
    best_streak: bestStreak,
    fastest_21_makes: fastest21,
    most_makes_in_60_seconds: mostInWindow(makeTimes, MAKES_WINDOW_SECONDS),
    putts_per_minute: perMinute(putts.length, minutes),
    makes_per_minute: perMinute(makes, minutes),
    makes_overview: makesOverview,
    misses_overview: missesOverview,
    makes_by_category: makesByCategory,
    misses_by_category: missesByCategory,
    consecutive_by_category: consecutive,
  };
}
