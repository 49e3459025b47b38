import type { Duel, DuelList } from '@holeout/shared/duels';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema/accounts.ts';
import { duels } from '../../db/schema/duels.ts';
import { outbox } from '../../db/schema/mail.ts';
import { ManualClock } from '../../lib/clock.ts';
import { call, createDuelTestApp, getDuel, notificationsOf } from '../../test/duel-test-kit.ts';
import { buildPlayer } from '../../test/factories.ts';
import { MAX_NEW_PLAYER_INVITES_PER_DAY, MAX_OPEN_NEW_PLAYER_INVITES } from './duel-invitations.ts';
import { DUELS_TEXT } from './duel-texts.ts';

const clock = new ManualClock('2026-05-01T12:00:00Z');
const { app, ctx, modules } = await createDuelTestApp(clock);
const HOUR = 3_600_000;

const ann = await buildPlayer(app, { name: 'Ann Inviter' });
const invite = (type: 'email' | 'phone', value: string, as = ann, rules: Record<string, unknown> = {}) =>
  call<{ duel: Duel; invite_link: string | null }>(app, as, 'POST', '/api/duels', {
    invite_new_player: true,
    new_player_contact: { type, value },
    ...rules,
  });
const mailsTo = (address: string) =>
  ctx.db.select().from(outbox).where(eq(outbox.to, address)).orderBy(desc(outbox.id));
const register = async (name: string, email: string) => {
  const player = await buildPlayer(app, { name, email });
  await ctx.events.settle();
  return player;
};

describe('inviting someone not on Holeout by e-mail', () => {
  it('makes a pending_new_player duel and e-mails the registration link, once', async () => {
    const res = await invite('email', ' Newcomer.One@Example.com ');
    expect(res.status).toBe(201);
    const link = `http://holeout.test/register?invite=duel&email=newcomer.one%40example.com&referrer_id=${ann.id}`;
    expect(res.body).toMatchObject({
      message: DUELS_TEXT.createdForEmail('newcomer.one@example.com'),
      invite_link: link,
      duel: {
        status: 'pending_new_player',
        invited_player_id: null,
        invited_player_name: null,
        invited_contact: 'newcomer.one@example.com',
        invited_player_rating: null,
      },
    });
    const [mail] = await mailsTo('newcomer.one@example.com');
    expect(mail.subject).toBe('Ann Inviter challenged you to a putting duel on Holeout');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('5-minute time limit from 7.0 ft');
    // The sweep never sends it a second time.
    await modules.duelSweep.run();
    expect(await mailsTo('newcomer.one@example.com')).toHaveLength(1);
  });

  it('becomes a pending duel with the new player once they register, and both are told', async () => {
    const created = (await invite('email', 'newcomer.two@example.com')).body.duel;
    const newcomer = await register('Nina Newcomer', 'newcomer.two@example.com');
    const duel = (await getDuel(app, newcomer, created.duel_id)).body;
    expect(duel).toMatchObject({
      status: 'pending',
      invited_player_id: newcomer.id,
      invited_player_name: 'Nina Newcomer',
      invited_contact: null,
    });
    expect((await getDuel(app, ann, created.duel_id)).body.invited_contact).toBe('newcomer.two@example.com');
    expect(await notificationsOf(ctx.db, newcomer.id)).toEqual([
      {
        kind: 'duel_challenge',
        title: 'New duel challenge',
        message:
          'Ann Inviter challenged you to a duel: 5-minute time limit from 7.0 ft. Accept or decline within 72 hours.',
        link: `/duels/${created.duel_id}`,
      },
    ]);
    expect((await notificationsOf(ctx.db, ann.id)).at(-1)).toMatchObject({
      title: 'Duel challenge delivered',
      message: 'Nina Newcomer joined Holeout and received your duel challenge.',
    });
    // The newcomer can answer it like any challenge.
    const accepted = await call<{ duel: Duel }>(app, newcomer, 'POST', `/api/duels/${created.duel_id}/respond`, {
      response: 'accepted',
    });
    expect(accepted.body.duel.status).toBe('active');
  });

  it('catches up when the registration event was lost: at the next sweep or the next look at the list', async () => {
    const a = (await invite('email', 'lost.event.a@example.com')).body.duel;
    const b = (await invite('email', 'lost.event.b@example.com')).body.duel;
    // Accounts created without the event (as if the process died right after the commit).
    await ctx.db.insert(players).values({ name: 'Quiet A', email: 'lost.event.a@example.com' });
    await ctx.db.insert(players).values({ name: 'Quiet B', email: 'lost.event.b@example.com' });
    expect((await getDuel(app, ann, a.duel_id)).body.status).toBe('pending_new_player');

    const report = await modules.duelSweep.run();
    expect(report.joined).toBe(2);
    expect((await getDuel(app, ann, a.duel_id)).body.invited_player_name).toBe('Quiet A');
    expect((await getDuel(app, ann, b.duel_id)).body.invited_player_name).toBe('Quiet B');
    expect((await modules.duelSweep.run()).joined).toBe(0);
  });

  it('leaves an invitation that has expired alone when the person registers later', async () => {
    const created = (await invite('email', 'too.late@example.com', ann, { invitation_expiry_minutes: 1440 })).body.duel;
    clock.advance(24 * HOUR);
    await modules.duelSweep.run();
    expect((await getDuel(app, ann, created.duel_id)).body.status).toBe('expired');
    expect((await notificationsOf(ctx.db, ann.id)).at(-1)).toMatchObject({
      title: 'Duel expired',
      message: 'Your duel challenge to too.late@example.com expired without an answer.',
    });
    const late = await register('Too Late', 'too.late@example.com');
    expect((await getDuel(app, late, created.duel_id)).status).toBe(403);
    expect(await notificationsOf(ctx.db, late.id)).toEqual([]);
  });

  it('challenges the existing player directly when the e-mail is known', async () => {
    const known = await buildPlayer(app, { name: 'Kim Known', email: 'kim.known@example.com' });
    const res = await invite('email', 'KIM.KNOWN@example.com');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: DUELS_TEXT.created,
      invite_link: null,
      duel: { status: 'pending', invited_player_id: known.id, invited_contact: null },
    });
    // No invitation (the notification may be e-mailed by its own preference, which is not this).
    const invitations = (await mailsTo('kim.known@example.com')).filter((m) => m.subject.includes('putting duel'));
    expect(invitations).toEqual([]);
  });

  it('refuses a second open invitation to the same address, and too many open invitations', async () => {
    const max = await buildPlayer(app, { name: 'Max Inviter' });
    expect((await invite('email', 'twice@example.com', max)).status).toBe(201);
    const again = await invite('email', 'Twice@Example.com', max);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DUELS_TEXT.alreadyInvited);
    for (let i = 1; i < MAX_OPEN_NEW_PLAYER_INVITES; i++) {
      expect((await invite('email', `many-${i}@example.com`, max)).status).toBe(201);
    }
    const over = await invite('email', 'one-too-many@example.com', max);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(DUELS_TEXT.tooManyNewPlayers(MAX_OPEN_NEW_PLAYER_INVITES));
  });

  it('does not let cancelling and inviting again send more e-mails', async () => {
    const sam = await buildPlayer(app, { name: 'Sam Spammer' });
    const cancel = (id: number) => call(app, sam, 'POST', `/api/duels/${id}/cancel`);
    const first = await invite('email', 'victim@example.com', sam);
    expect((await cancel(first.body.duel.duel_id)).status).toBe(200);
    const again = await invite('email', 'victim@example.com', sam);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DUELS_TEXT.alreadyInvited);
    expect(await mailsTo('victim@example.com')).toHaveLength(1);

    // Other addresses, cancelled at once: at most MAX_NEW_PLAYER_INVITES_PER_DAY a day.
    for (let i = 1; i < MAX_NEW_PLAYER_INVITES_PER_DAY; i++) {
      const res = await invite('email', `cycle-${i}@example.com`, sam);
      expect(res.status).toBe(201);
      await cancel(res.body.duel.duel_id);
    }
    const over = await invite('email', 'cycle-last@example.com', sam);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(DUELS_TEXT.tooManyNewPlayersToday(MAX_NEW_PLAYER_INVITES_PER_DAY));
    clock.advance(24 * HOUR + 1);
    expect((await invite('email', 'cycle-last@example.com', sam)).status).toBe(201);
  });
});

