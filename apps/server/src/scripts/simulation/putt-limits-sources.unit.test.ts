/**
 * Everything that makes sessions for the project — the simulator's generator (npm run simulate,
 * the bench's seeding, the demo), its duel sessions and the camera bench's labelled clips — makes
 * sessions a golfer could putt: inside every physical limit (decision 041), so the server never
 * refuses them.
 */
import { firstBrokenPuttLimit } from '@holeout/shared/putt-limits';
import { describe, expect, it } from 'vitest';
import { allClips } from '../camera-clips/clips.ts';
import { DEMO_GOLFERS } from './demo-golfers.ts';
import { generateDuelSession } from './duel-session.ts';
import { generateSession, type PlayerProfile, randomProfile } from './putt-generator.ts';
import { SeededRandom } from './seeded-random.ts';

const startedAt = new Date('2026-04-02T16:30:00Z');
/** The quickest golfer `randomProfile` draws: a putt every 3 s, streaky and skilled. */
const fastest: PlayerProfile = {
  skill: 0.9,
  tempoSeconds: 3,
  streakiness: 0.4,
  typicalPutts: 160,
  utcOffsetMinutes: 0,
};

describe('generated sessions stay inside the physical limits', () => {
  it('for random golfers, the demo golfers and the quickest one, long sessions included', () => {
    const rng = new SeededRandom('limits');
    const profiles = [
      fastest,
      ...DEMO_GOLFERS.map((g) => g.profile),
      ...Array.from({ length: 40 }, () => randomProfile(rng)),
    ];
    for (const profile of profiles) {
      for (const puttCount of [undefined, 300, 1000]) {
        const s = generateSession(rng, profile, { startedAt, puttCount });
        expect(firstBrokenPuttLimit(s.putts, s.duration_seconds), JSON.stringify(profile)).toBeNull();
      }
    }
  });

  it('for duel sessions of every mode', () => {
    const rng = new SeededRandom('duel limits');
    for (const profile of [fastest, randomProfile(rng), randomProfile(rng)]) {
      for (const minutes of [2, 5, 10, 15, 21]) {
        const rules = {
          competition_mode: 'time_limit',
          time_limit_minutes: minutes,
          max_attempts: null,
          putting_distance_feet: 7,
        } as const;
        const s = generateDuelSession(rng, profile, rules, startedAt);
        expect(firstBrokenPuttLimit(s.putts, s.duration_seconds)).toBeNull();
      }
      for (const attempts of [5, 21, 100, 1000]) {
        const rules = {
          competition_mode: 'shoot_out',
          time_limit_minutes: null,
          max_attempts: attempts,
          putting_distance_feet: 7,
        } as const;
        const s = generateDuelSession(rng, profile, rules, startedAt);
        expect(firstBrokenPuttLimit(s.putts, s.duration_seconds)).toBeNull();
      }
    }
  });

  it("for the camera bench's labelled clips", () => {
    const clips = allClips();
    expect(clips.length).toBeGreaterThan(0);
    for (const clip of clips) expect(firstBrokenPuttLimit(clip.truth), clip.name).toBeNull();
    // Building every clip paints its mat and noise: about 40 s on a busy machine.
  }, 180_000);
});
