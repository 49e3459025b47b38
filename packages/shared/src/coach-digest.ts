import { type MissSides, missSides } from './coach-miss-sides.ts';
import { makesVsTourPer21, TOUR_COMPARISON_PUTTS, tourMakeRate } from './coach-tour-baseline.ts';
import { canSeeCareerFigures, type MembershipTier } from './membership.ts';
import type { SessionSummary } from './sessions.ts';
import type { CareerAccumulator } from './stats/career-record.ts';

/**
 * The facts the coach may use: a compact digest of one player's stored figures. The model sees it
 * as JSON, the built-in analyst writes from it, and every number in a reply must appear in it
 * ({@link ungroundedNumbers}).
 */
export interface CoachDigest {
  player: string;
  /** The player's local day the digest was made for, YYYY-MM-DD. */
  day: string;
  career: DigestFigures & {
    sessions: number;
    /** Null for a free player: a row of the paid career tables. */
    most_makes_in_60_s: number | null;
  };
  /** The sessions this digest is about (since the last analysis, or the latest), newest first. */
  recent: DigestSession[];
  /** Totals over {@link recent}. */
  recent_totals: Omit<DigestFigures, 'fastest_21_s'> & { sessions: number; best_streak_session: number | null };
  /** Recent accuracy against every earlier session; null without earlier sessions. */
  trend: { recent_accuracy_pct: number; earlier_accuracy_pct: number; change_pts: number } | null;
  /**
   * Career makes per entry zone and misses per kind and per detailed label (most first). Null
   * for a free player: they are the paid career tables (decision 036).
   */
  makes_by_zone: Record<string, number> | null;
  misses_by_kind: Record<string, number> | null;
  top_misses: { label: string; misses: number }[] | null;
  /**
   * Career misses by the side they left the cup (decision 057); null for a free player (the paid
   * career tables), absent in a digest stored before it existed.
   */
  miss_sides?: MissSides | null;
  /** The tour baseline at the recent sessions' distance, when there is one. */
  tour: {
    distance_ft: number;
    tour_make_pct: number;
    your_make_pct: number;
    makes_vs_tour: number;
    per_putts: number;
  } | null;
  /** Duel record, when the player has played any. */
  duels: { played: number; rating: number } | null;
  /** The player's newest active and completed leagues, when they are in any. */
  leagues: DigestLeague[] | null;
}

export interface DigestLeague {
  league: string;
  status: string;
  /** Place in the standings (ties share it) among `players`. */
  place: number;
  players: number;
  points: number;
  rounds_played: number;
  /** The latest completed rounds the player took part in, newest first. */
  latest_rounds: { round: number; place: number | null; points: number | null; score: number }[];
}

/** Completed rounds of a league a digest lists, at most. */
export const DIGEST_LEAGUE_ROUNDS = 3;

/** One league as the leagues module reports a player's result in it. */
export interface LeagueResultInput {
  name: string;
  status: string;
  standing: { rank: number; points: number; rounds_submitted: number };
  players: number;
  /** Completed rounds, oldest first. */
  rounds: readonly {
    round: { round_number: number };
    submission: { round_rank: number | null; points_awarded: number | null; score: number };
  }[];
}

/** The figures the career, a session and the recent totals report alike. */
export interface DigestFigures {
  putts: number;
  makes: number;
  misses: number;
  accuracy_pct: number | null;
  best_streak: number;
  fastest_21_s: number | null;
}

export interface DigestSession extends DigestFigures {
  session_number: number;
  date: string;
  distance_ft: number;
  /** Makes above (+) or below (−) the tour per 21 putts at this distance, or null. */
  makes_vs_tour_per_21: number | null;
}

export interface DigestInput {
  name: string;
  day: string;
  career: CareerAccumulator;
  /** Newest first. */
  recent: readonly SessionSummary[];
  /** The player's own tier: what of their record the coach may cite (the membership policy). */
  tier: MembershipTier;
  duels?: { played: number; rating: number } | null;
  leagues?: readonly LeagueResultInput[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (makes: number, attempts: number) => (attempts > 0 ? round1((makes / attempts) * 100) : null);

const figures = (makes: number, misses: number, bestStreak: number, fastest21: number | null): DigestFigures => ({
  putts: makes + misses,
  makes,
  misses,
  accuracy_pct: pct(makes, makes + misses),
  best_streak: bestStreak,
  fastest_21_s: fastest21 === null ? null : round1(fastest21),
});

const sums = (counts: Record<string, { sum: number }>) =>
  Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v.sum]));

