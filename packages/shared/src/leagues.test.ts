import { describe, expect, it } from 'vitest';
import {
  createLeagueRequestSchema,
  defaultLeagueSettings,
  inviteLeagueRequestSchema,
  LEAGUE_DEFAULTS,
  leagueRoundParameters,
  leagueSettingsInputSchema,
  resolveLeagueSettings,
  roundDurationSchema,
  timeZoneSchema,
  updateLeagueSettingsRequestSchema,
} from './leagues.ts';

const resolve = (input: Parameters<typeof resolveLeagueSettings>[1], base = defaultLeagueSettings()) =>
  resolveLeagueSettings(base, input);

describe('resolveLeagueSettings', () => {
  it('fills the spec defaults', () => {
    expect(resolve({})).toEqual({
      settings: {
        num_rounds: 10,
        round_duration_hours: 2,
        competition_mode: 'time_limit',
        time_limit_minutes: 2,
        max_attempts: null,
        putting_distance_feet: 7,
        allow_player_invites: true,
        allow_late_joiners: true,
        allow_catch_up_submissions: true,
        require_tracked_sessions: false,
        is_irl: false,
        num_players: null,
        player_names: [],
      },
    });
  });

  it('takes require_tracked_sessions on create, keeps it on edit unless sent, in IRL mode too', () => {
    const tracked = resolve({ require_tracked_sessions: true });
    const base = 'settings' in tracked ? tracked.settings : defaultLeagueSettings();
    expect(base.require_tracked_sessions).toBe(true);
    expect(resolve({ num_rounds: 2 }, base)).toMatchObject({ settings: { require_tracked_sessions: true } });
    expect(resolve({ is_irl: true }, base)).toMatchObject({ settings: { require_tracked_sessions: true } });
    expect(resolve({ require_tracked_sessions: false }, base)).toMatchObject({
      settings: { require_tracked_sessions: false },
    });
  });

  it('keeps only the limit of the chosen mode', () => {
    const s = resolve({ competition_mode: 'shoot_out', time_limit_minutes: 5 });
    expect(s).toMatchObject({ settings: { max_attempts: LEAGUE_DEFAULTS.max_attempts, time_limit_minutes: null } });
    const back = resolve({ competition_mode: 'time_limit' }, 'settings' in s ? s.settings : defaultLeagueSettings());
    expect(back).toMatchObject({ settings: { time_limit_minutes: 2, max_attempts: null } });
  });

  it('forces the three flags off in IRL mode and names the players Player N by default', () => {
    expect(resolve({ is_irl: true, allow_late_joiners: true })).toMatchObject({
      settings: {
        is_irl: true,
        allow_player_invites: false,
        allow_late_joiners: false,
        allow_catch_up_submissions: false,
        num_players: 4,
        player_names: ['Player 1', 'Player 2', 'Player 3', 'Player 4'],
      },
    });
  });

  it('takes the count from the names, trims them, and refuses a mismatch or a repeated name', () => {
    expect(resolve({ is_irl: true, player_names: [' Ann ', 'Bea'] })).toMatchObject({
      settings: { num_players: 2, player_names: ['Ann', 'Bea'] },
    });
    expect(resolve({ is_irl: true, num_players: 3, player_names: ['Ann', 'Bea'] })).toEqual({
      problem: { field: 'player_names', message: 'player_names must hold 3 names, one per player' },
    });
    expect(resolve({ is_irl: true, player_names: ['Ann', 'ANN'] })).toEqual({
      problem: { field: 'player_names', message: 'Player name "ANN" appears twice' },
    });
    expect(resolve({ is_irl: true, player_names: ['Solo'] })).toMatchObject({ problem: { field: 'num_players' } });
  });

  it('on edit keeps the stored names unless a new count or list is sent, and drops them when IRL is turned off', () => {
    const irl = resolve({ is_irl: true, player_names: ['Ann', 'Bea', 'Cy'] });
    const base = 'settings' in irl ? irl.settings : defaultLeagueSettings();
    expect(resolve({ num_rounds: 2 }, base)).toMatchObject({ settings: { player_names: ['Ann', 'Bea', 'Cy'] } });
    expect(resolve({ num_players: 2 }, base)).toMatchObject({ settings: { player_names: ['Player 1', 'Player 2'] } });
    expect(resolve({ is_irl: false }, base)).toMatchObject({
      settings: { is_irl: false, num_players: null, player_names: [] },
    });
  });
});

describe('league request schemas', () => {
  it('names the option that is not in spec 02 §9', () => {
    const r = leagueSettingsInputSchema.safeParse({ num_rounds: 7 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['num_rounds'],
      message: 'num_rounds must be one of 2, 3, 4, 5, 6, 8, 10',
    });
    expect(leagueSettingsInputSchema.safeParse({ round_duration_hours: 'monthly' }).success).toBe(true);
    expect(leagueSettingsInputSchema.safeParse({ round_duration_hours: 700 }).success).toBe(false);
    expect(leagueSettingsInputSchema.safeParse({ surprise: true }).success).toBe(false);
  });

  it('trims names, refuses empty ones and control characters', () => {
    expect(createLeagueRequestSchema.parse({ name: ' A ', description: 'B' })).toMatchObject({
      name: 'A',
      settings: {},
    });
    expect(createLeagueRequestSchema.safeParse({ name: ' ', description: 'B' }).success).toBe(false);
    expect(createLeagueRequestSchema.safeParse({ name: 'A\u202eB', description: 'B' }).success).toBe(false);
    expect(createLeagueRequestSchema.safeParse({ name: 'A', description: 'line 1\nline 2' }).success).toBe(true);
    expect(createLeagueRequestSchema.safeParse({ name: 'A', description: 'bell\u0007' }).success).toBe(false);
  });

  it('accepts IANA zones only', () => {
    expect(timeZoneSchema.safeParse('Europe/London').success).toBe(true);
    expect(timeZoneSchema.safeParse('Nowhere/Land').success).toBe(false);
    expect(timeZoneSchema.safeParse('../etc').success).toBe(false);
  });

  it('needs one invited player or one new contact', () => {
    expect(inviteLeagueRequestSchema.safeParse({}).success).toBe(false);
    expect(inviteLeagueRequestSchema.safeParse({ invited_player_id: 2 }).success).toBe(true);
    expect(inviteLeagueRequestSchema.safeParse({ league_invited_player_id: 2, invited_player_id: 3 }).success).toBe(
      false,
    );
    expect(
      inviteLeagueRequestSchema.safeParse({
        invited_player_id: 2,
        new_player_contact: { type: 'email', value: 'a@b.co' },
      }).success,
    ).toBe(false);
  });

  it('refuses unknown fields in an edit', () => {
    expect(updateLeagueSettingsRequestSchema.safeParse({ settings: {}, status: 'completed' }).success).toBe(false);
  });
});

describe('leagueRoundParameters', () => {
  it('writes the desktop parameter string of spec 02 §7', () => {
    expect(leagueRoundParameters(3, 12, 5)).toBe('league_round=3,league_id=12,time_limit=5');
    expect(leagueRoundParameters(1, 12, null)).toBe('league_round=1,league_id=12');
  });
});

describe('roundDurationSchema', () => {
  it('reads a month sent in hours (28 to 31 days) as the monthly schedule, and nothing else', () => {
    for (const hours of [672, 696, 720, 744]) expect(roundDurationSchema.parse(hours)).toBe('monthly');
    expect(roundDurationSchema.parse('monthly')).toBe('monthly');
    expect(roundDurationSchema.parse(168)).toBe(168);
    expect(roundDurationSchema.safeParse(700).success).toBe(false);
  });
});
