import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, type Modules } from '../../app.ts';
import type { AppContext } from '../../app-context.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { outbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { smtpCaptureAndDatabase } from '../../test/mail-test-setup.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { TEST_JOB_POLLING, testConfig } from '../../test/test-app.ts';
import { NOTIFICATION_EMAIL_JOB } from './notifications.jobs.ts';
import type { NewNotification } from './notifications.service.ts';

const { capture, shared } = await smtpCaptureAndDatabase();

async function instance(
  database: Database = shared.database,
): Promise<{ app: FastifyInstance; ctx: AppContext; modules: Modules }> {
  const built = await buildApp(testConfig({ SMTP_URL: capture.url }), database, { jobs: TEST_JOB_POLLING });
  await built.app.ready();
  onTestFinished(() => built.app.close());
  return built;
}

function challenge(p: TestPlayer, title = 'New duel challenge', kind = 'duel_challenge'): NewNotification {
  return { playerId: p.id, kind, title, message: 'Bo challenged you to a duel.', linkPath: '/duels/7' };
}

async function notify(modules: Modules, n: NewNotification): Promise<number> {
  return shared.database.db.transaction((tx) => modules.notifications.notify(tx, n));
}

async function emailState(id: number) {
  const [row] = await shared.database.db
    .select({ state: notifications.emailState, at: notifications.emailedAt })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row;
}

function outboxTo(to: string) {
  return shared.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
}

function received(to: string) {
  return capture.messages.filter((m) => m.to.includes(to));
}

describe('notification e-mails', () => {
  it('e-mails a notification whose flag is on, once, with the View and unsubscribe links', async () => {
    const { app, modules } = await instance();
    const me = await buildPlayer(app);
    const id = await notify(modules, challenge(me));

    // The listener heard the commit and started a drain; the mailer delivered its outbox row.
    const mail = await capture.waitForMessage(me.email, 10_000);
    expect(mail.subject).toBe('New duel challenge');
    expect(mail.text).toContain('Bo challenged you to a duel.');
    expect(mail.text).toContain('http://holeout.test/duels/7');
    expect(mail.text).toContain('http://holeout.test/settings#email-notifications-heading');
    await modules.notificationEmails.settle();
    expect(await emailState(id)).toEqual({ state: 'sent', at: expect.any(Date) });

    // Drains after it, and the job, find nothing left to send.
    expect(await modules.notificationEmails.deliverPending()).toEqual({ sent: 0, skipped: 0 });
    expect(await outboxTo(me.email)).toHaveLength(1);
    expect(received(me.email)).toHaveLength(1);
  });

  it('sends none when the flag is off, or the kind has no flag', async () => {
    const { app, modules } = await instance();
    const me = await buildPlayer(app);
    const off = await app.inject({
      method: 'PUT',
      url: `/api/player/${me.id}/notification-preferences`,
      headers: me.auth,
      payload: { duel_requests: false },
    });
    expect(off.statusCode).toBe(200);
    await modules.notificationListener.stop(); // decide by hand, below
    await modules.notificationEmails.settle(); // the catch-up drain every start runs
    const challengeId = await notify(modules, challenge(me));
    const achievementId = await notify(modules, challenge(me, 'Certificate', 'achievement'));
    const updateId = await notify(modules, challenge(me, 'Duel accepted', 'duel_update'));

    // A kind without a preference flag is never e-mailed: it does not even wait for the drain.
    expect(await emailState(achievementId)).toEqual({ state: 'skipped', at: null });
    expect(await modules.notificationEmails.deliverPending()).toEqual({ sent: 1, skipped: 1 });
    expect((await emailState(challengeId))?.state).toBe('skipped');
    expect((await emailState(achievementId))?.state).toBe('skipped');
    expect((await emailState(updateId))?.state).toBe('sent'); // duel_updates is still on
    await capture.waitForMessage(me.email, 10_000);
    expect((await outboxTo(me.email)).map((m) => m.subject)).toEqual(['Duel accepted']);
  });

  it('never e-mails a rolled-back notification, and catches up through the job when no listener heard it', async () => {
    const { app, ctx, modules } = await instance();
    const me = await buildPlayer(app);
    await modules.notificationListener.stop(); // as if the instance that wrote it died before its drain
    await modules.notificationEmails.settle();
    await expect(
      shared.database.db.transaction(async (tx) => {
        await modules.notifications.notify(tx, challenge(me, 'Rolled back'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const id = await notify(modules, challenge(me, 'Caught up'));
    expect((await emailState(id))?.state).toBe('pending');

    await ctx.jobs.send(NOTIFICATION_EMAIL_JOB, {});
    expect(await ctx.jobs.drain()).toBe(1);
    await capture.waitForMessage(me.email, 10_000);
    expect((await outboxTo(me.email)).map((m) => m.subject)).toEqual(['Caught up']);
    expect((await emailState(id))?.state).toBe('sent');
  });

  itOnPostgres('sends each notification once when two instances drain one database at the same time', async () => {
    const second = await openDatabase({ url: shared.url, dataDir: 'unused' });
    onTestFinished(() => second.close());
    const a = await instance();
    const b = await instance(second);
    for (const { modules } of [a, b]) {
      await modules.notificationListener.stop();
      await modules.notificationEmails.settle();
    }
    const players = [await buildPlayer(a.app), await buildPlayer(a.app), await buildPlayer(a.app)];
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) {
      const p = players[i % 3] as TestPlayer;
      ids.push(await notify(a.modules, challenge(p, `Challenge ${i}`)));
    }
    const results = await Promise.all([
      a.modules.notificationEmails.deliverPending(),
      b.modules.notificationEmails.deliverPending(),
      a.modules.notificationEmails.deliverPending(),
      b.modules.notificationEmails.deliverPending(),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(60);
    for (const p of players) expect(await outboxTo(p.email)).toHaveLength(20);
    for (const id of ids) expect((await emailState(id))?.state).toBe('sent');
  });
});
