/**
 * Property-based tests of the putt-log contract: random valid logs (modern `putts` and legacy
 * `putt_list`) are accepted and their figures equal both `computeSessionFigures` and a naive,
 * obviously-correct recount; random mutations of a valid log are refused at the mutated place.
 * The hand-computed cases stay in putt-log.test.ts and stats/session-figures.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSECUTIVE_THRESHOLDS,
  canonicalPuttLog,
  DEFAULT_PUTTING_DISTANCE_FEET,
  ENTRY_SIDES,
  formatLegacyDetail,
  MAX_PUTTS,
  MAX_SESSION_DURATION_SECONDS,
  type MakePutt,
  MISS_KINDS,
  type MissPutt,
  type Putt,
  puttSchema,
  type SessionUpload,
  sessionUploadSchema,
  ZONES,
} from './putt-log.ts';
import { computeSessionFigures, makeLabel, missLabel, type SessionFigures } from './stats/session-figures.ts';

const RUNS = 200;

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------

/** A putt before its time is set. */
type Shot = Omit<MakePutt, 't'> | Omit<MissPutt, 't'>;

const side = fc.constantFrom(...ENTRY_SIDES);
const make = fc.record(
  { result: fc.constant('MAKE' as const), zone: fc.constantFrom(...ZONES), entry: side },
  { requiredKeys: ['result', 'zone'] },
);
const miss = fc.record(
  { result: fc.constant('MISS' as const), miss: fc.constantFrom(...MISS_KINDS), entry: side, exit: side },
  { requiredKeys: ['result', 'miss'] },
);

/** Mostly makes, in runs long enough to reach the 21-make and consecutive thresholds. */
const shots: fc.Arbitrary<Shot[]> = fc
  .oneof(
    fc.array(fc.oneof({ arbitrary: make, weight: 4 }, { arbitrary: miss, weight: 1 }), { maxLength: 120 }),
    fc
      .array(fc.tuple(fc.integer({ min: 0, max: 110 }), make, fc.option(miss, { nil: undefined })), { maxLength: 5 })
      .map((runs) => runs.flatMap(([n, m, x]) => [...Array.from({ length: n }, () => ({ ...m })), ...(x ? [x] : [])])),
    // A session holds at least one putt (an empty log is refused: issue 22).
  )
  .filter((list) => list.length > 0);

/** A double in [0, max], never -0 (which JSON and the legacy text form write as 0). */
const seconds = (max: number) => fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true }).map((x) => x + 0);

/**
 * Gaps between putts: often 0 (equal times are allowed), often whole seconds (so a make lands
 * exactly on a window's edge, 60 s after another), otherwise any time up to 8 s.
 */
const gap = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 8 }), seconds(8));

/** A non-decreasing, valid putt log. */
const puttLog: fc.Arbitrary<Putt[]> = shots.chain((list) =>
  fc
    .tuple(
      fc.oneof(fc.integer({ min: 0, max: 30 }), seconds(30)),
      fc.array(gap, { minLength: list.length, maxLength: list.length }),
    )
    .map(([start, gaps]) => {
      let t = start;
      return list.map((shot, i) => {
        t += i === 0 ? 0 : gaps[i];
        return { t, ...shot } as Putt;
      });
    }),
);

const offset = fc.constantFrom('Z', '+00:00', '+01:00', '-05:30', '+14:00', '-12:00');
const startedAt = fc
  .date({ min: new Date('2000-01-02T00:00:00Z'), max: new Date('2026-01-01T00:00:00Z'), noInvalidDate: true })
  .chain((d) =>
    offset.map((o) => {
      if (o === 'Z') return d.toISOString();
      const sign = o[0] === '-' ? -1 : 1;
      const minutes = sign * (Number(o.slice(1, 3)) * 60 + Number(o.slice(4, 6)));
      // The same instant written in that offset's local time.
      const local = new Date(d.getTime() + minutes * 60_000).toISOString().slice(0, 19);
      return `${local}${o}`;
    }),
  );

interface ValidUpload {
  body: Record<string, unknown>;
  putts: Putt[];
  duration?: number;
}

