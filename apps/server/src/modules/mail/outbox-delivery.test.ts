import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppContext } from '../../app-context.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { outbox } from '../../db/schema/mail.ts';
import { ManualClock } from '../../lib/clock.ts';
import { smtpCaptureAndDatabase } from '../../test/mail-test-setup.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { plainSmtpServer } from '../../test/smtp-capture.ts';
import { TEST_JOB_POLLING, testConfig } from '../../test/test-app.ts';
import { DELIVERY_LEASE_MS } from './delivery-policy.ts';
import { MAIL_DRAIN_JOB } from './mail.jobs.ts';
import { insertMessage } from './mail.repo.ts';

const { capture, shared } = await smtpCaptureAndDatabase();

/** Nothing listens on port 1 of the loopback address: every delivery fails at once. */
const UNREACHABLE_SMTP = 'smtp://127.0.0.1:1';
const MINUTE = 60_000;

/** An app instance on `database`, closed when the test finishes. */
async function instance(
  env: Record<string, string>,
  clock: ManualClock,
  database: Database = shared.database,
  logs?: string[],
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const config = testConfig({ ...env, ...(logs ? { LOG_LEVEL: 'info' } : {}) });
  const logStream = logs ? { write: (line: string) => void logs.push(line) } : undefined;
  const built = await buildApp(config, database, { clock, jobs: TEST_JOB_POLLING, logStream });
  onTestFinished(() => built.app.close());
  return built;
}

function rowsTo(to: string) {
  return shared.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
}

function received(to: string) {
  return capture.messages.filter((m) => m.to.includes(to));
}

