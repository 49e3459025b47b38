import Fastify from 'fastify';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { itOnPostgres } from '../test/postgres-only.ts';
import { openTestDatabase, TEST_JOB_POLLING } from '../test/test-app.ts';
import { PgBossQueue } from './pg-boss-queue.ts';

const log = Fastify({ logger: false }).log;
const shared = await openTestDatabase();
afterAll(async () => {
  await shared.database.close();
  await shared.drop();
});

/** A queue on the file's database, closed after its test (before the database closes). */
function queueOn(database: Database = shared.database): PgBossQueue {
  const queue = new PgBossQueue(database, log, TEST_JOB_POLLING);
  onTestFinished(() => queue.close());
  return queue;
}

interface JobRow {
  state: string;
  retry_count: number;
  start_after: Date | string;
  output: { message?: string } | null;
}

/** Rows of a query on pg-boss's own tables, which the app's schema does not describe. */
async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const { database } = shared;
  const result =
    database.kind === 'pglite' ? await database.raw.query(text, values) : await database.raw.query(text, values);
  return result.rows as T[];
}

/** pg-boss's own record of the jobs of a queue, oldest first. */
function jobRows(name: string): Promise<JobRow[]> {
  return query('select state, retry_count, start_after, output from pgboss.job where name = $1 order by created_on', [
    name,
  ]);
}

function secondsFromNow(at: Date | string): number {
  return (new Date(at).getTime() - Date.now()) / 1000;
}

/** Resolves once `check` holds, polling every 50 ms; fails after `timeoutMs`. */
async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the job queue (pg-boss)', () => {
  it('runs a job sent once exactly once', async () => {
    const queue = queueOn();
    const seen: number[] = [];
    queue.work<{ n: number }>('test.once', async ({ n }) => {
      seen.push(n);
    });
    await queue.send('test.once', { n: 7 });
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([7]);
    expect((await jobRows('test.once')).map((j) => j.state)).toEqual(['completed']);
  });

  it('retries a failing job with exponential backoff and records the failure', async () => {
    const queue = queueOn();
    let calls = 0;
    queue.work(
      'test.flaky',
      async () => {
        calls++;
        if (calls <= 2) throw new Error(`refused #${calls}`);
      },
      { retryLimit: 3, retryDelay: 60 },
    );
    await queue.send('test.flaky', {});

    expect(await queue.drain()).toBe(1);
    let [job] = await jobRows('test.flaky');
    expect(job).toMatchObject({ state: 'retry', output: { message: 'refused #1' } });
    // First retry after 1–2 × retryDelay (pg-boss adds jitter), the next after 2–4 ×.
    expect(secondsFromNow(job?.start_after ?? 0)).toBeGreaterThan(55);
    expect(secondsFromNow(job?.start_after ?? 0)).toBeLessThan(125);
    expect(await queue.drain()).toBe(0); // not due yet

    expect(await queue.drain({ includeDeferred: true })).toBe(1);
    [job] = await jobRows('test.flaky');
    expect(job).toMatchObject({ state: 'retry', retry_count: 1, output: { message: 'refused #2' } });
    expect(secondsFromNow(job?.start_after ?? 0)).toBeGreaterThan(115);
    expect(secondsFromNow(job?.start_after ?? 0)).toBeLessThan(245);

    expect(await queue.drain({ includeDeferred: true })).toBe(1);
    [job] = await jobRows('test.flaky');
    expect(job).toMatchObject({ state: 'completed', retry_count: 2 });
    expect(calls).toBe(3);
  });

  it('starts before anything was sent: creates its queues and registers its schedules', async () => {
    const queue = queueOn();
    const seen: string[] = [];
    queue.work<{ id: string }>('test.fresh', async ({ id }) => {
      seen.push(id);
    });
    queue.schedule('test.fresh', '0 3 * * *');
    await queue.start();
    const schedules = await query('select name, cron, timezone from pgboss.schedule');
    expect(schedules).toContainEqual({ name: 'test.fresh', cron: '0 3 * * *', timezone: 'UTC' });
    await queue.send('test.fresh', { id: 'first' });
    await waitFor(() => seen.length > 0);
    expect(seen).toEqual(['first']);
  });

  it('runs a job sent while no worker was started once one starts', async () => {
    const queue = queueOn();
    const seen: string[] = [];
    queue.work<{ id: string }>('test.later', async ({ id }) => {
      seen.push(id);
    });
    await queue.send('test.later', { id: 'sent while stopped' });
    expect(seen).toEqual([]);

    await queue.start();
    await waitFor(() => seen.length > 0);
    expect(seen).toEqual(['sent while stopped']);
    await queue.stop();

    // Stopped again: a new job waits for the next start.
    await queue.send('test.later', { id: 'sent after stop' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(seen).toEqual(['sent while stopped']);
    await queue.start();
    await waitFor(() => seen.length > 1);
    expect(seen).toEqual(['sent while stopped', 'sent after stop']);
  });

  // An embedded PGlite database belongs to one process, so only PostgreSQL has two instances.
  itOnPostgres('runs each job once across two instances on one PostgreSQL database', async () => {
    const second = await openDatabase({ url: shared.url, dataDir: 'unused' });
    onTestFinished(() => second.close());
    const a = queueOn();
    const b = queueOn(second);
    const runs: string[] = [];
    for (const [queue, instance] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      queue.work<{ n: number }>('test.shared', async ({ n }) => {
        runs.push(`${n}@${instance}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    for (let n = 0; n < 40; n++) await (n % 2 ? a : b).send('test.shared', { n });

    // Drained by hand from both sides at once, then by both instances' workers.
    const ran = await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(ran.reduce((x, y) => x + y, 0)).toBe(40);
    for (let n = 40; n < 80; n++) await a.send('test.shared', { n });
    await Promise.all([a.start(), b.start()]);
    await waitFor(() => runs.length >= 80);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const numbers = runs.map((r) => Number(r.split('@')[0])).sort((x, y) => x - y);
    expect(numbers).toEqual([...Array(80).keys()]);
    expect(new Set(runs.map((r) => r.split('@')[1]))).toEqual(new Set(['a', 'b']));
  });
});
