/**
 * The desktop hand-off of a duel (spec 02 §7 "Desktop app link", DESIGN §3): the
 * `holeout://start?mode=duel…` link and the Copy Parameters string
 * `duel=ID,time_limit=MIN,scoring=total_makes` (the time limit only for a time-limit duel).
 */
import type { Duel } from '@holeout/shared/duels';
import { buildHandoffUrl, duelParameters } from '../../lib/desktop-handoff.ts';

type DuelRules = Pick<
  Duel,
  'duel_id' | 'competition_mode' | 'time_limit_minutes' | 'max_attempts' | 'putting_distance_feet'
>;

/** The link that opens the desktop app on this duel. @throws Error when the duel's rules are unusable. */
export function duelHandoffUrl(duel: DuelRules): string {
  const timeLimit = duel.competition_mode === 'time_limit';
  return buildHandoffUrl({
    mode: 'duel',
    duelId: duel.duel_id,
    distanceFeet: duel.putting_distance_feet,
    timeLimitMinutes: timeLimit ? duel.time_limit_minutes : null,
    maxAttempts: timeLimit ? null : duel.max_attempts,
  });
}

/** The spec's parameter string; the time limit is optional, so a shoot-out leaves it out. @throws Error */
export function duelParameterString(duel: DuelRules): string {
  if (duel.competition_mode === 'time_limit' && duel.time_limit_minutes != null) {
    return duelParameters(duel.duel_id, duel.time_limit_minutes);
  }
  if (!Number.isInteger(duel.duel_id) || duel.duel_id <= 0) throw new Error('duel id must be a positive whole number');
  return `duel=${duel.duel_id},scoring=total_makes`;
}
