/**
 * The career record: one row per player, folded from that player's session
 * figures. It is maintained incrementally on upload ({@link addSessionToCareer})
 * and can be rebuilt from the raw logs ({@link careerFromSessions}); the two
 * must agree, and {@link diffCareer} reports where they do not.
 *
 * Every field is a sum, max, min or latest-of, so the result does not depend
 * on the order sessions are added (up to floating-point rounding of sums,
 * which {@link diffCareer} tolerates). IRL sessions are excluded by the
 * caller, not here.
 */
import {
  CONSECUTIVE_THRESHOLDS,
  type ConsecutiveLabel,
  MISS_KINDS,
  type MissKind,
  type Putt,
  ZONES,
  type Zone,
} from '../putt-log.ts';
import { computeSessionFigures, type SessionFigures } from './session-figures.ts';

/** A per-session count aggregated over a career: the best single session and the total. */
export interface CountStat {
  /** Largest count in a single session. */
  high: number;
  /** Total over all sessions. */
  sum: number;
}

/** The stored career record (averages are derived, see {@link careerAverages}). */
export interface CareerAccumulator {
  /** Number of sessions folded in. */
  total_sessions: number;
  /** Total makes. */
  sum_makes: number;
  /** Total misses. */
  sum_misses: number;
  /** Total putts. */
  sum_putts: number;
  /** Total session duration in seconds. */
  sum_duration: number;
  /** Most makes in one session. */
  high_makes: number;
  /** Longest make streak in one session. */
  high_best_streak: number;
  /** Smallest non-null `fastest_21_makes`, or null if no session had a run of 21. */
  low_fastest_21: number | null;
  /** Largest `most_makes_in_60_seconds`. */
  high_most_in_60: number;
  /** Largest non-null per-session putts per minute, or null if none. */
  high_ppm: number | null;
  /** Largest non-null per-session makes per minute, or null if none. */
  high_mpm: number | null;
  /** Longest session duration in seconds. */
  high_duration: number;
  /** Per consecutive-run threshold: best session and total run count. */
  consecutive: Record<ConsecutiveLabel, CountStat>;
  /** Per zone: best session and total makes. */
  makes_overview: Record<Zone, CountStat>;
  /** Per detailed make label: best session and total (only labels ever seen). */
  makes_detailed: Record<string, CountStat>;
  /** Per miss kind: best session and total misses. */
  misses_overview: Record<MissKind, CountStat>;
  /** Per detailed miss label: best session and total (only labels ever seen). */
  misses_detailed: Record<string, CountStat>;
  /** Latest `started_at` seen (by instant, not by string), or null before any session. */
  last_session_at: string | null;
}

/** Career-wide rates, weighted by time (all putts ÷ all minutes), not a mean of session rates. */
export interface CareerAverages {
  /** Total putts ÷ total minutes; null when total duration is 0. */
  avg_ppm: number | null;
  /** Total makes ÷ total minutes; null when total duration is 0. */
  avg_mpm: number | null;
}

/** One raw session for {@link careerFromSessions}. */
export interface CareerSessionLog {
  /** The session's `started_at` (ISO-8601 with offset). */
  started_at: string;
  /** The normalised putt log. */
  putts: readonly Putt[];
  /** The uploaded `duration_seconds`, if any. */
  duration_seconds?: number | null;
}

/** Builds a record with every key at {high: 0, sum: 0}. */
function zeroStats<K extends string>(keys: readonly K[]): Record<K, CountStat> {
  return Object.fromEntries(keys.map((k) => [k, { high: 0, sum: 0 }])) as Record<K, CountStat>;
}

/** The career of a player with no sessions. */
export function emptyCareer(): CareerAccumulator {
  return {
    total_sessions: 0,
    sum_makes: 0,
    sum_misses: 0,
    sum_putts: 0,
    sum_duration: 0,
    high_makes: 0,
    high_best_streak: 0,
    low_fastest_21: null,
    high_most_in_60: 0,
    high_ppm: null,
    high_mpm: null,
    high_duration: 0,
    consecutive: zeroStats(CONSECUTIVE_THRESHOLDS.map((n) => String(n) as ConsecutiveLabel)),
    makes_overview: zeroStats(ZONES),
    makes_detailed: {},
    misses_overview: zeroStats(MISS_KINDS),
    misses_detailed: {},
    last_session_at: null,
  };
}