/** A valid modern upload body, with the log it carries. */
const modernUpload: fc.Arbitrary<ValidUpload> = fc
  .record({
    putts: puttLog,
    session_id: fc.uuid().chain((id) => fc.constantFrom(id, id.toUpperCase())),
    started_at: startedAt,
    extraDuration: fc.option(fc.double({ min: 0, max: 3600, noNaN: true, noDefaultInfinity: true }), {
      nil: undefined,
    }),
    distance: fc.option(fc.double({ min: 3, max: 10, noNaN: true, noDefaultInfinity: true }), { nil: undefined }),
  })
  .map(({ putts, session_id, started_at, extraDuration, distance }) => {
    const last = putts.length ? putts[putts.length - 1].t : 0;
    // An empty log needs a duration; otherwise it is optional and never shorter than the last putt.
    const duration =
      extraDuration === undefined && putts.length > 0 ? undefined : Math.min(last + (extraDuration ?? 60), 86_400);
    const body: Record<string, unknown> = { session_id, started_at, putts };
    if (duration !== undefined) body.duration_seconds = duration;
    if (distance !== undefined) body.putting_distance_feet = distance;
    return { body, putts, duration };
  });

/** The same upload in the legacy desktop shape: elements in any order, times as numbers or strings. */
const legacyUpload: fc.Arbitrary<ValidUpload & { order: number[] }> = modernUpload.chain((u) =>
  fc
    .tuple(
      fc.shuffledSubarray(
        u.putts.map((_, i) => i),
        { minLength: u.putts.length, maxLength: u.putts.length },
      ),
      fc.array(fc.boolean(), { minLength: u.putts.length, maxLength: u.putts.length }),
    )
    .map(([order, asString]) => {
      const { putts: _p, ...rest } = u.body;
      const putt_list = order.map((i) => ({
        'Putt Index': i + 1,
        'Putt Classification': u.putts[i].result,
        'Putt Detailed Classification': formatLegacyDetail(u.putts[i]),
        'Putt Time': asString[i] ? String(u.putts[i].t) : u.putts[i].t,
        // The legacy app's own bookkeeping: ignored, never refused.
        'Sensor Note': 'ok',
      }));
      return { ...u, body: { ...rest, putt_list }, order };
    }),
);

// ---------------------------------------------------------------------------------------------
// A naive recount: slow, obviously right, and written without looking at session-figures.ts.
// ---------------------------------------------------------------------------------------------

function naiveFigures(putts: Putt[], duration?: number): SessionFigures {
  const runs: number[] = [];
  let run = 0;
  for (const p of putts) {
    if (p.result === 'MAKE') run += 1;
    else {
      if (run) runs.push(run);
      run = 0;
    }
  }
  if (run) runs.push(run);

  let fastest: number | null = null;
  for (let i = 0; i + 20 < putts.length; i++) {
    if (putts.slice(i, i + 21).every((p) => p.result === 'MAKE')) {
      const span = putts[i + 20].t - putts[i].t;
      if (fastest === null || span < fastest) fastest = span;
    }
  }
  const makeTimes = putts.filter((p) => p.result === 'MAKE').map((p) => p.t);
  let most = 0;
  for (const start of makeTimes) {
    most = Math.max(most, makeTimes.filter((t) => t >= start && t < start + 60).length);
  }
  const count = <T extends string>(keys: readonly T[], of: (p: Putt) => T | null) =>
    Object.fromEntries(keys.map((k) => [k, putts.filter((p) => of(p) === k).length]));
  const tally = (labels: (string | null)[]) => {
    const out: Record<string, number> = {};
    for (const l of labels) if (l !== null) out[l] = (out[l] ?? 0) + 1;
    return out;
  };
  const makes = makeTimes.length;
  const d = duration ?? (putts.length ? putts[putts.length - 1].t : 0);
  return {
    makes,
    misses: putts.length - makes,
    putts: putts.length,
    session_duration: d,
    best_streak: Math.max(0, ...runs),
    fastest_21_makes: fastest,
    most_makes_in_60_seconds: most,
    // A rate that is not a finite number (no time, or too little for one) is no rate.
    putts_per_minute: Number.isFinite(putts.length / (d / 60)) ? putts.length / (d / 60) : null,
    makes_per_minute: Number.isFinite(makes / (d / 60)) ? makes / (d / 60) : null,
    makes_overview: count(ZONES, (p) => (p.result === 'MAKE' ? p.zone : null)) as SessionFigures['makes_overview'],
    misses_overview: count(MISS_KINDS, (p) =>
      p.result === 'MISS' ? p.miss : null,
    ) as SessionFigures['misses_overview'],
    makes_by_category: tally(putts.map((p) => (p.result === 'MAKE' ? makeLabel(p) : null))),
    misses_by_category: tally(putts.map((p) => (p.result === 'MISS' ? missLabel(p) : null))),
    consecutive_by_category: Object.fromEntries(
      CONSECUTIVE_THRESHOLDS.map((n) => [String(n), runs.filter((r) => r >= n).length]),
    ) as SessionFigures['consecutive_by_category'],
  };
}

