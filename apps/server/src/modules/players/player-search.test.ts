import { describe, expect, it } from 'vitest';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();
// A second app with rate limits on, as in production (the tests' default turns them off).
const limited = await createTestApp({ RATE_LIMITS: 'on' });

type Found = { players: { player_id: number; name: string; email?: string }[] };

const search = async (viewer: TestPlayer | null, query: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/players/search?${query}`,
    headers: viewer ? viewer.auth : {},
  });
  return { status: res.statusCode, raw: res.body, body: res.json() as Found };
};
const term = (t: string) => `term=${encodeURIComponent(t)}`;

const searcher = await buildPlayer(app, { name: 'Searcher Sam' });
const alice = await buildPlayer(app, { name: 'Alice Ace', email: 'alice.ace@example.com' });
const alistair = await buildPlayer(app, { name: 'alistair Birdie' });
const malice = await buildPlayer(app, { name: 'Malice Bogey' });
const percent = await buildPlayer(app, { name: '100% Putter' });
await app.inject({
  method: 'PUT',
  url: `/api/player/${alice.id}`,
  headers: alice.auth,
  payload: { phone: '+44 20 7946 0018' },
});

describe('GET /api/players/search', () => {
  it('matches names by prefix, case-insensitively, never in the middle', async () => {
    const { status, body } = await search(searcher, term('ALI'));
    expect(status).toBe(200);
    expect(body.players).toEqual([
      { player_id: alice.id, name: 'Alice Ace' },
      { player_id: alistair.id, name: 'alistair Birdie' },
    ]);
    expect(body.players.map((p) => p.player_id)).not.toContain(malice.id);
  });

  it('leaves out the searcher and exclude_player_id', async () => {
    expect((await search(searcher, term('Searcher'))).body.players).toEqual([]);
    const { body } = await search(searcher, `${term('ali')}&exclude_player_id=${alice.id}`);
    expect(body.players.map((p) => p.player_id)).toEqual([alistair.id]);
  });

  it('returns the e-mail address only to whoever typed it exactly', async () => {
    const { body } = await search(searcher, term('Alice.Ace@Example.com'));
    expect(body.players).toEqual([{ player_id: alice.id, name: 'Alice Ace', email: 'alice.ace@example.com' }]);
    const byName = await search(searcher, term('Alice'));
    expect(byName.raw).not.toContain('example.com');
  });

  it('finds nothing with part of an address', async () => {
    for (const partial of ['alice.ace@', 'alice.ace@example', '@example.com', 'ace@example.com']) {
      expect((await search(searcher, term(partial))).body.players).toEqual([]);
    }
  });

  it('finds a player by the exact phone number, however punctuated, and never returns it', async () => {
    const { body, raw } = await search(searcher, term('+44 (20) 7946-0018'));
    expect(body.players).toEqual([{ player_id: alice.id, name: 'Alice Ace' }]);
    expect(raw).not.toContain('7946');
    expect((await search(searcher, term('442079460018'))).body.players).toHaveLength(1);
    expect((await search(searcher, term('+44 20 7946'))).body.players).toEqual([]);
  });

  it("puts the searcher's accepted friends first, then everyone else alphabetically", async () => {
    const fan = await buildPlayer(app, { name: 'Alfie Friend' });
    const asked = await buildPlayer(app, { name: 'Alan Asked' });
    await app.inject({
      method: 'POST',
      url: '/api/friends/requests',
      headers: searcher.auth,
      payload: { friend_id: fan.id },
    });
    await app.inject({ method: 'POST', url: `/api/friends/requests/${searcher.id}/accept`, headers: fan.auth });
    await app.inject({
      method: 'POST',
      url: '/api/friends/requests',
      headers: searcher.auth,
      payload: { friend_id: asked.id },
    });
    const { body } = await search(searcher, term('al'));
    expect(body.players.map((p) => p.name)).toEqual(['Alfie Friend', 'Alan Asked', 'Alice Ace', 'alistair Birdie']);
    // Someone else's search knows nothing of the searcher's friends.
    const other = await search(alice, term('al'));
    expect(other.body.players.map((p) => p.name)).toEqual(['Alan Asked', 'Alfie Friend', 'alistair Birdie']);
  });

  it('treats LIKE wildcards in the term literally', async () => {
    expect((await search(searcher, term('%'))).body.players).toEqual([]);
    expect((await search(searcher, term('_lice'))).body.players).toEqual([]);
    expect((await search(searcher, term('100%'))).body.players.map((p) => p.player_id)).toEqual([percent.id]);
  });

  it('answers at most 20 players', async () => {
    for (let i = 0; i < 22; i++) await buildPlayer(app, { name: `Zed ${String(i).padStart(2, '0')}` });
    const { body } = await search(searcher, term('zed'));
    expect(body.players).toHaveLength(20);
    expect(body.players[0].name).toBe('Zed 00');
  });

  it('needs a token and a term', async () => {
    expect((await search(null, term('ali'))).status).toBe(401);
    const empty = await search(searcher, term('   '));
    expect(empty.status).toBe(400);
    expect(empty.raw).toContain('Please enter a search term');
  });
});

describe('GET /api/players/search rate limits', () => {
  it('answers 429 after too many searches from one address', async () => {
    const p = await buildPlayer(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await limited.app.inject({ method: 'GET', url: '/api/players/search?term=a', headers: p.auth });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers 429 after too many searches by one account, whatever the address', async () => {
    const p = await buildPlayer(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const res = await limited.app.inject({
        method: 'GET',
        url: '/api/players/search?term=b',
        headers: p.auth,
        remoteAddress: `10.0.${Math.floor(i / 20)}.${i % 20}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 100)).toEqual(Array(100).fill(200));
    expect(statuses[100]).toBe(429);
  });
});