/** max over nullable values, ignoring nulls. */
function maxNullable(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/** min over nullable values, ignoring nulls. */
function minNullable(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** Returns a new stats record with one session's counts merged in (keys of either side kept). */
function mergeCounts<K extends string>(
  stats: Readonly<Record<K, CountStat>>,
  counts: Readonly<Record<K, number>>,
): Record<K, CountStat> {
  const out = {} as Record<K, CountStat>;
  for (const k of Object.keys(stats) as K[]) out[k] = { ...stats[k] };
  for (const k of Object.keys(counts) as K[]) {
    const n = counts[k];
    const prev = Object.hasOwn(out, k) ? out[k] : { high: 0, sum: 0 };
    out[k] = { high: Math.max(prev.high, n), sum: prev.sum + n };
  }
  return out;
}

// Unparseable timestamps sort before every real one, so they never win.
function instant(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * The later of two ISO timestamps, compared as instants (offsets differ
 * between uploads). Equal instants written differently are broken by string
 * order so the result does not depend on which session came first.
 */
function laterTimestamp(a: string | null, b: string): string {
  if (a === null) return b;
  const ta = instant(a);
  const tb = instant(b);
  if (ta !== tb) return ta > tb ? a : b;
  return a >= b ? a : b;
}

/**
 * Folds one session into a career record. Pure: returns a new object and
 * leaves `acc` (and its nested records) untouched.
 *
 * @param acc the career so far.
 * @param figures the session's figures from `computeSessionFigures`.
 * @param startedAt the session's `started_at` (ISO-8601 with offset).
 */
export function addSessionToCareer(
  acc: Readonly<CareerAccumulator>,
  figures: SessionFigures,
  startedAt: string,
): CareerAccumulator {
  return {
    total_sessions: acc.total_sessions + 1,
    sum_makes: acc.sum_makes + figures.makes,
    sum_misses: acc.sum_misses + figures.misses,
    sum_putts: acc.sum_putts + figures.putts,
    sum_duration: acc.sum_duration + figures.session_duration,
    high_makes: Math.max(acc.high_makes, figures.makes),
    high_best_streak: Math.max(acc.high_best_streak, figures.best_streak),
    low_fastest_21: minNullable(acc.low_fastest_21, figures.fastest_21_makes),
    high_most_in_60: Math.max(acc.high_most_in_60, figures.most_makes_in_60_seconds),
    high_ppm: maxNullable(acc.high_ppm, figures.putts_per_minute),
    high_mpm: maxNullable(acc.high_mpm, figures.makes_per_minute),
    high_duration: Math.max(acc.high_duration, figures.session_duration),
    consecutive: mergeCounts(acc.consecutive, figures.consecutive_by_category),
    makes_overview: mergeCounts(acc.makes_overview, figures.makes_overview),
    makes_detailed: mergeCounts(acc.makes_detailed, figures.makes_by_category),
    misses_overview: mergeCounts(acc.misses_overview, figures.misses_overview),
    misses_detailed: mergeCounts(acc.misses_detailed, figures.misses_by_category),
    last_session_at: laterTimestamp(acc.last_session_at, startedAt),
  };
}

/**
 * Rebuilds a career from raw session logs: recomputes each session's figures
 * from its putts and folds them into {@link emptyCareer}. This is the
 * reference the incrementally maintained row is checked against.
 */
export function careerFromSessions(sessions: Iterable<CareerSessionLog>): CareerAccumulator {
  let acc = emptyCareer();
  for (const s of sessions) {
    acc = addSessionToCareer(acc, computeSessionFigures(s.putts, s.duration_seconds), s.started_at);
  }
  return acc;
}

/**
 * Career-wide putts and makes per minute, weighted by time: total putts
 * (makes) ÷ total minutes. A mean of per-session rates would let a 1-minute
 * session weigh as much as a 1-hour one.
 */
export function careerAverages(acc: Readonly<CareerAccumulator>): CareerAverages {
  if (acc.sum_duration === 0) return { avg_ppm: null, avg_mpm: null };
  const minutes = acc.sum_duration / 60;
  return { avg_ppm: acc.sum_putts / minutes, avg_mpm: acc.sum_makes / minutes };
}

// Sums of float durations depend on addition order in the last bits, so
// compare with an absolute tolerance of 1e-9 that becomes relative (1e-9 of
// the magnitude) for values above 1 — large sums carry ulps above 1e-9.
const EPSILON = 1e-9;

function numbersEqual(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  if (a === b) return true;
  return Math.abs(a - b) <= EPSILON * Math.max(1, Math.abs(a), Math.abs(b));
}

const SCALAR_FIELDS = [
  'total_sessions',
  'sum_makes',
  'sum_misses',
  'sum_putts',
  'sum_duration',
  'high_makes',
  'high_best_streak',
  'low_fastest_21',
  'high_most_in_60',
  'high_ppm',
  'high_mpm',
  'high_duration',
] as const satisfies readonly (keyof CareerAccumulator)[];

const STAT_FIELDS = [
  'consecutive',
  'makes_overview',
  'makes_detailed',
  'misses_overview',
  'misses_detailed',
] as const satisfies readonly (keyof CareerAccumulator)[];

/**
 * Lists human-readable differences between two career records, one string
 * per differing field path, e.g. `sum_makes: 10 ≠ 11` or
 * `makes_detailed["TOP - LEFT"].sum: 3 ≠ 4`. Numbers within 1e-9 (relative
 * above magnitude 1) are equal; `last_session_at` is compared as an instant. A label missing on one side counts as
 * `{high: 0, sum: 0}`, which is what it means. Empty when the records agree.
 */
export function diffCareer(a: Readonly<CareerAccumulator>, b: Readonly<CareerAccumulator>): string[] {
  const diffs: string[] = [];
  for (const f of SCALAR_FIELDS) {
    if (!numbersEqual(a[f], b[f])) diffs.push(`${f}: ${a[f]} ≠ ${b[f]}`);
  }
  for (const f of STAT_FIELDS) {
    const sa: Record<string, CountStat> = a[f];
    const sb: Record<string, CountStat> = b[f];
    const labels = [...new Set([...Object.keys(sa), ...Object.keys(sb)])].sort();
    for (const label of labels) {
      const xa = Object.hasOwn(sa, label) ? sa[label] : { high: 0, sum: 0 };
      const xb = Object.hasOwn(sb, label) ? sb[label] : { high: 0, sum: 0 };
      for (const part of ['high', 'sum'] as const) {
        if (!numbersEqual(xa[part], xb[part])) {
          diffs.push(`${f}[${JSON.stringify(label)}].${part}: ${xa[part]} ≠ ${xb[part]}`);
        }
      }
    }
  }
  // Compared as instants: a database round-trip may rewrite the offset
  // (e.g. "+02:00" → "Z") without changing the moment.
  const la = a.last_session_at;
  const lb = b.last_session_at;
  if (la !== lb && (la === null || lb === null || !Number.isFinite(instant(la)) || instant(la) !== instant(lb))) {
    diffs.push(`last_session_at: ${a.last_session_at} ≠ ${b.last_session_at}`);
  }
  return diffs;
}
