import type { Putt } from '@holeout/shared/putt-log';
import type { SessionSummary } from '@holeout/shared/sessions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions.ts';
import { buildPlayer } from '../../test/factories.ts';
import { countSessions, getJson, legacyBody, makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, ctx } = await createTestApp();

const log: Putt[] = [
  { t: 2, result: 'MAKE', zone: 'TOP' },
  { t: 6, result: 'MISS', miss: 'CATCH' },
  { t: 9, result: 'MAKE', zone: 'LEFT' },
];

async function storedRow(sessionId: string) {
  const [row] = await ctx.db
    .select({ source: sessions.captureSource, labels: sessions.captureLabels })
    .from(sessions)
    .where(eq(sessions.sessionId, sessionId));
  return row;
}

describe('the capture source, decided by the upload path (decision 039)', () => {
  it('records the desktop upload as desktop, legacy shape included, whatever the body claims', async () => {
    const p = await buildPlayer(app);
    const modern = await upload(app, p, sessionBody(log));
    const legacy = await upload(app, p, legacyBody(log));
    const labels = [{ index: 1, from: 'MAKE LOW', to: 'MISS CATCH' }];
    const claim = sessionBody(log, { capture_source: 'camera', labels });
    const claimed = await upload(app, p, claim);
    expect([modern, legacy, claimed].map((r) => [r.statusCode, r.json().session.capture_source])).toEqual([
      [201, 'desktop'],
      [201, 'desktop'],
      [201, 'desktop'],
    ]);
    // The claimed labels were not applied either.
    expect(await storedRow(claim.session_id as string)).toEqual({ source: 'desktop', labels: null });
  });

  it('records the phone recorder’s path as phone and the camera’s as camera, whatever the body claims', async () => {
    const p = await buildPlayer(app);
    const phone = sessionBody(log, { capture_source: 'desktop' });
    const camera = sessionBody(log, { capture_source: 'desktop' });
    const a = await upload(app, p, phone, '/api/sessions/phone');
    const b = await upload(app, p, camera, '/api/sessions/camera');
    expect([a.statusCode, a.json().session.capture_source]).toEqual([201, 'phone']);
    expect([b.statusCode, b.json().session.capture_source]).toEqual([201, 'camera']);
    expect(await storedRow(phone.session_id as string)).toEqual({ source: 'phone', labels: null });
    expect(await storedRow(camera.session_id as string)).toEqual({ source: 'camera', labels: null });
  });

  it('answers a replay through another path with the stored session, its source unchanged', async () => {
    const p = await buildPlayer(app);
    const body = sessionBody(makesRun(4));
    expect((await upload(app, p, body, '/api/sessions/phone')).statusCode).toBe(201);
    for (const path of ['/api/sessions', '/api/sessions/camera', '/api/sessions/phone'] as const) {
      const again = await upload(app, p, body, path);
      expect([again.statusCode, again.json().session.capture_source]).toEqual([200, 'phone']);
    }
    expect(await storedRow(body.session_id as string)).toEqual({ source: 'phone', labels: null });
    expect(await countSessions(ctx.db, p.id)).toBe(1);
  });

  it('refuses another player’s session id on every path with 409, storing nothing', async () => {
    const [owner, other] = [await buildPlayer(app), await buildPlayer(app)];
    const body = sessionBody(makesRun(2));
    expect((await upload(app, owner, body, '/api/sessions/camera')).statusCode).toBe(201);
    for (const path of ['/api/sessions', '/api/sessions/camera', '/api/sessions/phone'] as const) {
      expect((await upload(app, other, body, path)).statusCode).toBe(409);
    }
    expect(await countSessions(ctx.db, other.id)).toBe(0);
  });

  it('needs a bearer token on the phone and camera paths', async () => {
    for (const path of ['/api/sessions/camera', '/api/sessions/phone'] as const) {
      expect((await upload(app, null, sessionBody(log), path)).statusCode).toBe(401);
    }
  });

  it('shows each session’s capture source in the history', async () => {
    const p = await buildPlayer(app);
    for (const path of ['/api/sessions/phone', '/api/sessions/camera', '/api/sessions'] as const) {
      expect((await upload(app, p, sessionBody(makesRun(2)), path)).statusCode).toBe(201);
    }
    const page = await getJson<{ sessions: SessionSummary[] }>(app, p, `/api/player/${p.id}/sessions`);
    expect(page.body.sessions.map((s) => s.capture_source)).toEqual(['desktop', 'camera', 'phone']);
    const latest = await getJson<{ sessions: SessionSummary[] }>(
      app,
      p,
      `/api/player-sessions-latest?player_id=${p.id}`,
    );
    expect(latest.body.sessions.map((s) => s.capture_source)).toEqual(['desktop', 'camera', 'phone']);
  });
});

