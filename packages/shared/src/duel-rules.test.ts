import { describe, expect, it } from 'vitest';
import {
  DUEL_MESSAGES,
  type DuelEvent,
  type DuelState,
  describeDuelRules,
  duelScore,
  duelTransition,
  duelWinner,
  dueReminder,
  normalizeContact,
  playersToRemind,
  wrongDistance,
} from './duel-rules.ts';
import type { DuelStatus } from './duels.ts';
import type { Putt } from './putt-log.ts';

const CREATOR = 1;
const INVITEE = 2;
const OUTSIDER = 3;
const HOUR = 3_600_000;
const created = new Date('2026-05-01T12:00:00Z');
const at = (hours: number) => new Date(created.getTime() + hours * HOUR);

/** A pending 72-hour challenge from player 1 to player 2 at 7.0 ft, made at `created`. */
function duel(overrides: Partial<DuelState> = {}): DuelState {
  return {
    status: 'pending',
    creatorId: CREATOR,
    invitedPlayerId: INVITEE,
    invitationExpiryMinutes: 72 * 60,
    puttingDistanceFeet: 7,
    expiresAt: at(72),
    acceptedAt: null,
    completedAt: null,
    creatorScore: null,
    invitedPlayerScore: null,
    winnerId: null,
    forfeit: false,
    ...overrides,
  };
}
/** Accepted at hour 1: both have until hour 73. */
const active = (overrides: Partial<DuelState> = {}) =>
  duel({ status: 'active', acceptedAt: at(1), expiresAt: at(73), ...overrides });

const accept = (playerId: number): DuelEvent => ({ type: 'respond', playerId, response: 'accepted' });
const decline = (playerId: number): DuelEvent => ({ type: 'respond', playerId, response: 'declined' });
const cancel = (playerId: number): DuelEvent => ({ type: 'cancel', playerId });
const submit = (playerId: number, score: number, distanceFeet = 7): DuelEvent => ({
  type: 'submit',
  playerId,
  score,
  distanceFeet,
});

function refused(state: DuelState, event: DuelEvent, now: Date) {
  const result = duelTransition(state, event, now);
  if (result.ok) throw new Error(`expected a refusal, got ${result.outcome}`);
  const { ok: _ok, ...refusal } = result;
  return refusal;
}
function applied(state: DuelState, event: DuelEvent, now: Date) {
  const result = duelTransition(state, event, now);
  if (!result.ok) throw new Error(`expected a transition, got ${result.status} ${result.message}`);
  return result;
}

describe('responding to a challenge', () => {
  it('accepting makes the duel active and restarts the same window from the acceptance', () => {
    const { outcome, next } = applied(duel(), accept(INVITEE), at(10));
    expect(outcome).toBe('accepted');
    expect(next).toEqual(duel({ status: 'active', acceptedAt: at(10), expiresAt: at(82) }));
  });

  it('declining keeps the row as declined', () => {
    const { outcome, next } = applied(duel(), decline(INVITEE), at(2));
    expect(outcome).toBe('declined');
    expect(next).toEqual(duel({ status: 'declined', completedAt: at(2) }));
  });

  it('accepts an answer until the last millisecond before expires_at, not at it', () => {
    expect(applied(duel(), accept(INVITEE), new Date(at(72).getTime() - 1)).outcome).toBe('accepted');
    expect(refused(duel(), accept(INVITEE), at(72))).toEqual({ status: 409, message: DUEL_MESSAGES.expired });
  });

  it('refuses the creator answering their own challenge (409) and outsiders (403)', () => {
    expect(refused(duel(), accept(CREATOR), at(1))).toEqual({ status: 409, message: DUEL_MESSAGES.ownChallenge });
    expect(refused(duel(), decline(CREATOR), at(1))).toEqual({ status: 409, message: DUEL_MESSAGES.ownChallenge });
    expect(refused(duel(), accept(OUTSIDER), at(1))).toEqual({ status: 403, message: DUEL_MESSAGES.notAPlayer });
  });

  it('refuses a second answer, whatever the first was', () => {
    const cases: [DuelStatus, string][] = [
      ['active', DUEL_MESSAGES.alreadyAccepted],
      ['declined', DUEL_MESSAGES.alreadyDeclined],
      ['cancelled', DUEL_MESSAGES.cancelled],
      ['expired', DUEL_MESSAGES.expired],
      ['completed', DUEL_MESSAGES.completed],
    ];
    for (const [status, message] of cases) {
      expect(refused(duel({ status }), accept(INVITEE), at(1))).toEqual({ status: 409, message });
      expect(refused(duel({ status }), decline(INVITEE), at(1))).toEqual({ status: 409, message });
    }
  });

  it('refuses answers to a duel still waiting for a new player: nobody is its invitee yet', () => {
    const waiting = duel({ status: 'pending_new_player', invitedPlayerId: null });
    expect(refused(waiting, accept(INVITEE), at(1))).toEqual({ status: 403, message: DUEL_MESSAGES.notAPlayer });
    expect(refused(waiting, accept(CREATOR), at(1)).status).toBe(409);
  });
});

