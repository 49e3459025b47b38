import { z } from 'zod';
import { sessionCompetitionSchema } from './competitions.ts';
import { countParamSchema, idParamSchema, MAX_ID } from './ids.ts';
import { CAPTURE_SOURCES } from './putt-log.ts';
import { SESSION_MOMENT_KINDS } from './stats/session-moment.ts';

/** Spec 01 §9: sessions page size 21; latest sessions default 5. */
export const SESSIONS_PAGE_SIZE = 21;
export const SESSIONS_PAGE_SIZE_MAX = 100;
export const LATEST_SESSIONS_DEFAULT = 5;

const countMap = z.record(z.string(), z.number());

/**
 * One session as lists show it. Figures are derived on the server from the putt log.
 * The breakdowns are null and `details_locked` true where the viewer's membership does not
 * allow them (spec 01 §6: free viewers see details of the first session on page 1 only).
 */
export const sessionSummarySchema = z.object({
  /** The client's GUID, as accepted by the upload (any 8-4-4-4-12 hex id, lower-cased). */
  session_id: z.guid(),
  /** `Session #`: the player's sessions counted from 1 in upload order. */
  session_number: z.number().int(),
  start_time: z.string(),
  created_at: z.string(),
  /** Seconds. */
  session_duration: z.number(),
  putting_distance_feet: z.number(),
  putts: z.number().int(),
  makes: z.number().int(),
  misses: z.number().int(),
  best_streak: z.number().int(),
  /** Seconds; null when the session has no run of 21 makes. */
  fastest_21_makes: z.number().nullable(),
  putts_per_minute: z.number().nullable(),
  makes_per_minute: z.number().nullable(),
  most_makes_in_60_seconds: z.number().int(),
  competition: sessionCompetitionSchema.nullable(),
  /** How the session was captured: the browser's camera, the phone's pad, or the desktop app. */
  capture_source: z.enum(CAPTURE_SOURCES),
  details_locked: z.boolean(),
  makes_overview: countMap.nullable(),
  misses_overview: countMap.nullable(),
  makes_by_category: countMap.nullable(),
  misses_by_category: countMap.nullable(),
  consecutive_by_category: countMap.nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  /** Number of sessions in the whole history. */
  total: z.number().int(),
  /** ceil(total ÷ limit): 0 when the player has no sessions; a page beyond it is empty. */
  total_pages: z.number().int(),
});

/** GET /player/{id}/sessions */
export const sessionsPageSchema = z.object({
  player_id: z.number().int(),
  player_name: z.string(),
  sessions: z.array(sessionSummarySchema),
  pagination: paginationSchema,
});
export type SessionsPage = z.infer<typeof sessionsPageSchema>;

export const sessionsPageQuerySchema = z.object({
  page: countParamSchema(1, MAX_ID).default(1),
  limit: countParamSchema(1, SESSIONS_PAGE_SIZE_MAX).default(SESSIONS_PAGE_SIZE),
});

/** GET /player-sessions-latest */
export const latestSessionsQuerySchema = z.object({
  player_id: idParamSchema,
  limit: countParamSchema(1, 50).default(LATEST_SESSIONS_DEFAULT),
});
export const latestSessionsSchema = z.object({ sessions: z.array(sessionSummarySchema) });

/**
 * The session in the upload answer: always with its breakdowns (the uploader just sent the log).
 * IRL sessions (`irl_player` set) are stored for their league only: they have no `session_number`
 * and are not part of the uploader's history or career.
 */
export const uploadedSessionSchema = sessionSummarySchema.extend({
  session_number: z.number().int().nullable(),
  irl_player: z.string().nullable(),
});
export type UploadedSession = z.infer<typeof uploadedSessionSchema>;

/** The line said after a session is stored: a personal best or how it compares (decision 057). */
export const sessionMomentSchema = z.object({ kind: z.enum(SESSION_MOMENT_KINDS), text: z.string() });

/**
 * POST /sessions answer: 201 when stored now, 200 when the same upload was already stored. A new
 * session of the uploader's own history carries its `moment` (null when there is nothing to say);
 * a retry and an IRL session carry none.
 */
export const sessionUploadResponseSchema = z.object({
  success: z.literal(true),
  created: z.boolean(),
  session: uploadedSessionSchema,
  moment: sessionMomentSchema.nullable().optional(),
});
export type SessionUploadResponse = z.infer<typeof sessionUploadResponseSchema>;
