/**
 * Fills the benchmark database: a crowd of other players inserted in bulk
 * (they only need to exist), and one long-time player whose history goes in
 * through the real upload service so the sessions and career row are exactly
 * what production uploads would leave behind.
 */
import { sessionUploadSchema } from '@holeout/shared/putt-log';
import type { Db } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import type { SessionsService } from '../../modules/sessions/sessions.service.ts';
import { generateSession, type PlayerProfile, toUploadBody } from './putt-generator.ts';
import type { SeededRandom } from './seeded-random.ts';
import { sessionStartTimes } from './session-schedule.ts';

const INSERT_BATCH = 1_000;

/**
 * Inserts `count` players sharing one precomputed password hash (hashing 10,000
 * passwords with argon2 would take minutes and measure nothing we care about).
 */
export async function insertOtherPlayers(db: Db, count: number, passwordHash: string): Promise<void> {
  for (let first = 0; first < count; first += INSERT_BATCH) {
    const rows = [];
    for (let i = first; i < Math.min(count, first + INSERT_BATCH); i++) {
      const n = String(i + 1).padStart(5, '0');
      rows.push({
        name: `Golfer ${n}`,
        email: `golfer-${n}@bench.holeout.app`,
        passwordHash,
        membershipTier: (['free', 'free', 'regular', 'premium'] as const)[i % 4],
      });
    }
    await db.insert(players).values(rows);
  }
}

/**
 * Uploads `count` generated sessions of `puttRange` putts for the player through
 * `SessionsService.upload`, oldest first over the last `days` days, one after another
 * (a player's uploads serialise on their career row anyway).
 */
export async function uploadHistory(
  sessions: SessionsService,
  playerId: number,
  rng: SeededRandom,
  opts: {
    profile: PlayerProfile;
    count: number;
    days: number;
    puttRange: [number, number];
    onProgress?: (n: number) => void;
  },
): Promise<void> {
  const starts = sessionStartTimes(rng, {
    count: opts.count,
    days: opts.days,
    now: new Date(),
    utcOffsetMinutes: opts.profile.utcOffsetMinutes,
  });
  for (let i = 0; i < starts.length; i++) {
    const puttCount = rng.int(opts.puttRange[0], opts.puttRange[1]);
    const session = generateSession(rng, opts.profile, { startedAt: starts[i], puttCount });
    // Parsed exactly as the route parses a request body.
    await sessions.upload(playerId, sessionUploadSchema.parse(toUploadBody(session)), 'desktop');
    if (opts.onProgress && (i + 1) % 1_000 === 0) opts.onProgress(i + 1);
  }
}