describe('POST /api/sessions/camera: the golfer’s corrections as labels', () => {
  it('keeps a camera session’s corrections as labels with the session', async () => {
    const p = await buildPlayer(app);
    const labels = [
      { index: 1, from: 'MAKE LOW', to: 'MISS CATCH' },
      { index: 3, from: 'MAKE TOP', to: 'NONE' },
      { index: 2, from: 'NONE', to: 'MAKE LEFT' },
    ];
    const body = sessionBody(log, { labels, duration_seconds: 12 });
    const res = await upload(app, p, body, '/api/sessions/camera');
    expect(res.statusCode).toBe(201);
    expect(res.json().session).toMatchObject({ capture_source: 'camera', makes: 2, misses: 1 });
    expect(await storedRow(body.session_id as string)).toEqual({ source: 'camera', labels });
    // A camera session without corrections stores no labels.
    const plain = sessionBody(log, { labels: [] });
    expect((await upload(app, p, plain, '/api/sessions/camera')).statusCode).toBe(201);
    expect(await storedRow(plain.session_id as string)).toEqual({ source: 'camera', labels: null });
  });

  it('ignores labels sent on the phone path', async () => {
    const p = await buildPlayer(app);
    const body = sessionBody(log, { labels: [{ index: 0, from: 'MAKE LOW', to: 'MAKE TOP' }] });
    expect((await upload(app, p, body, '/api/sessions/phone')).statusCode).toBe(201);
    expect(await storedRow(body.session_id as string)).toEqual({ source: 'phone', labels: null });
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['a label that changes nothing', { labels: [{ index: 0, from: 'NONE', to: 'NONE' }] }, 'labels.0.to'],
    ['a label past the log', { labels: [{ index: 4, from: 'MAKE TOP', to: 'NONE' }] }, 'labels.0.index'],
    [
      'a label that disagrees with its putt',
      { labels: [{ index: 1, from: 'MISS RETURN', to: 'MAKE TOP' }] },
      'labels.0.index',
    ],
    ['an unknown outcome', { labels: [{ index: 0, from: 'MAKE MIDDLE', to: 'MAKE TOP' }] }, 'labels.0.from'],
    ['a label with extra keys', { labels: [{ index: 0, from: 'MAKE LOW', to: 'MAKE TOP', by: 1 }] }, 'labels.0'],
    ['labels that are not a list', { labels: 'many' }, 'labels'],
  ];
  it.each(refused)('answers 400 naming the field for %s, storing nothing', async (_label, change, field) => {
    const p = await buildPlayer(app);
    const res = await upload(app, p, sessionBody(log, change), '/api/sessions/camera');
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(`${field}: `)).toBe(true);
    expect(await countSessions(ctx.db, p.id)).toBe(0);
  });

  it('refuses more labels than a session holds putts', async () => {
    const p = await buildPlayer(app);
    const labels = Array.from({ length: 5001 }, () => ({ index: 0, from: 'MAKE LOW', to: 'MAKE TOP' }));
    const res = await upload(app, p, sessionBody(log, { labels }), '/api/sessions/camera');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^labels: /);
  });
});
