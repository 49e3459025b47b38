/**
 * A league's settings (spec 02 §9; DESIGN §5): the options a league may have, their defaults and
 * limits, the texts the spec fixes, the field schemas, and how a request's settings combine with a
 * league's. The calls' payloads and answers are in leagues.ts, which re-exports this file.
 */
import { z } from 'zod';
import { DUEL_MAX_ATTEMPTS } from './duels.ts';
import { isFormDateTime } from './form-date-time.ts';
import { MAX_IRL_PLAYER_LENGTH, MAX_PUTTING_DISTANCE_FEET, MIN_PUTTING_DISTANCE_FEET } from './putt-log.ts';
import { BIDI_CONTROLS, hasControlCharacter } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Options (spec 02 §9)
// ---------------------------------------------------------------------------------------------

export const LEAGUE_STATUSES = ['setup', 'registering', 'active', 'completed'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];

export const ROUND_STATUSES = ['scheduled', 'active', 'completed'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/**
 * How a new league starts (decision 043): `manual` — it waits in `setup`, taking members, until
 * its creator presses Start League (spec 02 §4 "start from setup"; the default, as the spec's
 * Create League modal sends no such field); `scheduled` — it is `registering` and starts itself
 * at `start_time` (DESIGN §5). An IRL league is always `manual`.
 */
export const LEAGUE_START_MODES = ['manual', 'scheduled'] as const;
export type LeagueStartMode = (typeof LEAGUE_START_MODES)[number];

export const LEAGUE_PRIVACY_TYPES = ['private', 'public'] as const;
export type LeaguePrivacy = (typeof LEAGUE_PRIVACY_TYPES)[number];

export const LEAGUE_MODES = ['time_limit', 'shoot_out'] as const;
export type LeagueMode = (typeof LEAGUE_MODES)[number];

/** Rounds a league may have. */
export const LEAGUE_ROUND_COUNTS = [2, 3, 4, 5, 6, 8, 10] as const;
/** Round lengths in hours the create modal offers; "monthly" is the other choice. */
export const LEAGUE_ROUND_DURATION_HOURS = [1, 2, 4, 12, 24, 48, 72, 96, 168, 336, 504] as const;
/** The subset of round lengths the Edit League modal offers (the server accepts every length). */
export const LEAGUE_EDIT_ROUND_DURATION_HOURS = [1, 2, 24, 48, 96, 168] as const;
/**
 * The monthly schedule: each round ends on the same day of the next month at the same local time
 * (clamped to the month's last day), in the league's time zone. Sent in `round_duration_hours`.
 */
export const LEAGUE_MONTHLY = 'monthly' as const;
export const LEAGUE_TIME_LIMITS_MINUTES = [2, 5, 10, 15, 21] as const;
/** Shoot-out putt counts: the duel list (spec 02 §9 names only the default, 21). */
export const LEAGUE_MAX_ATTEMPTS = DUEL_MAX_ATTEMPTS;
/** Number of named players of an in-person (IRL) league. */
export const LEAGUE_IRL_PLAYER_COUNTS = [2, 3, 4, 5, 6, 7, 8, 10, 12, 16] as const;

export const LEAGUE_DEFAULTS = {
  num_rounds: 10,
  round_duration_hours: 2,
  competition_mode: 'time_limit',
  time_limit_minutes: 2,
  max_attempts: 21,
  putting_distance_feet: 7,
  privacy_type: 'private',
  allow_player_invites: true,
  allow_late_joiners: true,
  allow_catch_up_submissions: true,
  require_tracked_sessions: false,
  is_irl: false,
  num_players: 4,
  /** The create modal's start time: one hour from now. */
  start_offset_minutes: 60,
} as const;

/** Default name of the n-th IRL player (1-based). */
export function defaultIrlPlayerName(n: number): string {
  return `Player ${n}`;
}

export const LEAGUE_NAME_MAX = 100;
export const LEAGUE_DESCRIPTION_MAX = 2000;
/** A league holds at most this many members (spec: not shown; chosen, DESIGN-level decision). */
export const LEAGUE_MAX_MEMBERS = 500;
/** Start time may lie at most this far ahead (days). */
export const LEAGUE_START_MAX_AHEAD_DAYS = 730;
/** A round's members are reminded this long before it closes if they have not submitted. */
export const LEAGUE_CLOSING_REMINDER_MINUTES = 60;
/** A submitted session's distance may differ from the league's by this much. */
export const LEAGUE_DISTANCE_TOLERANCE_FEET = 0.05;

/** Notification kinds leagues write: invitations (`league_invites` e-mail flag), everything else (`league_updates`). */
export const LEAGUE_NOTIFICATION_KINDS = { invite: 'league_invite', update: 'league_update' } as const;

/** Texts the spec fixes (spec 02 §5, §8). */
export const LEAGUE_MESSAGES = {
  createNeedsSubscription: 'You can join leagues as a free user, but creating a league requires a full subscription.',
  selectPlayer: 'Please select a player from the search results.',
  failedLoadLeagues: 'Failed to load leagues.',
  failedLoadLeague: 'Failed to load league details.',
  failedCreate: 'Failed to create league',
  failedUpdate: 'Failed to update league settings.',
  failedDelete: 'Failed to delete league.',
  failedStart: 'Failed to start league.',
  failedJoin: 'Failed to join league.',
  failedLeave: 'Failed to leave league.',
  failedInvite: 'Failed to send invite.',
  noLeaguesCareer: 'No active or completed leagues found.',
} as const;

// ---------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------

const oneOf = <T extends readonly number[]>(values: T, field: string) =>
  z.number().refine((v) => values.includes(v), `${field} must be one of ${values.join(', ')}`);

const plainText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((v) => !hasControlCharacter(v.replace(/[\n\r\t]/g, ' ')), `${field} must not contain control characters`)
    .refine((v) => !BIDI_CONTROLS.test(v), `${field} must not contain text-direction control characters`);

export const leagueNameSchema = plainText('name', LEAGUE_NAME_MAX)
  .refine((v) => !/[\n\r\t]/.test(v), 'name must be a single line')
  .refine((v) => v.length > 0, 'League name is required');
export const leagueDescriptionSchema = plainText('description', LEAGUE_DESCRIPTION_MAX).refine(
  (v) => v.length > 0,
  'Description is required',
);

/**
 * A month "converted to hours" (spec 02 §9) as a client of the spec sends it: the hours of the
 * next month (28 to 31 days). Read as the monthly schedule, which ends on the same day next month.
 */
export const MONTH_AS_HOURS = [672, 696, 720, 744] as const;

/** One round length: hours from the list, or `"monthly"` (also sent as a month in hours). */
export const roundDurationSchema = z.union([
  oneOf(LEAGUE_ROUND_DURATION_HOURS, 'round_duration_hours'),
  z.literal(LEAGUE_MONTHLY),
  z.literal(MONTH_AS_HOURS).transform((): typeof LEAGUE_MONTHLY => LEAGUE_MONTHLY),
]);
export type RoundDuration = z.infer<typeof roundDurationSchema>;

const distanceSchema = z
  .number()
  .min(MIN_PUTTING_DISTANCE_FEET, 'Putting distance must be between 3.0 and 10.0 feet.')
  .max(MAX_PUTTING_DISTANCE_FEET, 'Putting distance must be between 3.0 and 10.0 feet.')
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Putting distance must be in steps of 0.1 feet.');

/** An IANA time zone the runtime knows (e.g. `Europe/London`), used for monthly and daily rounds. */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(tz)) return false;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'time_zone must be an IANA time zone such as Europe/London');

