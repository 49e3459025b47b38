import { NOTIFICATION_FLAGS } from '@holeout/shared/accounts';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories.ts';
import { makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();
const player = await buildPlayer(app);

function put(path: string, payload: object) {
  return app.inject({ method: 'PUT', url: `/api/player/${player.id}${path}`, headers: player.auth, payload });
}

async function current() {
  const res = await app.inject({ method: 'GET', url: `/api/player/${player.id}/data`, headers: player.auth });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('PUT /player/{id}', () => {
  it('updates name, phone and time zone, storing the canonical zone name', async () => {
    const res = await put('', { name: '  Seve Putts ', phone: '+47 912 34 567', timezone: 'europe/oslo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      player: { name: 'Seve Putts', phone: '+47 912 34 567', timezone: 'Europe/Oslo', email: player.email },
    });
    expect(await current()).toMatchObject({ name: 'Seve Putts', phone: '+47 912 34 567', timezone: 'Europe/Oslo' });
  });

  it('changes only the fields sent, and an empty phone clears it', async () => {
    expect((await put('', { phone: '+1 (555) 010-0199' })).statusCode).toBe(200);
    expect(await current()).toMatchObject({ name: 'Seve Putts', phone: '+1 (555) 010-0199', timezone: 'Europe/Oslo' });
    expect((await put('', { phone: '' })).statusCode).toBe(200);
    expect(await current()).toMatchObject({ name: 'Seve Putts', phone: null });
  });

  it.each([['Mars/Olympus_Mons'], ['+05:00'], ['Not a zone']])(
    'refuses the time zone %j with "timezone: Unknown time zone"',
    async (timezone) => {
      const res = await put('', { timezone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Bad Request', message: 'timezone: Unknown time zone' });
      expect((await current()).timezone).toBe('Europe/Oslo');
    },
  );

  it('refuses a blank name and a malformed phone, changing nothing', async () => {
    const before = await current();
    const blank = await put('', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('name: Name is required');
    const phone = await put('', { phone: 'call me maybe' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe('phone: Please enter a valid phone number');
    const badPart = await put('', { first_name: 'Ada\u202e', membership_tier: 'premium' });
    expect(badPart.statusCode).toBe(400);
    expect(badPart.json().message).toMatch(/^first_name: /);
    expect(await current()).toEqual(before);
  });
});

const other = await buildPlayer(app);

describe('PUT /player/{id} as a profile form sends it (issue 21, item 6)', () => {
  it('takes first_name, last_name, display_name, phone and timezone; ignores and names the rest', async () => {
    const before = await current();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/player/${player.id}`,
      headers: { ...player.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '+44 20 7946 0958',
        timezone: 'Europe/London',
        membership_tier: 'premium',
        email: 'taken-over@example.com',
        player_id: other.id,
        stats: { total_makes: 99999 },
      }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ignored_fields).toEqual(['email', 'membership_tier', 'player_id', 'stats']);
    expect(body.player).toMatchObject({
      player_id: player.id,
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0958',
      timezone: 'Europe/London',
      email: before.email,
      membership_tier: before.membership_tier,
    });
    const after = await current();
    // Nothing but the profile fields changed: not the tier, the address, the figures or the id.
    expect(after).toEqual({ ...before, name: 'Ada Lovelace', phone: '+44 20 7946 0958', timezone: 'Europe/London' });
    const theirs = await app.inject({ method: 'GET', url: `/api/player/${other.id}/data`, headers: other.auth });
    expect(theirs.json()).toMatchObject({ name: other.name, email: other.email, membership_tier: 'free' });
    // The token still belongs to the same player with the same tier.
    const tier = await app.inject({ method: 'GET', url: `/api/player/${player.id}/data`, headers: player.auth });
    expect(tier.json().membership_tier).toBe('free');
  });

  it('stores display_name as the name, and name wins when both are sent', async () => {
    const display = await put('', { display_name: 'Queen Ada', first_name: 'Ada', last_name: 'King' });
    expect(display.statusCode).toBe(200);
    expect(display.json()).toMatchObject({ player: { name: 'Queen Ada' }, ignored_fields: [] });
    const both = await put('', { name: 'Ada K', display_name: 'Queen Ada' });
    expect(both.json().player.name).toBe('Ada K');
    const onlyFirst = await put('', { first_name: ' Ada ' });
    expect(onlyFirst.json().player.name).toBe('Ada');
  });

  it('takes the social links and notification switches of the player object too', async () => {
    const res = await put('', {
      x_url: 'https://x.com/ada',
      notification_preferences: { product_updates: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().player).toMatchObject({
      x_url: 'https://x.com/ada',
      notification_preferences: { product_updates: false, duel_requests: true },
    });
  });

  it('refuses a name built from parts that is too long, naming the field', async () => {
    const before = await current();
    const res = await put('', { first_name: 'A'.repeat(60), last_name: 'B'.repeat(60) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('first_name: Name must be at most 80 characters');
    expect(await current()).toEqual(before);
  });

  it("refuses another player's record with 403, changing nothing", async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/player/${other.id}`,
      headers: player.auth,
      payload: { name: 'Hijacked' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /debug-stats (issue 21, item 8)', () => {
  it("answers the signed-in player's dashboard figures under dashboard_data.stats", async () => {
    expect((await upload(app, player, sessionBody(makesRun(12)))).statusCode).toBe(201);
    const res = await app.inject({
      method: 'GET',
      url: '/api/debug-stats',
      headers: { ...player.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const data = await current();
    expect(data.stats).toMatchObject({ total_sessions: 1, total_makes: 12, best_streak: 12 });
    // The dashboard's figures and nothing else: no account fields beside them.
    expect(res.json()).toEqual({ dashboard_data: { stats: data.stats } });
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/debug-stats' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /player/{id}/socials', () => {
  it('saves links, keeps the ones not sent, and clears one sent as an empty string', async () => {
    const res = await put('/socials', { x_url: 'https://x.com/seve', website_url: 'https://putting.example.org/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Social links saved',
      player: { x_url: 'https://x.com/seve', website_url: 'https://putting.example.org/me', tiktok_url: null },
    });
    expect((await put('/socials', { telegram_url: 'https://t.me/seve' })).statusCode).toBe(200);
    expect((await put('/socials', { x_url: '' })).statusCode).toBe(200);
    expect(await current()).toMatchObject({
      x_url: null,
      website_url: 'https://putting.example.org/me',
      telegram_url: 'https://t.me/seve',
      tiktok_url: null,
    });
  });

  it.each([['not a link'], ['javascript:alert(1)'], ['ftp://files.example.org']])(
    'refuses %j with 400 naming the field',
    async (url) => {
      const before = await current();
      const res = await put('/socials', { tiktok_url: url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('tiktok_url: Please enter a full link starting with https://');
      expect(await current()).toEqual(before);
    },
  );

  it('refuses unknown fields', async () => {
    const res = await put('/socials', { instagram_url: 'https://instagram.com/seve' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /player/{id}/notification-preferences', () => {
  it('starts with every flag on', async () => {
    const fresh = await buildPlayer(app);
    const res = await app.inject({ method: 'GET', url: `/api/player/${fresh.id}/data`, headers: fresh.auth });
    expect(res.json().notification_preferences).toEqual(Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, true])));
  });

  it('merges a partial update into the stored flags', async () => {
    const first = await put('/notification-preferences', { duel_updates: false });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Notification preferences saved');
    expect(first.json().player.notification_preferences).toMatchObject({ duel_updates: false, duel_requests: true });

    expect((await put('/notification-preferences', { product_updates: false, duel_requests: true })).statusCode).toBe(
      200,
    );
    expect((await current()).notification_preferences).toEqual({
      duel_requests: true,
      duel_updates: false,
      league_invites: true,
      league_updates: true,
      fundraiser_updates: true,
      product_updates: false,
    });
  });

  it('refuses unknown flags and non-boolean values', async () => {
    const unknown = await put('/notification-preferences', { marketing_spam: true });
    expect(unknown.statusCode).toBe(400);
    const notBool = await put('/notification-preferences', { league_updates: 'no' });
    expect(notBool.statusCode).toBe(400);
    expect(notBool.json().message).toMatch(/^league_updates: /);
    expect((await current()).notification_preferences.league_updates).toBe(true);
  });
});