describe('cancelling', () => {
  it('lets the creator cancel a pending or pending_new_player duel', () => {
    expect(applied(duel(), cancel(CREATOR), at(5)).next).toEqual(duel({ status: 'cancelled', completedAt: at(5) }));
    const waiting = duel({ status: 'pending_new_player', invitedPlayerId: null });
    expect(applied(waiting, cancel(CREATOR), at(5)).outcome).toBe('cancelled');
  });

  it('refuses to cancel an active duel', () => {
    expect(refused(active(), cancel(CREATOR), at(5))).toEqual({
      status: 409,
      message: DUEL_MESSAGES.activeCannotBeCancelled,
    });
  });

  it('refuses the invitee (409: decline instead) and outsiders (403)', () => {
    expect(refused(duel(), cancel(INVITEE), at(1))).toEqual({ status: 409, message: DUEL_MESSAGES.onlyCreatorCancels });
    expect(refused(duel(), cancel(OUTSIDER), at(1))).toEqual({ status: 403, message: DUEL_MESSAGES.notAPlayer });
  });

  it('refuses duels already settled or past their deadline', () => {
    expect(refused(duel({ status: 'cancelled' }), cancel(CREATOR), at(1)).message).toBe(DUEL_MESSAGES.cancelled);
    expect(refused(duel({ status: 'declined' }), cancel(CREATOR), at(1)).message).toBe(DUEL_MESSAGES.alreadyDeclined);
    expect(refused(duel({ status: 'expired' }), cancel(CREATOR), at(1)).message).toBe(DUEL_MESSAGES.expired);
    expect(refused(duel({ status: 'completed' }), cancel(CREATOR), at(1)).message).toBe(DUEL_MESSAGES.completed);
    expect(refused(duel(), cancel(CREATOR), at(72))).toEqual({ status: 409, message: DUEL_MESSAGES.expired });
  });
});

describe('submitting', () => {
  it('records the first submission and keeps the duel active', () => {
    const { outcome, next } = applied(active(), submit(INVITEE, 12), at(5));
    expect(outcome).toBe('submitted');
    expect(next).toEqual(active({ invitedPlayerScore: 12 }));
  });

  it('completes the duel with the second submission: the higher score wins', () => {
    const { outcome, next } = applied(active({ invitedPlayerScore: 12 }), submit(CREATOR, 15), at(6));
    expect(outcome).toBe('completed');
    expect(next).toEqual(
      active({ status: 'completed', invitedPlayerScore: 12, creatorScore: 15, winnerId: CREATOR, completedAt: at(6) }),
    );
    const other = applied(active({ creatorScore: 3 }), submit(INVITEE, 4), at(6));
    expect(other.next.winnerId).toBe(INVITEE);
  });

  it('calls equal scores a draw (winner null)', () => {
    const { outcome, next } = applied(active({ creatorScore: 9 }), submit(INVITEE, 9), at(6));
    expect(outcome).toBe('completed');
    expect(next.winnerId).toBeNull();
    expect(next.status).toBe('completed');
  });

  it('refuses a second submission by the same player', () => {
    expect(refused(active({ creatorScore: 9 }), submit(CREATOR, 10), at(6))).toEqual({
      status: 409,
      message: DUEL_MESSAGES.alreadySubmitted,
      code: 'already_submitted',
    });
  });

  it('refuses outsiders (403) and duels that are not active (409)', () => {
    expect(refused(active(), submit(OUTSIDER, 1), at(2))).toEqual({
      status: 403,
      message: DUEL_MESSAGES.notAPlayer,
      code: 'not_a_participant',
    });
    expect(refused(duel(), submit(CREATOR, 1), at(2))).toEqual({
      status: 409,
      message: DUEL_MESSAGES.notAccepted,
      code: 'competition_not_open',
    });
    expect(refused(duel(), submit(CREATOR, 1), at(80))).toEqual({
      status: 409,
      message: DUEL_MESSAGES.expired,
      code: 'competition_closed',
    });
    const closed = { status: 409, code: 'competition_closed' };
    expect(refused(duel({ status: 'completed' }), submit(CREATOR, 1), at(2))).toEqual({
      ...closed,
      message: DUEL_MESSAGES.completed,
    });
    expect(refused(duel({ status: 'declined' }), submit(INVITEE, 1), at(2))).toEqual({
      ...closed,
      message: DUEL_MESSAGES.alreadyDeclined,
    });
    expect(refused(duel({ status: 'cancelled' }), submit(INVITEE, 1), at(2))).toEqual({
      ...closed,
      message: DUEL_MESSAGES.cancelled,
    });
    expect(refused(duel({ status: 'expired' }), submit(INVITEE, 1), at(2))).toEqual({
      ...closed,
      message: DUEL_MESSAGES.expired,
    });
  });

  it('refuses a submission at or after expires_at, even before the sweep has run', () => {
    expect(applied(active(), submit(CREATOR, 1), new Date(at(73).getTime() - 1)).outcome).toBe('submitted');
    expect(refused(active(), submit(CREATOR, 1), at(73))).toEqual({
      status: 409,
      message: DUEL_MESSAGES.expired,
      code: 'competition_closed',
    });
  });

  it('accepts a distance within ±0.05 ft and refuses anything further with 422', () => {
    expect(applied(active(), submit(CREATOR, 1, 7.05), at(2)).outcome).toBe('submitted');
    expect(applied(active(), submit(CREATOR, 1, 6.95), at(2)).outcome).toBe('submitted');
    expect(refused(active(), submit(CREATOR, 1, 7.1), at(2))).toEqual({
      status: 422,
      message: wrongDistance(7, 7.1),
      code: 'rules_mismatch',
    });
    expect(refused(active(), submit(CREATOR, 1, 6.9), at(2)).status).toBe(422);
    expect(wrongDistance(7, 6.9)).toBe('This duel is played from 7.0 ft; the session was putted from 6.9 ft.');
  });
});

