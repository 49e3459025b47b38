import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import { players } from '../../db/schema/accounts.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { identityChangeHeard } from '../../test/identity-changes.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { REVOCATIONS, revokeToken } from '../../test/token-revocations.ts';
import { keepLoading, twoInstances } from '../../test/two-instances.ts';

/** The bound decision 050 states: no instance keeps a token longer than AUTH_CACHE_SECONDS. */
const CACHE_SECONDS = 5;
const LOADERS = 8;

/** Keeps `LOADERS` requests with `token` in flight on `app` until stopped; every answer is kept. */
function load(app: FastifyInstance, player: TestPlayer, token: string) {
  return keepLoading(LOADERS, async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/player/${player.id}/notifications/unread-count`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode };
  });
}

// Two instances share one database only on PostgreSQL (an embedded PGlite belongs to one process).
describe('tokens kept in memory on two instances', () => {
  itOnPostgres(
    'never accept a revoked token once the revocation is heard, and hear it within the stated bound under load',
    async () => {
      const { a, b, shared, close } = await twoInstances({ AUTH_CACHE_SECONDS: String(CACHE_SECONDS) });
      try {
        const player = await buildPlayer(a.app);
        for (const how of REVOCATIONS) {
          const login = await a.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: player.email, password: player.password },
          });
          const token = login.json().token as string;
          const loader = load(b.app, player, token);
          await loader.answers(100);
          // Accepted while live; B serves it from memory (its row is read once, not per request).
          expect(loader.samples.every((s) => s.status === 200)).toBe(true);

          const heard = identityChangeHeard(b.modules.notificationListener, player.id, CACHE_SECONDS * 1000);
          await revokeToken(a.app, shared.database.db, player, token, how);
          const answered = performance.now();
          // The revoking instance refuses it before its call has answered.
          const onA = await a.app.inject({
            method: 'GET',
            url: `/api/player/${player.id}/notifications/unread-count`,
            headers: { authorization: `Bearer ${token}` },
          });
          expect(onA.statusCode, how).toBe(401);
          const heardAt = await heard;
          await loader.answers(200);
          await loader.stop();

          expect(heardAt - answered, `${how}: heard within the bound`).toBeLessThan(CACHE_SECONDS * 1000);
          const acceptedAfterHeard = loader.samples.filter((s) => s.started >= heardAt && s.status === 200);
          expect(acceptedAfterHeard, `${how}: accepted after B heard the revocation`).toEqual([]);
          const after = loader.samples.filter((s) => s.started >= heardAt);
          expect(after.length).toBeGreaterThan(0);
          expect(after.every((s) => s.status === 401)).toBe(true);
        }

        // A tier changed by hand (an operator's SQL) reaches B's next request once heard.
        const login = await a.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: player.email, password: player.password },
        });
        const auth = { authorization: `Bearer ${login.json().token}` };
        const status = () => b.app.inject({ method: 'GET', url: '/api/subscriptions/status', headers: auth });
        expect((await status()).json().membership_tier).toBe('free');
        const heard = identityChangeHeard(b.modules.notificationListener, player.id, CACHE_SECONDS * 1000);
        await shared.database.db.update(players).set({ membershipTier: 'premium' }).where(eq(players.id, player.id));
        await heard;
        expect((await status()).json().membership_tier).toBe('premium');
      } finally {
        await close();
      }
    },
    60_000,
  );
});
