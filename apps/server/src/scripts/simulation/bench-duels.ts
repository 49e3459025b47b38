/**
 * The duel-list part of `npm run bench`: a player with 2,000 duels (BENCH_DUELS) against the
 * benchmark's other players, inserted in bulk (creating them through the API would take minutes
 * and measure nothing the list depends on), then `GET /api/duels` timed against a naive list that
 * answers the player's whole duel history at once.
 */
import { and, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { duels } from '../../db/schema/duels.ts';
import { presentDuel } from '../../modules/duels/duel.presenter.ts';
import { FINISHED_STATUSES, listPlayerDuels, OPEN_STATUSES } from '../../modules/duels/duels.repo.ts';
import { type LatencySummary, summarize, timeSequential } from './bench-timing.ts';
import type { SeededRandom } from './seeded-random.ts';

export const BENCH_DUELS = Number(process.env.BENCH_DUELS ?? 2_000);
const INSERT_BATCH = 500;
const DAY_MS = 86_400_000;

/** Inserts `count` duels of the player, oldest first: mostly completed, a few in every other state. */
export async function insertDuels(db: Db, playerId: number, count: number, rng: SeededRandom, now: Date) {
  const opponents = (
    await db
      .select({ id: players.id })
      .from(players)
      .where(and(ne(players.id, playerId)))
      .limit(Math.min(count, 5_000))
  ).map((r) => r.id);
  if (opponents.length === 0) throw new Error('the duel benchmark needs other players');
  for (let first = 0; first < count; first += INSERT_BATCH) {
    const rows: (typeof duels.$inferInsert)[] = [];
    for (let i = first; i < Math.min(count, first + INSERT_BATCH); i++) {
      const opponent = opponents[i % opponents.length];
      const creator = i % 2 === 0;
      const left = count - i; // the newest duels are the open ones
      const status =
        left <= 10
          ? 'pending'
          : left <= 20
            ? 'active'
            : i % 50 === 0
              ? 'declined'
              : i % 50 === 1
                ? 'expired'
                : 'completed';
      const createdAt = new Date(now.getTime() - left * 0.35 * DAY_MS);
      const done = status === 'completed';
      const a = done ? rng.int(5, 60) : null;
      const b = done ? rng.int(5, 60) : null;
      rows.push({
        creatorId: creator ? playerId : opponent,
        invitedPlayerId: creator ? opponent : playerId,
        status,
        competitionMode: 'time_limit',
        timeLimitMinutes: 5,
        puttingDistanceFeet: 7,
        invitationExpiryMinutes: 4320,
        createdAt,
        acceptedAt: status === 'pending' || status === 'declined' ? null : createdAt,
        completedAt: status === 'pending' || status === 'active' ? null : new Date(createdAt.getTime() + DAY_MS),
        expiresAt: new Date(createdAt.getTime() + 3 * DAY_MS),
        creatorScore: a,
        invitedPlayerScore: b,
        winnerId: a === null || b === null || a === b ? null : a > b === creator ? playerId : opponent,
        creatorPuttLogSha256: done ? rng.uuid().replaceAll('-', '').padEnd(64, '0') : null,
        invitedPlayerPuttLogSha256: done ? rng.uuid().replaceAll('-', '').padEnd(64, '0') : null,
        creatorRating: done ? 1500 + rng.int(-200, 200) : null,
        creatorDeviation: done ? 80 : null,
        creatorRatingChange: done ? rng.int(-20, 20) : null,
        invitedPlayerRating: done ? 1500 + rng.int(-200, 200) : null,
        invitedPlayerDeviation: done ? 80 : null,
        invitedPlayerRatingChange: done ? rng.int(-20, 20) : null,
      });
    }
    await db.insert(duels).values(rows);
  }
  await db.execute(sql`analyze duels`);
}

/** The naive list: every duel of the player (cancelled aside) in one joined query, presented and serialised. */
async function wholeHistory(db: Db, playerId: number): Promise<string> {
  const views = await listPlayerDuels(db, playerId, [...OPEN_STATUSES, ...FINISHED_STATUSES], 1_000_000);
  return JSON.stringify({ duels: views.map((v) => presentDuel(v, playerId)), has_more: false });
}

export interface DuelListResults {
  duels: number;
  list: LatencySummary;
  /** Duels and bytes one answer of the paged list holds. */
  listed: number;
  bytes: number;
  naive: LatencySummary;
  naiveBytes: number;
}

/** Times `GET /api/duels` as the player (`reads` calls) and the naive whole-history list. */
export async function measureDuelList(
  app: FastifyInstance,
  db: Db,
  player: { id: number; headers: Record<string, string> },
  count: number,
  reads: number,
): Promise<DuelListResults> {
  const get = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/duels', headers: player.headers });
    if (res.statusCode !== 200) throw new Error(`GET /api/duels answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return res;
  };
  const sample = await get();
  const listed = (sample.json() as { duels: unknown[] }).duels.length;
  await timeSequential(50, get);
  const list = summarize(await timeSequential(reads, get));
  const naiveRuns = Math.max(10, Math.floor(reads / 10));
  await timeSequential(5, () => wholeHistory(db, player.id));
  const naiveBytes = (await wholeHistory(db, player.id)).length;
  const naive = summarize(await timeSequential(naiveRuns, () => wholeHistory(db, player.id)));
  return { duels: count, list, listed, bytes: sample.body.length, naive, naiveBytes };
}
