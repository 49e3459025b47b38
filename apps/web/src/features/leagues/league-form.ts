/**
 * The Create League and Edit League modals (spec 02 §2, §5, §9): every option with its default,
 * the IRL toggle that forces the three flags off and brings the player count and names, the
 * required fields, and the request bodies. Pure, so the modals' rules are tested without a browser.
 */
import { parseFormDateTime, toFormDateTime } from '@holeout/shared/form-date-time';
import {
  type CreateLeagueRequest,
  defaultIrlPlayerName,
  LEAGUE_DEFAULTS,
  LEAGUE_EDIT_ROUND_DURATION_HOURS,
  LEAGUE_MONTHLY,
  LEAGUE_ROUND_DURATION_HOURS,
  type LeagueDetail,
  type LeagueMode,
  type LeaguePrivacy,
  type LeagueSettingsInput,
  type LeagueStartMode,
  type RoundDuration,
  type UpdateLeagueSettingsRequest,
} from '@holeout/shared/leagues';

/** The three flags IRL mode forces off (spec 02 §5). */
export const LEAGUE_FLAGS = ['allow_player_invites', 'allow_late_joiners', 'allow_catch_up_submissions'] as const;
export type LeagueFlag = (typeof LEAGUE_FLAGS)[number];

export const FLAG_LABELS: Record<LeagueFlag, string> = {
  allow_player_invites: 'Members may invite players',
  allow_late_joiners: 'Late joiners allowed',
  allow_catch_up_submissions: 'Catch-up submissions allowed',
};

/** Everything the modal's controls hold. */
export interface LeagueFormValues {
  name: string;
  description: string;
  privacy: LeaguePrivacy;
  /** `YYYY-MM-DDTHH:mm` on the wall clock of {@link timeZone} (a datetime-local input). */
  startLocal: string;
  /**
   * The player's profile time zone: the server reads a start time without an offset there
   * (decision 043), so the form shows and sends it that way; daily rounds follow it too.
   */
  timeZone: string;
  /** `scheduled`: starts itself at the start time; `manual`: waits for Start League (IRL: always). */
  startMode: LeagueStartMode;
  numRounds: number;
  roundDuration: RoundDuration;
  mode: LeagueMode;
  timeLimitMinutes: number;
  maxAttempts: number;
  distanceFeet: number;
  /** As the player set them; while IRL is on they are shown and sent as off (see {@link effectiveFlags}). */
  flags: Record<LeagueFlag, boolean>;
  isIrl: boolean;
  numPlayers: number;
  /** Always `numPlayers` long while IRL is on. */
  playerNames: string[];
  /** Only tracked sessions (camera or desktop app) are accepted; off by default. */
  requireTracked?: boolean;
  /** The league's answer carried the rule, so an edit sends it even when off. */
  trackedKnown?: boolean;
}

export type LeagueFormField = 'name' | 'description' | 'startLocal' | 'playerNames';
export type LeagueFormErrors = Partial<Record<LeagueFormField, string>>;

/** Messages of the required fields (spec 02 §5: name, description and start date required). */
export const REQUIRED_MESSAGES = {
  name: 'League name is required',
  description: 'Description is required',
  startLocal: 'Start date and time is required',
} as const;
export const START_IN_PAST_MESSAGE = 'Start date and time must be in the future';
export const PLAYER_NAME_REQUIRED_MESSAGE = 'Every player needs a name';
export const PLAYER_NAMES_UNIQUE_MESSAGE = 'Player names must be different from each other';

/** A date as a datetime-local value on the wall clock of `timeZone` (minutes precision). */
export function toLocalInput(date: Date, timeZone: string): string {
  return toFormDateTime(date, timeZone);
}

/**
 * A datetime-local value as an instant, read in `timeZone` by the server's own rule (shared
 * form-date-time.ts); null when empty or not a date.
 */
export function fromLocalInput(value: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  return parseFormDateTime(value, timeZone)?.instant ?? null;
}

/** The default IRL names for `count` players: saved names first, then 'Player N'. */
export function irlNames(count: number, current: readonly string[] = [], saved: readonly string[] = []): string[] {
  return Array.from({ length: count }, (_, i) => current[i] ?? saved[i] ?? defaultIrlPlayerName(i + 1));
}

/**
 * What the Create League form starts with where a club's league differs from the API's defaults
 * (decision 058): eight weekly rounds — a season a club runs — instead of ten rounds two hours
 * apart. Both are among the spec's allowed values; the API's defaults for an absent field are
 * unchanged.
 */
