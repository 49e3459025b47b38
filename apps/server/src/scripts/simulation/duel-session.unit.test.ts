import { describe, expect, it } from 'vitest';
import { generateDuelSession } from './duel-session.ts';
import type { PlayerProfile } from './putt-generator.ts';
import { SeededRandom } from './seeded-random.ts';

const profile: PlayerProfile = {
  skill: 0.7,
  tempoSeconds: 5,
  streakiness: 0.2,
  typicalPutts: 100,
  utcOffsetMinutes: 0,
};
const start = new Date('2026-05-01T10:00:00Z');

describe('generateDuelSession', () => {
  it('plays a time-limit duel up to the buzzer, at the duel distance', () => {
    const rules = {
      competition_mode: 'time_limit' as const,
      time_limit_minutes: 2,
      max_attempts: null,
      putting_distance_feet: 6.5,
    };
    const s = generateDuelSession(new SeededRandom('t'), profile, rules, start);
    expect(s.putting_distance_feet).toBe(6.5);
    expect(s.duration_seconds).toBe(120);
    expect(s.putts.length).toBeGreaterThan(10);
    expect(s.putts.every((p) => p.t <= 120)).toBe(true);
  });

  it('plays exactly the attempts of a shoot-out', () => {
    const rules = {
      competition_mode: 'shoot_out' as const,
      time_limit_minutes: null,
      max_attempts: 21,
      putting_distance_feet: 7,
    };
    const s = generateDuelSession(new SeededRandom('s'), profile, rules, start);
    expect(s.putts).toHaveLength(21);
  });
});
