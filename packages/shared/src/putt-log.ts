/**
 * The putt log: the raw record of one practice session as uploaded by the
 * desktop app to `POST /api/sessions`, its validation, the conversion of the
 * legacy `putt_list` shape, and the canonical string form used for storage.
 *
 * Every derived figure (session figures, career record, competition scores)
 * is computed from the normalised `putts` list produced here, so this module
 * is the single place that decides what a valid log is.
 */
import { z } from 'zod';
import { idFieldSchema } from './ids.ts';
import { isPlainText } from './text.ts';

/** Hole zones a make can drop through, in display order. */
export const ZONES = ['TOP', 'RIGHT', 'LOW', 'LEFT'] as const;

/** Sides of the hole/ramp a ball can enter or leave by. */
export const ENTRY_SIDES = ['LEFT', 'CENTER', 'RIGHT'] as const;

/** Kinds of miss; every one of them counts as a miss, QUICK PUTT included. */
export const MISS_KINDS = ['RETURN', 'CATCH', 'TIMEOUT', 'QUICK PUTT'] as const;

/** Make-run lengths for which `consecutive_by_category` counts maximal runs. */
export const CONSECUTIVE_THRESHOLDS = [3, 7, 10, 15, 21, 50, 77, 100] as const;

/** Upper bound on putts in one uploaded session. */
export const MAX_PUTTS = 5000;

/** Putting distance assumed when the upload omits `putting_distance_feet`. */
export const DEFAULT_PUTTING_DISTANCE_FEET = 7;

/** Smallest accepted `putting_distance_feet`. */
export const MIN_PUTTING_DISTANCE_FEET = 3;

/** Largest accepted `putting_distance_feet`. */
export const MAX_PUTTING_DISTANCE_FEET = 10;

/** Longest accepted `duration_seconds` (one day). */
export const MAX_SESSION_DURATION_SECONDS = 86_400;

/**
 * The earliest accepted `started_at` (2000-01-01T00:00:00Z): nothing was recorded before, and
 * years such as 0000 are not dates PostgreSQL stores. The latest is checked against the server's
 * clock on upload ({@link MAX_STARTED_AT_AHEAD_MS}).
 */
export const EARLIEST_STARTED_AT_MS = Date.UTC(2000, 0, 1);

/** How far ahead of the server's clock a `started_at` may be: five minutes of clock skew. */
export const MAX_STARTED_AT_AHEAD_MS = 5 * 60_000;

/**
 * The nil UUID: a placeholder a client sends when it forgot to generate an id, never a session's
 * id (every such upload would claim one shared idempotency key).
 */
export const NIL_SESSION_ID = '00000000-0000-0000-0000-000000000000';

/** Maximum length of the trimmed `irl_player` name. */
export const MAX_IRL_PLAYER_LENGTH = 100;

/**
 * How a session was captured, decided by the server from the path it came through (decision 039):
 * the desktop app's upload (`desktop`, every session stored before the recorder existed), the
 * browser recorder's Make/Miss pad (`phone`, hand tapped) or the browser camera tracker (`camera`).
 * `camera` and `desktop` are the tracked sources a competition may require.
 */
export const CAPTURE_SOURCES = ['desktop', 'phone', 'camera'] as const;

/** A capture source (`desktop`, `phone`, `camera`). */
export type CaptureSource = (typeof CAPTURE_SOURCES)[number];

/** Whether a source is tracked (by the camera or the desktop app's sensor), not tapped by hand. */
export function isTrackedSource(source: CaptureSource): boolean {
  return source !== 'phone';
}

/** Most corrections one camera session may carry: one per putt it can hold. */
export const MAX_CAPTURE_LABELS = MAX_PUTTS;

/** A hole zone (`TOP`, `RIGHT`, `LOW`, `LEFT`). */
export type Zone = (typeof ZONES)[number];

/** An entry/exit side (`LEFT`, `CENTER`, `RIGHT`). */
export type EntrySide = (typeof ENTRY_SIDES)[number];

