import { DUEL_MESSAGES } from '@holeout/shared/duel-rules';
import type { Duel, DuelList } from '@holeout/shared/duels';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { duels } from '../../db/schema/duels.ts';
import { ManualClock } from '../../lib/clock.ts';
import { PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import {
  activeDuel,
  answer,
  call,
  challenge,
  createDuelTestApp,
  getDuel,
  notificationsOf,
} from '../../test/duel-test-kit.ts';
import { buildPlayer } from '../../test/factories.ts';
import { DUELS_TEXT } from './duel-texts.ts';

const clock = new ManualClock('2026-05-01T12:00:00Z');
const { app, ctx } = await createDuelTestApp(clock);
const HOUR = 3_600_000;

const ann = await buildPlayer(app, { name: 'Ann Putter' });
const bob = await buildPlayer(app, { name: 'Bob Birdie' });
const eve = await buildPlayer(app, { name: 'Eve Outsider' });
const premium = await buildPlayer(app, { name: 'Pat Premium', tier: 'premium', db: ctx.db });

// One pending challenge per pair and direction: each test starts with none from Ann to Bob.
beforeEach(async () => {
  await ctx.db
    .update(duels)
    .set({ status: 'expired' })
    .where(and(eq(duels.creatorId, ann.id), eq(duels.invitedPlayerId, bob.id), eq(duels.status, 'pending')));
});

const create = (body: Record<string, unknown>, as = ann) => call<{ duel: Duel }>(app, as, 'POST', '/api/duels', body);
const list = (as: typeof ann | null, query = '') => call<DuelList>(app, as, 'GET', `/api/duels${query}`);
const cancel = (as: typeof ann | null, id: number) => call<{ duel: Duel }>(app, as, 'POST', `/api/duels/${id}/cancel`);

describe('POST /api/duels', () => {
  it('challenges a player: a pending duel with the rules, and a notification for the invitee', async () => {
    const res = await create({
      creator_id: ann.id,
      invited_player_id: bob.id,
      competition_mode: 'shoot_out',
      max_attempts: 50,
      putting_distance_feet: 6.5,
      invitation_expiry_minutes: 1440,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: DUELS_TEXT.created, invite_link: null });
    const duel = res.body.duel;
    expect(duel).toEqual({
      duel_id: expect.any(Number),
      creator_id: ann.id,
      creator_name: 'Ann Putter',
      invited_player_id: bob.id,
      invited_player_name: 'Bob Birdie',
      invited_contact: null,
      status: 'pending',
      competition_mode: 'shoot_out',
      time_limit_minutes: null,
      max_attempts: 50,
      putting_distance_feet: 6.5,
      invitation_expiry_minutes: 1440,
      require_tracked_sessions: false,
      creator_score: null,
      invited_player_score: null,
      winner_id: null,
      created_at: clock.now().toISOString(),
      accepted_at: null,
      completed_at: null,
      expires_at: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
      creator_submitted_session_id: null,
      invited_player_submitted_session_id: null,
      creator_putt_log_sha256: null,
      invited_player_putt_log_sha256: null,
      creator_capture_source: null,
      invited_player_capture_source: null,
      forfeit: false,
      creator_rating: { rating: 1500, deviation: 350, change: null },
      invited_player_rating: { rating: 1500, deviation: 350, change: null },
    });
    expect((await notificationsOf(ctx.db, bob.id)).at(-1)).toEqual({
      kind: 'duel_challenge',
      title: 'New duel challenge',
      message: 'Ann Putter challenged you to a duel: 50-putt shoot-out from 6.5 ft. Accept or decline within 24 hours.',
      link: `/duels/${duel.duel_id}`,
    });
  });

  it('applies the spec defaults: a 5-minute time limit at 7.0 ft, 72 hours to answer', async () => {
    const res = await create({ invited_player_id: bob.id });
    expect(res.status).toBe(201);
    expect(res.body.duel).toMatchObject({
      competition_mode: 'time_limit',
      time_limit_minutes: 5,
      max_attempts: null,
      putting_distance_feet: 7,
      invitation_expiry_minutes: 4320,
    });
  });

  it('takes session_duration_limit_minutes as the time limit', async () => {
    const res = await create({ invited_player_id: bob.id, session_duration_limit_minutes: 21 });
    expect(res.body.duel.time_limit_minutes).toBe(21);
  });

  it('refuses to create a duel for someone else (403) and anonymously (401)', async () => {
    const res = await create({ creator_id: bob.id, invited_player_id: eve.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(DUELS_TEXT.createAsSelf);
    const anon = await call(app, null, 'POST', '/api/duels', { invited_player_id: bob.id });
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe('Authentication required. Please log in.');
  });

  it('refuses a challenge to oneself (400) and to an unknown player (404)', async () => {
    const self = await create({ invited_player_id: ann.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(DUELS_TEXT.challengeSelf);
    const byMail = await create({
      invite_new_player: true,
      new_player_contact: { type: 'email', value: ann.email.toUpperCase() },
    });
    expect(byMail.status).toBe(400);
    expect(byMail.body.message).toBe(DUELS_TEXT.challengeSelf);
    const unknown = await create({ invited_player_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PLAYER_NOT_FOUND);
  });

  it('refuses rules outside the spec with a 400 naming the field, storing nothing', async () => {
    const before = (await list(ann)).body.duels.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ competition_mode: 'sudden_death' }, 'competition_mode: '],
      [{ time_limit_minutes: 7 }, 'time_limit_minutes: time_limit_minutes must be one of 2, 5, 10, 15, 21'],
      [{ competition_mode: 'shoot_out', max_attempts: 22 }, 'max_attempts: max_attempts must be one of'],
      [{ putting_distance_feet: 10.5 }, 'putting_distance_feet: Putting distance must be between 3.0 and 10.0 feet.'],
      [{ putting_distance_feet: 2.9 }, 'putting_distance_feet: Putting distance must be between 3.0 and 10.0 feet.'],
      [{ putting_distance_feet: 7.05 }, 'putting_distance_feet: Putting distance must be in steps of 0.1 feet.'],
      [{ invitation_expiry_minutes: 60 }, 'invitation_expiry_minutes: invitation_expiry_minutes must be one of'],
      [{ invited_player_id: 'two' }, 'invited_player_id: '],
      [{ invited_player_id: 0 }, 'invited_player_id: Must be a whole number from 1 to 2147483647'],
      [
        { time_limit_minutes: 5, session_duration_limit_minutes: 10 },
        'session_duration_limit_minutes: Send time_limit_minutes',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create({ invited_player_id: bob.id, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toContain(message);
    }
    const opponent = await create({});
    expect(opponent.body.message).toBe('invited_player_id: Choose an opponent');
    const both = await create({
      invited_player_id: bob.id,
      invite_new_player: true,
      new_player_contact: { type: 'email', value: 'x@example.com' },
    });
    expect(both.body.message).toBe('invited_player_id: Choose an opponent or invite a new player, not both');
    const noContact = await create({ invite_new_player: true });
    expect(noContact.body.message).toBe('new_player_contact: Enter the e-mail or phone number to invite');
    const badMail = await create({ invite_new_player: true, new_player_contact: { type: 'email', value: 'not-mail' } });
    expect(badMail.body.message).toBe('new_player_contact.value: Please enter a valid e-mail address');
    const badPhone = await create({ invite_new_player: true, new_player_contact: { type: 'phone', value: '12345' } });
    expect(badPhone.body.message).toBe('new_player_contact.value: Please enter a valid phone number (10 to 15 digits)');
    expect((await list(ann)).body.duels.length).toBe(before);
  });
});

describe('GET /api/duels/{id}', () => {
  it('shows a pending duel to both players and refuses outsiders (403)', async () => {
    const duel = await challenge(app, ann, bob);
    expect((await getDuel(app, ann, duel.duel_id)).body).toEqual(duel);
    expect((await getDuel(app, bob, duel.duel_id)).status).toBe(200);
    const outsider = await getDuel(app, eve, duel.duel_id);
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe(DUELS_TEXT.privateDuel);
  });

  it('shows an active duel to anyone', async () => {
    const duel = await activeDuel(app, ann, bob);
    const seen = await getDuel(app, eve, duel.duel_id);
    expect(seen.status).toBe(200);
    expect(seen.body.status).toBe('active');
  });

  it('answers 404 for an unknown duel, 400 for a malformed id and 401 anonymously', async () => {
    const missing = await getDuel(app, ann, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(DUELS_TEXT.notFound);
    const malformed = await call(app, ann, 'GET', '/api/duels/12abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('id: Must be a whole number from 1 to 2147483647');
    expect((await call(app, null, 'GET', '/api/duels/1')).status).toBe(401);
  });
});

describe('POST /api/duels/{id}/respond', () => {
  it('accepting makes the duel active, restarts the window and tells the creator', async () => {
    const duel = await challenge(app, ann, bob, { invitation_expiry_minutes: 2880 });
    clock.advance(HOUR);
    const res = await answer(app, bob, duel.duel_id, 'accepted');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: DUELS_TEXT.accepted });
    expect(res.body.duel).toMatchObject({
      status: 'active',
      accepted_at: clock.now().toISOString(),
      expires_at: new Date(clock.now().getTime() + 48 * HOUR).toISOString(),
    });
    expect((await notificationsOf(ctx.db, ann.id)).at(-1)).toEqual({
      kind: 'duel_update',
      title: 'Duel accepted',
      message: 'Bob Birdie accepted your duel challenge. You both have 48 hours to submit a session.',
      link: `/duels/${duel.duel_id}`,
    });
  });

  it('declining keeps the duel as declined and tells the creator', async () => {
    const duel = await challenge(app, ann, bob);
    const res = await answer(app, bob, duel.duel_id, 'declined');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DUELS_TEXT.declined);
    expect(res.body.duel.status).toBe('declined');
    expect((await notificationsOf(ctx.db, ann.id)).at(-1)).toMatchObject({
      title: 'Duel declined',
      message: 'Bob Birdie declined your duel challenge.',
    });
  });

  it('refuses a second answer, the creator answering, outsiders and another player_id, changing nothing', async () => {
    const duel = await challenge(app, ann, bob);
    expect((await answer(app, bob, duel.duel_id, 'declined')).status).toBe(200);
    const bobNotices = (await notificationsOf(ctx.db, ann.id)).length;
    const twice = await answer(app, bob, duel.duel_id, 'accepted');
    expect(twice).toEqual({ status: 409, body: { error: 'Conflict', message: DUEL_MESSAGES.alreadyDeclined } });

    const pending = await challenge(app, ann, bob);
    const own = await answer(app, ann, pending.duel_id, 'accepted');
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(DUEL_MESSAGES.ownChallenge);
    const outsider = await answer(app, eve, pending.duel_id, 'accepted');
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe(DUEL_MESSAGES.notAPlayer);
    const claimed = await call(app, bob, 'POST', `/api/duels/${pending.duel_id}/respond`, {
      player_id: ann.id,
      response: 'accepted',
    });
    expect(claimed.status).toBe(403);
    expect(claimed.body.message).toBe(DUELS_TEXT.answerAsSelf);
    expect((await getDuel(app, ann, pending.duel_id)).body.status).toBe('pending');
    expect((await notificationsOf(ctx.db, ann.id)).length).toBe(bobNotices);
  });

  it('refuses an answer once the invitation has expired, even before the sweep ran', async () => {
    const duel = await challenge(app, ann, bob, { invitation_expiry_minutes: 1440 });
    clock.advance(24 * HOUR);
    const late = await answer(app, bob, duel.duel_id, 'accepted');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(DUEL_MESSAGES.expired);
  });

  it('answers 400 for a bad response, 404 for an unknown duel and 401 anonymously', async () => {
    const duel = await challenge(app, ann, bob);
    const bad = await answer(app, bob, duel.duel_id, 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^response: /);
    const missing = await answer(app, bob, 999_999, 'accepted');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(DUELS_TEXT.notFound);
    expect((await call(app, null, 'POST', `/api/duels/${duel.duel_id}/respond`, { response: 'accepted' })).status).toBe(
      401,
    );
  });
});

describe('POST /api/duels/{id}/cancel', () => {
  it('lets the creator cancel a pending challenge, tells the invitee and hides it from lists', async () => {
    const duel = await challenge(app, ann, bob);
    const res = await cancel(ann, duel.duel_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: DUELS_TEXT.cancelled, duel: { status: 'cancelled' } });
    expect((await notificationsOf(ctx.db, bob.id)).at(-1)).toMatchObject({
      kind: 'duel_update',
      title: 'Duel cancelled',
      message: 'Ann Putter cancelled their duel challenge.',
    });
    expect((await list(ann)).body.duels.map((d) => d.duel_id)).not.toContain(duel.duel_id);
    expect((await list(bob)).body.duels.map((d) => d.duel_id)).not.toContain(duel.duel_id);
    expect((await getDuel(app, ann, duel.duel_id)).body.status).toBe('cancelled');
  });

  it('refuses the invitee (409), outsiders (403), an active duel (409) and a second cancel (409)', async () => {
    const pending = await challenge(app, ann, bob);
    const byInvitee = await cancel(bob, pending.duel_id);
    expect(byInvitee.status).toBe(409);
    expect(byInvitee.body.message).toBe(DUEL_MESSAGES.onlyCreatorCancels);
    const byOutsider = await cancel(eve, pending.duel_id);
    expect(byOutsider.status).toBe(403);
    expect(byOutsider.body.message).toBe(DUEL_MESSAGES.notAPlayer);
    expect((await cancel(ann, pending.duel_id)).status).toBe(200);
    const again = await cancel(ann, pending.duel_id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DUEL_MESSAGES.cancelled);

    const active = await activeDuel(app, ann, bob);
    const res = await cancel(ann, active.duel_id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(DUEL_MESSAGES.activeCannotBeCancelled);
    expect((await getDuel(app, ann, active.duel_id)).body.status).toBe('active');
  });

  it('answers 404, 400 and 401', async () => {
    expect((await cancel(ann, 999_999)).status).toBe(404);
    expect((await cancel(ann, 999_999)).body.message).toBe(DUELS_TEXT.notFound);
    expect((await call(app, ann, 'POST', '/api/duels/0/cancel')).status).toBe(400);
    expect((await cancel(null, 1)).status).toBe(401);
  });
});

describe('GET /api/duels', () => {
  it("lists the token's player's duels newest first, open and finished", async () => {
    const carl = await buildPlayer(app, { name: 'Carl' });
    const dana = await buildPlayer(app, { name: 'Dana' });
    const active = await activeDuel(app, carl, dana);
    const declined = await challenge(app, carl, dana);
    await answer(app, dana, declined.duel_id, 'declined');
    const received = await challenge(app, dana, carl);
    const sent = await challenge(app, carl, dana);
    const res = await list(carl);
    expect(res.status).toBe(200);
    expect(res.body.has_more).toBe(false);
    expect(res.body.duels.map((d) => [d.duel_id, d.status])).toEqual([
      [sent.duel_id, 'pending'],
      [received.duel_id, 'pending'],
      [declined.duel_id, 'declined'],
      [active.duel_id, 'active'],
    ]);
    expect((await list(carl, `?player_id=${carl.id}`)).body).toEqual(res.body);
  });

  it("shows a subscriber only another player's active and completed duels; a free player gets 403", async () => {
    const res = await list(premium, `?player_id=${bob.id}`);
    expect(res.status).toBe(200);
    expect(res.body.duels.length).toBeGreaterThan(0);
    expect(new Set(res.body.duels.map((d) => d.status))).toEqual(new Set(['active']));
    const free = await list(eve, `?player_id=${bob.id}`);
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(DUELS_TEXT.othersLocked);
    const unknown = await list(premium, '?player_id=999999');
    expect(unknown.status).toBe(404);
  });

  it('pages through finished duels with limit and before', async () => {
    const fay = await buildPlayer(app, { name: 'Fay' });
    const gus = await buildPlayer(app, { name: 'Gus' });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const d = await challenge(app, fay, gus);
      await answer(app, gus, d.duel_id, 'declined');
      ids.push(d.duel_id);
    }
    const open = await challenge(app, fay, gus);
    const first = await list(fay, '?limit=2');
    expect(first.body.duels.map((d) => d.duel_id)).toEqual([open.duel_id, ids[2], ids[1]]);
    expect(first.body.has_more).toBe(true);
    const next = await list(fay, `?limit=2&before=${ids[1]}`);
    expect(next.body.duels.map((d) => d.duel_id)).toEqual([ids[0]]);
    expect(next.body.has_more).toBe(false);
  });

  it('answers 400 naming the parameter and 401 anonymously', async () => {
    const bad = await list(ann, '?player_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('player_id: Must be a whole number from 1 to 2147483647');
    const limit = await list(ann, '?limit=501');
    expect(limit.status).toBe(400);
    expect(limit.body.message).toBe('limit: Must be a whole number from 1 to 500');
    expect((await list(null)).status).toBe(401);
  });
});
