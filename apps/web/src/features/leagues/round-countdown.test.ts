import { describe, expect, it } from 'vitest';
import { countdownView, nextRefreshMs, SECONDS_SHOWN_BELOW_MS } from './round-countdown.ts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('countdownView', () => {
  it('shows days, hours and minutes (rounded up) while an hour or more is left', () => {
    expect(countdownView(2 * D + 3 * H + 4 * M)).toEqual({
      text: '2d 03h 04m',
      spoken: '2 days, 3 hours, 4 minutes',
      showsSeconds: false,
    });
    expect(countdownView(5 * H + 90 * S).text).toBe('5h 02m');
    expect(countdownView(H).text).toBe('1h 00m');
    expect(countdownView(D).spoken).toBe('1 day, 0 hours, 0 minutes');
  });

  it('shows minutes and seconds in the last hour', () => {
    expect(countdownView(H - 1)).toEqual({ text: '59m 59s', spoken: '59 minutes, 59 seconds', showsSeconds: true });
    expect(countdownView(12 * M + 5 * S)).toMatchObject({ text: '12m 05s', showsSeconds: true });
    expect(countdownView(1 * S).spoken).toBe('1 second');
  });

  it('reads zero once the end has passed', () => {
    expect(countdownView(-5 * S).text).toBe('0m 00s');
    expect(countdownView(0).showsSeconds).toBe(true);
  });
});

describe('nextRefreshMs', () => {
  it('refreshes every second while seconds show', () => {
    expect(nextRefreshMs(10 * M)).toBe(S);
    expect(nextRefreshMs(10 * M + 250)).toBe(250);
  });

  it('refreshes when the shown minute changes, at most a minute apart', () => {
    expect(nextRefreshMs(3 * H)).toBe(M);
    expect(nextRefreshMs(3 * H + 20 * S)).toBe(20 * S);
    expect(nextRefreshMs(3 * H + 20 * S)).toBeLessThanOrEqual(M);
  });

  it('wakes exactly when the countdown starts showing seconds', () => {
    expect(nextRefreshMs(SECONDS_SHOWN_BELOW_MS + 10 * S)).toBe(10 * S);
    expect(countdownView(SECONDS_SHOWN_BELOW_MS + 10 * S - 10 * S - 1).showsSeconds).toBe(true);
  });
});
