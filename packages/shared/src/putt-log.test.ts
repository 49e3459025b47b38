import { describe, expect, it } from 'vitest';
import {
  canonicalPuttLog,
  DEFAULT_PUTTING_DISTANCE_FEET,
  formatLegacyDetail,
  type LegacyPutt,
  legacyPuttSchema,
  MAX_PUTTS,
  NIL_SESSION_ID,
  type Putt,
  parseLegacyDetail,
  puttSchema,
  type SessionUploadInput,
  sessionUploadSchema,
} from './putt-log.ts';

const base = {
  session_id: '3F2504E0-4F89-41D3-9A0C-0305E82C3301',
  started_at: '2025-03-01T09:30:00+01:00',
} as const;

/** Paths of all issues, for compact assertions. */
function issuePaths(input: unknown): PropertyKey[][] {
  const r = sessionUploadSchema.safeParse(input);
  if (r.success) return [];
  return r.error.issues.map((i) => i.path);
}

function parseOk(input: SessionUploadInput) {
  const r = sessionUploadSchema.safeParse(input);
  if (!r.success) throw new Error(JSON.stringify(r.error.issues));
  return r.data;
}

const legacy = (index: number, cls: 'MAKE' | 'MISS', detail: string, time: number | string): LegacyPutt => ({
  'Putt Index': index,
  'Putt Classification': cls,
  'Putt Detailed Classification': detail,
  'Putt Time': time,
});

describe('puttSchema', () => {
  it('accepts makes and misses with and without optional sides', () => {
    expect(puttSchema.parse({ t: 0, result: 'MAKE', zone: 'LOW' })).toEqual({ t: 0, result: 'MAKE', zone: 'LOW' });
    expect(puttSchema.parse({ t: 3.2, result: 'MAKE', zone: 'TOP', entry: 'LEFT' }).result).toBe('MAKE');
    expect(puttSchema.parse({ t: 1, result: 'MISS', miss: 'QUICK PUTT' })).toEqual({
      t: 1,
      result: 'MISS',
      miss: 'QUICK PUTT',
    });
  });

  it('rejects NaN, Infinity, negative t and unknown shapes', () => {
    expect(puttSchema.safeParse({ t: Number.NaN, result: 'MAKE', zone: 'TOP' }).success).toBe(false);
    expect(puttSchema.safeParse({ t: Number.POSITIVE_INFINITY, result: 'MAKE', zone: 'TOP' }).success).toBe(false);
    expect(puttSchema.safeParse({ t: -0.1, result: 'MAKE', zone: 'TOP' }).success).toBe(false);
    expect(puttSchema.safeParse({ t: '1', result: 'MAKE', zone: 'TOP' }).success).toBe(false);
    // A make must not carry miss fields, a miss must not carry a zone.
    expect(puttSchema.safeParse({ t: 1, result: 'MAKE', zone: 'TOP', miss: 'CATCH' }).success).toBe(false);
    expect(puttSchema.safeParse({ t: 1, result: 'MISS', miss: 'CATCH', zone: 'TOP' }).success).toBe(false);
    expect(puttSchema.safeParse({ t: 1, result: 'MAKE', zone: 'TOP', entry: 'MIDDLE' }).success).toBe(false);
    expect(puttSchema.safeParse({ t: 1, result: 'HOLED', zone: 'TOP' }).success).toBe(false);
    expect(puttSchema.safeParse(null).success).toBe(false);
  });
});