export const irlPlayerNameSchema = z
  .string()
  .trim()
  .min(1, 'Player names must not be empty')
  .max(MAX_IRL_PLAYER_LENGTH, `Player names must be at most ${MAX_IRL_PLAYER_LENGTH} characters`)
  .refine((v) => !hasControlCharacter(v) && !BIDI_CONTROLS.test(v), 'Player names must not contain control characters');

/**
 * A start time as a form sends it: ISO-8601 with or without seconds and with or without an
 * offset (`2026-12-01T10:00`, `2026-12-01T10:00:00+01:00`). Without an offset it is the
 * creator's wall clock in their profile's time zone (form-date-time.ts, decision 043).
 */
export const instantSchema = z
  .string()
  .max(40)
  .refine(
    isFormDateTime,
    'start_time must be an ISO-8601 date and time such as 2026-12-01T10:00 (your time zone) or 2026-12-01T10:00:00Z',
  );

/** How the server read a start time: what was sent, the instant, and the zone used when it had no offset. */
export const startTimeReadingSchema = z.object({
  sent: z.string(),
  /** The instant it names (UTC). */
  start_time: z.string(),
  /** The creator's profile time zone when the text had no offset; null when it carried its own. */
  time_zone: z.string().nullable(),
  /** The same in words, e.g. "2026-12-01T10:00 was read as your local time in Europe/Oslo". */
  message: z.string(),
});
export type StartTimeReading = z.infer<typeof startTimeReadingSchema>;

