import { afterAll, describe, expect } from 'vitest';
import { emptyOperatorDatabase } from '../test/operator-command.ts';
import { itOnPostgres } from '../test/postgres-only.ts';
import { openDatabase } from './client.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('migrations on a shared PostgreSQL database', () => {
  // Without the advisory lock the second migrator fails on the first CREATE TABLE
  // ("duplicate key value violates unique constraint pg_type_typname_nsp_index").
  itOnPostgres(
    'three instances opening an empty database at once all start: one migrates, the others wait',
    async () => {
      const empty = await emptyOperatorDatabase();
      cleanups.push(empty.drop);
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url: empty.url, dataDir: 'unused' })));
      for (const o of opened) if (o.status === 'fulfilled') cleanups.push(() => o.value.close());
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    },
  );
});
