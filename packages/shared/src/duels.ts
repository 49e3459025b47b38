import { z } from 'zod';
import { successMessageSchema } from './accounts.ts';
import { countParamSchema, idFieldSchema, idParamSchema } from './ids.ts';
import { CAPTURE_SOURCES, MAX_PUTTING_DISTANCE_FEET, MIN_PUTTING_DISTANCE_FEET } from './putt-log.ts';

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
  require_tracked_sessions: false,
} as const;
/** A submitted session's distance may differ from the duel's by this much (DESIGN §4). */
export const DUEL_DISTANCE_TOLERANCE_FEET = 0.05;

/**
 * Notification kinds duels write: a challenge received (the `duel_requests` e-mail preference),
 * every later change and result (`duel_updates`), and deadline reminders (`duel_updates`).
 */
export const DUEL_NOTIFICATION_KINDS = {
  challenge: 'duel_challenge',
  update: 'duel_update',
  reminder: 'duel_reminder',
} as const;

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

/** Spec 02 §5: a phone number has 10 to 15 digits once everything else is stripped. */
export const PHONE_DIGITS_MIN = 10;
export const PHONE_DIGITS_MAX = 15;

/** How a player not yet on Holeout is invited (spec 02 §3: new_player_contact). */
export const newPlayerContactSchema = z
  .object({
    type: z.enum(['email', 'phone']),
    value: z.string().trim().min(3, 'Enter the e-mail or phone number to invite').max(254),
  })
  .superRefine((contact, ctx) => {
    if (contact.type === 'email' && !z.email().safeParse(contact.value).success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Please enter a valid e-mail address' });
    }
    if (contact.type === 'phone') {
      const digits = contact.value.replace(/\D/g, '').length;
      if (!/^\+?[0-9 ().-]+$/.test(contact.value) || digits < PHONE_DIGITS_MIN || digits > PHONE_DIGITS_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: `Please enter a valid phone number (${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits)`,
        });
      }
    }
  });
export type NewPlayerContact = z.infer<typeof newPlayerContactSchema>;

/**
 * A field a form may send as null when it does not use it (the other mode's limit, the opponent's
 * id when inviting by contact): null reads as absent, like a field left out.
 */
const absentWhenNull = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v): z.output<T> | undefined => (v === null ? undefined : (v as z.output<T> | undefined)));

/**
 * POST /duels. The creator is the token's player: a `creator_id` that differs is refused (403).
 * Either `invited_player_id` or `invite_new_player` with `new_player_contact`. The alternatives a
 * Create Duel modal holds side by side (opponent or contact, time limit or putt count) may be sent
 * as null when unused.
 */
export const createDuelRequestSchema = z
  .object({
    creator_id: idFieldSchema.optional(),
    invited_player_id: absentWhenNull(idFieldSchema),
    invite_new_player: absentWhenNull(z.boolean()),
    new_player_contact: absentWhenNull(newPlayerContactSchema),
    competition_mode: z.enum(DUEL_MODES).default(DUEL_DEFAULTS.competition_mode),
    time_limit_minutes: absentWhenNull(oneOf(DUEL_TIME_LIMITS_MINUTES, 'time_limit_minutes')),
    /** The spec's other name for `time_limit_minutes`. */
    session_duration_limit_minutes: absentWhenNull(oneOf(DUEL_TIME_LIMITS_MINUTES, 'session_duration_limit_minutes')),
    max_attempts: absentWhenNull(oneOf(DUEL_MAX_ATTEMPTS, 'max_attempts')),
    putting_distance_feet: distanceSchema.default(DUEL_DEFAULTS.putting_distance_feet),
    invitation_expiry_minutes: oneOf(DUEL_EXPIRY_MINUTES, 'invitation_expiry_minutes').default(
      DUEL_DEFAULTS.invitation_expiry_minutes,
    ),
    /** Only camera or desktop sessions are accepted; a hand-tapped (`phone`) one is refused (422). */
    require_tracked_sessions: z.boolean().default(DUEL_DEFAULTS.require_tracked_sessions),
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
    if (
      body.time_limit_minutes !== undefined &&
      body.session_duration_limit_minutes !== undefined &&
      body.time_limit_minutes !== body.session_duration_limit_minutes
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['session_duration_limit_minutes'],
        message: 'Send time_limit_minutes or session_duration_limit_minutes, not two different limits',
      });
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
/** A create request as the server reads it, defaults applied. */
export type CreateDuelBody = z.output<typeof createDuelRequestSchema>;

/** POST /duels/{id}/respond. `player_id`, when sent, must be the token's player (403). */
export const respondDuelRequestSchema = z.object({
  player_id: idFieldSchema.optional(),
  response: z.enum(['accepted', 'declined']),
});

export const duelIdParamsSchema = z.object({ id: idParamSchema });

/** Finished duels (completed, declined, expired) one list answer holds at most, by default. */
export const DUEL_LIST_FINISHED_DEFAULT = 100;
export const DUEL_LIST_FINISHED_MAX = 500;

/**
 * GET /duels?player_id= (the token's player when absent). The answer holds every open duel and
 * the newest `limit` finished ones; `before` (a duel id) pages back through older finished duels.
 */
export const duelsQuerySchema = z.object({
  player_id: idParamSchema.optional(),
  limit: countParamSchema(1, DUEL_LIST_FINISHED_MAX).optional(),
  before: idParamSchema.optional(),
});

/**
 * A participant's Glicko-2 duel rating: for a completed duel the rating this duel left, with its
 * change; before that the player's current rating and `change` null. About 95 % of the time the
 * true strength lies within rating ± 2 × deviation (1500 ± 700 for a player never rated).
 */
export const duelRatingSchema = z.object({
  rating: z.number(),
  deviation: z.number(),
  /** Change from this duel; null until the duel completes. */
  change: z.number().nullable(),
});
export type DuelRating = z.infer<typeof duelRatingSchema>;

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
  /** Only camera or desktop sessions are accepted (a hand-tapped `phone` one is refused). */
  require_tracked_sessions: z.boolean(),
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
  /** How each player's submitted session was captured; null until that player submitted. */
  creator_capture_source: z.enum(CAPTURE_SOURCES).nullable(),
  invited_player_capture_source: z.enum(CAPTURE_SOURCES).nullable(),
  /** True when a completed duel was won by the only submitter when time ran out. */
  forfeit: z.boolean(),
  creator_rating: duelRatingSchema.nullable(),
  invited_player_rating: duelRatingSchema.nullable(),
});
export type Duel = z.infer<typeof duelSchema>;

/**
 * GET /duels: newest first. Another player's list holds only their active and completed duels
 * (public summaries, no invited contact).
 */
export const duelListSchema = z.object({
  duels: z.array(duelSchema),
  /** True when older finished duels exist than the last one listed (ask again with `before`). */
  has_more: z.boolean(),
});
export type DuelList = z.infer<typeof duelListSchema>;

export const duelResponseSchema = successMessageSchema.extend({ duel: duelSchema });
/** Answer of POST /duels: for an invite of a phone number, the link to share (no SMS provider). */
export const createDuelResponseSchema = duelResponseSchema.extend({ invite_link: z.string().nullable() });