function parsed(body: unknown): SessionUpload {
  const r = sessionUploadSchema.safeParse(body);
  if (!r.success) throw new Error(`refused a valid log: ${JSON.stringify(r.error.issues.slice(0, 3))}`);
  return r.data;
}

const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------------------------------------
// Valid logs
// ---------------------------------------------------------------------------------------------

describe('sessionUploadSchema accepts every valid log (property)', () => {
  it('keeps a modern log as sent and normalises only the id and the distance', () => {
    fc.assert(
      fc.property(modernUpload, ({ body, putts, duration }) => {
        const out = parsed(body);
        expect(out.putts).toEqual(putts);
        expect(out.session_id).toBe(String(body.session_id).toLowerCase());
        expect(out.duration_seconds).toBe(duration);
        expect(out.putting_distance_feet).toBe(body.putting_distance_feet ?? DEFAULT_PUTTING_DISTANCE_FEET);
      }),
      { numRuns: RUNS },
    );
  });

  it('derives figures that equal a naive recount and hold their invariants', () => {
    fc.assert(
      fc.property(modernUpload, ({ body }) => {
        const out = parsed(body);
        const f = computeSessionFigures(out.putts, out.duration_seconds);
        expect(f).toEqual(naiveFigures(out.putts, out.duration_seconds));

        expect(f.makes + f.misses).toBe(f.putts);
        expect(f.putts).toBe(out.putts.length);
        expect(f.best_streak).toBeLessThanOrEqual(f.makes);
        expect(f.most_makes_in_60_seconds).toBeLessThanOrEqual(f.makes);
        expect(f.most_makes_in_60_seconds).toBe(f.makes === 0 ? 0 : Math.max(1, f.most_makes_in_60_seconds));
        expect(f.fastest_21_makes === null).toBe(f.best_streak < 21);
        if (f.fastest_21_makes !== null) expect(f.fastest_21_makes).toBeGreaterThanOrEqual(0);
        expect(sum(f.makes_overview)).toBe(f.makes);
        expect(sum(f.makes_by_category)).toBe(f.makes);
        expect(sum(f.misses_overview)).toBe(f.misses);
        expect(sum(f.misses_by_category)).toBe(f.misses);
        const counts = CONSECUTIVE_THRESHOLDS.map((n) => f.consecutive_by_category[`${n}`]);
        for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThanOrEqual(counts[i - 1]);
        expect(counts[0] > 0).toBe(f.best_streak >= 3);
        expect(f.session_duration).toBeGreaterThanOrEqual(out.putts.at(-1)?.t ?? 0);
        expect(f.session_duration).toBeLessThanOrEqual(MAX_SESSION_DURATION_SECONDS);
      }),
      { numRuns: RUNS },
    );
  });

  it('reads the legacy putt_list shape, in any element order, as the same log', () => {
    fc.assert(
      fc.property(legacyUpload, ({ body, putts }) => {
        const out = parsed(body);
        // The legacy detail cannot tell an exit-only miss from an entry-only one: it reads as the entry.
        const expected = putts.map((p) =>
          p.result === 'MISS' && p.entry === undefined && p.exit !== undefined
            ? { t: p.t, result: p.result, miss: p.miss, entry: p.exit }
            : p,
        );
        expect(out.putts).toEqual(expected);
        expect(computeSessionFigures(out.putts, out.duration_seconds)).toEqual(
          computeSessionFigures(putts, out.duration_seconds),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('writes a canonical log that parses back to the same putts and the same text', () => {
    fc.assert(
      fc.property(modernUpload, fc.boolean(), ({ body }, reorderKeys) => {
        const { putts } = parsed(body);
        const text = canonicalPuttLog(putts);
        const again = (JSON.parse(text) as unknown[]).map((p) => puttSchema.parse(p));
        expect(again).toEqual(putts);
        expect(canonicalPuttLog(again)).toBe(text);
        // Key order of the objects sent does not change the stored text (nor its hash).
        const shuffled = reorderKeys
          ? putts.map((p) => Object.fromEntries(Object.entries(p).reverse()) as Putt)
          : putts;
        expect(canonicalPuttLog(parsed({ ...body, putts: shuffled }).putts)).toBe(text);
      }),
      { numRuns: RUNS },
    );
  });

  it('accepts exactly MAX_PUTTS putts and refuses one more', () => {
    fc.assert(
      fc.property(make, fc.double({ min: 0, max: 0.5, noNaN: true }), (shot, step) => {
        const putts = Array.from({ length: MAX_PUTTS + 1 }, (_, i) => ({ ...shot, t: i * step }) as Putt);
        const body = { session_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', started_at: '2025-03-01T09:30:00Z' };
        expect(sessionUploadSchema.safeParse({ ...body, putts: putts.slice(0, MAX_PUTTS) }).success).toBe(true);
        const over = sessionUploadSchema.safeParse({ ...body, putts });
        expect(over.success).toBe(false);
        expect(over.error?.issues.some((i) => i.path[0] === 'putts')).toBe(true);
      }),
      { numRuns: 5 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Invalid logs: one mutation of a valid one, refused at the place it was made
// ---------------------------------------------------------------------------------------------

/** A mutation: the changed body and the path prefix an issue must point at. */
type Mutation = { what: string; body: Record<string, unknown>; path: (string | number)[] };

const nonEmptyModern = modernUpload.filter((u) => u.putts.length > 0);

/** One of the ways a valid modern upload goes wrong, at a random putt. */
const mutatedModern: fc.Arbitrary<Mutation> = nonEmptyModern.chain(({ body, putts }) =>
  fc.tuple(fc.nat({ max: putts.length - 1 }), fc.double({ min: 1e-6, max: 100, noNaN: true })).chain(([i, by]) => {
    const at = (change: (p: Record<string, unknown>) => Record<string, unknown>, field: string, what: string) => ({
      what,
      body: { ...body, putts: putts.map((p, j) => (j === i ? change({ ...p }) : p)) },
      path: ['putts', i, field],
    });
    const p = putts[i];
    const options: Mutation[] = [
      at((q) => ({ ...q, t: -by }), 't', 'a negative t'),
      at((q) => ({ ...q, t: Number.NaN }), 't', 'a NaN t'),
      at((q) => ({ ...q, t: Number.POSITIVE_INFINITY }), 't', 'an infinite t'),
      at((q) => ({ ...q, t: MAX_SESSION_DURATION_SECONDS + by }), 't', 'a t past one day'),
      at((q) => ({ ...q, t: String(q.t) }), 't', 'a t that is text'),
      at((q) => ({ ...q, entry: 'MIDDLE' }), 'entry', 'an unknown entry side'),
      at((q) => ({ ...q, result: (q.result as string).toLowerCase() }), 'result', 'a lower-case result'),
      p.result === 'MAKE'
        ? at((q) => ({ ...q, zone: 'CENTER' }), 'zone', 'an unknown zone')
        : at((q) => ({ ...q, miss: 'SHANK' }), 'miss', 'an unknown miss kind'),
      p.result === 'MAKE'
        ? at((q) => ({ ...q, zone: 3 }), 'zone', 'a zone that is a number')
        : at((q) => ({ ...q, exit: null }), 'exit', 'a null exit'),
      p.result === 'MAKE'
        ? { ...at((q) => ({ ...q, miss: 'RETURN' }), '', 'a make with a miss kind'), path: ['putts', i] }
        : { ...at((q) => ({ ...q, zone: 'TOP' }), '', 'a miss with a zone'), path: ['putts', i] },
      { what: 'putts that are not a list', body: { ...body, putts: { ...putts } }, path: ['putts'] },
      {
        what: 'a duration shorter than the last putt',
        body: { ...body, duration_seconds: putts[putts.length - 1].t - by },
        path: ['duration_seconds'],
      },
      { what: 'a malformed session_id', body: { ...body, session_id: `${body.session_id}0` }, path: ['session_id'] },
      {
        what: 'a started_at without offset',
        body: { ...body, started_at: '2025-03-01T09:30:00' },
        path: ['started_at'],
      },
      {
        what: 'a distance out of range',
        body: { ...body, putting_distance_feet: 10 + by },
        path: ['putting_distance_feet'],
      },
    ];
    // Time going backwards needs a putt before it.
    if (i > 0) {
      const earlier = putts[i - 1].t - by;
      if (earlier >= 0) options.push(at((q) => ({ ...q, t: earlier }), 't', 'a decreasing t'));
    }
    return fc.constantFrom(...options);
  }),
);

/** Ways a legacy element goes wrong. */
const mutatedLegacy: fc.Arbitrary<Mutation> = legacyUpload
  .filter((u) => u.putts.length > 0)
  .chain(({ body }) => {
    const list = body.putt_list as Record<string, unknown>[];
    return fc.nat({ max: list.length - 1 }).chain((k) => {
      const at = (change: (e: Record<string, unknown>) => Record<string, unknown>, field: string, what: string) => ({
        what,
        body: { ...body, putt_list: list.map((e, j) => (j === k ? change({ ...e }) : e)) },
        path: ['putt_list', k, field],
      });
      const el = list[k];
      return fc.constantFrom<Mutation>(
        at((e) => ({ ...e, 'Putt Time': '0x10' }), 'Putt Time', 'a hexadecimal time'),
        at((e) => ({ ...e, 'Putt Time': 'Infinity' }), 'Putt Time', 'an infinite time'),
        at((e) => ({ ...e, 'Putt Time': -1 }), 'Putt Time', 'a negative time'),
        at(
          (e) => ({ ...e, 'Putt Detailed Classification': 'MAKE - HOLE: MIDDLE' }),
          'Putt Detailed Classification',
          'an unknown zone',
        ),
        at(
          (e) => ({ ...e, 'Putt Classification': el['Putt Classification'] === 'MAKE' ? 'MISS' : 'MAKE' }),
          'Putt Detailed Classification',
          'a class that contradicts the detail',
        ),
        at((e) => ({ ...e, 'Putt Classification': 'HOLED' }), 'Putt Classification', 'an unknown class'),
        at((e) => ({ ...e, 'Putt Index': '1' }), 'Putt Index', 'an index that is text'),
      );
    });
  });

describe('sessionUploadSchema refuses every broken log (property)', () => {
  for (const [shape, arbitrary] of [
    ['modern', mutatedModern],
    ['legacy', mutatedLegacy],
  ] as const) {
    it(`refuses a ${shape} log with one mutation, naming where`, () => {
      fc.assert(
        fc.property(arbitrary, ({ body, path }) => {
          const r = sessionUploadSchema.safeParse(body);
          expect(r.success).toBe(false);
          const paths = r.error?.issues.map((i) => i.path.join('.')) ?? [];
          const want = path.filter((p) => p !== '').join('.');
          expect(
            paths.some((p) => p.startsWith(want)),
            `${paths.join(', ')} should include ${want}`,
          ).toBe(true);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
