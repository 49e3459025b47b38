import { randomUUID } from 'node:crypto';
import type { ReferralStatsResponse } from '@holeout/shared/referrals';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingApp } from '../../test/billing-test-kit.ts';
import { buildPlayer, NO_REFERRALS, type TestPlayer } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { REFERRALS_CATCH_UP_JOB } from './referrals.jobs.ts';

const kit = await billingApp();
const { app, ctx, clock, zaprite } = kit;
const db = ctx.db;

async function stats(player: TestPlayer) {
  const res = await app.inject({ method: 'GET', url: '/api/referrals/stats', headers: player.auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as ReferralStatsResponse).stats;
}

const view = (referrerId: number, visitId: string, recipient?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/referrals/view',
    payload: { referrer_id: referrerId, visit_id: visitId, ...(recipient ? { recipient } : {}) },
  });

const share = (player: TestPlayer) => app.inject({ method: 'POST', url: '/api/referrals/share', headers: player.auth });

/** Registers through `referrer`'s link, as the page sends it; events settled. */
async function registerReferred(referrer: TestPlayer, email: string): Promise<TestPlayer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name: `Referred ${email}`, email, password: 'correct horse', referral_session_id: String(referrer.id) },
  });
  expect(res.statusCode).toBe(201);
  await ctx.events.settle();
  const body = res.json();
  return {
    id: body.player.player_id,
    name: body.player.name,
    email,
    password: 'correct horse',
    token: body.token,
    auth: { authorization: `Bearer ${body.token}` },
  };
}

describe('GET /api/referrals/stats', () => {
  it('starts at zero with the player’s own link, and needs a token', async () => {
    const p = await buildPlayer(app);
    expect(await stats(p)).toEqual(NO_REFERRALS);
    const res = await app.inject({ method: 'GET', url: '/api/referrals/stats', headers: p.auth });
    expect(res.json().referral_link).toBe(`http://holeout.test/register?ref=${p.id}`);
    expect((await app.inject({ method: 'GET', url: '/api/referrals/stats' })).statusCode).toBe(401);
  });
});

describe('invites sent', () => {
  it('counts a shared link once a day, however often it is copied', async () => {
    const p = await buildPlayer(app);
    expect((await share(p)).json()).toEqual({ success: true });
    await share(p);
    expect((await stats(p)).totalInvites).toBe(1);
    clock.advance(24 * 3_600_000);
    await share(p);
    expect((await stats(p)).totalInvites).toBe(2);
  });

  it('counts duel challenges and league invitations, and their refusals as rejected', async () => {
    const ann = await buildPlayer(app, { name: 'Ann Referrer', tier: 'regular', db });
    const bob = await buildPlayer(app, { name: 'Bob Invitee' });
    const duel = await app.inject({
      method: 'POST',
      url: '/api/duels',
      headers: ann.auth,
      payload: { invited_player_id: bob.id, competition_mode: 'time_limit', time_limit_minutes: 5 },
    });
    expect(duel.statusCode).toBe(201);
    const league = await app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: ann.auth,
      payload: { name: 'Referral League', description: 'Invites', privacy_type: 'private' },
    });
    const leagueId = league.json().league.league_id;
    const invited = await app.inject({
      method: 'POST',
      url: `/api/leagues/${leagueId}/invite`,
      headers: ann.auth,
      payload: { league_invited_player_id: bob.id },
    });
    expect(invited.statusCode).toBe(200);
    expect(await stats(ann)).toMatchObject({ totalInvites: 2, rejected: 0 });

    const declinedDuel = await app.inject({
      method: 'POST',
      url: `/api/duels/${duel.json().duel.duel_id}/respond`,
      headers: bob.auth,
      payload: { response: 'declined' },
    });
    expect(declinedDuel.statusCode).toBe(200);
    const lists = await app.inject({ method: 'GET', url: '/api/leagues', headers: bob.auth });
    const inviteId = lists.json().pending_invites[0].invite_id;
    const declinedLeague = await app.inject({
      method: 'POST',
      url: `/api/leagues/invites/${inviteId}/respond`,
      headers: bob.auth,
      payload: { action: 'decline' },
    });
    expect(declinedLeague.statusCode).toBe(200);

    const s = await stats(ann);
    expect(s).toMatchObject({ totalInvites: 2, rejected: 2, accountsCreated: 0 });
    expect(s.invites).toEqual([
      expect.objectContaining({ recipient: 'Bob Invitee', status: 'declined', account_created: false }),
      expect.objectContaining({ recipient: 'Bob Invitee', status: 'declined', account_created: false }),
    ]);
  });
});

