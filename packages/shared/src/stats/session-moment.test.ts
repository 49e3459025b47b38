import { describe, expect, it } from 'vitest';
import { type MomentCareer, sessionMoment } from './session-moment.ts';

const session = {
  makes: 15,
  misses: 5,
  putts: 20,
  best_streak: 6,
  fastest_21_makes: null,
  most_makes_in_60_seconds: 5,
};
const career: MomentCareer = {
  total_sessions: 3,
  high_best_streak: 8,
  low_fastest_21: null,
  high_most_in_60: 7,
  high_makes: 30,
};

describe('sessionMoment (decision 057)', () => {
  it('on the first session says what there is to beat next', () => {
    expect(sessionMoment(session, { ...career, total_sessions: 0 }, null)).toEqual({
      kind: 'first_session',
      text: 'Your first session: 15 makes from 20 putts, best run 6. Next time there is something to beat.',
    });
  });

  it('names a personal best, the streak first, with the best it beat', () => {
    expect(sessionMoment({ ...session, best_streak: 9, makes: 31 }, career, null)).toEqual({
      kind: 'personal_best',
      text: 'New personal best: 9 makes in a row (your best was 8).',
    });
    expect(sessionMoment({ ...session, most_makes_in_60_seconds: 8 }, career, null)?.text).toBe(
      'New personal best: 8 makes in 60 seconds (your best was 7).',
    );
    expect(sessionMoment({ ...session, fastest_21_makes: 48.2 }, career, null)?.text).toBe(
      'New personal best: your first run of 21 makes, in 48.20 s.',
    );
    expect(sessionMoment({ ...session, fastest_21_makes: 48.2 }, { ...career, low_fastest_21: 50 }, null)?.text).toBe(
      'New personal best: 21 makes in 48.20 s (your best was 50.00 s).',
    );
  });

  it('otherwise compares accuracy with the last session', () => {
    expect(sessionMoment(session, career, { makes: 13, misses: 7 })).toEqual({
      kind: 'vs_last',
      text: 'Accuracy 75.0%, up from 65.0% in your last session.',
    });
    expect(sessionMoment(session, career, { makes: 16, misses: 4 })?.text).toBe(
      'Accuracy 75.0%, down from 80.0% in your last session.',
    );
    expect(sessionMoment(session, career, { makes: 3, misses: 1 })?.text).toBe(
      'Accuracy 75.0%, the same as your last session.',
    );
  });

  it('says nothing for an empty session or without a session to compare with', () => {
    expect(sessionMoment({ ...session, makes: 0, misses: 0, putts: 0 }, career, null)).toBeNull();
    expect(sessionMoment(session, career, null)).toBeNull();
  });
});