/** Builds the digest from the career record and the sessions it is about. Pure. */
export function buildCoachDigest(input: DigestInput): CoachDigest {
  const c = input.career;
  const recent: DigestSession[] = input.recent.map((s) => ({
    session_number: s.session_number,
    date: s.start_time.slice(0, 10),
    distance_ft: s.putting_distance_feet,
    ...figures(s.makes, s.misses, s.best_streak, s.fastest_21_makes),
    makes_vs_tour_per_21: makesVsTourPer21(s.makes, s.makes + s.misses, s.putting_distance_feet),
  }));
  const makes = recent.reduce((a, s) => a + s.makes, 0);
  const misses = recent.reduce((a, s) => a + s.misses, 0);
  const best = recent.reduce<DigestSession | null>(
    (b, s) => (b === null || s.best_streak > b.best_streak ? s : b),
    null,
  );
  const earlierMakes = c.sum_makes - makes;
  const earlierAttempts = c.sum_makes + c.sum_misses - makes - misses;
  const recentPct = pct(makes, makes + misses);
  const earlierPct = pct(earlierMakes, earlierAttempts);
  const trend =
    recentPct !== null && earlierPct !== null && earlierAttempts > 0
      ? { recent_accuracy_pct: recentPct, earlier_accuracy_pct: earlierPct, change_pts: round1(recentPct - earlierPct) }
      : null;
  const distance = recent[0]?.distance_ft;
  const sameDistance = recent.filter((s) => s.distance_ft === distance);
  const dMakes = sameDistance.reduce((a, s) => a + s.makes, 0);
  const dPutts = sameDistance.reduce((a, s) => a + s.putts, 0);
  const rate = distance === undefined ? null : tourMakeRate(distance);
  const vs = distance === undefined ? null : makesVsTourPer21(dMakes, dPutts, distance);
  const tour =
    distance !== undefined && rate !== null && vs !== null
      ? {
          distance_ft: distance,
          tour_make_pct: round1(rate * 100),
          your_make_pct: pct(dMakes, dPutts) ?? 0,
          makes_vs_tour: vs,
          per_putts: TOUR_COMPARISON_PUTTS,
        }
      : null;
  const depth = canSeeCareerFigures(input.tier);
  const leagues = (input.leagues ?? []).map(
    (l): DigestLeague => ({
      league: l.name,
      status: l.status,
      place: l.standing.rank,
      players: l.players,
      points: l.standing.points,
      rounds_played: l.standing.rounds_submitted,
      latest_rounds: l.rounds
        .slice(-DIGEST_LEAGUE_ROUNDS)
        .reverse()
        .map((r) => ({
          round: r.round.round_number,
          place: r.submission.round_rank,
          points: r.submission.points_awarded,
          score: r.submission.score,
        })),
    }),
  );
  return {
    player: input.name,
    day: input.day,
    career: {
      sessions: c.total_sessions,
      ...figures(c.sum_makes, c.sum_misses, c.high_best_streak, c.low_fastest_21),
      most_makes_in_60_s: depth ? c.high_most_in_60 : null,
    },
    recent,
    recent_totals: {
      sessions: recent.length,
      putts: makes + misses,
      makes,
      misses,
      accuracy_pct: recentPct,
      best_streak: best?.best_streak ?? 0,
      best_streak_session: best?.session_number ?? null,
    },
    trend,
    makes_by_zone: depth ? sums(c.makes_overview) : null,
    misses_by_kind: depth ? sums(c.misses_overview) : null,
    top_misses: depth
      ? Object.entries(c.misses_detailed)
          .map(([label, v]) => ({ label, misses: v.sum }))
          .filter((m) => m.misses > 0)
          .sort((a, b) => b.misses - a.misses || a.label.localeCompare(b.label))
          .slice(0, 3)
      : null,
    miss_sides: depth ? missSides(c.misses_detailed) : null,
    tour,
    duels: input.duels && input.duels.played > 0 ? input.duels : null,
    leagues: leagues.length > 0 ? leagues : null,
  };
}

/** The digest as the model receives it: compact JSON. */
export function digestFacts(digest: CoachDigest): string {
  return JSON.stringify(digest);
}

const NUMBER = /\d+(?:[.,]\d+)*/g;

const toNumber = (raw: string) => Number(raw.replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
const numbersIn = (text: string): number[] => (text.match(NUMBER) ?? []).map(toNumber);

/**
 * The numbers in `reply` that appear nowhere in the digest (compared by value, so `62` matches
 * `62.0`, and signs are ignored). An empty list means every figure the reply cites is the
 * player's own.
 */
export function ungroundedNumbers(reply: string, digest: CoachDigest): string[] {
  const known = new Set(numbersIn(digestFacts(digest)));
  return (reply.match(NUMBER) ?? []).filter((raw) => !known.has(toNumber(raw)));
}
