import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../lib/memory-storage.ts';
import { IRL_TRIO_SETTINGS } from '../../test/expected-bodies.ts';
import { readSavedIrlNames, saveIrlNames } from './irl-names-storage.ts';
import {
  createLeagueBody,
  defaultLeagueForm,
  effectiveFlags,
  fromLocalInput,
  PLAYER_NAMES_UNIQUE_MESSAGE,
  REQUIRED_MESSAGES,
  roundDurationLabel,
  roundDurationOptions,
  START_IN_PAST_MESSAGE,
  toLocalInput,
  validateLeagueForm,
  withIrl,
  withPlayerCount,
} from './league-form.ts';

const now = new Date('2025-03-01T10:00:00Z');

describe('the Create League defaults (spec 02 §9)', () => {
  const form = defaultLeagueForm(now);

  it('starts one hour from now, private, 8 weekly rounds (a club’s season), 2-minute time limit at 7 ft', () => {
    expect(form.startLocal).toBe('2025-03-01T11:00');
    expect(form.startMode).toBe('scheduled');
    expect(form).toMatchObject({
      privacy: 'private',
      numRounds: 8,
      roundDuration: 168,
      mode: 'time_limit',
      timeLimitMinutes: 2,
      maxAttempts: 21,
      distanceFeet: 7,
      isIrl: false,
      numPlayers: 4,
    });
    expect(form.flags).toEqual({
      allow_player_invites: true,
      allow_late_joiners: true,
      allow_catch_up_submissions: true,
    });
    expect(form.playerNames).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
  });

  it('offers every round schedule on create and the short list (plus the current one) on edit', () => {
    expect(roundDurationOptions('create')).toEqual([1, 2, 4, 12, 24, 48, 72, 96, 168, 336, 504, 'monthly']);
    expect(roundDurationOptions('edit', 2)).toEqual([1, 2, 24, 48, 96, 168]);
    expect(roundDurationOptions('edit', 'monthly')).toEqual([1, 2, 24, 48, 96, 168, 'monthly']);
    expect(roundDurationLabel(48)).toBe('2 days');
    expect(roundDurationLabel(336)).toBe('2 weeks');
    expect(roundDurationLabel(12)).toBe('12 hours');
  });
});

describe('IRL mode', () => {
  it('forces the three flags off, and gives them back when turned off again', () => {
    const irl = withIrl(defaultLeagueForm(now), true);
    expect(effectiveFlags(irl)).toEqual({
      allow_player_invites: false,
      allow_late_joiners: false,
      allow_catch_up_submissions: false,
    });
    expect(effectiveFlags(withIrl(irl, false))).toEqual(defaultLeagueForm(now).flags);
  });

  it('sends the flags off with the player count and names', () => {
    const form = { ...withPlayerCount(withIrl(defaultLeagueForm(now), true), 3), name: 'Club night', description: 'x' };
    form.playerNames[1] = ' Bo ';
    const body = createLeagueBody(form, 12);
    expect(body).not.toHaveProperty('start_mode');
    expect(body.settings).toMatchObject(IRL_TRIO_SETTINGS);
  });

  it('keeps typed names when the count changes and fills new places with defaults or saved names', () => {
    const form = withIrl(defaultLeagueForm(now), true);
    form.playerNames = ['Ann', 'Bo', 'Cat', 'Dee'];
    expect(withPlayerCount(form, 2).playerNames).toEqual(['Ann', 'Bo']);
    expect(withPlayerCount(withPlayerCount(form, 2), 5, ['x', 'y', 'Sam']).playerNames).toEqual([
      'Ann',
      'Bo',
      'Sam',
      'Player 4',
      'Player 5',
    ]);
  });
});

describe('validation (spec 02 §5)', () => {
  it('requires the name, the description and the start date', () => {
    const form = { ...defaultLeagueForm(now), startLocal: '' };
    expect(validateLeagueForm(form, now)).toEqual({
      name: REQUIRED_MESSAGES.name,
      description: REQUIRED_MESSAGES.description,
      startLocal: REQUIRED_MESSAGES.startLocal,
    });
  });

  it('refuses a start in the past on create, and blank or repeated IRL names', () => {
    const form = { ...defaultLeagueForm(now), name: 'N', description: 'D' };
    expect(
      validateLeagueForm({ ...form, startLocal: toLocalInput(new Date('2025-03-01T09:00:00Z'), 'UTC') }, now),
    ).toEqual({
      startLocal: START_IN_PAST_MESSAGE,
    });
    const irl = withIrl(form, true);
    irl.playerNames = ['Ann', 'ann ', 'Cat', 'Dee'];
    expect(validateLeagueForm(irl, now)).toEqual({ playerNames: PLAYER_NAMES_UNIQUE_MESSAGE });
  });
});

describe('the start in the player’s profile time zone (decision 043)', () => {
  it('shows the default start on the profile zone’s wall clock and reads it back there', () => {
    const form = defaultLeagueForm(now, [], 'Europe/Oslo');
    // 11:00 UTC is 12:00 in Oslo in March (UTC+1).
    expect(form.startLocal).toBe('2025-03-01T12:00');
    expect(fromLocalInput(form.startLocal, 'Europe/Oslo')?.toISOString()).toBe('2025-03-01T11:00:00.000Z');
  });

  it('checks "in the future" against the instant the server will read', () => {
    const form = { ...defaultLeagueForm(now, [], 'America/New_York'), name: 'N', description: 'D' };
    // 09:00 in New York is 14:00 UTC: after `now` (10:00 UTC), though 09:00 UTC would not be.
    expect(validateLeagueForm({ ...form, startLocal: '2025-03-01T09:00' }, now)).toEqual({});
    expect(validateLeagueForm({ ...form, startLocal: '2025-03-01T04:59' }, now)).toEqual({
      startLocal: START_IN_PAST_MESSAGE,
    });
  });
});

describe('the create body', () => {
  it('sends the spec fields, the start as typed (no offset) and the profile zone', () => {
    const base = defaultLeagueForm(now, [], 'Europe/Oslo');
    const form = { ...base, name: ' Spring ', description: ' Weekly ', privacy: 'public' as const };
    const body = createLeagueBody({ ...form, mode: 'shoot_out' }, 12);
    expect(body).toMatchObject({
      creator_id: 12,
      name: 'Spring',
      description: 'Weekly',
      privacy_type: 'public',
      start_time: '2025-03-01T12:00',
      start_mode: 'scheduled',
      time_zone: 'Europe/Oslo',
    });
    expect(body.settings).toMatchObject({
      num_rounds: 8,
      round_duration_hours: 168,
      competition_mode: 'shoot_out',
      time_limit_minutes: null,
      max_attempts: 21,
      is_irl: false,
      num_players: null,
      player_names: null,
    });
  });
});

describe('saved IRL names', () => {
  it('keeps custom names by position and never overwrites them with defaults', () => {
    const storage = new MemoryStorage();
    saveIrlNames(['Ann', 'Player 2', 'Cat'], storage);
    expect(readSavedIrlNames(storage)).toEqual(['Ann', 'Player 2', 'Cat']);
    saveIrlNames(['Player 1', 'Bo'], storage);
    expect(readSavedIrlNames(storage)).toEqual(['Ann', 'Bo', 'Cat']);
  });
});
