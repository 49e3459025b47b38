import { describe, expect, it } from 'vitest';
import {
  buildHandoffUrl,
  duelParameters,
  type LaunchEnvironment,
  launchDesktopApp,
  leagueRoundParameters,
  practiceParameters,
  puttingDistanceProblem,
} from './desktop-handoff.ts';

describe('buildHandoffUrl', () => {
  it('builds the practice link with the distance in one-decimal feet', () => {
    expect(buildHandoffUrl({ mode: 'practice', distanceFeet: 7 })).toBe(
      'holeout://start?mode=practice&distance_feet=7.0',
    );
  });

  it('builds a duel link in the DESIGN §3 parameter order', () => {
    expect(buildHandoffUrl({ mode: 'duel', duelId: 12, timeLimitMinutes: 5, distanceFeet: 6.5 })).toBe(
      'holeout://start?mode=duel&duel_id=12&time_limit_minutes=5&distance_feet=6.5',
    );
  });

  it('builds a shoot-out league link with max_attempts and without a time limit', () => {
    expect(
      buildHandoffUrl({ mode: 'league', leagueRoundId: 40, maxAttempts: 21, timeLimitMinutes: null, distanceFeet: 3 }),
    ).toBe('holeout://start?mode=league&league_round_id=40&max_attempts=21&distance_feet=3.0');
  });

  it('refuses unusable ids and distances', () => {
    expect(() => buildHandoffUrl({ mode: 'duel', duelId: 0, distanceFeet: 7 })).toThrow();
    expect(() => buildHandoffUrl({ mode: 'duel', duelId: 1.5, distanceFeet: 7 })).toThrow();
    expect(() => buildHandoffUrl({ mode: 'practice', distanceFeet: 2.9 })).toThrow();
    expect(() => buildHandoffUrl({ mode: 'practice', distanceFeet: Number.NaN })).toThrow();
  });
});

describe('parameter strings', () => {
  it('uses the spec shapes for duels and league rounds', () => {
    expect(duelParameters(12, 5)).toBe('duel=12,time_limit=5,scoring=total_makes');
    expect(leagueRoundParameters(3, 9, 10)).toBe('league_round=3,league_id=9,time_limit=10');
    expect(practiceParameters(7.25)).toBe('mode=practice,distance_feet=7.3');
  });

  it('refuses missing ids', () => {
    expect(() => duelParameters(Number.NaN, 5)).toThrow();
    expect(() => leagueRoundParameters(1, -2, 5)).toThrow();
    expect(() => leagueRoundParameters(1, 2, 0)).toThrow();
  });
});

/** A fake browser whose clock is advanced by hand. */
function fakeEnvironment(opts: { leaves?: boolean; hidden?: boolean }) {
  const navigated: string[] = [];
  let listener: (() => void) | null = null;
  let timer: (() => void) | null = null;
  let unsubscribed = false;
  const env: LaunchEnvironment = {
    navigate: (url) => {
      navigated.push(url);
      if (opts.leaves) listener?.();
    },
    isHidden: () => opts.hidden ?? false,
    onLeave: (l) => {
      listener = l;
      return () => {
        unsubscribed = true;
      };
    },
    setTimeout: (fn, ms) => {
      expect(ms).toBe(1000);
      timer = fn;
    },
  };
  return { env, navigated, fire: () => timer?.(), isUnsubscribed: () => unsubscribed };
}

describe('launchDesktopApp', () => {
  it('reports not-found when the page keeps focus for the whole second', async () => {
    const fake = fakeEnvironment({});
    const result = launchDesktopApp('holeout://start?mode=practice&distance_feet=7.0', fake.env);
    expect(fake.navigated).toEqual(['holeout://start?mode=practice&distance_feet=7.0']);
    fake.fire();
    await expect(result).resolves.toBe('not-found');
    expect(fake.isUnsubscribed()).toBe(true);
  });

  it('reports opened when the window lost focus', async () => {
    const fake = fakeEnvironment({ leaves: true });
    const result = launchDesktopApp('holeout://start?mode=practice&distance_feet=7.0', fake.env);
    fake.fire();
    await expect(result).resolves.toBe('opened');
  });

  it('reports opened when the page is hidden at the deadline', async () => {
    const fake = fakeEnvironment({ hidden: true });
    const result = launchDesktopApp('holeout://x', fake.env);
    fake.fire();
    await expect(result).resolves.toBe('opened');
  });
});

describe('puttingDistanceProblem', () => {
  it('accepts 3.0 to 10.0 feet', () => {
    for (const text of ['3', '3.0', '6.5', '10']) expect(puttingDistanceProblem(text)).toBeNull();
  });

  it('names the range for anything else', () => {
    for (const text of ['2.9', '10.1', '', ' ', 'abc', '-5']) {
      expect(puttingDistanceProblem(text)).toBe('Putting distance must be between 3.0 and 10.0 feet.');
    }
  });
});