/**
 * Settings as a create or edit request may send them: every field optional, no other field (an
 * unknown option is refused with a 400 naming it). On create, absent
 * fields take {@link LEAGUE_DEFAULTS}; on edit, absent fields keep their value. Cross-field rules
 * (IRL forces the three flags false; `player_names` length = `num_players`; names unique) are
 * applied by {@link resolveLeagueSettings}.
 */
export const leagueSettingsInputSchema = z.strictObject({
  num_rounds: oneOf(LEAGUE_ROUND_COUNTS, 'num_rounds').optional(),
  round_duration_hours: roundDurationSchema.optional(),
  competition_mode: z.enum(LEAGUE_MODES).optional(),
  time_limit_minutes: oneOf(LEAGUE_TIME_LIMITS_MINUTES, 'time_limit_minutes').nullable().optional(),
  max_attempts: oneOf(LEAGUE_MAX_ATTEMPTS, 'max_attempts').nullable().optional(),
  putting_distance_feet: distanceSchema.optional(),
  allow_player_invites: z.boolean().optional(),
  allow_late_joiners: z.boolean().optional(),
  allow_catch_up_submissions: z.boolean().optional(),
  require_tracked_sessions: z.boolean().optional(),
  is_irl: z.boolean().optional(),
  num_players: oneOf(LEAGUE_IRL_PLAYER_COUNTS, 'num_players').nullable().optional(),
  player_names: z.array(irlPlayerNameSchema).max(16, 'player_names holds at most 16 names').nullable().optional(),
});
export type LeagueSettingsInput = z.infer<typeof leagueSettingsInputSchema>;

/** A league's settings as stored and answered (spec 02 §3). */
export const leagueSettingsSchema = z.object({
  num_rounds: z.number().int(),
  /** Hours, or `"monthly"`. */
  round_duration_hours: roundDurationSchema,
  competition_mode: z.enum(LEAGUE_MODES),
  /** Set for `time_limit`, null for `shoot_out`. */
  time_limit_minutes: z.number().int().nullable(),
  /** Set for `shoot_out`, null for `time_limit`. */
  max_attempts: z.number().int().nullable(),
  putting_distance_feet: z.number(),
  allow_player_invites: z.boolean(),
  allow_late_joiners: z.boolean(),
  allow_catch_up_submissions: z.boolean(),
  /** Only camera or desktop sessions are accepted; a hand-tapped (`phone`) one is refused (422). */
  require_tracked_sessions: z.boolean(),
  is_irl: z.boolean(),
  /** IRL leagues: number of named players; null otherwise. */
  num_players: z.number().int().nullable(),
  /** IRL leagues: the players' names (the `irl_player` values the organiser uploads with); [] otherwise. */
  player_names: z.array(z.string()),
});
export type LeagueSettings = z.infer<typeof leagueSettingsSchema>;

