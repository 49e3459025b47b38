/**
 * The putts of a putt log: the vocabulary (zones, sides, miss kinds), the limits an upload must
 * respect, and the schema of one putt. Part of the putt log (`putt-log.ts` re-exports it).
 */
import { z } from 'zod';
import { CONSECUTIVE_THRESHOLDS } from './first-screen-constants.ts';

export { CONSECUTIVE_THRESHOLDS };

/** Hole zones a make can drop through, in display order. */
export const ZONES = ['TOP', 'RIGHT', 'LOW', 'LEFT'] as const;

/** Sides of the hole/ramp a ball can enter or leave by. */
export const ENTRY_SIDES = ['LEFT', 'CENTER', 'RIGHT'] as const;

/** Kinds of miss; every one of them counts as a miss, QUICK PUTT included. */
export const MISS_KINDS = ['RETURN', 'CATCH', 'TIMEOUT', 'QUICK PUTT'] as const;

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
/** A putt's time in seconds (shared with the legacy conversion). */
export const puttTimeSchema = z
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
