import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { outbox } from '../../db/schema/mail.ts';
import { buildPlayer } from '../../test/factories.ts';
import { identityChangeHeard } from '../../test/identity-changes.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';

// An embedded PGlite database belongs to one process, so this runs only against PostgreSQL.
describe('two server instances on one PostgreSQL database', () => {
  itOnPostgres('serve the same accounts, tokens, tickets and reset links', async () => {
    const shared = await openTestDatabase();
    const second = await openDatabase({ url: shared.url, dataDir: 'unused' });
    const apps: FastifyInstance[] = [];
    try {
      // No JWT_SECRET: the instances must agree on the secret generated into the database.
      const { app: a, modules: modulesA } = await buildApp(testConfig(), shared.database);
      apps.push(a);
      const b = (await buildApp(testConfig(), second)).app;
      apps.push(b);

      await a.ready();
      const player = await buildPlayer(a);

      const login = await b.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: player.email, password: player.password },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().player.player_id).toBe(player.id);

      const data = await b.inject({ method: 'GET', url: `/api/player/${player.id}/data`, headers: player.auth });
      expect(data.statusCode).toBe(200);
      expect(data.json()).toMatchObject({ player_id: player.id, email: player.email });

      const ticket = (await a.inject({ method: 'POST', url: '/api/auth/ticket', headers: player.auth })).json().ticket;
      expect((await b.inject({ method: 'POST', url: '/api/auth/exchange', payload: { ticket } })).statusCode).toBe(200);
      expect((await a.inject({ method: 'POST', url: '/api/auth/exchange', payload: { ticket } })).statusCode).toBe(401);

      await a.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: player.email } });
      const [mail] = await shared.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, player.email))
        .orderBy(desc(outbox.id));
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      const heardOnA = identityChangeHeard(modulesA.notificationListener, player.id);
      const reset = await b.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, password: 'reset via b' },
      });
      expect(reset.statusCode).toBe(200);

      // The reset on B revoked the token A issued, from the moment A hears of it (decision 050).
      await heardOnA;
      const revoked = await a.inject({
        method: 'GET',
        url: `/api/player/${player.id}/notifications/unread-count`,
        headers: player.auth,
      });
      expect(revoked.statusCode).toBe(401);
    } finally {
      for (const app of apps) await app.close();
      await second.close();
      await shared.database.close();
      await shared.drop();
    }
  });
});