/** A miss kind (`RETURN`, `CATCH`, `TIMEOUT`, `QUICK PUTT`). */
export type MissKind = (typeof MISS_KINDS)[number];

/** One of the `CONSECUTIVE_THRESHOLDS`. */
export type ConsecutiveThreshold = (typeof CONSECUTIVE_THRESHOLDS)[number];

/** The string key used for a threshold in `consecutive_by_category` (`"3"`, `"7"`, …). */
export type ConsecutiveLabel = `${ConsecutiveThreshold}`;

// z.number() in zod v4 already rejects NaN and ±Infinity; min(0) rejects negative times. A putt
// after the longest allowed session is refused too: without `duration_seconds` the last putt's
// time becomes the session's duration, which would otherwise escape that limit.
const puttTimeSchema = z
  .number()
  .min(0)
  .max(MAX_SESSION_DURATION_SECONDS, `t must be at most ${MAX_SESSION_DURATION_SECONDS} seconds (one day)`);
const zoneSchema = z.enum(ZONES);
const sideSchema = z.enum(ENTRY_SIDES);
const missKindSchema = z.enum(MISS_KINDS);

/**
 * A made putt: time `t` in seconds from the session start, the `zone` it
 * dropped through and, when the sensor saw it, the `entry` side.
 * Strict: unknown keys (e.g. a `miss` on a make) are rejected, because a
 * putt that claims to be both is a client bug we should surface.
 */
export const makePuttSchema = z.strictObject({
  t: puttTimeSchema,
  result: z.literal('MAKE'),
  zone: zoneSchema,
  entry: sideSchema.optional(),
});

/**
 * A missed putt: time `t`, the `miss` kind and, when known, `entry`/`exit` sides.
 * Strict for the same reason as {@link makePuttSchema}.
 */
export const missPuttSchema = z.strictObject({
  t: puttTimeSchema,
  result: z.literal('MISS'),
  miss: missKindSchema,
  entry: sideSchema.optional(),
  exit: sideSchema.optional(),
});

/** One putt of the normalised log, discriminated on `result` (`MAKE` | `MISS`). */
export const puttSchema = z.discriminatedUnion('result', [makePuttSchema, missPuttSchema]);

/** A made putt (see {@link makePuttSchema}). */
export type MakePutt = z.infer<typeof makePuttSchema>;

/** A missed putt (see {@link missPuttSchema}). */
export type MissPutt = z.infer<typeof missPuttSchema>;

/** One putt of the normalised log. */
export type Putt = z.infer<typeof puttSchema>;

/** The result of parsing a legacy "Putt Detailed Classification" string. */
export type LegacyDetail =
  | { result: 'MAKE'; zone: Zone; entry?: EntrySide }
  | { result: 'MISS'; miss: MissKind; entry?: EntrySide; exit?: EntrySide };

// Whitespace around separators is tolerated because the legacy app's exact
// spacing is not specified anywhere; the vocabulary itself is not negotiable.
const LEGACY_MAKE_RE = /^MAKE\s*-\s*HOLE\s*:\s*(TOP|RIGHT|LOW|LEFT)(?:\s*-\s*(LEFT|CENTER|RIGHT))?$/;
const LEGACY_MISS_RE =
  /^MISS\s*-\s*(RETURN|CATCH|TIMEOUT|QUICK\s+PUTT)(?:\s*:\s*(LEFT|CENTER|RIGHT)(?:\s*-\s*(LEFT|CENTER|RIGHT))?)?$/;

/**
 * Parses a legacy detail string such as `MAKE - HOLE: TOP - LEFT`,
 * `MAKE - HOLE: LOW`, `MISS - RETURN: LEFT - RIGHT`, `MISS - TIMEOUT: LEFT`
 * or `MISS - QUICK PUTT`.
 *
 * A miss with a single side (`MISS - TIMEOUT: LEFT`) is read as the *entry*
 * side: the legacy app writes the entry first and only appends the exit when
 * the ball came back out.
 *
 * @returns the parsed detail, or `null` when the string does not match the grammar.
 */