describe('sessionUploadSchema — modern putts', () => {
  it('normalises: defaults distance, lower-cases the id, trims irl_player, keeps duration undefined', () => {
    const out = parseOk({
      ...base,
      irl_player: '  Player 2 ',
      putts: [
        { t: 3.2, result: 'MAKE', zone: 'TOP', entry: 'LEFT' },
        { t: 7.9, result: 'MISS', miss: 'RETURN', entry: 'CENTER', exit: 'RIGHT' },
      ],
    });
    expect(out.session_id).toBe('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    expect(out.putting_distance_feet).toBe(DEFAULT_PUTTING_DISTANCE_FEET);
    expect(out.irl_player).toBe('Player 2');
    expect(out.duration_seconds).toBeUndefined();
    expect('duration_seconds' in out).toBe(false);
    expect(out.putts).toHaveLength(2);
  });

  it('accepts every optional field in range', () => {
    const out = parseOk({
      ...base,
      duration_seconds: 312.4,
      putting_distance_feet: 3,
      duel_id: 12,
      league_round_id: 40,
      putts: [{ t: 312.4, result: 'MAKE', zone: 'LEFT' }],
    });
    expect(out).toMatchObject({ duration_seconds: 312.4, putting_distance_feet: 3, duel_id: 12, league_round_id: 40 });
  });

  it('names the offending putt field', () => {
    const putts = ['TOP', 'TOP', 'TOP', 'MIDDLE'].map((zone, i) => ({ t: i + 1, result: 'MAKE', zone }));
    expect(issuePaths({ ...base, putts })).toEqual([['putts', 3, 'zone']]);
  });

  it('reports a decreasing t at the putt where time goes backwards', () => {
    const putts = [0, 1, 2, 3, 4, 3.5, 6].map((t) => ({ t, result: 'MAKE', zone: 'TOP' }));
    expect(issuePaths({ ...base, putts })).toEqual([['putts', 5, 't']]);
  });

  it('allows equal consecutive times (non-decreasing, not increasing)', () => {
    expect(
      parseOk({
        ...base,
        putts: [
          { t: 2, result: 'MAKE', zone: 'TOP' },
          { t: 2, result: 'MISS', miss: 'CATCH' },
        ],
      }).putts,
    ).toHaveLength(2);
  });

  it('rejects NaN / Infinity / negative t with the element path', () => {
    expect(issuePaths({ ...base, putts: [{ t: Number.NaN, result: 'MAKE', zone: 'TOP' }] })).toEqual([
      ['putts', 0, 't'],
    ]);
    expect(issuePaths({ ...base, putts: [{ t: -1, result: 'MISS', miss: 'CATCH' }] })).toEqual([['putts', 0, 't']]);
    expect(issuePaths({ ...base, duration_seconds: Number.POSITIVE_INFINITY, putts: [] })).toEqual([
      ['duration_seconds'],
    ]);
  });

  it('accepts exactly MAX_PUTTS putts and rejects 5,001', () => {
    const mk = (n: number) => Array.from({ length: n }, (_, i) => ({ t: i, result: 'MAKE', zone: 'TOP' }));
    expect(MAX_PUTTS).toBe(5000);
    expect(parseOk({ ...base, putts: mk(5000) as Putt[] }).putts).toHaveLength(5000);
    expect(issuePaths({ ...base, putts: mk(5001) })).toEqual([['putts']]);
  });

  it('refuses a putt later than the longest session, so the duration it implies stays within a day', () => {
    const at = (t: number) => [{ t, result: 'MAKE' as const, zone: 'TOP' as const }];
    expect(parseOk({ ...base, putts: at(86_400) }).putts).toHaveLength(1);
    const r = sessionUploadSchema.safeParse({ ...base, putts: at(1e12) });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['putts', 0, 't'], 't must be at most 86400 seconds (one day)'],
    ]);
    expect(issuePaths({ ...base, putt_list: [legacy(1, 'MAKE', 'MAKE - HOLE: TOP', '86400.5')] })).toEqual([
      ['putt_list', 0, 'Putt Time'],
    ]);
  });

  it('refuses an empty log, with or without duration_seconds (issue 22)', () => {
    expect(issuePaths({ ...base, putts: [], duration_seconds: 120 })).toEqual([['putts']]);
    expect(issuePaths({ ...base, putts: [] })).toEqual([['putts']]);
  });

  it('refuses the all-zeros UUID as a session id, whatever its case', () => {
    const one = [{ t: 1, result: 'MAKE' as const, zone: 'TOP' as const }];
    expect(issuePaths({ ...base, putts: one, session_id: NIL_SESSION_ID })).toEqual([['session_id']]);
    expect(parseOk({ ...base, putts: one, session_id: '00000000-0000-0000-0000-000000000001' }).putts).toEqual(one);
  });

  it('validates duration_seconds: range and not shorter than the last putt', () => {
    const putts = [{ t: 10, result: 'MAKE' as const, zone: 'TOP' as const }];
    expect(parseOk({ ...base, putts, duration_seconds: 10 }).duration_seconds).toBe(10); // equal is fine
    expect(issuePaths({ ...base, putts, duration_seconds: 9.99 })).toEqual([['duration_seconds']]);
    expect(issuePaths({ ...base, putts: [], duration_seconds: -1 })).toEqual([['duration_seconds']]);
    expect(parseOk({ ...base, putts, duration_seconds: 86_400 }).duration_seconds).toBe(86_400);
    expect(issuePaths({ ...base, putts, duration_seconds: 86_400.5 })).toEqual([['duration_seconds']]);
  });

  it('validates the scalar fields with their own paths', () => {
    const ok = { ...base, putts: [{ t: 0, result: 'MISS' as const, miss: 'CATCH' as const }], duration_seconds: 1 };
    expect(issuePaths({ ...ok, session_id: 'not-a-uuid' })).toEqual([['session_id']]);
    expect(issuePaths({ ...ok, started_at: '2025-03-01T09:30:00' })).toEqual([['started_at']]); // no offset
    expect(parseOk({ ...ok, started_at: '2025-03-01T08:30:00Z' }).started_at).toBe('2025-03-01T08:30:00Z');
    expect(issuePaths({ ...ok, putting_distance_feet: 2.9 })).toEqual([['putting_distance_feet']]);
    expect(issuePaths({ ...ok, putting_distance_feet: 10.1 })).toEqual([['putting_distance_feet']]);
    expect(issuePaths({ ...ok, duel_id: 0 })).toEqual([['duel_id']]);
    expect(issuePaths({ ...ok, duel_id: 1.5 })).toEqual([['duel_id']]);
    expect(issuePaths({ ...ok, league_round_id: -3 })).toEqual([['league_round_id']]);
    expect(issuePaths({ ...ok, irl_player: '   ' })).toEqual([['irl_player']]);
    expect(issuePaths({ ...ok, irl_player: 'x'.repeat(101) })).toEqual([['irl_player']]);
    expect(parseOk({ ...ok, irl_player: ` ${'x'.repeat(100)} ` }).irl_player).toHaveLength(100);
  });

  it('requires exactly one of putts / putt_list', () => {
    expect(issuePaths({ ...base, duration_seconds: 5 })).toEqual([['putts']]);
    expect(issuePaths({ ...base, duration_seconds: 5, putts: [], putt_list: [] })).toEqual([['putt_list']]);
  });
});