export const LEAGUE_FORM_DEFAULTS = { num_rounds: 8, round_duration_hours: 168 } as const;

/** A new league's form (spec 02 §9 defaults, rounds as {@link LEAGUE_FORM_DEFAULTS}); the start one hour from `now`, in the player's `timeZone`. */
export function defaultLeagueForm(now: Date, savedNames: readonly string[] = [], timeZone = 'UTC'): LeagueFormValues {
  return {
    name: '',
    description: '',
    privacy: LEAGUE_DEFAULTS.privacy_type,
    startLocal: toLocalInput(new Date(now.getTime() + LEAGUE_DEFAULTS.start_offset_minutes * 60_000), timeZone),
    timeZone,
    startMode: 'scheduled',
    numRounds: LEAGUE_FORM_DEFAULTS.num_rounds,
    roundDuration: LEAGUE_FORM_DEFAULTS.round_duration_hours,
    mode: LEAGUE_DEFAULTS.competition_mode,
    timeLimitMinutes: LEAGUE_DEFAULTS.time_limit_minutes,
    maxAttempts: LEAGUE_DEFAULTS.max_attempts,
    distanceFeet: LEAGUE_DEFAULTS.putting_distance_feet,
    flags: {
      allow_player_invites: LEAGUE_DEFAULTS.allow_player_invites,
      allow_late_joiners: LEAGUE_DEFAULTS.allow_late_joiners,
      allow_catch_up_submissions: LEAGUE_DEFAULTS.allow_catch_up_submissions,
    },
    isIrl: LEAGUE_DEFAULTS.is_irl,
    numPlayers: LEAGUE_DEFAULTS.num_players,
    playerNames: irlNames(LEAGUE_DEFAULTS.num_players, [], savedNames),
  };
}

/** The form of an existing league, for the Edit League modal, its start shown in the player's `timeZone`. */
export function leagueFormOf(detail: Pick<LeagueDetail, 'league'>, timeZone = 'UTC'): LeagueFormValues {
  const { league } = detail;
  const s = league.settings;
  const start = new Date(league.start_time);
  const numPlayers = s.num_players ?? LEAGUE_DEFAULTS.num_players;
  return {
    name: league.name,
    description: league.description,
    privacy: league.privacy_type,
    startLocal: Number.isNaN(start.getTime()) ? '' : toLocalInput(start, timeZone),
    timeZone,
    startMode: league.status === 'registering' ? 'scheduled' : 'manual',
    numRounds: s.num_rounds,
    roundDuration: s.round_duration_hours,
    mode: s.competition_mode,
    timeLimitMinutes: s.time_limit_minutes ?? LEAGUE_DEFAULTS.time_limit_minutes,
    maxAttempts: s.max_attempts ?? LEAGUE_DEFAULTS.max_attempts,
    distanceFeet: s.putting_distance_feet,
    flags: {
      allow_player_invites: s.allow_player_invites,
      allow_late_joiners: s.allow_late_joiners,
      allow_catch_up_submissions: s.allow_catch_up_submissions,
    },
    isIrl: s.is_irl,
    numPlayers,
    playerNames: s.is_irl ? irlNames(numPlayers, s.player_names) : irlNames(numPlayers),
    ...trackedOf(s as { require_tracked_sessions?: boolean }),
  };
}

function trackedOf(settings: { require_tracked_sessions?: boolean }) {
  return typeof settings.require_tracked_sessions === 'boolean'
    ? { requireTracked: settings.require_tracked_sessions, trackedKnown: true }
    : {};
}

/** The flags as shown and sent: all off while IRL is on, whatever was set before (spec 02 §5). */
export function effectiveFlags(form: Pick<LeagueFormValues, 'flags' | 'isIrl'>): Record<LeagueFlag, boolean> {
  return form.isIrl
    ? { allow_player_invites: false, allow_late_joiners: false, allow_catch_up_submissions: false }
    : form.flags;
}

/** Turns IRL on or off; the names list follows the player count. */
export function withIrl(form: LeagueFormValues, isIrl: boolean, savedNames: readonly string[] = []): LeagueFormValues {
  return { ...form, isIrl, playerNames: irlNames(form.numPlayers, form.playerNames, savedNames) };
}