export function parseLegacyDetail(detail: string): LegacyDetail | null {
  const s = detail.trim();
  const make = LEGACY_MAKE_RE.exec(s);
  if (make) {
    const out: LegacyDetail = { result: 'MAKE', zone: make[1] as Zone };
    if (make[2] !== undefined) out.entry = make[2] as EntrySide;
    return out;
  }
  const miss = LEGACY_MISS_RE.exec(s);
  if (miss) {
    // Collapse "QUICK   PUTT" to the canonical single space.
    const kind = miss[1].replace(/\s+/g, ' ') as MissKind;
    const out: LegacyDetail = { result: 'MISS', miss: kind };
    if (miss[2] !== undefined) out.entry = miss[2] as EntrySide;
    if (miss[3] !== undefined) out.exit = miss[3] as EntrySide;
    return out;
  }
  return null;
}

/**
 * Formats a putt as the legacy app's "Putt Detailed Classification"
 * (inverse of {@link parseLegacyDetail}); useful for simulators and fixtures.
 * A miss with only an `exit` side is written as a single side, which parses
 * back as an entry — the legacy format cannot tell them apart.
 */
export function formatLegacyDetail(putt: Putt): string {
  if (putt.result === 'MAKE') {
    return putt.entry ? `MAKE - HOLE: ${putt.zone} - ${putt.entry}` : `MAKE - HOLE: ${putt.zone}`;
  }
  const sides = [putt.entry, putt.exit].filter((s): s is EntrySide => s !== undefined);
  return sides.length ? `MISS - ${putt.miss}: ${sides.join(' - ')}` : `MISS - ${putt.miss}`;
}

// Decimal numbers only (no hex, no "Infinity", no empty string — Number('') is 0).
const NUMERIC_STRING_RE = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

// The legacy app sometimes serialises the time as a string ("3.20"); accept
// that but nothing looser, then apply the same rules as a normal `t`.
const legacyTimeSchema = z
  .union([z.number(), z.string()], { error: 'expected a number or a numeric string' })
  .transform((v, ctx) => {
    if (typeof v === 'number') return v;
    if (NUMERIC_STRING_RE.test(v)) return Number(v);
    ctx.issues.push({
      code: 'custom',
      input: v,
      message: `expected a number or a numeric string, got ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`,
    });
    return z.NEVER;
  })
  .pipe(puttTimeSchema);

/**
 * One element of the legacy desktop app's `putt_list`. Validates the element
 * and converts it to `{ putt_index, putt }`; a detail that cannot be parsed,
 * or whose MAKE/MISS disagrees with "Putt Classification", is reported at
 * `["Putt Detailed Classification"]` (relative to the element).
 * Unknown keys are ignored (not rejected) because the legacy app is not ours
 * to change and may carry extra bookkeeping fields.
 */
export const legacyPuttSchema = z
  .object({
    'Putt Index': z.number(),
    'Putt Classification': z.enum(['MAKE', 'MISS']),
    'Putt Detailed Classification': z.string(),
    'Putt Time': legacyTimeSchema,
  })
  .transform((el, ctx): { putt_index: number; putt: Putt } => {
    const detail = parseLegacyDetail(el['Putt Detailed Classification']);
    if (detail === null || detail.result !== el['Putt Classification']) {
      ctx.issues.push({
        code: 'custom',
        input: el['Putt Detailed Classification'],
        path: ['Putt Detailed Classification'],
        message:
          detail === null
            ? 'unrecognised detailed classification'
            : `detailed classification says ${detail.result} but Putt Classification is ${el['Putt Classification']}`,
      });
      return z.NEVER;
    }
    const t = el['Putt Time'];
    const putt: Putt =
      detail.result === 'MAKE'
        ? { t, result: 'MAKE', zone: detail.zone, ...(detail.entry && { entry: detail.entry }) }
        : {
            t,
            result: 'MISS',
            miss: detail.miss,
            ...(detail.entry && { entry: detail.entry }),
            ...(detail.exit && { exit: detail.exit }),
          };
    return { putt_index: el['Putt Index'], putt };
  });