describe('sessionUploadSchema — legacy putt_list', () => {
  it('converts to putts, sorting by Putt Index and accepting numeric-string times', () => {
    const out = parseOk({
      ...base,
      putt_list: [
        legacy(3, 'MISS', 'MISS - QUICK PUTT', '9.75'),
        legacy(1, 'MAKE', 'MAKE - HOLE: TOP - LEFT', 3.2),
        legacy(2, 'MISS', 'MISS - RETURN: LEFT - RIGHT', ' 7.9 '),
        legacy(4, 'MISS', 'MISS - TIMEOUT: LEFT', 12),
        legacy(5, 'MAKE', 'MAKE - HOLE: LOW', '13'),
        legacy(6, 'MISS', 'MISS - CATCH: CENTER - LEFT', 14.5),
      ],
    });
    expect(out.putts).toEqual([
      { t: 3.2, result: 'MAKE', zone: 'TOP', entry: 'LEFT' },
      { t: 7.9, result: 'MISS', miss: 'RETURN', entry: 'LEFT', exit: 'RIGHT' },
      { t: 9.75, result: 'MISS', miss: 'QUICK PUTT' },
      { t: 12, result: 'MISS', miss: 'TIMEOUT', entry: 'LEFT' },
      { t: 13, result: 'MAKE', zone: 'LOW' },
      { t: 14.5, result: 'MISS', miss: 'CATCH', entry: 'CENTER', exit: 'LEFT' },
    ]);
    expect('putt_list' in out).toBe(false);
  });

  it('names the malformed detail by its position in the request', () => {
    const r = sessionUploadSchema.safeParse({
      ...base,
      putt_list: [
        legacy(1, 'MAKE', 'MAKE - HOLE: TOP', 1),
        legacy(2, 'MAKE', 'MAKE - HOLE: TOP', 2),
        legacy(3, 'MAKE', 'MAKE - HOLE: TOP', 3),
        legacy(4, 'MAKE', 'MAKE - HOLE: SIDEWAYS', 4),
      ],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path)).toEqual([['putt_list', 3, 'Putt Detailed Classification']]);
  });

  it('rejects a detail whose MAKE/MISS disagrees with Putt Classification', () => {
    expect(issuePaths({ ...base, putt_list: [legacy(1, 'MAKE', 'MISS - CATCH', 1)] })).toEqual([
      ['putt_list', 0, 'Putt Detailed Classification'],
    ]);
  });

  it('rejects non-numeric, negative or non-finite string times', () => {
    expect(issuePaths({ ...base, putt_list: [legacy(1, 'MAKE', 'MAKE - HOLE: TOP', 'abc')] })).toEqual([
      ['putt_list', 0, 'Putt Time'],
    ]);
    expect(issuePaths({ ...base, putt_list: [legacy(1, 'MAKE', 'MAKE - HOLE: TOP', '')] })).toEqual([
      ['putt_list', 0, 'Putt Time'],
    ]);
    expect(issuePaths({ ...base, putt_list: [legacy(1, 'MAKE', 'MAKE - HOLE: TOP', 'Infinity')] })).toEqual([
      ['putt_list', 0, 'Putt Time'],
    ]);
    expect(issuePaths({ ...base, putt_list: [legacy(1, 'MAKE', 'MAKE - HOLE: TOP', '-2')] })).toEqual([
      ['putt_list', 0, 'Putt Time'],
    ]);
  });

  it('reports times decreasing in index order at the element as sent', () => {
    // Sorted by index: #1 t=5 (sent at 1), #2 t=4 (sent at 0) → element 0 goes backwards.
    expect(
      issuePaths({
        ...base,
        putt_list: [legacy(2, 'MAKE', 'MAKE - HOLE: TOP', 4), legacy(1, 'MAKE', 'MAKE - HOLE: TOP', 5)],
      }),
    ).toEqual([['putt_list', 0, 'Putt Time']]);
  });

  it('applies the same empty-log and duration rules', () => {
    expect(issuePaths({ ...base, putt_list: [] })).toEqual([['putt_list']]);
    expect(
      issuePaths({ ...base, duration_seconds: 1, putt_list: [legacy(1, 'MAKE', 'MAKE - HOLE: TOP', '2')] }),
    ).toEqual([['duration_seconds']]);
  });

  it('rejects more than MAX_PUTTS legacy elements', () => {
    const list = Array.from({ length: 5001 }, (_, i) => legacy(i, 'MISS', 'MISS - CATCH', i));
    expect(issuePaths({ ...base, putt_list: list })).toEqual([['putt_list']]);
  });
});

