/**
 * Leagues for `npm run demo`: a public league mid-season (round 3 of 5 open, Ava still to play
 * it), a completed league with its champions and their certificates, and an in-person tournament
 * run from Ava's desktop (round 1 open, one named player still to play). Leagues, joins and
 * sessions go through the API; a season is compressed by moving a league's schedule into the past
 * (as if it had started earlier) and letting the league sweep catch up, as it would after
 * downtime. Seeded once: when the first golfer already has leagues, nothing is added.
 */
import { addRounds, roundSchedule } from '@holeout/shared/league-schedule';
import type { LeagueChangeResponse, LeagueDetail, LeagueList, RoundDuration } from '@holeout/shared/leagues';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { leagueRounds, leagues } from '../../db/schema/leagues.ts';
import type { LeagueSweep } from '../../modules/leagues/league-sweep.ts';
import { call, type Golfer, signIn } from './demo-calls.ts';
import type { DemoGolfer } from './demo-golfers.ts';
import { generateDuelSession } from './duel-session.ts';
import { toUploadBody } from './putt-generator.ts';
import { SeededRandom } from './seeded-random.ts';

/** What was seeded, and the rounds the simulator can finish. */
export interface SeededLeagues {
  created: number;
  /** The mid-season league's open round, awaiting Ava's session. */
  openRoundId: number | null;
  /** The IRL tournament's open round, awaiting its last named player. */
  irlRoundId: number | null;
  irlPlayer: string | null;
}

const HOUR = 3_600_000;

/** Seeds the demo leagues among the first four demo golfers (Ava, a premium member, runs them). */
export async function seedLeagues(
  app: FastifyInstance,
  db: Db,
  sweep: LeagueSweep,
  seeded: readonly { golfer: DemoGolfer; playerId: number }[],
): Promise<SeededLeagues> {
  const [ava, ben, chloe, diego] = await Promise.all(seeded.slice(0, 4).map((s) => signIn(app, s)));
  const existing = await call<LeagueList>(app, ava.token, 'GET', '/api/leagues');
  if (existing.my_leagues.length > 0) return { created: 0, openRoundId: null, irlRoundId: null, irlPlayer: null };

  const create = async (body: Record<string, unknown>) =>
    (await call<LeagueChangeResponse>(app, ava.token, 'POST', '/api/leagues', body)).league.league_id;
  const detail = (id: number) => call<LeagueDetail>(app, ava.token, 'GET', `/api/leagues/${id}`);
  const start = (id: number) => call(app, ava.token, 'POST', `/api/leagues/${id}/start`);
  const play = async (g: Golfer, id: number, roundNumber: number, irlPlayer?: string) => {
    const d = await detail(id);
    const round = d.rounds[roundNumber - 1];
    const rng = new SeededRandom(`${g.golfer.email}#league${id}#${roundNumber}#${irlPlayer ?? ''}`);
    const session = generateDuelSession(rng, g.golfer.profile, d.league.settings, new Date(Date.now() - 10 * 60_000));
    await call(app, g.token, 'POST', '/api/sessions', {
      ...toUploadBody(session),
      league_round_id: round.round_id,
      ...(irlPlayer ? { irl_player: irlPlayer } : {}),
    });
  };
  /** Moves the league's schedule back so that round `current` opened half an hour ago (or all ended). */
  const rewind = async (id: number, current: number) => {
    const [row] = await db.select().from(leagues).where(eq(leagues.id, id));
    const duration: RoundDuration = row.roundDurationHours ?? 'monthly';
    const hours = typeof duration === 'number' ? duration : 24 * 30;
    // Boundary current − 1 (round `current`'s start, or the last end) half an hour ago; calendar
    // rounds in a time zone are not whole multiples of hours, so correct once by the difference.
    const target = Date.now() - 0.5 * HOUR;
    let startTime = new Date(target - (current - 1) * hours * HOUR);
    for (let i = 0; i < 2; i++) {
      const boundary = addRounds(startTime, current - 1, duration, row.timeZone).getTime();
      startTime = new Date(startTime.getTime() - (boundary - target));
    }
    const schedule = roundSchedule(startTime, row.numRounds, duration, row.timeZone);
    await db
      .update(leagues)
      .set({ startTime, endTime: schedule[schedule.length - 1].end_time })
      .where(eq(leagues.id, id));
    const rounds = await db.select().from(leagueRounds).where(eq(leagueRounds.leagueId, id));
    for (const r of rounds) {
      const s = schedule[r.roundNumber - 1];
      await db
        .update(leagueRounds)
        .set({ startTime: s.start_time, endTime: s.end_time })
        .where(eq(leagueRounds.id, r.id));
    }
    await sweep.run();
  };

  // A completed league: three rounds played, champions certified.
  const done = await create({
    name: 'Winter Indoor Series',
    description: 'Three rounds on the office carpet. Shoot-out, 21 putts from 6 ft.',
    privacy_type: 'public',
    settings: {
      num_rounds: 3,
      round_duration_hours: 48,
      competition_mode: 'shoot_out',
      max_attempts: 21,
      putting_distance_feet: 6,
    },
  });
  for (const g of [ben, chloe, diego]) await call(app, g.token, 'POST', `/api/leagues/${done}/join`, {});
  await start(done);
  for (let round = 1; round <= 3; round++) {
    for (const g of [ava, ben, chloe, diego]) if (!(g === diego && round === 2)) await play(g, done, round);
    await rewind(done, round + 1);
  }

  // A public league mid-season: rounds 1 and 2 closed, round 3 open and awaiting Ava.
  const mid = await create({
    name: 'Spring Club League',
    description: 'Five weekly rounds, two minutes against the clock from 7 ft. Catch-ups allowed.',
    privacy_type: 'public',
    time_zone: 'Europe/London',
    settings: { num_rounds: 5, round_duration_hours: 168, time_limit_minutes: 2 },
  });
  for (const g of [ben, chloe]) await call(app, g.token, 'POST', `/api/leagues/${mid}/join`, {});
  await start(mid);
  for (let round = 1; round <= 3; round++) {
    for (const g of round === 3 ? [ben, chloe] : [ava, ben, chloe]) await play(g, mid, round);
    if (round < 3) await rewind(mid, round + 1);
  }
  const openRoundId = (await detail(mid)).rounds[2].round_id;

  // An in-person tournament on Ava's desktop: round 1 open, Dana still to putt.
  const names = ['Alex', 'Billie', 'Charlie', 'Dana'];
  const irl = await create({
    name: 'Thursday Night Putting',
    description: 'In person at the club: four players on one desktop, 5 minutes each.',
    privacy_type: 'private',
    settings: {
      is_irl: true,
      num_players: 4,
      player_names: names,
      num_rounds: 2,
      round_duration_hours: 4,
      time_limit_minutes: 5,
    },
  });
  await start(irl);
  for (const name of names.slice(0, 3)) await play(ava, irl, 1, name);
  const irlRoundId = (await detail(irl)).rounds[0].round_id;
  return { created: 3, openRoundId, irlRoundId, irlPlayer: names[3] };
}
