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

describe('POST /api/sessions: capture source and camera labels', () => {
  it('records an upload without capture_source (the desktop app, legacy shape included) as desktop', async () => {
    const p = await buildPlayer(app);
    const modern = await upload(app, p, sessionBody(log));
    const legacy = await upload(app, p, legacyBody(log));
    expect(modern.json().session.capture_source).toBe('desktop');
    expect(legacy.json().session.capture_source).toBe('desktop');
  });

  it('shows each session’s capture source in the history', async () => {
    const p = await buildPlayer(app);
    for (const source of ['manual', 'camera', 'desktop']) {
      expect((await upload(app, p, sessionBody(makesRun(2), { capture_source: source }))).statusCode).toBe(201);
    }
    const page = await getJson<{ sessions: SessionSummary[] }>(app, p, `/api/player/${p.id}/sessions`);
    expect(page.body.sessions.map((s) => s.capture_source)).toEqual(['desktop', 'camera', 'manual']);
  });

  it('keeps a camera session’s corrections as labels with the session', async () => {
    const p = await buildPlayer(app);
    const labels = [
      { index: 1, from: 'MAKE LOW', to: 'MISS CATCH' },
      { index: 3, from: 'MAKE TOP', to: 'NONE' },
      { index: 2, from: 'NONE', to: 'MAKE LEFT' },
    ];
    const body = sessionBody(log, { capture_source: 'camera', labels, duration_seconds: 12 });
    const res = await upload(app, p, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().session).toMatchObject({ capture_source: 'camera', makes: 2, misses: 1 });
    expect(await storedRow(body.session_id as string)).toEqual({ source: 'camera', labels });
    // A camera session without corrections stores no labels.
    const plain = sessionBody(log, { capture_source: 'camera', labels: [] });
    expect((await upload(app, p, plain)).statusCode).toBe(201);
    expect(await storedRow(plain.session_id as string)).toEqual({ source: 'camera', labels: null });
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['an unknown capture source', { capture_source: 'phone' }, 'capture_source'],
    [
      'labels on a manual session',
      { capture_source: 'manual', labels: [{ index: 0, from: 'MAKE LOW', to: 'MAKE TOP' }] },
      'labels',
    ],
    [
      'a label that changes nothing',
      { capture_source: 'camera', labels: [{ index: 0, from: 'NONE', to: 'NONE' }] },
      'labels.0.to',
    ],
    [
      'a label past the log',
      { capture_source: 'camera', labels: [{ index: 4, from: 'MAKE TOP', to: 'NONE' }] },
      'labels.0.index',
    ],
    [
      'a label that disagrees with its putt',
      { capture_source: 'camera', labels: [{ index: 1, from: 'MISS RETURN', to: 'MAKE TOP' }] },
      'labels.0.index',
    ],
    [
      'an unknown outcome',
      { capture_source: 'camera', labels: [{ index: 0, from: 'MAKE MIDDLE', to: 'MAKE TOP' }] },
      'labels.0.from',
    ],
    [
      'a label with extra keys',
      { capture_source: 'camera', labels: [{ index: 0, from: 'MAKE LOW', to: 'MAKE TOP', by: 1 }] },
      'labels.0',
    ],
    ['labels that are not a list', { capture_source: 'camera', labels: 'many' }, 'labels'],
  ];
  it.each(refused)('answers 400 naming the field for %s, storing nothing', async (_label, change, field) => {
    const p = await buildPlayer(app);
    const res = await upload(app, p, sessionBody(log, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(`${field}: `)).toBe(true);
    expect(await countSessions(ctx.db, p.id)).toBe(0);
  });

  it('refuses more labels than a session holds putts', async () => {
    const p = await buildPlayer(app);
    const labels = Array.from({ length: 5001 }, () => ({ index: 0, from: 'MAKE LOW', to: 'MAKE TOP' }));
    const res = await upload(app, p, sessionBody(log, { capture_source: 'camera', labels }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^labels: /);
  });
});
