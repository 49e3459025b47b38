import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories.ts';
import { careerRowOf, countSessions, legacyBody, makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { IRL_NEEDS_ROUND } from '../competitions/competitions.service.ts';

const { app, ctx } = await createTestApp();
const db = ctx.db;
const sessionRows = (playerId?: number) => countSessions(db, playerId);
const careerRow = (playerId: number) => careerRowOf(db, playerId);

describe('POST /api/sessions: identity and refusals', () => {
  it('needs a bearer token, checked before the body is read', async () => {
    const res = await upload(app, null, sessionBody(makesRun(2)));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Authentication required. Please log in.');
    expect((await upload(app, null, { putts: 'nonsense' })).statusCode).toBe(401);
    expect((await upload(app, null, { padding: 'x'.repeat(3 * 1024 * 1024) })).statusCode).toBe(401);
  });

  it('refuses a token whose subject was changed to another player', async () => {
    const p = await buildPlayer(app);
    const victim = await buildPlayer(app);
    const [header, payload, signature] = p.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    claims.sub = String(victim.id);
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(forged).not.toBe(p.token);
    const res = await app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { authorization: `Bearer ${forged}` },
      payload: sessionBody(makesRun(2)),
    });
    expect(res.statusCode).toBe(401);
    expect(await sessionRows(victim.id)).toBe(0);
    expect(await sessionRows(p.id)).toBe(0);
  });

  it('takes the player from the token and ignores a player_id in the body', async () => {
    const p = await buildPlayer(app);
    const other = await buildPlayer(app);
    const res = await upload(app, p, sessionBody(makesRun(2), { player_id: other.id }));
    expect(res.statusCode).toBe(201);
    expect(await sessionRows(p.id)).toBe(1);
    expect(await sessionRows(other.id)).toBe(0);
  });

  const many = makesRun(5001, 0, 0.1);
  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing session_id', { session_id: undefined }, 'session_id'],
    ['a session_id that is no UUID', { session_id: 'abc' }, 'session_id'],
    ['a duration that is text', { duration_seconds: 'long' }, 'duration_seconds'],
    ['putts that are not a list', { putts: 'many' }, 'putts'],
    ['a started_at without offset', { started_at: '2026-03-01T09:30:00' }, 'started_at'],
    ['5,001 putts', { putts: many }, 'putts'],
    ['a decreasing t', { putts: [...makesRun(2, 5), { t: 1, result: 'MAKE', zone: 'TOP' }] }, 'putts.2.t'],
    ['an unknown zone', { putts: [{ t: 1, result: 'MAKE', zone: 'MIDDLE' }] }, 'putts.0.zone'],
    ['a distance out of range', { putting_distance_feet: 12 }, 'putting_distance_feet'],
    ['an empty log', { putts: [] }, 'putts'],
    ['an empty log with a duration', { putts: [], duration_seconds: 60 }, 'putts'],
    ['the all-zeros session_id', { session_id: '00000000-0000-0000-0000-000000000000' }, 'session_id'],
  ];
  it.each(invalid)('answers 400 naming the field for %s, storing nothing', async (_label, change, field) => {
    const p = await buildPlayer(app);
    const res = await upload(app, p, sessionBody(makesRun(3), change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(`${field}: `)).toBe(true);
    expect(await sessionRows(p.id)).toBe(0);
    expect(await careerRow(p.id)).toBeNull();
  });

  it('names the element of a bad legacy putt', async () => {
    const p = await buildPlayer(app);
    const body = legacyBody(makesRun(3));
    (body.putt_list as Record<string, unknown>[])[1]['Putt Detailed Classification'] = 'MAKE - HOLE: CENTER';
    const res = await upload(app, p, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^putt_list\.1\.Putt Detailed Classification: /);
  });

  it('refuses a body over the upload limit with 413', async () => {
    const p = await buildPlayer(app);
    const res = await upload(app, p, sessionBody(makesRun(3), { padding: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(await sessionRows(p.id)).toBe(0);
  });

  it('answers 422 for a duel or league round that does not exist, storing nothing', async () => {
    const p = await buildPlayer(app);
    const duel = await upload(app, p, sessionBody(makesRun(3), { duel_id: 12 }));
    expect(duel.statusCode).toBe(422);
    expect(duel.json().message).toBe('Duel not found.');
    const round = await upload(app, p, sessionBody(makesRun(3), { league_round_id: 40 }));
    expect(round.statusCode).toBe(422);
    expect(round.json().message).toBe('League round not found.');
    expect(await sessionRows(p.id)).toBe(0);
    expect(await careerRow(p.id)).toBeNull();
  });
});

describe('POST /api/sessions: IRL sessions', () => {
  // Storing IRL sessions for their league (no number, no career, retries answered) is covered
  // through a real IRL league in modules/leagues/league-irl.test.ts.
  it('refuses an IRL session that names no league round, storing nothing', async () => {
    const p = await buildPlayer(app, { tier: 'premium', db });
    await upload(app, p, sessionBody(makesRun(3)));
    const before = await careerRow(p.id);
    const res = await upload(app, p, sessionBody(makesRun(30), { irl_player: '  Player 2 ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IRL_NEEDS_ROUND);
    expect(await sessionRows(p.id)).toBe(1);
    expect(await careerRow(p.id)).toEqual(before);
  });
});

describe('POST /api/sessions: ids and times the database could not hold', () => {
  it('accepts a GUID that is not an RFC 4122 UUID, and answers its retry from the stored row', async () => {
    const p = await buildPlayer(app);
    const body = sessionBody(makesRun(4), { session_id: '12345678-1234-1234-1234-123456789ABC' });
    const first = await upload(app, p, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().session.session_id).toBe('12345678-1234-1234-1234-123456789abc');
    const retry = await upload(app, p, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ created: false, session: { session_number: 1 } });
    expect(await sessionRows(p.id)).toBe(1);
  });

  it('refuses ids that are not 8-4-4-4-12 hex before storing anything', async () => {
    const p = await buildPlayer(app);
    for (const id of ['12345678-1234-1234-1234-123456789abg', '123456781234123412341234567890ab', 'x']) {
      const res = await upload(app, p, sessionBody(makesRun(2), { session_id: id }));
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toMatch(/^session_id: /);
    }
    expect(await sessionRows(p.id)).toBe(0);
  });

  it.each([
    ['0000-01-01T00:00:00Z', 'started_at: started_at must be in the year 2000 or later'],
    ['0001-06-01T10:00:00+00:00', 'started_at: started_at must be in the year 2000 or later'],
    ['1999-12-31T23:59:59Z', 'started_at: started_at must be in the year 2000 or later'],
    ['9999-12-31T23:59:59Z', 'started_at: must not be in the future'],
  ])('refuses started_at %s and stores nothing', async (startedAt, message) => {
    const p = await buildPlayer(app);
    const res = await upload(app, p, sessionBody(makesRun(2), { started_at: startedAt }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await sessionRows(p.id)).toBe(0);
    expect(await careerRow(p.id)).toBeNull();
  });

  it('accepts a start a minute ahead of the server clock (clock skew), not ten', async () => {
    const p = await buildPlayer(app);
    const ahead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    expect((await upload(app, p, sessionBody(makesRun(2), { started_at: ahead(1) }))).statusCode).toBe(201);
    expect((await upload(app, p, sessionBody(makesRun(2), { started_at: ahead(10) }))).statusCode).toBe(400);
  });

  it('refuses a duel or league round id beyond the integer column', async () => {
    const p = await buildPlayer(app);
    for (const field of ['duel_id', 'league_round_id']) {
      const res = await upload(app, p, sessionBody(makesRun(2), { [field]: 2_147_483_648 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: Must be a whole number`));
    }
  });
});