/** A problem with a settings combination: the field it concerns and the message. */
export interface SettingsProblem {
  field: string;
  message: string;
}

/**
 * Settings after a create (base = defaults) or an edit (base = the stored settings), with the
 * cross-field rules applied: the mode's own limit set and the other one null; IRL forces the
 * three flags false and needs `num_players` names (default `Player N`), unique ignoring case;
 * a league that is not IRL has no names.
 */
export function resolveLeagueSettings(
  base: LeagueSettings,
  input: LeagueSettingsInput,
): { settings: LeagueSettings } | { problem: SettingsProblem } {
  const mode = input.competition_mode ?? base.competition_mode;
  const isIrl = input.is_irl ?? base.is_irl;
  const s: LeagueSettings = {
    num_rounds: input.num_rounds ?? base.num_rounds,
    round_duration_hours: input.round_duration_hours ?? base.round_duration_hours,
    competition_mode: mode,
    time_limit_minutes:
      mode === 'time_limit'
        ? (input.time_limit_minutes ?? base.time_limit_minutes ?? LEAGUE_DEFAULTS.time_limit_minutes)
        : null,
    max_attempts:
      mode === 'shoot_out' ? (input.max_attempts ?? base.max_attempts ?? LEAGUE_DEFAULTS.max_attempts) : null,
    putting_distance_feet: input.putting_distance_feet ?? base.putting_distance_feet,
    allow_player_invites: isIrl ? false : (input.allow_player_invites ?? base.allow_player_invites),
    allow_late_joiners: isIrl ? false : (input.allow_late_joiners ?? base.allow_late_joiners),
    allow_catch_up_submissions: isIrl ? false : (input.allow_catch_up_submissions ?? base.allow_catch_up_submissions),
    require_tracked_sessions: input.require_tracked_sessions ?? base.require_tracked_sessions,
    is_irl: isIrl,
    num_players: null,
    player_names: [],
  };
  if (!isIrl) return { settings: s };
  const names = input.player_names ?? (input.num_players == null && base.is_irl ? base.player_names : null);
  const count = input.num_players ?? names?.length ?? base.num_players ?? LEAGUE_DEFAULTS.num_players;
  if (!(LEAGUE_IRL_PLAYER_COUNTS as readonly number[]).includes(count)) {
    return {
      problem: { field: 'num_players', message: `num_players must be one of ${LEAGUE_IRL_PLAYER_COUNTS.join(', ')}` },
    };
  }
  const list = names ?? Array.from({ length: count }, (_, i) => defaultIrlPlayerName(i + 1));
  if (list.length !== count) {
    return { problem: { field: 'player_names', message: `player_names must hold ${count} names, one per player` } };
  }
  const seen = new Set<string>();
  for (const name of list) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) return { problem: { field: 'player_names', message: `Player name "${name}" appears twice` } };
    seen.add(key);
  }
  return { settings: { ...s, num_players: count, player_names: list.map((n) => n.trim()) } };
}

/** The defaults of a new league's settings (spec 02 §9). */
export function defaultLeagueSettings(): LeagueSettings {
  return {
    num_rounds: LEAGUE_DEFAULTS.num_rounds,
    round_duration_hours: LEAGUE_DEFAULTS.round_duration_hours,
    competition_mode: LEAGUE_DEFAULTS.competition_mode,
    time_limit_minutes: LEAGUE_DEFAULTS.time_limit_minutes,
    max_attempts: null,
    putting_distance_feet: LEAGUE_DEFAULTS.putting_distance_feet,
    allow_player_invites: LEAGUE_DEFAULTS.allow_player_invites,
    allow_late_joiners: LEAGUE_DEFAULTS.allow_late_joiners,
    allow_catch_up_submissions: LEAGUE_DEFAULTS.allow_catch_up_submissions,
    require_tracked_sessions: LEAGUE_DEFAULTS.require_tracked_sessions,
    is_irl: false,
    num_players: null,
    player_names: [],
  };
}
