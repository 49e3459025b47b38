import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../test/factories.ts';
import { countSessions, makesRun, sessionBody, upload } from '../test/session-fixtures.ts';
import { createTestApp } from '../test/test-app.ts';

const { app, ctx } = await createTestApp();
const player = await buildPlayer(app, { name: 'Guarded Gail' });

const get = (url: string, headers: Record<string, string> = player.auth) => app.inject({ method: 'GET', url, headers });

describe('ids in paths and queries', () => {
  const routes = (id: string) => [
    `/api/player/${id}/data`,
    `/api/player/${id}/sessions`,
    `/api/player-sessions-latest?player_id=${id}`,
    `/api/career-stats?player_id=${id}`,
    `/api/compare?player1_id=${id}&player2_id=${player.id}`,
    `/api/players/search?term=a&exclude_player_id=${id}`,
  ];

  it.each(['2147483648', '99999999999999999999', '0x1', '1e0', '+1', '%201', '-1', '0', 'abc'])(
    '%s is refused with 400 naming the field, never read as another id',
    async (id) => {
      for (const url of routes(id)) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toMatch(/^(id|player_id|player1_id|exclude_player_id): Must be a whole number/);
      }
    },
  );

  it('an out-of-range id is refused even without a token on the public route', async () => {
    const res = await get('/api/player/2147483648/data', {});
    expect(res.statusCode).toBe(400);
  });

  it('the largest id is in range: an unknown player, not an error', async () => {
    expect((await get('/api/player/2147483647/data')).statusCode).toBe(404);
  });
});

describe('control characters', () => {
  it('a NUL in a registration name is refused with 400 naming the field, and nothing is stored', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Nul\u0000Name', email: 'nul-name@example.com', password: 'correct horse' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('name: must not contain control characters');
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nul-name@example.com', password: 'correct horse' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('profile names, IRL player names and search terms refuse them too', async () => {
    const profile = await app.inject({
      method: 'PUT',
      url: `/api/player/${player.id}`,
      headers: player.auth,
      payload: { name: 'Bell\u0007' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe('name: must not contain control characters');

    const irl = await upload(app, player, sessionBody(makesRun(3), { irl_player: 'Guest\u0000' }));
    expect(irl.statusCode).toBe(400);
    expect(irl.json().message).toBe('irl_player: must not contain control characters');
    expect(await countSessions(ctx.db, player.id)).toBe(0);

    const search = await get('/api/players/search?term=a%00b');
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe('term: must not contain control characters');
  });

  it('names with direction overrides or nothing visible are refused; joiners in real names stay', async () => {
    const rename = (name: string) =>
      app.inject({ method: 'PUT', url: `/api/player/${player.id}`, headers: player.auth, payload: { name } });
    const bidi = await rename('Gail\u202eliaG');
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json().message).toBe('name: Name must not contain text-direction control characters');
    expect((await rename('\u200b\u200b')).json().message).toBe('name: Name is required');
    const joined = await rename('👨‍👩‍👧 Gail');
    expect(joined.statusCode).toBe(200);
    expect(joined.json().player.name).toBe('👨‍👩‍👧 Gail');
  });
});

describe('duplicate JSON keys', () => {
  it('an upload that names a field twice is refused and stores nothing', async () => {
    const body = JSON.stringify(sessionBody(makesRun(3)));
    const doubled = body.replace('{', '{"putting_distance_feet":5,"putting_distance_feet":9,');
    const res = await app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { ...player.auth, 'content-type': 'application/json' },
      payload: doubled,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'putting_distance_feet: is given more than once' });
    expect(await countSessions(ctx.db, player.id)).toBe(0);
  });

  it('any route refuses them, inside nested objects too', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/player/${player.id}/socials`,
      headers: { ...player.auth, 'content-type': 'application/json' },
      payload: '{"x_url":"https://x.com/a","x_url":"https://x.com/b"}',
    });
    expect(res.statusCode).toBe(400);
  });
});
