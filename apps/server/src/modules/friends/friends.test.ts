import { FRIENDS_TEXT, type FriendChange, type FriendLists } from '@holeout/shared/friends';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friendships } from '../../db/schema/friends.ts';
import { outbox } from '../../db/schema/mail.ts';
import { PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { call, createModuleTestApp, notificationsOf } from '../../test/module-test-app.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';

const { app, ctx, modules } = await createModuleTestApp();

const ask = (from: TestPlayer | null, to: number | unknown) =>
  call<FriendChange>(app, from, 'POST', '/api/friends/requests', { friend_id: to });
const lists = async (p: TestPlayer) => (await call<FriendLists>(app, p, 'GET', '/api/friends')).body;
const answer = (p: TestPlayer | null, verb: 'accept' | 'decline', requester: number | string) =>
  call<FriendChange>(app, p, 'POST', `/api/friends/requests/${requester}/${verb}`);
const cancel = (p: TestPlayer | null, addressee: number | string) =>
  call<FriendChange>(app, p, 'DELETE', `/api/friends/requests/${addressee}`);
const remove = (p: TestPlayer | null, friend: number | string) =>
  call<FriendChange>(app, p, 'DELETE', `/api/friends/${friend}`);
const ids = (list: { player_id: number }[]) => list.map((f) => f.player_id);
const pairRows = (a: number, b: number) =>
  ctx.db
    .select()
    .from(friendships)
    .then((rows) => rows.filter((r) => [r.requesterId, r.addresseeId].sort().join() === [a, b].sort().join()));

describe('friend requests', () => {
  it('sends a request, lists it both ways and notifies the player asked', async () => {
    const [ann, bob] = [await buildPlayer(app, { name: 'Ann' }), await buildPlayer(app, { name: 'Bob' })];
    expect(await ask(ann, bob.id)).toMatchObject({
      status: 201,
      body: { message: FRIENDS_TEXT.requestSent, status: 'pending' },
    });
    const annLists = await lists(ann);
    expect(annLists).toMatchObject({ friends: [], incoming: [], outgoing: [{ player_id: bob.id, name: 'Bob' }] });
    expect(new Date(annLists.outgoing[0].since).getTime()).not.toBeNaN();
    expect(await lists(bob)).toMatchObject({
      friends: [],
      incoming: [{ player_id: ann.id, name: 'Ann' }],
      outgoing: [],
    });
    expect(await notificationsOf(ctx.db, bob.id)).toEqual([
      {
        kind: 'friend_request',
        title: 'New friend request',
        message: 'Ann wants to be your friend on Holeout. Accept or decline on your Contacts page.',
        link: '/contacts',
      },
    ]);
    expect(await ask(ann, bob.id)).toMatchObject({ status: 409, body: { message: FRIENDS_TEXT.alreadyRequested } });
  });

  it('accepts theirs when the player asked has already asked back, notifying the first asker', async () => {
    const [cat, dan] = [await buildPlayer(app, { name: 'Cat' }), await buildPlayer(app, { name: 'Dan' })];
    await ask(cat, dan.id);
    expect(await ask(dan, cat.id)).toMatchObject({
      status: 200,
      body: { message: FRIENDS_TEXT.accepted, status: 'accepted' },
    });
    expect(ids((await lists(cat)).friends)).toEqual([dan.id]);
    expect(await lists(dan)).toMatchObject({ friends: [{ player_id: cat.id }], incoming: [], outgoing: [] });
    expect((await notificationsOf(ctx.db, cat.id)).map((n) => [n.kind, n.message])).toEqual([
      ['friend_accepted', "Dan accepted your friend request. You are now on each other's Friends Leaderboard."],
    ]);
    expect(await pairRows(cat.id, dan.id)).toHaveLength(1);
    for (const [from, to] of [
      [cat, dan],
      [dan, cat],
    ]) {
      expect(await ask(from, to.id)).toMatchObject({ status: 409, body: { message: FRIENDS_TEXT.alreadyFriends } });
    }
  });

  it('refuses yourself (400), an unknown player (404) and a malformed id (400 naming the field)', async () => {
    const eve = await buildPlayer(app);
    expect(await ask(eve, eve.id)).toMatchObject({ status: 400, body: { message: FRIENDS_TEXT.notYourself } });
    expect(await ask(eve, 999_999)).toMatchObject({ status: 404, body: { message: PLAYER_NOT_FOUND } });
    for (const bad of ['2', 0, -1, 1.5, 2_147_483_648, null]) {
      const res = await ask(eve, bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('friend_id');
    }
    expect((await lists(eve)).outgoing).toEqual([]);
  });
});

describe('answering, cancelling and removing', () => {
  it('lets only the player asked accept or decline, and only the asker cancel', async () => {
    const [fay, gus, hal] = [await buildPlayer(app), await buildPlayer(app), await buildPlayer(app)];
    await ask(fay, gus.id);
    // A third player, and the asker themself, find no such request.
    for (const [who, requester] of [
      [hal, fay.id],
      [fay, gus.id],
      [fay, fay.id],
    ] as const) {
      for (const verb of ['accept', 'decline'] as const) {
        expect(await answer(who, verb, requester)).toMatchObject({
          status: 404,
          body: { message: FRIENDS_TEXT.requestNotFound },
        });
      }
    }
    expect(await cancel(gus, fay.id)).toMatchObject({ status: 404, body: { message: FRIENDS_TEXT.requestNotFound } });
    expect(await cancel(hal, gus.id)).toMatchObject({ status: 404 });
    expect(await pairRows(fay.id, gus.id)).toMatchObject([{ status: 'pending' }]);

    expect(await cancel(fay, gus.id)).toMatchObject({
      status: 200,
      body: { message: FRIENDS_TEXT.cancelled, status: 'none' },
    });
    expect(await lists(gus)).toEqual({ friends: [], incoming: [], outgoing: [] });
  });

  it('declines without telling the asker, who may ask again', async () => {
    const [ike, joy] = [await buildPlayer(app), await buildPlayer(app)];
    await ask(ike, joy.id);
    expect(await answer(joy, 'decline', ike.id)).toMatchObject({
      status: 200,
      body: { message: FRIENDS_TEXT.declined, status: 'none' },
    });
    expect(await notificationsOf(ctx.db, ike.id)).toEqual([]);
    expect(await lists(ike)).toEqual({ friends: [], incoming: [], outgoing: [] });
    expect((await ask(ike, joy.id)).status).toBe(201);
  });

  it('accepts a request, then either friend may remove the friendship for both', async () => {
    const [kim, lou, max] = [await buildPlayer(app), await buildPlayer(app), await buildPlayer(app)];
    await ask(kim, lou.id);
    expect(await answer(lou, 'accept', kim.id)).toMatchObject({
      status: 200,
      body: { message: FRIENDS_TEXT.accepted, status: 'accepted' },
    });
    expect(await answer(lou, 'accept', kim.id)).toMatchObject({ status: 404 });
    expect(await remove(max, kim.id)).toMatchObject({ status: 404, body: { message: FRIENDS_TEXT.friendNotFound } });
    expect(await remove(lou, kim.id)).toMatchObject({
      status: 200,
      body: { message: FRIENDS_TEXT.removed, status: 'none' },
    });
    expect((await lists(kim)).friends).toEqual([]);
    expect(await remove(kim, lou.id)).toMatchObject({ status: 404 });
  });

  it('does not remove a pending request as if it were a friendship', async () => {
    const [ned, oli] = [await buildPlayer(app), await buildPlayer(app)];
    await ask(ned, oli.id);
    expect((await remove(ned, oli.id)).status).toBe(404);
    expect((await remove(oli, ned.id)).status).toBe(404);
    expect(await pairRows(ned.id, oli.id)).toHaveLength(1);
  });
});

describe('every friends route', () => {
  it('needs a token (401) and a well-formed player id (400)', async () => {
    const pat = await buildPlayer(app);
    expect((await call(app, null, 'GET', '/api/friends')).status).toBe(401);
    expect((await ask(null, pat.id)).status).toBe(401);
    expect((await answer(null, 'accept', pat.id)).status).toBe(401);
    expect((await answer(null, 'decline', pat.id)).status).toBe(401);
    expect((await cancel(null, pat.id)).status).toBe(401);
    expect((await remove(null, pat.id)).status).toBe(401);
    for (const bad of ['0', '01', 'x', '2147483648', '-1']) {
      for (const res of [
        await answer(pat, 'accept', bad),
        await answer(pat, 'decline', bad),
        await cancel(pat, bad),
        await remove(pat, bad),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.message).toContain('playerId');
      }
    }
  });
});

describe('friend e-mails', () => {
  const mailsTo = (address: string) => ctx.db.select().from(outbox).where(eq(outbox.to, address));

  it('e-mails a request and an acceptance under the "Duel challenges" switch, and not when it is off', async () => {
    const [quin, rae] = [await buildPlayer(app, { name: 'Quin' }), await buildPlayer(app, { name: 'Rae' })];
    await ask(quin, rae.id);
    await answer(rae, 'accept', quin.id);
    await modules.notificationEmails.deliverPending();
    expect((await mailsTo(rae.email)).map((m) => m.subject)).toEqual(['New friend request']);
    expect((await mailsTo(quin.email)).map((m) => m.subject)).toEqual(['Friend request accepted']);

    const sid = await buildPlayer(app);
    const off = await call(app, sid, 'PUT', `/api/player/${sid.id}/notification-preferences`, {
      duel_requests: false,
    });
    expect(off.status).toBe(200);
    await ask(quin, sid.id);
    await modules.notificationEmails.deliverPending();
    expect(await mailsTo(sid.email)).toEqual([]);
  });
});

describe('crossing requests', () => {
  it('end as one friendship when sent one after the other in both orders at once', async () => {
    const [tia, uma] = [await buildPlayer(app), await buildPlayer(app)];
    const results = await Promise.all([ask(tia, uma.id), ask(uma, tia.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await pairRows(tia.id, uma.id)).toMatchObject([{ status: 'accepted' }]);
  });

  itOnPostgres('make exactly one friendship under real concurrency', async () => {
    for (let round = 0; round < 10; round++) {
      const [a, b] = [await buildPlayer(app), await buildPlayer(app)];
      const results = await Promise.all([ask(a, b.id), ask(b, a.id), ask(a, b.id), ask(b, a.id)]);
      const statuses = results.map((r) => r.status).sort();
      // One request, one acceptance; the later two find them already asked or already friends.
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(2);
      expect(await pairRows(a.id, b.id)).toMatchObject([{ status: 'accepted' }]);
      expect(ids((await lists(a)).friends)).toEqual([b.id]);
    }
  });
});