/** A new IRL player count: names kept for the players that remain, defaults for new ones. */
export function withPlayerCount(
  form: LeagueFormValues,
  numPlayers: number,
  savedNames: readonly string[] = [],
): LeagueFormValues {
  return { ...form, numPlayers, playerNames: irlNames(numPlayers, form.playerNames.slice(0, numPlayers), savedNames) };
}

/** The round schedules a modal offers: all for create; the edit list (plus the current one) for edit. */
export function roundDurationOptions(kind: 'create' | 'edit', current?: RoundDuration): RoundDuration[] {
  if (kind === 'create') return [...LEAGUE_ROUND_DURATION_HOURS, LEAGUE_MONTHLY];
  const options: RoundDuration[] = [...LEAGUE_EDIT_ROUND_DURATION_HOURS];
  if (current !== undefined && !options.includes(current)) options.push(current);
  return options;
}

/** '2 hours', '1 week', 'Monthly (same day next month)'. */
export function roundDurationLabel(duration: RoundDuration): string {
  if (duration === LEAGUE_MONTHLY) return 'Monthly (same day next month)';
  if (duration === 1) return '1 hour';
  if (duration % 168 === 0) return duration === 168 ? '1 week' : `${duration / 168} weeks`;
  if (duration % 24 === 0) return duration === 24 ? '1 day' : `${duration / 24} days`;
  return `${duration} hours`;
}

/** What is wrong with the form, by field; empty when it can be sent. */
export function validateLeagueForm(form: LeagueFormValues, now: Date, { requireFuture = true } = {}): LeagueFormErrors {
  const errors: LeagueFormErrors = {};
  if (form.name.trim() === '') errors.name = REQUIRED_MESSAGES.name;
  if (form.description.trim() === '') errors.description = REQUIRED_MESSAGES.description;
  const start = fromLocalInput(form.startLocal, form.timeZone);
  if (!start) errors.startLocal = REQUIRED_MESSAGES.startLocal;
  else if (requireFuture && start.getTime() < now.getTime()) errors.startLocal = START_IN_PAST_MESSAGE;
  if (form.isIrl) {
    const names = form.playerNames.map((n) => n.trim());
    if (names.some((n) => n === '')) errors.playerNames = PLAYER_NAME_REQUIRED_MESSAGE;
    else if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) {
      errors.playerNames = PLAYER_NAMES_UNIQUE_MESSAGE;
    }
  }
  return errors;
}

/** The settings part of a create or edit body (spec 02 §3 "League settings"). */
export function settingsInput(form: LeagueFormValues): LeagueSettingsInput & { require_tracked_sessions?: boolean } {
  const flags = effectiveFlags(form);
  return {
    num_rounds: form.numRounds,
    round_duration_hours: form.roundDuration,
    competition_mode: form.mode,
    time_limit_minutes: form.mode === 'time_limit' ? form.timeLimitMinutes : null,
    max_attempts: form.mode === 'shoot_out' ? form.maxAttempts : null,
    putting_distance_feet: form.distanceFeet,
    ...flags,
    is_irl: form.isIrl,
    num_players: form.isIrl ? form.numPlayers : null,
    player_names: form.isIrl ? form.playerNames.map((n) => n.trim()) : null,
    // Off is the default: sent when on, or when editing a league whose answer states it.
    ...((form.requireTracked || form.trackedKnown) && { require_tracked_sessions: form.requireTracked === true }),
  };
}

/**
 * The start as sent: the datetime-local value itself, without an offset, which the server reads
 * in the player's profile time zone and confirms in `start_time_reading` (decision 043).
 */
function startTimeOf(form: LeagueFormValues): string | undefined {
  return fromLocalInput(form.startLocal, form.timeZone) ? form.startLocal : undefined;
}

/** What the Create and Edit League forms send alike: the league's fields and settings. */
function leagueFields(form: LeagueFormValues) {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    privacy_type: form.privacy,
    start_time: startTimeOf(form),
    ...(form.isIrl ? {} : { start_mode: form.startMode }),
    time_zone: form.timeZone,
    settings: settingsInput(form),
  };
}

/** POST /leagues body; call only when {@link validateLeagueForm} found nothing. */
export function createLeagueBody(form: LeagueFormValues, creatorId: number): CreateLeagueRequest {
  return { creator_id: creatorId, ...leagueFields(form) };
}

/** PUT /leagues/{id}/settings body, with the editor (spec 02 §6: edits send editor_id). */
export function updateLeagueBody(form: LeagueFormValues, editorId: number): UpdateLeagueSettingsRequest {
  return { editor_id: editorId, ...leagueFields(form) };
}