/**
 * A putt's outcome in one word pair (`MAKE TOP`, `MISS QUICK PUTT`), or `NONE` for no putt: the
 * vocabulary of a camera correction.
 */
export type PuttOutcome = `MAKE ${Zone}` | `MISS ${MissKind}` | 'NONE';

/** Every {@link PuttOutcome}. */
export const PUTT_OUTCOMES = [
  ...ZONES.map((zone) => `MAKE ${zone}` as const),
  ...MISS_KINDS.map((kind) => `MISS ${kind}` as const),
  'NONE',
] as const satisfies readonly PuttOutcome[];

/** The outcome of one putt (its sides left out). */
export function puttOutcome(putt: Putt): Exclude<PuttOutcome, 'NONE'> {
  return putt.result === 'MAKE' ? `MAKE ${putt.zone}` : `MISS ${putt.miss}`;
}

/**
 * One correction the golfer made to the camera's call, kept with the session as a label for the
 * tracker's accuracy: the putt at `index` of the uploaded `putts` was seen as `from` and is `to`.
 * A putt the golfer removed (`to` NONE: a hand over the cup) was at `index` before it went; a putt
 * the golfer added has `from` NONE.
 */
export const captureLabelSchema = z
  .strictObject({
    index: z.number().int().min(0).max(MAX_PUTTS),
    from: z.enum(PUTT_OUTCOMES),
    to: z.enum(PUTT_OUTCOMES),
  })
  .refine((label) => label.from !== label.to, { path: ['to'], message: 'to must differ from from' });

/** One camera correction (see {@link captureLabelSchema}). */
export type CaptureLabel = z.infer<typeof captureLabelSchema>;

/** A legacy `putt_list` element as sent by the desktop app (input side of {@link legacyPuttSchema}). */
export type LegacyPutt = z.input<typeof legacyPuttSchema>;

/**
 * Index (in `list`) of the first putt whose time is earlier than its
 * predecessor's, or -1 when the list is non-decreasing.
 */
function firstDecreasingTime(list: readonly { t: number }[]): number {
  for (let i = 1; i < list.length; i++) {
    if (list[i].t < list[i - 1].t) return i;
  }
  return -1;
}

const puttsArraySchema = z
  .array(puttSchema)
  .max(MAX_PUTTS)
  .superRefine((putts, ctx) => {
    const i = firstDecreasingTime(putts);
    if (i >= 0) {
      ctx.addIssue({
        code: 'custom',
        input: putts[i].t,
        path: [i, 't'],
        message: `t must be non-decreasing (${putts[i].t} < previous ${putts[i - 1].t})`,
      });
    }
  });

const legacyListSchema = z
  .array(legacyPuttSchema)
  .max(MAX_PUTTS)
  .transform((items, ctx): Putt[] => {
    // Remember each element's position in the request so errors name the
    // element the client actually sent, not its position after sorting.
    const order = items.map((item, pos) => ({ ...item, pos }));
    // Array.prototype.sort is stable, so duplicate indices keep request order.
    order.sort((a, b) => a.putt_index - b.putt_index);
    const i = firstDecreasingTime(order.map((o) => o.putt));
    if (i >= 0) {
      ctx.issues.push({
        code: 'custom',
        input: order[i].putt.t,
        path: [order[i].pos, 'Putt Time'],
        message: `Putt Time must be non-decreasing in Putt Index order (${order[i].putt.t} < previous ${order[i - 1].putt.t})`,
      });
      return z.NEVER;
    }
    return order.map((o) => o.putt);
  });

/**
 * The normalised session upload: what the server stores and computes from.
 * `putts` is always present (converted from `putt_list` if that was sent),
 * `putting_distance_feet` is defaulted, `duration_seconds` may be undefined
 * (figures then use the time of the last putt). How it was captured is not part of it: the
 * server adds that from the path ({@link CapturedUpload}).
 */