describe('the deadline', () => {
  it('expires an unanswered challenge at expires_at, dated at the deadline however late the sweep runs', () => {
    const { outcome, next } = applied(duel(), { type: 'deadline' }, at(100));
    expect(outcome).toBe('expired');
    expect(next).toEqual(duel({ status: 'expired', completedAt: at(72) }));
    const waiting = duel({ status: 'pending_new_player', invitedPlayerId: null });
    expect(applied(waiting, { type: 'deadline' }, at(72)).next.status).toBe('expired');
  });

  it('gives the win to the only submitter of an active duel (forfeit)', () => {
    const { outcome, next } = applied(active({ invitedPlayerScore: 4 }), { type: 'deadline' }, at(73));
    expect(outcome).toBe('forfeit');
    expect(next).toEqual(
      active({ status: 'completed', invitedPlayerScore: 4, winnerId: INVITEE, forfeit: true, completedAt: at(73) }),
    );
    expect(applied(active({ creatorScore: 0 }), { type: 'deadline' }, at(90)).next.winnerId).toBe(CREATOR);
  });

  it('expires an active duel nobody submitted to', () => {
    const { outcome, next } = applied(active(), { type: 'deadline' }, at(73));
    expect(outcome).toBe('expired');
    expect(next).toEqual(active({ status: 'expired', completedAt: at(73) }));
  });

  it('does nothing before the deadline or to a settled duel', () => {
    expect(refused(duel(), { type: 'deadline' }, new Date(at(72).getTime() - 1))).toEqual({
      status: 409,
      message: DUEL_MESSAGES.notDue,
    });
    expect(refused(active(), { type: 'deadline' }, at(72)).message).toBe(DUEL_MESSAGES.notDue);
    for (const status of ['completed', 'declined', 'cancelled', 'expired'] as const) {
      expect(refused(duel({ status }), { type: 'deadline' }, at(100)).status).toBe(409);
    }
  });
});

describe('a new player joining', () => {
  const waiting = duel({ status: 'pending_new_player', invitedPlayerId: null });

  it('turns the invitation into a pending duel with that player as invitee', () => {
    const { outcome, next } = applied(waiting, { type: 'invitee_joined', playerId: 9 }, at(3));
    expect(outcome).toBe('invitee_joined');
    expect(next).toEqual(duel({ status: 'pending', invitedPlayerId: 9 }));
  });

  it('refuses once the invitation is settled or past its deadline, and never pairs the creator with itself', () => {
    expect(refused(waiting, { type: 'invitee_joined', playerId: 9 }, at(72)).message).toBe(
      DUEL_MESSAGES.noLongerWaiting,
    );
    expect(refused(duel(), { type: 'invitee_joined', playerId: 9 }, at(1)).message).toBe(DUEL_MESSAGES.noLongerWaiting);
    expect(refused(waiting, { type: 'invitee_joined', playerId: CREATOR }, at(1)).message).toBe(
      DUEL_MESSAGES.ownChallenge,
    );
  });
});

