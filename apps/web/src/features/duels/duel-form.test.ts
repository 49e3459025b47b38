import { describe, expect, it } from 'vitest';
import { buildDuel } from '../../test/build-duel.ts';
import { DEFAULT_DUEL_BODY } from '../../test/expected-bodies.ts';
import { canSend, createDuelBody, DEFAULT_RULES, rematchOpponent, rulesOf, snapDistance } from './duel-form.ts';

describe('canSend: an opponent or a prepared invite', () => {
  it('needs one, and not while a request runs', () => {
    expect(canSend(null)).toBe(false);
    expect(canSend({ kind: 'player', playerId: 3, name: 'Ben' })).toBe(true);
    expect(canSend({ kind: 'invite', contact: { type: 'email', value: 'ivy@example.com' } })).toBe(true);
    expect(canSend({ kind: 'player', playerId: 3, name: 'Ben' }, true)).toBe(false);
  });
});

describe('createDuelBody', () => {
  it('sends the defaults of spec 02 §9: time_limit, 5 minutes, 7.0 ft, 72 hours as minutes', () => {
    expect(createDuelBody(12, { kind: 'player', playerId: 34, name: 'Ben' }, DEFAULT_RULES)).toEqual(DEFAULT_DUEL_BODY);
  });

  it('sends a shoot-out with its putt count and a new-player invite with its contact', () => {
    const body = createDuelBody(
      12,
      { kind: 'invite', contact: { type: 'phone', value: '5551234567' } },
      { mode: 'shoot_out', timeLimitMinutes: 10, maxAttempts: 50, distanceFeet: 4.3000000001, expiryHours: 168 },
    );
    expect(body).toEqual({
      creator_id: 12,
      invite_new_player: true,
      new_player_contact: { type: 'phone', value: '5551234567' },
      competition_mode: 'shoot_out',
      max_attempts: 50,
      putting_distance_feet: 4.3,
      invitation_expiry_minutes: 10080,
    });
  });

  it('snapDistance keeps the slider grid and range', () => {
    expect(snapDistance(2)).toBe(3);
    expect(snapDistance(12)).toBe(10);
    expect(snapDistance(6.66)).toBe(6.7);
    expect(snapDistance(Number.NaN)).toBe(7);
  });
});

describe('rematch', () => {
  const finished = buildDuel({
    status: 'completed',
    competition_mode: 'shoot_out',
    time_limit_minutes: null,
    max_attempts: 100,
    putting_distance_feet: 9.5,
    invitation_expiry_minutes: 2880,
  });

  it('keeps the rules', () => {
    expect(rulesOf(finished)).toEqual({
      mode: 'shoot_out',
      timeLimitMinutes: 5,
      maxAttempts: 100,
      distanceFeet: 9.5,
      expiryHours: 48,
    });
  });

  it('challenges the other side, whichever side the viewer was on', () => {
    expect(rematchOpponent(finished, 12)).toEqual({ kind: 'player', playerId: 34, name: 'Ben' });
    expect(rematchOpponent(finished, 34)).toEqual({ kind: 'player', playerId: 12, name: 'Ada' });
  });

  it('invites the same contact again when the new player never registered', () => {
    const expired = buildDuel({
      status: 'expired',
      invited_player_id: null,
      invited_player_name: null,
      invited_contact: 'ivy@example.com',
    });
    expect(rematchOpponent(expired, 12)).toEqual({
      kind: 'invite',
      contact: { type: 'email', value: 'ivy@example.com' },
    });
  });
});