export interface SessionUpload {
  /** Client-chosen UUID, lower-cased; the idempotency key. */
  session_id: string;
  /** ISO-8601 timestamp with offset, exactly as sent. */
  started_at: string;
  /** Session length in seconds, if the client sent one. */
  duration_seconds?: number;
  /** Putting distance in feet (default {@link DEFAULT_PUTTING_DISTANCE_FEET}). */
  putting_distance_feet: number;
  /** Duel this session is played for, if any. */
  duel_id?: number;
  /** League round this session is played for, if any. */
  league_round_id?: number;
  /** Name of the in-real-life opponent/player this session was recorded for (trimmed). */
  irl_player?: string;
  /** The golfer's corrections of a camera session, if any (the camera path only). */
  labels?: CaptureLabel[];
  /** The putt log, non-decreasing in `t`. */
  putts: Putt[];
}

/** An upload with the capture source the server derived from its path. */
export type CapturedUpload = SessionUpload & { capture_source: CaptureSource };

/** The fields every upload path takes (the camera path adds `labels`). */
const uploadFields = {
  // z.guid() accepts any 8-4-4-4-12 hex id; z.uuid() would reject ids that
  // are not RFC 9562 version/variant-conformant, which the client controls.
  session_id: z
    .guid()
    .refine((id) => id !== NIL_SESSION_ID, 'the all-zeros UUID is not a session id: generate a random one'),
  started_at: z.iso
    .datetime({ offset: true })
    .refine((v) => Date.parse(v) >= EARLIEST_STARTED_AT_MS, 'started_at must be in the year 2000 or later'),
  duration_seconds: z.number().min(0).max(MAX_SESSION_DURATION_SECONDS).optional(),
  putting_distance_feet: z
    .number()
    .min(MIN_PUTTING_DISTANCE_FEET)
    .max(MAX_PUTTING_DISTANCE_FEET)
    .default(DEFAULT_PUTTING_DISTANCE_FEET),
  duel_id: idFieldSchema.optional(),
  league_round_id: idFieldSchema.optional(),
  irl_player: z
    .string()
    .trim()
    .min(1)
    .max(MAX_IRL_PLAYER_LENGTH)
    .refine(isPlainText, 'Player name must not contain control characters')
    .optional(),
  putts: puttsArraySchema.optional(),
  putt_list: legacyListSchema.optional(),
};

type UploadFields = z.output<z.ZodObject<typeof uploadFields>> & { labels?: CaptureLabel[] };

/** The shared normalisation of every upload path: one log, a consistent duration, labels that fit. */
function normaliseUpload(body: UploadFields, ctx: z.RefinementCtx<UploadFields>): SessionUpload {
  const { putt_list, putts: modern, ...rest } = body;
  if (modern !== undefined && putt_list !== undefined) {
    ctx.issues.push({
      code: 'custom',
      input: body,
      path: ['putt_list'],
      message: 'send either putts or putt_list, not both',
    });
    return z.NEVER;
  }
  const putts = modern ?? putt_list;
  if (putts === undefined) {
    ctx.issues.push({ code: 'custom', input: body, path: ['putts'], message: 'putts (or putt_list) is required' });
    return z.NEVER;
  }
  const d = body.duration_seconds;
  // A session without a putt is nothing to count, and an empty log with a duration was a free
  // session number (and milestone) for anyone (issue 22).
  if (putts.length === 0) {
    ctx.issues.push({
      code: 'custom',
      input: putts,
      path: [modern !== undefined ? 'putts' : 'putt_list'],
      message: 'a session holds at least one putt',
    });
    return z.NEVER;
  }
  if (d !== undefined && putts.length > 0 && d < putts[putts.length - 1].t) {
    ctx.issues.push({
      code: 'custom',
      input: d,
      path: ['duration_seconds'],
      message: `duration_seconds (${d}) is shorter than the last putt's time (${putts[putts.length - 1].t})`,
    });
    return z.NEVER;
  }
  const labelIssue = body.labels && labelsIssue(body.labels, putts);
  if (labelIssue) {
    ctx.issues.push({ code: 'custom', input: body.labels, ...labelIssue });
    return z.NEVER;
  }
  // Lower-case the id: UUIDs are case-insensitive, and a re-upload that only
  // changed case must hit the same idempotency key.
  const out: SessionUpload = { ...rest, session_id: body.session_id.toLowerCase(), putts };
  // Drop explicit undefineds so the normalised object has no phantom keys.
  for (const k of Object.keys(out) as (keyof SessionUpload)[]) {
    if (out[k] === undefined) delete out[k];
  }
  return out;
}