/** A real SMTP server that answers "451 try again later" to the first `refusals` messages. */
async function startRefusingSmtp(refusals: number) {
  let seen = 0;
  const accepted: string[] = [];
  const server = plainSmtpServer((stream, session, callback) => {
    stream.resume();
    stream.on('end', () => {
      seen++;
      if (seen <= refusals)
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      accepted.push(...session.envelope.rcptTo.map((a) => a.address));
      callback();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, accepted };
}

describe('the e-mail outbox', () => {
  it('drains after a crash: every message written before it arrives exactly once', async () => {
    const clock = new ManualClock('2026-03-01T09:00:00Z');
    const to = (n: number) => `crash-${n}@example.com`;

    // An instance whose SMTP server is down: three messages fail their first delivery…
    const first = await instance({ SMTP_URL: UNREACHABLE_SMTP }, clock);
    for (const n of [1, 2, 3]) await first.ctx.mailer.send({ to: to(n), subject: `Message ${n}`, text: `body ${n}` });
    await first.ctx.mailer.flush();
    // …and a fourth was written by a process that died before delivering it (its claim is on the row).
    await insertMessage(
      shared.database.db,
      { to: to(4), subject: 'Message 4', text: 'body 4' },
      new Date(clock.now().getTime() + DELIVERY_LEASE_MS),
    );
    await first.app.close();

    for (const n of [1, 2, 3]) {
      const [row] = await rowsTo(to(n));
      expect(row).toMatchObject({ sentAt: null, attempts: 1, nextAttemptAt: new Date(clock.now().getTime() + MINUTE) });
      expect(row?.error).toMatch(/ECONNREFUSED/);
    }

    // A new instance on the same database, with a working SMTP server.
    const second = await instance({ SMTP_URL: capture.url }, clock);
    await second.ctx.jobs.send(MAIL_DRAIN_JOB, {});
    expect(await second.ctx.jobs.drain()).toBe(1);
    expect([1, 2, 3, 4].flatMap((n) => received(to(n)))).toEqual([]); // nothing is due yet

    clock.advance(MINUTE);
    await second.ctx.jobs.send(MAIL_DRAIN_JOB, {});
    await second.ctx.jobs.drain();
    expect([1, 2, 3].map((n) => received(to(n)).length)).toEqual([1, 1, 1]);
    expect(received(to(4))).toEqual([]); // still leased to the dead process

    clock.advance(DELIVERY_LEASE_MS);
    await second.ctx.jobs.send(MAIL_DRAIN_JOB, {});
    await second.ctx.jobs.drain();
    await second.ctx.jobs.send(MAIL_DRAIN_JOB, {});
    await second.ctx.jobs.drain();
    for (const n of [1, 2, 3, 4]) {
      const mails = received(to(n));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Message ${n}`);
      expect(mails[0]?.text.trim()).toBe(`body ${n}`);
      const [row] = await rowsTo(to(n));
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.nextAttemptAt).toBeNull();
    }
  });

  it('drains through a started queue too (the worker path)', async () => {
    const clock = new ManualClock('2026-03-02T09:00:00Z');
    const to = 'worker-path@example.com';
    await insertMessage(
      shared.database.db,
      { to, subject: 'Lost job', text: 'body' },
      new Date(clock.now().getTime() - 1),
    );
    const app = await instance({ SMTP_URL: capture.url }, clock);
    await app.ctx.jobs.start();
    await app.ctx.jobs.send(MAIL_DRAIN_JOB, {});
    await capture.waitForMessage(to, 10_000);
    expect(received(to)).toHaveLength(1);
  });

  it('retries a failed delivery with backoff, recording each failure', async () => {
    const clock = new ManualClock('2026-03-03T09:00:00Z');
    const smtp = await startRefusingSmtp(2);
    const { ctx } = await instance({ SMTP_URL: smtp.url }, clock);
    const to = 'flaky@example.com';
    const start = clock.now().getTime();

    await ctx.mailer.send({ to, subject: 'Try, try again', text: 'body' });
    await ctx.mailer.flush();
    let [row] = await rowsTo(to);
    expect(row).toMatchObject({ sentAt: null, attempts: 1, nextAttemptAt: new Date(start + MINUTE) });
    expect(row?.error).toMatch(/451.*try again later/);

    expect(await ctx.mailer.deliverDue()).toBe(0); // the backoff has not passed
    clock.advance(MINUTE);
    expect(await ctx.mailer.deliverDue()).toBe(1);
    [row] = await rowsTo(to);
    // The second failure waits twice as long.
    expect(row).toMatchObject({ sentAt: null, attempts: 2, nextAttemptAt: new Date(start + 3 * MINUTE) });

    clock.advance(2 * MINUTE - 1);
    expect(await ctx.mailer.deliverDue()).toBe(0);
    clock.advance(1);
    expect(await ctx.mailer.deliverDue()).toBe(1);
    [row] = await rowsTo(to);
    expect(row).toMatchObject({ sentAt: clock.now(), attempts: 3, nextAttemptAt: null });
    expect(row?.error).toMatch(/451/); // the last failure stays on record
    expect(smtp.accepted).toEqual([to]);
  });

  it('without SMTP keeps the message and logs its recipient, subject and id but never its text', async () => {
    const logs: string[] = [];
    const { ctx } = await instance({}, new ManualClock(), shared.database, logs);
    const to = 'no-smtp@example.com';
    await ctx.mailer.send({ to, subject: 'Reset your password', text: 'secret link https://x.test/?token=abc' });
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ sentAt: null, error: null, attempts: 0, nextAttemptAt: null });
    const line = logs.find((l) => l.includes('e-mail kept in outbox'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ outboxId: row?.id, to, subject: 'Reset your password' });
    expect(logs.join('\n')).not.toContain('token=abc');
    expect(await ctx.mailer.deliverDue()).toBe(0);
  });

  // An embedded PGlite database belongs to one process, so only PostgreSQL has two instances.
  itOnPostgres('sends each message once when two instances drain one PostgreSQL database', async () => {
    const clock = new ManualClock('2026-03-04T09:00:00Z');
    const second = await openDatabase({ url: shared.url, dataDir: 'unused' });
    onTestFinished(() => second.close());
    const a = await instance({ SMTP_URL: capture.url }, clock);
    const b = await instance({ SMTP_URL: capture.url }, clock, second);
    const to = (n: number) => `pair-${n}@example.com`;
    const due = new Date(clock.now().getTime() - 1);
    for (let n = 0; n < 50; n++)
      await insertMessage(shared.database.db, { to: to(n), subject: `#${n}`, text: 'x' }, due);

    const attempted = await Promise.all([
      a.ctx.mailer.deliverDue(),
      b.ctx.mailer.deliverDue(),
      a.ctx.mailer.deliverDue(),
      b.ctx.mailer.deliverDue(),
    ]);
    expect(attempted.reduce((x, y) => x + y, 0)).toBe(50);
    // And through both queues at once, for a message written afterwards.
    await insertMessage(shared.database.db, { to: to(50), subject: '#50', text: 'x' }, due);
    await Promise.all([a.ctx.jobs.send(MAIL_DRAIN_JOB, {}), b.ctx.jobs.send(MAIL_DRAIN_JOB, {})]);
    await Promise.all([a.ctx.jobs.drain(), b.ctx.jobs.drain()]);

    for (let n = 0; n <= 50; n++) expect(received(to(n))).toHaveLength(1);
  });
});