describe('legacy detail parsing', () => {
  it.each([
    ['MAKE - HOLE: TOP - LEFT', { result: 'MAKE', zone: 'TOP', entry: 'LEFT' }],
    ['MAKE - HOLE: LOW', { result: 'MAKE', zone: 'LOW' }],
    ['MISS - RETURN: LEFT - RIGHT', { result: 'MISS', miss: 'RETURN', entry: 'LEFT', exit: 'RIGHT' }],
    ['MISS - TIMEOUT: LEFT', { result: 'MISS', miss: 'TIMEOUT', entry: 'LEFT' }],
    ['MISS - QUICK PUTT', { result: 'MISS', miss: 'QUICK PUTT' }],
    ['  MISS-CATCH:CENTER-LEFT ', { result: 'MISS', miss: 'CATCH', entry: 'CENTER', exit: 'LEFT' }],
  ])('parses the documented form %j', (detail, parsed) => {
    expect(parseLegacyDetail(detail)).toEqual(parsed);
  });

  it('rejects anything else', () => {
    for (const bad of [
      '',
      'MAKE',
      'MAKE - HOLE',
      'MAKE - HOLE: CENTER',
      'MISS - SPLASH',
      'make - hole: top',
      'MISS - RETURN: LEFT - RIGHT - LOW',
    ]) {
      expect(parseLegacyDetail(bad), bad).toBeNull();
    }
  });

  it('round-trips through formatLegacyDetail', () => {
    const putts: Putt[] = [
      { t: 0, result: 'MAKE', zone: 'TOP', entry: 'LEFT' },
      { t: 0, result: 'MAKE', zone: 'RIGHT' },
      { t: 0, result: 'MISS', miss: 'RETURN', entry: 'LEFT', exit: 'RIGHT' },
      { t: 0, result: 'MISS', miss: 'TIMEOUT', entry: 'CENTER' },
      { t: 0, result: 'MISS', miss: 'QUICK PUTT' },
    ];
    for (const p of putts) {
      const { t: _t, ...rest } = p;
      expect(parseLegacyDetail(formatLegacyDetail(p))).toEqual(rest);
    }
  });

  it('legacyPuttSchema outputs the index and the converted putt', () => {
    expect(legacyPuttSchema.parse(legacy(7, 'MAKE', 'MAKE - HOLE: LEFT - CENTER', '1.5'))).toEqual({
      putt_index: 7,
      putt: { t: 1.5, result: 'MAKE', zone: 'LEFT', entry: 'CENTER' },
    });
  });
});

