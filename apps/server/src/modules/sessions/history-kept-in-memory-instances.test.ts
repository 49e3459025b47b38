import type { SessionsPage } from '@holeout/shared/sessions';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { playerReadsChangeHeard } from '../../test/identity-changes.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { countQueries } from '../../test/query-counter.ts';
import { mixedLog, sessionBody, upload } from '../../test/session-fixtures.ts';
import { keepLoading, twoInstances } from '../../test/two-instances.ts';

/** The bound decision 062 states: no instance sends a kept answer read more than READ_CACHE_SECONDS ago. */
const CACHE_SECONDS = 60;
const LOADERS = 4;

/** Keeps `LOADERS` reads of `owner`'s first history page in flight on `app` until stopped. */
function load(app: FastifyInstance, viewer: TestPlayer, owner: TestPlayer) {
  return keepLoading(LOADERS, async () => {
    const res = await app.inject({ method: 'GET', url: `/api/player/${owner.id}/sessions`, headers: viewer.auth });
    if (res.statusCode !== 200) throw new Error(`history page: ${res.statusCode} ${res.body}`);
    const page = res.json() as SessionsPage;
    return { total: page.pagination.total, name: page.player_name };
  });
}

// Two instances share one database only on PostgreSQL (an embedded PGlite belongs to one process).
describe('history pages kept in memory on two instances', () => {
  itOnPostgres(
    'show an upload or a rename made on the other instance from the moment it is heard, and hear it within the bound',
    async () => {
      const { a, b, second, close } = await twoInstances({ READ_CACHE_SECONDS: String(CACHE_SECONDS) });
      const onB = countQueries(second);
      try {
        const owner = await buildPlayer(a.app);
        const viewer = await buildPlayer(a.app);
        const first = await upload(a.app, owner, sessionBody(mixedLog(20, 1)));
        expect(first.statusCode).toBe(201);

        const loader = load(b.app, viewer, owner);
        await loader.answers(50);
        expect(loader.samples.every((s) => s.total === 1)).toBe(true);
        // B answers from memory: a read sends no statement.
        const kept = await onB.during(() =>
          b.app.inject({ method: 'GET', url: `/api/player/${owner.id}/sessions`, headers: viewer.auth }),
        );
        expect(kept.queries).toBe(0);

        // An upload on A.
        let heard = playerReadsChangeHeard(b.modules.notificationListener, owner.id, CACHE_SECONDS * 1000);
        const next = await upload(a.app, owner, sessionBody(mixedLog(20, 2)));
        expect(next.statusCode).toBe(201);
        const uploadAnswered = performance.now();
        let heardAt = await heard;
        await loader.answers(50);
        expect(heardAt - uploadAnswered, 'upload heard within the bound').toBeLessThan(CACHE_SECONDS * 1000);
        const staleAfterUpload = loader.samples.filter((s) => s.started >= heardAt && s.total !== 2);
        expect(staleAfterUpload, 'pages without the upload sent after B heard it').toEqual([]);

        // A rename on A.
        heard = playerReadsChangeHeard(b.modules.notificationListener, owner.id, CACHE_SECONDS * 1000);
        const renamed = await a.app.inject({
          method: 'PUT',
          url: `/api/player/${owner.id}`,
          headers: owner.auth,
          payload: { name: 'Renamed On A' },
        });
        expect(renamed.statusCode).toBe(200);
        const renameAnswered = performance.now();
        heardAt = await heard;
        await loader.answers(50);
        await loader.stop();
        expect(heardAt - renameAnswered, 'rename heard within the bound').toBeLessThan(CACHE_SECONDS * 1000);
        const after = loader.samples.filter((s) => s.started >= heardAt);
        expect(after.length).toBeGreaterThan(0);
        expect(
          after.filter((s) => s.name !== 'Renamed On A'),
          'old name sent after B heard the rename',
        ).toEqual([]);
      } finally {
        await close();
      }
    },
    60_000,
  );
});
