import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** A player created for one test, with the credentials needed to sign in as them. */
export interface RegisteredPlayer {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(prefix = 'golfer'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * A client address of its own (198.18.0.0/15, the benchmarking range). The harness trusts loopback
 * as a proxy, so each test and each helper player stands for its own golfer: the suite signs up and
 * signs in more often a minute than one address may (20), and the per-IP limits themselves stay on.
 */
export function clientAddress(): string {
  const [a, b] = randomBytes(2);
  return `198.18.${a}.${b}`;
}

/**
 * Registers a player through the real API (POST /api/register), for journeys whose subject is
 * not sign-up itself. Fails the test with the server's answer when registration is refused.
 */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<RegisteredPlayer> {
  const name = overrides.name ?? `Golfer ${randomBytes(2).toString('hex')}`;
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'fairway-42';
  const res = await request.post('/api/register', {
    data: { name, email, password },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { token: string; player: { player_id: number } };
  return { id: body.player.player_id, name, email, password, token: body.token };
}