describe('canonicalPuttLog', () => {
  it('writes keys in fixed order and omits absent optionals', () => {
    // Objects deliberately built with scrambled key order.
    const putts = [
      { entry: 'LEFT', zone: 'TOP', result: 'MAKE', t: 3.2 },
      { exit: 'RIGHT', miss: 'RETURN', entry: 'CENTER', result: 'MISS', t: 7.9 },
      { miss: 'QUICK PUTT', result: 'MISS', t: 8 },
      { result: 'MISS', t: 9, miss: 'TIMEOUT', exit: 'LEFT' },
    ] as Putt[];
    expect(canonicalPuttLog(putts)).toBe(
      '[{"t":3.2,"result":"MAKE","zone":"TOP","entry":"LEFT"},' +
        '{"t":7.9,"result":"MISS","miss":"RETURN","entry":"CENTER","exit":"RIGHT"},' +
        '{"t":8,"result":"MISS","miss":"QUICK PUTT"},' +
        '{"t":9,"result":"MISS","miss":"TIMEOUT","exit":"LEFT"}]',
    );
  });

  it('is the same for a legacy upload and its modern equivalent', () => {
    const modern = parseOk({
      ...base,
      putts: [
        { t: 1, result: 'MAKE', zone: 'LOW' },
        { t: 2, result: 'MISS', miss: 'CATCH', entry: 'LEFT', exit: 'CENTER' },
      ],
    });
    const old = parseOk({
      ...base,
      putt_list: [legacy(2, 'MISS', 'MISS - CATCH: LEFT - CENTER', '2'), legacy(1, 'MAKE', 'MAKE - HOLE: LOW', 1)],
    });
    expect(canonicalPuttLog(old.putts)).toBe(canonicalPuttLog(modern.putts));
  });

  it('renders an empty log as []', () => {
    expect(canonicalPuttLog([])).toBe('[]');
  });
});
