import type { Putt } from '@holeout/shared/putt-log';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories.ts';
import { careerRowOf, countSessions, legacyBody, makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, ctx } = await createTestApp();

/** `n` makes `every` seconds apart from `from`. */
const makes = (n: number, from: number, every: number): Putt[] =>
  Array.from({ length: n }, (_, i) => ({ t: from + i * every, result: 'MAKE', zone: 'TOP' }));

describe('POST /api/sessions: physically impossible sessions (issue 22, decision 041)', () => {
  const impossible: [string, Record<string, unknown>, string, RegExp][] = [
    [
      '200 makes at t = 0 in 0 s',
      sessionBody(makes(200, 0, 0), { duration_seconds: 0 }),
      'min_session_seconds',
      /^Physically impossible session: putts\[1\]: 200 putts with 200 makes take at least 240 s; this session lasts 0 s/,
    ],
    [
      '5,000 makes 12 ms apart in 60 s',
      sessionBody(makes(5000, 0, 0.012), { duration_seconds: 60 }),
      'min_session_seconds',
      /^Physically impossible session: putts\[80\]: 5000 putts with 5000 makes take at least 7440 s/,
    ],
    [
      '5,000 makes 12 ms apart without a duration',
      sessionBody(makes(5000, 0, 0.012)),
      'min_seconds_between_putts',
      /^Physically impossible session: putts\[1\]: comes 0\.012 s after the previous putt/,
    ],
    [
      'two putts 0.2 s apart in the legacy shape',
      legacyBody([...makesRun(3), { t: 5.2, result: 'MISS', miss: 'QUICK PUTT' }]),
      'min_seconds_between_putts',
      /^Physically impossible session: putts\[3\]: comes 0\.2 s after the previous putt/,
    ],
    [
      '60 makes a second apart',
      sessionBody(makes(60, 0, 1)),
      'max_makes_per_minute',
      /^Physically impossible session: putts\[40\]: the 41st make within 60 s/,
    ],
    [
      'a session of thirteen hours',
      sessionBody(makesRun(3), { duration_seconds: 13 * 3600 }),
      'max_session_seconds',
      /^Physically impossible session: a session lasts at most 12 hours/,
    ],
  ];

  it.each(impossible)(
    'refuses %s with 422 naming the limit and the putt, storing nothing',
    async (_l, body, limit, text) => {
      const p = await buildPlayer(app);
      const res = await upload(app, p, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(text);
      expect(res.json().message).toContain(`(${limit})`);
      expect(await countSessions(ctx.db, p.id)).toBe(0);
      expect(await careerRowOf(ctx.db, p.id)).toBeNull();
    },
  );

  it('refuses a 0-putt session and the all-zeros session id with 400, storing nothing', async () => {
    const p = await buildPlayer(app);
    const empty = await upload(app, p, sessionBody([], { duration_seconds: 300 }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('putts: a session holds at least one putt');
    const emptyLegacy = await upload(app, p, legacyBody([], { duration_seconds: 300 }));
    expect(emptyLegacy.json().message).toBe('putt_list: a session holds at least one putt');
    const nil = await upload(app, p, sessionBody(makesRun(3), { session_id: '00000000-0000-0000-0000-000000000000' }));
    expect(nil.statusCode).toBe(400);
    expect(nil.json().message).toBe('session_id: the all-zeros UUID is not a session id: generate a random one');
    expect(await countSessions(ctx.db, p.id)).toBe(0);
    expect(await careerRowOf(ctx.db, p.id)).toBeNull();
  });

  it('accepts quick putts half a second apart and 40 makes in a minute', async () => {
    const p = await buildPlayer(app);
    // 40 makes from 0 to 56.55 s, a quick putt 0.5 s after the last; later, ten makes 0.5 s apart.
    const quick: Putt[] = [...makes(40, 0, 1.45), { t: 57.05, result: 'MISS', miss: 'QUICK PUTT' }];
    const res = await upload(app, p, sessionBody([...quick, ...makes(10, 120, 0.5)]));
    expect(res.statusCode).toBe(201);
  });
});
