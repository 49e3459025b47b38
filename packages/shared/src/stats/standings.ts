/**
 * Round points and league standings (DESIGN §5) as pure folds, like the career record: the server
 * stores each submission's score and points, and {@link standingsFromRounds} over the stored rows
 * (or over scores recomputed from the putt logs) must give the same table — {@link diffStandings}
 * says where it does not.
 *
 * Participants are keyed by a string the caller chooses (a player id, or an IRL player's name).
 */

/**
 * Shared ("1-1-3") ranks of `values` ordered best first by `better` (negative when a is better):
 * equal values share the rank of the first of them, the next value skips the shared places.
 * Returns the ranks in the order of the sorted values, with the sorted values.
 */
export function sharedRanks<T>(values: readonly T[], compare: (a: T, b: T) => number): { item: T; rank: number }[] {
  const sorted = [...values].sort(compare);
  const out: { item: T; rank: number }[] = [];
  sorted.forEach((item, i) => {
    const rank = i > 0 && compare(sorted[i - 1], item) === 0 ? out[i - 1].rank : i + 1;
    out.push({ item, rank });
  });
  return out;
}

/** A submission to one round: who, and the score its log gives under the league's rules. */
export interface RoundScore {
  key: string;
  score: number;
}

/** A submitter's place in a completed round and the points it gives. */
export interface RoundPlace {
  rank: number;
  points: number;
}

/**
 * Points of a closed round: submitters ranked by score (ties share the rank, 1-1-3), points =
 * `participants` − rank + 1, where `participants` is the number of members at the round's end
 * (counting any submitter who was not). Members who did not submit get 0 and are not listed.
 */
export function roundPoints(scores: readonly RoundScore[], participants: number): Map<string, RoundPlace> {
  const n = Math.max(participants, scores.length);
  const places = new Map<string, RoundPlace>();
  for (const { item, rank } of sharedRanks(scores, (a, b) => b.score - a.score)) {
    places.set(item.key, { rank, points: n - rank + 1 });
  }
  return places;
}

/** One participant's running total over completed rounds. */
export interface StandingTotal {
  key: string;
  points: number;
  roundsSubmitted: number;
  totalScore: number;
}

/** A completed round's result for one submitter. */
export interface RoundResult {
  key: string;
  points: number;
  score: number;
}

/** The empty standings of `keys` (every current participant starts on 0). */
export function emptyStandings(keys: readonly string[]): Map<string, StandingTotal> {
  return new Map(keys.map((key) => [key, { key, points: 0, roundsSubmitted: 0, totalScore: 0 }]));
}

/**
 * Folds one completed round into the totals (a new map; the input is left as it is). Results of
 * keys not in the totals (someone who has left) are ignored: standings list current participants.
 */
export function addRoundToStandings(
  totals: ReadonlyMap<string, StandingTotal>,
  results: readonly RoundResult[],
): Map<string, StandingTotal> {
  const next = new Map(totals);
  for (const r of results) {
    const t = next.get(r.key);
    if (!t) continue;
    next.set(r.key, {
      key: r.key,
      points: t.points + r.points,
      roundsSubmitted: t.roundsSubmitted + 1,
      totalScore: t.totalScore + r.score,
    });
  }
  return next;
}

/** A ranked standings row. */
export interface RankedStanding extends StandingTotal {
  rank: number;
}

/**
 * The standings table: points summed over completed rounds, best first; equal points share the
 * rank; within a tie rows are ordered by `nameOf` for a stable display.
 */
export function rankStandings(
  totals: ReadonlyMap<string, StandingTotal>,
  nameOf: (key: string) => string,
): RankedStanding[] {
  const rows = [...totals.values()];
  const byName = (a: StandingTotal, b: StandingTotal) => nameOf(a.key).localeCompare(nameOf(b.key));
  const sorted = [...rows].sort((a, b) => b.points - a.points || byName(a, b));
  const out: RankedStanding[] = [];
  sorted.forEach((row, i) => {
    const rank = i > 0 && sorted[i - 1].points === row.points ? out[i - 1].rank : i + 1;
    out.push({ ...row, rank });
  });
  return out;
}

/** Standings of `keys` from the results of the completed rounds. */
export function standingsFromRounds(
  keys: readonly string[],
  completedRounds: readonly (readonly RoundResult[])[],
  nameOf: (key: string) => string,
): RankedStanding[] {
  return rankStandings(completedRounds.reduce(addRoundToStandings, emptyStandings(keys)), nameOf);
}

/** Where two standings tables differ, one line per difference (empty when they agree). */
export function diffStandings(a: readonly RankedStanding[], b: readonly RankedStanding[]): string[] {
  const problems: string[] = [];
  const other = new Map(b.map((r) => [r.key, r]));
  for (const r of a) {
    const s = other.get(r.key);
    if (!s) {
      problems.push(`${r.key}: missing on the right`);
      continue;
    }
    for (const f of ['rank', 'points', 'roundsSubmitted', 'totalScore'] as const) {
      if (r[f] !== s[f]) problems.push(`${r.key}.${f}: ${r[f]} ≠ ${s[f]}`);
    }
    other.delete(r.key);
  }
  for (const key of other.keys()) problems.push(`${key}: missing on the left`);
  return problems;
}
