import { z } from 'zod';
import { idFieldSchema, idParamSchema } from './ids.ts';
import { MAX_PUTTING_DISTANCE_FEET, MIN_PUTTING_DISTANCE_FEET } from './putt-log.ts';

/** Spec 02 §9 and DESIGN §4: the only rules a duel may have. */
export const DUEL_MODES = ['time_limit', 'shoot_out'] as const;
export type DuelMode = (typeof DUEL_MODES)[number];
export const DUEL_TIME_LIMITS_MINUTES = [2, 5, 10, 15, 21] as const;
export const DUEL_MAX_ATTEMPTS = [5, 10, 21, 50, 77, 100, 210, 420, 777, 1000, 2100] as const;
export const DUEL_EXPIRY_MINUTES = [1440, 2880, 4320, 10080] as const;
export const DUEL_DEFAULTS = {
  competition_mode: 'time_limit',
  time_limit_minutes: 5,
  max_attempts: 21,
  invitation_expiry_minutes: 4320,
  putting_distance_feet: 7,
} as const;
/** A submitted session's distance may differ from the duel's by this much (DESIGN §4). */
export const DUEL_DISTANCE_TOLERANCE_FEET = 0.05;

export const DUEL_STATUSES = [
  'pending',
  'pending_new_player',
  'active',
  'completed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type DuelStatus = (typeof DUEL_STATUSES)[number];

const oneOf = <T extends readonly number[]>(values: T, label: string) =>
  z.number().refine((v) => values.includes(v), `${label} must be one of ${values.join(', ')}`);

/** Distance on the 0.1 ft grid of the slider, 3.0–10.0. */
const distanceSchema = z
  .number()
  .min(MIN_PUTTING_DISTANCE_FEET, 'Putting distance must be between 3.0 and 10.0 feet.')
  .max(MAX_PUTTING_DISTANCE_FEET, 'Putting distance must be between 3.0 and 10.0 feet.')
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Putting distance must be in steps of 0.1 feet.');

/** How a player not yet on Holeout is invited (spec 02 §3: new_player_contact). */
export const newPlayerContactSchema = z.object({
  type: z.enum(['email', 'phone']),
  value: z.string().trim().min(3).max(254),
});

/**
 * POST /duels. The creator is the token's player: a `creator_id` that differs is refused (403).
 * Either `invited_player_id` or `invite_new_player` with `new_player_contact`.
 */
export const createDuelRequestSchema = z
  .object({
    creator_id: idFieldSchema.optional(),
    invited_player_id: idFieldSchema.optional(),
    invite_new_player: z.boolean().optional(),
    new_player_contact: newPlayerContactSchema.optional(),
    competition_mode: z.enum(DUEL_MODES).default(DUEL_DEFAULTS.competition_mode),
    time_limit_minutes: oneOf(DUEL_TIME_LIMITS_MINUTES, 'time_limit_minutes').optional(),
    /** The spec's other name for `time_limit_minutes`. */
    session_duration_limit_minutes: oneOf(DUEL_TIME_LIMITS_MINUTES, 'session_duration_limit_minutes').optional(),
    max_attempts: oneOf(DUEL_MAX_ATTEMPTS, 'max_attempts').optional(),
    putting_distance_feet: distanceSchema.default(DUEL_DEFAULTS.putting_distance_feet),
    invitation_expiry_minutes: oneOf(DUEL_EXPIRY_MINUTES, 'invitation_expiry_minutes').default(
      DUEL_DEFAULTS.invitation_expiry_minutes,
    ),
  })
  .superRefine((body, ctx) => {
    const invitesNew = body.invite_new_player === true;
    if (invitesNew && !body.new_player_contact) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_player_contact'],
        message: 'Enter the e-mail or phone number to invite',
      });
    }
    if (!invitesNew && body.invited_player_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['invited_player_id'], message: 'Choose an opponent' });
    }
    if (invitesNew && body.invited_player_id !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['invited_player_id'],
        message: 'Choose an opponent or invite a new player, not both',
      });
    }
  });
export type CreateDuelRequest = z.input<typeof createDuelRequestSchema>;

/** POST /duels/{id}/respond. `player_id`, when sent, must be the token's player (403). */
export const respondDuelRequestSchema = z.object({
  player_id: idFieldSchema.optional(),
  response: z.enum(['accepted', 'declined']),
});

export const duelIdParamsSchema = z.object({ id: idParamSchema });

/** GET /duels?player_id= (the token's player when absent). */
export const duelsQuerySchema = z.object({ player_id: idParamSchema.optional() });

/** A participant's rating after a duel (Glicko-2). */
export const duelRatingSchema = z.object({
  rating: z.number(),
  deviation: z.number(),
  /** Change from this duel; null until the duel completes. */
  change: z.number().nullable(),
});

/** A duel as every list and the detail page show it (spec 02 §3, plus what the detail page adds). */
export const duelSchema = z.object({
  duel_id: z.number().int(),
  creator_id: z.number().int(),
  creator_name: z.string(),
  invited_player_id: z.number().int().nullable(),
  invited_player_name: z.string().nullable(),
  /** For `pending_new_player`: the contact invited, shown to the creator only. */
  invited_contact: z.string().nullable(),
  status: z.enum(DUEL_STATUSES),
  competition_mode: z.enum(DUEL_MODES),
  time_limit_minutes: z.number().int().nullable(),
  max_attempts: z.number().int().nullable(),
  putting_distance_feet: z.number(),
  invitation_expiry_minutes: z.number().int(),
  creator_score: z.number().int().nullable(),
  invited_player_score: z.number().int().nullable(),
  /** Null for a draw, and until the duel completes. */
  winner_id: z.number().int().nullable(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  expires_at: z.string(),
  creator_submitted_session_id: z.string().nullable(),
  invited_player_submitted_session_id: z.string().nullable(),
  /** SHA-256 of each submitted session's canonical putt log, so anyone can check the result. */
  creator_putt_log_sha256: z.string().nullable(),
  invited_player_putt_log_sha256: z.string().nullable(),
  /** True when a completed duel was won by the only submitter when time ran out. */
  forfeit: z.boolean(),
  creator_rating: duelRatingSchema.nullable(),
  invited_player_rating: duelRatingSchema.nullable(),
});
export type Duel = z.infer<typeof duelSchema>;

export const duelListSchema = z.object({ duels: z.array(duelSchema) });

export const duelResponseSchema = z.object({ success: z.literal(true), message: z.string(), duel: duelSchema });
/** Answer of POST /duels: for an invite of a phone number, the link to share (no SMS provider). */
export const createDuelResponseSchema = duelResponseSchema.extend({ invite_link: z.string().nullable() });
