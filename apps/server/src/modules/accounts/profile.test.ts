import { NOTIFICATION_FLAGS } from '@holeout/shared/accounts';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories.ts';
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

  it('refuses a blank name, a malformed phone and unknown fields, changing nothing', async () => {
    const before = await current();
    const blank = await put('', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('name: Name is required');
    const phone = await put('', { phone: 'call me maybe' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe('phone: Please enter a valid phone number');
    const extra = await put('', { name: 'Fine', email: 'elsewhere@example.com' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('email');
    const tier = await put('', { membership_tier: 'premium' });
    expect(tier.statusCode).toBe(400);
    expect(await current()).toEqual(before);
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