const cleo = await buildPlayer(app, { name: 'Cleo Inviter' });

describe('an e-mail invitation followed through: viewed, account created, upgraded', () => {
  const email = 'newcomer@example.com';

  it('counts the invitation page opened once per visit, a reload included', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/duels',
      headers: cleo.auth,
      payload: { invite_new_player: true, new_player_contact: { type: 'email', value: email } },
    });
    expect(res.statusCode).toBe(201);
    const visit = randomUUID();
    expect((await view(cleo.id, visit, email)).json()).toEqual({ success: true });
    expect((await view(cleo.id, visit, email)).statusCode).toBe(200);
    expect(await stats(cleo)).toMatchObject({ totalInvites: 1, viewed: 1 });
    await view(cleo.id, randomUUID());
    const s = await stats(cleo);
    expect(s.viewed).toBe(2);
    expect(s.invites).toEqual([
      expect.objectContaining({ recipient: email, status: 'sent', viewed: true, account_created: false }),
    ]);
  });

  it('counts the account registered through the link, and its first paid plan once', async () => {
    const newcomer = await registerReferred(cleo, email);
    let s = await stats(cleo);
    expect(s).toMatchObject({ accountsCreated: 1, upgraded: 0 });
    expect(s.invites[0]).toMatchObject({ status: 'joined', account_created: true, is_subscriber: false });

    for (let i = 0; i < 2; i++) {
      const order = await kit.placeOrder(newcomer, 'monthly');
      zaprite.set(order.id, { status: 'PAID' });
      await kit.webhook(order.id);
      await ctx.jobs.drain();
    }
    expect((await kit.status(newcomer)).membership_tier).toBe('regular');
    s = await stats(cleo);
    expect(s).toMatchObject({ accountsCreated: 1, upgraded: 1 });
    expect(s.invites[0]).toMatchObject({ is_subscriber: true });
  });

  it('counts an account whose after-registration listener never ran, once, through the catch-up job', async () => {
    const dana = await buildPlayer(app, { name: 'Dana Referrer' });
    const referred = await registerReferred(dana, `lost-${randomUUID()}@example.com`);
    // As after a crash between the sign-up's commit and its listener: the event is not there.
    await db.execute(sql`delete from referral_events where referred_player_id = ${referred.id}`);
    expect(await stats(dana)).toMatchObject({ accountsCreated: 0 });
    for (let run = 0; run < 2; run++) {
      await ctx.jobs.send(REFERRALS_CATCH_UP_JOB, {});
      await ctx.jobs.drain();
    }
    expect(await stats(dana)).toMatchObject({ accountsCreated: 1 });
  });

  it('counts nothing for a registration without a referral, or for a player who pays unreferred', async () => {
    const before = await stats(cleo);
    const plain = await buildPlayer(app);
    const order = await kit.placeOrder(plain, 'monthly');
    zaprite.set(order.id, { status: 'PAID' });
    await kit.webhook(order.id);
    await ctx.jobs.drain();
    await ctx.events.settle();
    expect(await stats(cleo)).toEqual(before);
  });
});

describe('POST /api/referrals/view refusals', () => {
  it('answers 404 for an unknown referrer and 400 for a visit id that is not a UUID', async () => {
    expect((await view(999_999, randomUUID())).json()).toMatchObject({ message: 'Player not found' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/referrals/view',
      payload: { referrer_id: 1, visit_id: 'reload-me' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^visit_id:/);
  });

  it('limits views per IP, so nobody inflates a figure by reloading with new ids', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    const host = await buildPlayer(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/referrals/view',
        payload: { referrer_id: host.id, visit_id: randomUUID() },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
