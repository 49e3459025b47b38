import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { passwordResets } from '../db/schema/auth.ts';
import { sha256 } from '../lib/sha256.ts';
import type { TestPlayer } from './factories.ts';

/** The three ways a bearer token is revoked (DESIGN §1). */
export const REVOCATIONS = ['logout', 'password change', 'password reset'] as const;
export type Revocation = (typeof REVOCATIONS)[number];

/**
 * Revokes `token` of `player` through the API, the way a user does: a logout with that token
 * (sent as a browser sends it: JSON content type, no body), a password change made from another
 * session (which revokes every other token), or a password reset (which revokes all). A new
 * password is written back to `player.password`.
 */
export async function revokeToken(
  app: FastifyInstance,
  db: Db,
  player: TestPlayer,
  token: string,
  how: Revocation,
): Promise<void> {
  const check = (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  };
  if (how === 'logout') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    return check(res, how);
  }
  const password = `renewed ${randomBytes(4).toString('hex')}`;
  if (how === 'password change') {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: player.email, password: player.password },
    });
    check(login, 'login');
    const res = await app.inject({
      method: 'POST',
      url: `/api/player/${player.id}/change-password`,
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { old_password: player.password, new_password: password },
    });
    check(res, how);
  } else {
    const resetToken = randomBytes(32).toString('base64url');
    await db
      .insert(passwordResets)
      .values({ playerId: player.id, tokenHash: sha256(resetToken), expiresAt: new Date(Date.now() + 3_600_000) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: resetToken, password },
    });
    check(res, how);
  }
  player.password = password;
}
