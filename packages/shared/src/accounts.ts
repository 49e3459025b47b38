import { z } from 'zod';
import { EMPTY_PLAYER_STATS, NOTIFICATION_FLAGS } from './first-screen-constants.ts';

export { EMPTY_PLAYER_STATS, NOTIFICATION_FLAGS };

import { idParamSchema } from './ids.ts';
import { MEMBERSHIP_TIERS } from './membership.ts';
import { isPlainText, nameProblem } from './text.ts';

/** Spec 01 §9: minimum registration password length. DESIGN §1: maximum 256. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 80;

export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail address is too long')
  .pipe(z.email('Please enter a valid e-mail address'));

const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

/** A player's name as typed (registration, profile). */
export const nameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
  .superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * The canonical spelling of an IANA time zone name ("europe/oslo" → "Europe/Oslo", "utc" →
 * "UTC"), or null when the runtime does not know it. Offsets such as "+05:00" are refused:
 * they are not zones (no daylight saving), and PostgreSQL reads POSIX offsets with the sign
 * reversed.
 */
export function canonicalTimezone(zone: string): string | null {
  if (!/^[A-Za-z]/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** True when the zone is an IANA name the runtime knows (such as "Europe/Oslo", or "UTC"). */
export function isValidTimezone(zone: string): boolean {
  return canonicalTimezone(zone) !== null;
}

/** POST /register */
export const registerRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** Referral code saved from a `ref` link (the referrer's player id), when the visitor came from one. */
  referral_session_id: z.string().trim().max(100).nullish(),
  consent_contact_info: z.boolean().default(true),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
/** A registration as the server reads it, defaults applied. */
export type RegisterBody = z.output<typeof registerRequestSchema>;

/** POST /login */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});

/** POST /forgot-password */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

/** POST /reset-password */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});

/** POST /player/{id}/change-password */
export const changePasswordRequestSchema = z.object({
  old_password: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  new_password: passwordSchema,
});

/** POST /auth/exchange: trade a single-use URL ticket for a bearer token. */
export const exchangeTicketRequestSchema = z.object({ ticket: z.string().min(1).max(200) });

/** A phone number as typed; empty clears it. */
export const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .refine((v) => v === '' || /^\+?[0-9 ().-]{6,31}$/.test(v), 'Please enter a valid phone number')
  .transform((v) => (v === '' ? null : v));

/** An IANA zone name, stored in its canonical spelling. */
export const timezoneFieldSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isValidTimezone, 'Unknown time zone')
  .transform((zone) => canonicalTimezone(zone) ?? zone);

/** PUT /player/{id} as the settings page sends it (the full request is `player-profile.ts`). */
export const updatePlayerRequestSchema = z.strictObject({
  name: nameSchema.optional(),
  phone: phoneSchema.nullish(),
  timezone: timezoneFieldSchema.optional(),
});

/** A social link: a full http(s) address; empty clears it. */
export const socialUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'Please enter a full link starting with https://')
  .refine(isPlainText, 'Links must not contain control characters')
  .transform((v) => (v === '' ? null : v))
  .nullish();

/** PUT /player/{id}/socials */
export const updateSocialsRequestSchema = z.strictObject({
  x_url: socialUrl,
  tiktok_url: socialUrl,
  website_url: socialUrl,
  telegram_url: socialUrl,
});

/** PUT /player/{id}/notification-preferences: any subset of the flags. */
export const notificationPreferencesSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
    NotificationFlag,
    z.ZodOptional<z.ZodBoolean>
  >,
);

/** All-time figures shown on the dashboard cards (spec 01 §3 Stats). */
export const playerStatsSchema = z.object({
  total_sessions: z.number().int(),
  total_makes: z.number().int(),
  total_misses: z.number().int(),
  best_streak: z.number().int(),
  fastest_21_makes_seconds: z.number().nullable(),
  fastest_21_makes: z.number().nullable(),
  max_makes_per_minute: z.number().nullable(),
  /** Null without putts, and for a viewer without a subscription (career-table depth). */
  max_putts_per_minute: z.number().nullable(),
  /** Null for a viewer without a subscription: career-table depth (membership `playerStatsFor`). */
  most_in_60_seconds: z.number().int().nullable(),
  /** Seconds; null for a viewer without a subscription, like `most_in_60_seconds`. */
  max_session_duration: z.number().nullable(),
  /** Makes ÷ (makes + misses) × 100; null without putts. */
  make_percentage: z.number().nullable(),
  last_session_at: z.string().nullable(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/** The signed-in player's own record. */
export const playerSchema = z.object({
  player_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  timezone: z.string(),
  membership_tier: z.enum(MEMBERSHIP_TIERS),
  notification_preferences: z.record(z.enum(NOTIFICATION_FLAGS), z.boolean()),
  x_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  website_url: z.string().nullable(),
  telegram_url: z.string().nullable(),
  created_at: z.string(),
  stats: playerStatsSchema,
});
export type Player = z.infer<typeof playerSchema>;

/** What anyone may read of another player. */
export const publicPlayerSchema = z.object({
  player_id: z.number().int(),
  name: z.string(),
});
export type PublicPlayer = z.infer<typeof publicPlayerSchema>;

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });

/** The answer of a write that says only that it worked (extended by answers that carry more). */
export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  player: playerSchema,
  message: z.string(),
  referral: z.object({ referred_by: z.number().int() }).optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const playerIdParamsSchema = z.object({ id: idParamSchema });
