/**
 * Scoring of a session inside a duel or league round. The rules are fixed
 * when the competition is created, so a score only depends on the putt log
 * and those rules — never on when the session was uploaded.
 */
import type { Putt } from '../putt-log.ts';

/**
 * How a competition scores a session:
 * - `time_limit`: makes within the first `time_limit_minutes` minutes;
 * - `shoot_out`: makes among the first `max_attempts` putts.
 */
export type CompetitionRules =
  | { competition_mode: 'time_limit'; time_limit_minutes: number }
  | { competition_mode: 'shoot_out'; max_attempts: number };

/**
 * A session's score under the competition rules.
 *
 * - `time_limit`: number of makes with `t ≤ time_limit_minutes × 60`. The
 *   boundary is inclusive so a putt holed on the buzzer counts.
 * - `shoot_out`: number of makes among the first `max_attempts` putts (in log
 *   order); a session with fewer putts simply scores what it made.
 *
 * @param putts the normalised log (non-decreasing in `t`).
 * @param rules the competition's rules.
 */
export function competitionScore(putts: readonly Putt[], rules: CompetitionRules): number {
  let score = 0;
  if (rules.competition_mode === 'time_limit') {
    const limit = rules.time_limit_minutes * 60;
    for (const p of putts) {
      // The log is sorted by t, so nothing after the first late putt can count.
      if (p.t > limit) break;
      if (p.result === 'MAKE') score++;
    }
    return score;
  }
  const n = Math.min(putts.length, rules.max_attempts);
  for (let i = 0; i < n; i++) {
    if (putts[i].result === 'MAKE') score++;
  }
  return score;
}
