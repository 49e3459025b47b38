import { npubEncode } from 'nostr-tools/nip19';
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { buildPlayer } from '../../test/factories.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { createTestApp } from '../../test/test-app.ts';
import { NOSTR_REFUSED } from './nostr.service.ts';

const clock = new ManualClock();
const { app } = await createTestApp({}, { clock });
const SIGN_IN_URL = 'http://holeout.test/api/auth/nostr/sign-in';

async function challenge(action: 'sign-in' | 'link' = 'sign-in') {
  const res = await app.inject({ method: 'POST', url: '/api/auth/nostr/challenge', payload: { action } });
  expect(res.statusCode).toBe(200);
  return res.json() as { challenge: string; url: string; method: string };
}

/** What a NIP-07 extension signs: a NIP-98 event naming the URL, the method and the challenge. */
function signed(
  key: Uint8Array,
  c: { challenge: string; url: string },
  overrides: { kind?: number; method?: string; at?: number } = {},
) {
  return finalizeEvent(
    {
      kind: overrides.kind ?? 27235,
      created_at: overrides.at ?? Math.floor(clock.now().getTime() / 1000),
      tags: [
        ['u', c.url],
        ['method', overrides.method ?? 'POST'],
        ['challenge', c.challenge],
      ],
      content: '',
    },
    key,
  );
}

function send(event: object, path = 'sign-in', headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `/api/auth/nostr/${path}`, payload: { event }, headers });
}

describe('Nostr sign-in (NIP-98 events)', () => {
  it('sends a new key to setup, then signs it straight in', async () => {
    const key = generateSecretKey();
    const c = await challenge();
    expect(c).toMatchObject({ url: SIGN_IN_URL, method: 'POST' });
    const first = await send(signed(key, c));
    expect(first.statusCode).toBe(200);
    const setupToken = first.json().setupToken;
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/complete-oauth-signup',
      payload: { setupToken, displayName: 'Nostr Golfer', provider: 'nostr' },
    });
    expect(created.statusCode).toBe(201);
    const npub = npubEncode(getPublicKey(key));
    expect(created.json().player.email).toBe(`${npub}@nostr.invalid`);

    const again = await send(signed(key, await challenge()));
    expect(again.json()).toMatchObject({ success: true, player: { player_id: created.json().player.player_id } });
  });

  it('refuses replayed, stale, wrong-challenge, wrong URL or method and tampered events', async () => {
    const key = generateSecretKey();
    const expectRefused = async (event: object) => {
      const res = await send(event);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(NOSTR_REFUSED);
    };
    const c = await challenge();
    const event = signed(key, c);
    expect((await send(event)).statusCode).toBe(200);
    await expectRefused(event);

    const now = Math.floor(clock.now().getTime() / 1000);
    await expectRefused(signed(key, await challenge(), { at: now - 301 }));
    await expectRefused(signed(key, await challenge(), { at: now + 120 }));
    await expectRefused(signed(key, { challenge: 'made-up', url: SIGN_IN_URL }));
    await expectRefused(signed(key, { ...(await challenge()), url: 'http://evil.test/api/auth/nostr/sign-in' }));
    await expectRefused(signed(key, await challenge(), { method: 'GET' }));
    await expectRefused(signed(key, await challenge(), { kind: 1 }));
    // A link challenge does not sign in.
    await expectRefused(signed(key, { ...(await challenge('link')), url: SIGN_IN_URL }));

    const tampered = signed(key, await challenge());
    await expectRefused({ ...tampered, content: 'changed' });
    const otherKey = getPublicKey(generateSecretKey());
    await expectRefused({ ...signed(key, await challenge()), pubkey: otherKey });
  });

  it('refuses a challenge older than five minutes', async () => {
    const c = await challenge();
    clock.advance(5 * 60_000 + 1000);
    try {
      const res = await send(signed(generateSecretKey(), c));
      expect(res.statusCode).toBe(401);
    } finally {
      clock.set(new Date());
    }
  });

  it('links a key from settings; it then signs in to that account and cannot be linked twice', async () => {
    const player = await buildPlayer(app);
    const key = generateSecretKey();
    const linked = await send(signed(key, await challenge('link')), 'link', player.auth);
    expect(linked.statusCode).toBe(200);
    const methods = await app.inject({ method: 'GET', url: '/api/auth/sign-in-methods', headers: player.auth });
    const [, nostr] = methods.json().methods;
    expect(nostr).toMatchObject({ kind: 'nostr', label: expect.stringMatching(/^npub1.{5}….{6}$/) });

    const signIn = await send(signed(key, await challenge()));
    expect(signIn.json().player.player_id).toBe(player.id);

    const other = await buildPlayer(app);
    const taken = await send(signed(key, await challenge('link')), 'link', other.auth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This Nostr account is already linked to another player.');
    expect((await send(signed(key, await challenge('link')), 'link')).statusCode).toBe(401);
  });

  itOnPostgres('two concurrent unlinks of a password-less account leave one way in', async () => {
    const first = generateSecretKey();
    const setup = (await send(signed(first, await challenge()))).json().setupToken;
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/complete-oauth-signup',
      payload: { setupToken: setup, displayName: 'Two Keys', provider: 'nostr' },
    });
    const auth = { authorization: `Bearer ${created.json().token}` };
    await send(signed(generateSecretKey(), await challenge('link')), 'link', auth);
    const list = await app.inject({ method: 'GET', url: '/api/auth/sign-in-methods', headers: auth });
    const ids = list.json().methods.map((m: { id: number }) => m.id);
    expect(ids).toHaveLength(2);
    const answers = await Promise.all(
      ids.map((id: number) => app.inject({ method: 'DELETE', url: `/api/auth/sign-in-methods/${id}`, headers: auth })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