describe('dueReminder', () => {
  it('sends the 24-hour reminder once its moment has come, then the 1-hour one', () => {
    const d = active(); // accepted at 1, ends at 73
    expect(dueReminder(d, 0, at(48))).toBeNull();
    expect(dueReminder(d, 0, at(49))).toBe(1);
    expect(dueReminder(d, 1, at(50))).toBeNull();
    expect(dueReminder(d, 1, at(72))).toBe(2);
    expect(dueReminder(d, 2, at(72.5))).toBeNull();
    expect(dueReminder(d, 2, at(73))).toBeNull();
  });

  it('sends only the latest due reminder when the sweep runs late', () => {
    expect(dueReminder(active(), 0, at(72.5))).toBe(2);
  });

  it('skips the 24-hour reminder of a 24-hour duel (it would arrive with the acceptance)', () => {
    const day = active({ invitationExpiryMinutes: 1440, acceptedAt: at(0), expiresAt: at(24) });
    expect(dueReminder(day, 0, at(0))).toBeNull();
    expect(dueReminder(day, 0, at(23))).toBe(2);
  });

  it('reminds only active duels', () => {
    expect(dueReminder(duel(), 0, at(70))).toBeNull();
    expect(dueReminder(active({ status: 'completed' }), 0, at(72.5))).toBeNull();
  });

  it('goes to the participants who have not submitted', () => {
    expect(playersToRemind(active())).toEqual([CREATOR, INVITEE]);
    expect(playersToRemind(active({ creatorScore: 3 }))).toEqual([INVITEE]);
    expect(playersToRemind(active({ invitedPlayerScore: 3 }))).toEqual([CREATOR]);
  });
});

describe('duelScore', () => {
  const make = (t: number): Putt => ({ t, result: 'MAKE', zone: 'TOP' });
  const miss = (t: number): Putt => ({ t, result: 'MISS', miss: 'RETURN' });
  const timeLimit = (minutes: number) => ({
    competition_mode: 'time_limit' as const,
    time_limit_minutes: minutes,
    max_attempts: null,
  });
  const shootOut = (n: number) => ({
    competition_mode: 'shoot_out' as const,
    time_limit_minutes: null,
    max_attempts: n,
  });

  it('counts a putt holed exactly on the buzzer (t = limit × 60) and none after it', () => {
    const log = [make(10), miss(100), make(299.99), make(300), make(300.01)];
    expect(duelScore(log, timeLimit(5))).toBe(3);
    expect(duelScore([make(120)], timeLimit(2))).toBe(1);
    expect(duelScore([make(120.001)], timeLimit(2))).toBe(0);
  });

  it('scores a shoot-out with fewer putts than attempts by what was made', () => {
    expect(duelScore([make(1), miss(2), make(3)], shootOut(21))).toBe(2);
    expect(duelScore([], shootOut(5))).toBe(0);
  });

  it('counts only the first max_attempts putts', () => {
    const log = [make(1), make(2), miss(3), make(4), make(5), make(6)];
    expect(duelScore(log, shootOut(5))).toBe(4);
  });
});

describe('helpers', () => {
  it('names the winner, or null for a draw', () => {
    expect(duelWinner(1, 2, 10, 9)).toBe(1);
    expect(duelWinner(1, 2, 9, 10)).toBe(2);
    expect(duelWinner(1, 2, 0, 0)).toBeNull();
  });

  it('describes the rules in words', () => {
    expect(
      describeDuelRules({
        competition_mode: 'time_limit',
        time_limit_minutes: 5,
        max_attempts: null,
        putting_distance_feet: 7,
      }),
    ).toBe('5-minute time limit from 7.0 ft');
    expect(
      describeDuelRules({
        competition_mode: 'shoot_out',
        time_limit_minutes: null,
        max_attempts: 21,
        putting_distance_feet: 6.5,
      }),
    ).toBe('21-putt shoot-out from 6.5 ft');
  });

  it('normalises contacts: e-mail lower-cased, phone to its digits', () => {
    expect(normalizeContact({ type: 'email', value: ' New.Golfer@Example.COM ' })).toBe('new.golfer@example.com');
    expect(normalizeContact({ type: 'phone', value: '+44 (20) 7946-0018' })).toBe('442079460018');
  });
});
