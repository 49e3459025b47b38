import { sessionUploadSchema } from '@holeout/shared/putt-log';
import { computeSessionFigures } from '@holeout/shared/stats/session-figures';
import { describe, expect, it } from 'vitest';
import { generateSession, isoWithOffset, type PlayerProfile, toUploadBody } from './putt-generator.ts';
import { SeededRandom } from './seeded-random.ts';
import { sessionStartTimes } from './session-schedule.ts';

const profile: PlayerProfile = {
  skill: 0.7,
  tempoSeconds: 5,
  streakiness: 0.2,
  typicalPutts: 120,
  utcOffsetMinutes: 60,
};
const startedAt = new Date('2025-04-02T16:30:00Z');

describe('generateSession', () => {
  it('produces logs the upload schema accepts, in both shapes, with the same figures', () => {
    const rng = new SeededRandom('valid');
    for (let i = 0; i < 40; i++) {
      const session = generateSession(rng, profile, { startedAt });
      const modern = sessionUploadSchema.parse(toUploadBody(session));
      const legacy = sessionUploadSchema.parse(toUploadBody(session, { legacy: true }));
      expect(legacy.putts).toEqual(modern.putts);
      expect(modern.putts).toHaveLength(session.putts.length);
      expect(session.putts.length).toBeGreaterThanOrEqual(20);
      expect(session.putts.length).toBeLessThanOrEqual(300);
      const last = session.putts[session.putts.length - 1].t;
      expect(session.duration_seconds).toBeGreaterThanOrEqual(last + 1.9);
      expect(session.duration_seconds).toBeLessThanOrEqual(last + 8.1);
      expect(computeSessionFigures(legacy.putts, legacy.duration_seconds)).toEqual(
        computeSessionFigures(modern.putts, modern.duration_seconds),
      );
    }
  });

  it('gives the same session for the same seed and a different one for another seed', () => {
    const a = generateSession(new SeededRandom(42), profile, { startedAt });
    const b = generateSession(new SeededRandom(42), profile, { startedAt });
    const c = generateSession(new SeededRandom(43), profile, { startedAt });
    expect(b).toEqual(a);
    expect(c.session_id).not.toBe(a.session_id);
    expect(c.putts).not.toEqual(a.putts);
  });

  it('makes about as many putts as the profile says, whatever the streakiness', () => {
    for (const [skill, streakiness] of [
      [0.5, 0],
      [0.85, 0.4],
    ]) {
      const rng = new SeededRandom(`rate-${skill}`);
      let makes = 0;
      let putts = 0;
      for (let i = 0; i < 60; i++) {
        const s = generateSession(rng, { ...profile, skill, streakiness }, { startedAt, distanceFeet: 7 });
        makes += s.putts.filter((p) => p.result === 'MAKE').length;
        putts += s.putts.length;
      }
      // Quick putts (≈2.5 %) are always misses, so the observed rate sits just under the skill.
      expect(makes / putts).toBeGreaterThan(skill - 0.05);
      expect(makes / putts).toBeLessThan(skill + 0.02);
    }
  });

  it('uses every zone and miss kind, TOP most often, with the requested size and distance', () => {
    const s = generateSession(new SeededRandom('mix'), { ...profile, skill: 0.6 }, { startedAt, puttCount: 300 });
    const f = computeSessionFigures(s.putts, s.duration_seconds);
    expect(f.putts).toBe(300);
    expect(s.putting_distance_feet).toBeGreaterThanOrEqual(3);
    expect(s.putting_distance_feet).toBeLessThanOrEqual(10);
    const zones = f.makes_overview;
    expect(zones.TOP).toBeGreaterThan(Math.max(zones.LEFT, zones.RIGHT, zones.LOW));
    expect(Math.min(zones.LEFT, zones.RIGHT, zones.LOW)).toBeGreaterThan(0);
    expect(f.misses_overview.RETURN).toBeGreaterThan(f.misses_overview.CATCH);
    expect(f.misses_overview.TIMEOUT).toBeGreaterThan(0);
    const gaps = s.putts.slice(1).map((p, i) => p.t - s.putts[i].t);
    const median = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
    expect(median).toBeGreaterThan(4);
    expect(median).toBeLessThan(7);
  });
});

describe('isoWithOffset', () => {
  it('writes the local time with its offset, or Z for UTC', () => {
    const d = new Date('2025-01-31T23:15:00Z');
    expect(isoWithOffset(d, 120)).toBe('2025-02-01T01:15:00+02:00');
    expect(isoWithOffset(d, -330)).toBe('2025-01-31T17:45:00-05:30');
    expect(isoWithOffset(d, 0)).toBe('2025-01-31T23:15:00Z');
    expect(Date.parse(isoWithOffset(d, -330))).toBe(d.getTime());
  });
});

describe('sessionStartTimes', () => {
  it('spreads sessions over the last days at practice hours, oldest first, all in the past', () => {
    const now = new Date('2025-06-10T12:00:00Z');
    const times = sessionStartTimes(new SeededRandom(7), { count: 50, days: 14, now, utcOffsetMinutes: -300 });
    expect(times).toHaveLength(50);
    for (let i = 0; i < times.length; i++) {
      if (i > 0) expect(times[i].getTime()).toBeGreaterThanOrEqual(times[i - 1].getTime());
      expect(times[i].getTime()).toBeLessThan(now.getTime() - 45 * 60_000);
      expect(times[i].getTime()).toBeGreaterThan(now.getTime() - 15 * 86_400_000);
      const localHour = new Date(times[i].getTime() - 300 * 60_000).getUTCHours();
      expect(localHour).toBeGreaterThanOrEqual(7);
      expect(localHour).toBeLessThanOrEqual(21);
    }
  });
});
