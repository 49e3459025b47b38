import { randomBytes } from 'node:crypto';
import {
  LEAGUE_MONTHLY,
  LEAGUE_START_MAX_AHEAD_DAYS,
  type LeagueSettings,
  type LeagueSettingsInput,
  resolveLeagueSettings,
} from '@holeout/shared/leagues';
import { HttpError } from '../../plugins/errors.ts';
import { LEAGUES_TEXT } from './league-texts.ts';

/** A start time this far in the past still counts as "now" (a slow form, a clock a little behind). */
const START_GRACE_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** A new member's private calendar feed secret. */
export const newCalendarToken = () => randomBytes(16).toString('hex');

/** The feed address of a member's calendar subscription (their secret in the query). */
export function calendarPath(leagueId: number, playerId: number, token: string): string {
  return `/api/leagues/${leagueId}/calendar.ics?member=${playerId}&token=${token}`;
}

/** The settings a request asks for on top of `base`, or 400 naming the setting. */
export function settingsOrRefuse(base: LeagueSettings, input: LeagueSettingsInput): LeagueSettings {
  const r = resolveLeagueSettings(base, input);
  if ('problem' in r) throw new HttpError(400, `settings.${r.problem.field}: ${r.problem.message}`);
  return r.settings;
}

/** A start time for a league that starts on its own: not in the past, not years ahead. */
export function checkStart(start: Date, now: Date): Date {
  if (start.getTime() < now.getTime() - START_GRACE_MS) throw new HttpError(400, LEAGUES_TEXT.startInPast);
  if (start.getTime() > now.getTime() + LEAGUE_START_MAX_AHEAD_DAYS * DAY_MS) {
    throw new HttpError(400, LEAGUES_TEXT.startTooFar);
  }
  return start;
}

/** The settings' columns of a league row. */
export function settingsColumns(s: LeagueSettings) {
  return {
    numRounds: s.num_rounds,
    roundDurationHours: s.round_duration_hours === LEAGUE_MONTHLY ? null : s.round_duration_hours,
    competitionMode: s.competition_mode,
    timeLimitMinutes: s.time_limit_minutes,
    maxAttempts: s.max_attempts,
    puttingDistanceFeet: Math.round(s.putting_distance_feet * 10) / 10,
    allowPlayerInvites: s.allow_player_invites,
    allowLateJoiners: s.allow_late_joiners,
    allowCatchUp: s.allow_catch_up_submissions,
    requireTrackedSessions: s.require_tracked_sessions,
    isIrl: s.is_irl,
    playerNames: s.player_names,
  };
}
