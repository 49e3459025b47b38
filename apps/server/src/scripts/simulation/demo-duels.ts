/**
 * Duels for `npm run demo`: at least one in every state, and Ava and Ben in the middle of one
 * (Ava has played, Ben has not), so both sides of a duel can be tried at once. Challenges,
 * answers and sessions go through the API; only the two deadlines that must already have passed
 * are moved into the past, and the duel sweep then settles them as it would have on time.
 * Seeded once: when the first golfer already has duels, nothing is added.
 */
import type { Duel } from '@holeout/shared/duels';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { duels } from '../../db/schema/duels.ts';
import type { DuelSweep } from '../../modules/duels/duel-sweep.ts';
import { call, type Golfer, signIn } from './demo-calls.ts';
import type { DemoGolfer } from './demo-golfers.ts';
import { generateDuelSession } from './duel-session.ts';
import { toUploadBody } from './putt-generator.ts';
import { SeededRandom } from './seeded-random.ts';

/** What was seeded: how many duels, and the one Ben can finish with the simulator. */
export interface SeededDuels {
  created: number;
  midDuelId: number | null;
}

/** Seeds the demo duels among the first four demo golfers (strongest first). */
export async function seedDuels(
  app: FastifyInstance,
  db: Db,
  sweep: DuelSweep,
  seeded: readonly { golfer: DemoGolfer; playerId: number }[],
): Promise<SeededDuels> {
  const [ava, ben, chloe, diego] = await Promise.all(seeded.slice(0, 4).map((s) => signIn(app, s)));
  const existing = await call<{ duels: Duel[] }>(app, ava.token, 'GET', '/api/duels');
  if (existing.duels.length > 0) return { created: 0, midDuelId: null };

  const challenge = async (from: Golfer, to: Golfer, rules: Record<string, unknown> = {}) =>
    (
      await call<{ duel: Duel }>(app, from.token, 'POST', '/api/duels', {
        invited_player_id: to.playerId,
        ...rules,
      })
    ).duel;
  const respond = (g: Golfer, duel: Duel, response: 'accepted' | 'declined') =>
    call(app, g.token, 'POST', `/api/duels/${duel.duel_id}/respond`, { response });
  const play = async (g: Golfer, duel: Duel) => {
    const rng = new SeededRandom(`${g.golfer.email}#duel${duel.duel_id}`);
    const session = generateDuelSession(rng, g.golfer.profile, duel, new Date(Date.now() - 15 * 60_000));
    await call(app, g.token, 'POST', '/api/sessions', { ...toUploadBody(session), duel_id: duel.duel_id });
  };
  const pastDeadline = async (duel: Duel) => {
    await db
      .update(duels)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(duels.id, duel.duel_id));
  };

  let created = 0;
  const count = <T>(x: T) => {
    created++;
    return x;
  };
  // Completed duels, so ratings, the comparison and the career tables have something to show.
  for (const [a, b, rules] of [
    [ava, ben, { time_limit_minutes: 5 }],
    [ben, chloe, { competition_mode: 'shoot_out', max_attempts: 21 }],
    [chloe, ava, { time_limit_minutes: 2, putting_distance_feet: 6 }],
    [diego, chloe, { competition_mode: 'shoot_out', max_attempts: 10 }],
  ] as const) {
    const duel = count(await challenge(a, b, rules));
    await respond(b, duel, 'accepted');
    await play(a, duel);
    await play(b, duel);
  }
  // Ava and Ben mid-duel: Ava has played, Ben's session is awaited.
  const mid = count(await challenge(ava, ben, { time_limit_minutes: 5, invitation_expiry_minutes: 4320 }));
  await respond(ben, mid, 'accepted');
  await play(ava, mid);
  // Active, nobody has played yet.
  await respond(chloe, count(await challenge(diego, chloe, { time_limit_minutes: 10 })), 'accepted');
  // Open invitations, received and sent.
  count(await challenge(chloe, ava, { competition_mode: 'shoot_out', max_attempts: 50 }));
  count(await challenge(ava, diego, { time_limit_minutes: 15 }));
  // Invitations to people not on Holeout yet.
  count(
    await call(app, ava.token, 'POST', '/api/duels', {
      invite_new_player: true,
      new_player_contact: { type: 'email', value: 'friend-of-ava@demo.holeout.app' },
    }),
  );
  count(
    await call(app, ben.token, 'POST', '/api/duels', {
      invite_new_player: true,
      new_player_contact: { type: 'phone', value: '+1 555 010 0199' },
    }),
  );
  // Declined and cancelled.
  await respond(diego, count(await challenge(ben, diego)), 'declined');
  const cancelled = count(await challenge(chloe, diego));
  await call(app, chloe.token, 'POST', `/api/duels/${cancelled.duel_id}/cancel`);
  // Expired unanswered, and won by forfeit: deadlines moved into the past, then the sweep.
  await pastDeadline(count(await challenge(ava, chloe, { invitation_expiry_minutes: 1440 })));
  const forfeit = count(await challenge(diego, ava, { invitation_expiry_minutes: 1440 }));
  await respond(ava, forfeit, 'accepted');
  await play(ava, forfeit);
  await pastDeadline(forfeit);
  await sweep.run();
  return { created, midDuelId: mid.duel_id };
}
