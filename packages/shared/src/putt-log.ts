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
import { type CaptureLabel, captureLabelSchema, puttOutcome } from './putt-log-labels.ts';
import { legacyPuttSchema } from './putt-log-legacy.ts';
import {
  type CaptureSource,
  DEFAULT_PUTTING_DISTANCE_FEET,
  EARLIEST_STARTED_AT_MS,
  MAX_CAPTURE_LABELS,
  MAX_IRL_PLAYER_LENGTH,
  MAX_PUTTING_DISTANCE_FEET,
  MAX_PUTTS,
  MAX_SESSION_DURATION_SECONDS,
  MIN_PUTTING_DISTANCE_FEET,
  NIL_SESSION_ID,
  type Putt,
  puttSchema,
} from './putt-log-putts.ts';
import { isPlainText } from './text.ts';

export * from './putt-log-labels.ts';
export * from './putt-log-legacy.ts';
export * from './putt-log-putts.ts';

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
