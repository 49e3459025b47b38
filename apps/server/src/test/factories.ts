import type { MembershipTier } from '@holeout/shared/membership';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/accounts.ts';

let counter = 0;

export interface TestPlayer {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
  /** Authorization header for app.inject. */
  auth: { authorization: string };
}

/** Registers a player through the API (so tokens and hashes are real) and returns its token. */
export async function buildPlayer(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string; tier: MembershipTier; db: Db }> = {},
): Promise<TestPlayer> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  const name = overrides.name ?? `Player ${unique}`;
  const email = overrides.email ?? `player-${unique}@example.com`;
  const password = overrides.password ?? 'correct horse';
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: { name, email, password } });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; player: { player_id: number } };
  if (overrides.tier && overrides.tier !== 'free') {
    if (!overrides.db) throw new Error('pass db to set a membership tier');
    await overrides.db
      .update(players)
      .set({ membershipTier: overrides.tier })
      .where(eq(players.id, body.player.player_id));
  }
  return {
    id: body.player.player_id,
    name,
    email: email.toLowerCase(),
    password,
    token: body.token,
    auth: { authorization: `Bearer ${body.token}` },
  };
}

/** Signs `player` in again with their password (POST /api/login): a new token in the answer. */
export function logIn(app: FastifyInstance, player: Pick<TestPlayer, 'email' | 'password'>) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { email: player.email, password: player.password } });
}

/** The referral figures of a player who has invited nobody yet. */
export const NO_REFERRALS = {
  totalInvites: 0,
  viewed: 0,
  rejected: 0,
  accountsCreated: 0,
  upgraded: 0,
  invites: [],
};
