/**
 * A generated session played under a duel's rules, as the desktop app records one when it is
 * started from a duel: the duel's distance, and a log that covers the time limit (cut at the
 * buzzer) or exactly the shoot-out's attempts.
 */
import type { DuelRules } from '@holeout/shared/duel-rules';
import { type GeneratedSession, generateSession, type PlayerProfile } from './putt-generator.ts';
import type { SeededRandom } from './seeded-random.ts';

/** The rules a duel session follows: its scoring and its distance. */
export type DuelSessionRules = DuelRules & { putting_distance_feet: number };

export function generateDuelSession(
  rng: SeededRandom,
  profile: PlayerProfile,
  rules: DuelSessionRules,
  startedAt: Date,
): GeneratedSession {
  const distanceFeet = rules.putting_distance_feet;
  if (rules.competition_mode === 'shoot_out') {
    return generateSession(rng, profile, { startedAt, distanceFeet, puttCount: rules.max_attempts ?? 21 });
  }
  const limitSeconds = (rules.time_limit_minutes ?? 5) * 60;
  // Enough putts to outlast the limit at the golfer's tempo; the ones after the buzzer are cut.
  const puttCount = Math.min(5_000, Math.ceil((limitSeconds / profile.tempoSeconds) * 1.5) + 10);
  const session = generateSession(rng, profile, { startedAt, distanceFeet, puttCount });
  return { ...session, putts: session.putts.filter((p) => p.t <= limitSeconds), duration_seconds: limitSeconds };
}