describe('inviting someone not on Holeout by phone', () => {
  it('returns the link to share, sends nothing, and pairs the player who saves that number', async () => {
    const res = await invite('phone', '+44 (20) 7946-0999');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(DUELS_TEXT.createdForPhone);
    expect(res.body.invite_link).toBe(
      `http://holeout.test/register?invite=duel&phone=442079460999&referrer_id=${ann.id}`,
    );
    expect(res.body.duel).toMatchObject({ status: 'pending_new_player', invited_contact: '442079460999' });
    const [row] = await ctx.db.select().from(duels).where(eq(duels.id, res.body.duel.duel_id));
    expect(row.inviteMailedAt).toBeNull();

    const owner = await register('Phil Phone', 'phil.phone@example.com');
    expect((await getDuel(app, owner, res.body.duel.duel_id)).status).toBe(403);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/player/${owner.id}`,
      headers: owner.auth,
      payload: { phone: '+44 20 7946 0999' },
    });
    expect(saved.statusCode).toBe(200);
    const mine = await call<DuelList>(app, owner, 'GET', '/api/duels');
    expect(mine.body.duels).toEqual([
      expect.objectContaining({ duel_id: res.body.duel.duel_id, status: 'pending', invited_player_id: owner.id }),
    ]);
  });

  it('is paired by the sweep too, with the oldest account holding that number', async () => {
    const created = (await invite('phone', '+47 91 23 45 67')).body.duel;
    const first = await register('First Holder', 'first.holder@example.com');
    const second = await register('Second Holder', 'second.holder@example.com');
    for (const p of [second, first]) {
      await app.inject({
        method: 'PUT',
        url: `/api/player/${p.id}`,
        headers: p.auth,
        payload: { phone: '+47 912 34 567' },
      });
    }
    expect((await modules.duelSweep.run()).joined).toBe(1);
    expect((await getDuel(app, ann, created.duel_id)).body).toMatchObject({
      status: 'pending',
      invited_player_id: first.id,
    });
  });

  it("refuses inviting one's own phone number", async () => {
    const own = await buildPlayer(app, { name: 'Own Phone' });
    await app.inject({
      method: 'PUT',
      url: `/api/player/${own.id}`,
      headers: own.auth,
      payload: { phone: '555 010 0199 12' },
    });
    const res = await invite('phone', '55501001991 2', own);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(DUELS_TEXT.challengeSelf);
  });
});