/**
 * Request body of `POST /api/sessions` (the desktop app) and `POST /api/sessions/phone` (the
 * browser recorder). Accepts either `putts` or the legacy `putt_list` (exactly one), and outputs a
 * normalised {@link SessionUpload}.
 *
 * Every issue carries a precise path, e.g. `["putts", 3, "zone"]`,
 * `["putts", 5, "t"]` (time decreasing), `["putt_list", 3, "Putt Detailed Classification"]`,
 * `["duration_seconds"]` (shorter than the last putt), `["putts"]` (an empty log: refused).
 * Unknown top-level keys are stripped rather than rejected so newer clients can add fields without
 * breaking older servers — and so a `capture_source` or `labels` a client adds is never applied:
 * the path decides how a session was captured (decision 039).
 */
export const sessionUploadSchema = z.object(uploadFields).transform(normaliseUpload);

/**
 * Request body of `POST /api/sessions/camera` (the browser camera tracker): the upload's body plus
 * the golfer's corrections of the camera's calls as `labels`, each pointing into the log.
 */
export const cameraSessionUploadSchema = z
  .object({ ...uploadFields, labels: z.array(captureLabelSchema).max(MAX_CAPTURE_LABELS).optional() })
  .transform(normaliseUpload);

/**
 * What is wrong with a camera session's labels, if anything: each one points into the log
 * (`index` at most its length) at the putt it says the log holds.
 */
function labelsIssue(
  labels: readonly CaptureLabel[],
  putts: readonly Putt[],
): { path: (string | number)[]; message: string } | null {
  for (const [i, { index, to }] of labels.entries()) {
    const putt = putts[index];
    if (index > putts.length || (to !== 'NONE' && (!putt || puttOutcome(putt) !== to))) {
      return { path: ['labels', i, 'index'], message: `labels[${i}] does not match putt ${index} of the log` };
    }
  }
  return null;
}

/** Raw request body accepted by {@link sessionUploadSchema} (either `putts` or `putt_list`). */
export type SessionUploadInput = z.input<typeof sessionUploadSchema>;

/** Raw request body accepted by {@link cameraSessionUploadSchema} (the upload's, plus `labels`). */
export type CameraSessionUploadInput = z.input<typeof cameraSessionUploadSchema>;

/**
 * Deterministic JSON text of a normalised putt list, used as the stored form
 * of the log and as the input of its SHA-256 (hashed by the server).
 *
 * Keys are always written in the order `t, result, zone|miss, entry, exit`
 * and absent optionals are omitted, so two logs that mean the same thing
 * produce byte-identical strings whatever key order or extra keys the
 * objects happened to carry.
 */
export function canonicalPuttLog(putts: readonly Putt[]): string {
  const parts = putts.map((p) => {
    const o: Record<string, unknown> =
      p.result === 'MAKE' ? { t: p.t, result: 'MAKE', zone: p.zone } : { t: p.t, result: 'MISS', miss: p.miss };
    if (p.entry !== undefined) o.entry = p.entry;
    if (p.result === 'MISS' && p.exit !== undefined) o.exit = p.exit;
    return JSON.stringify(o);
  });
  return `[${parts.join(',')}]`;
}
