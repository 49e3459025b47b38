/**
 * PUT /player/{id} as a profile form of the spec sends it (spec 01 §7: "{name, phone, timezone and
 * profile fields}"; decision 044). The player's own profile fields of the spec's player object are
 * applied; every other key (membership_tier, email, player_id, stats …) is ignored — never
 * applied, never validated — and named in the answer's `ignored_fields`.
 */
import { z } from 'zod';
import {
  messageResponseSchema,
  NAME_MAX_LENGTH,
  type NotificationFlag,
  nameSchema,
  notificationPreferencesSchema,
  phoneSchema,
  playerSchema,
  socialUrl,
  timezoneFieldSchema,
} from './accounts.ts';

/** The keys a player may change with PUT /player/{id}. */
export const PLAYER_PROFILE_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'display_name',
  'phone',
  'timezone',
  'x_url',
  'tiktok_url',
  'website_url',
  'telegram_url',
  'notification_preferences',
] as const;
export type PlayerProfileField = (typeof PLAYER_PROFILE_FIELDS)[number];

/** First or last name: the name's rules, one part of it. */
const namePart = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
  .pipe(z.union([z.literal(''), nameSchema]));

/**
 * The stored name a profile request asks for (decision 044): `name` when sent, else
 * `display_name`, else `first_name` and `last_name` joined by a space (either may be absent or
 * empty); undefined when the request names nobody.
 */
export function profileName(body: {
  name?: string;
  display_name?: string;
  first_name?: string;
  last_name?: string;
}): string | undefined {
  if (body.name !== undefined) return body.name;
  if (body.display_name !== undefined) return body.display_name;
  if (body.first_name === undefined && body.last_name === undefined) return undefined;
  return [body.first_name, body.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** The request: every profile field optional; other keys pass through, to be ignored. */
export const playerProfileRequestSchema = z
  .looseObject({
    name: nameSchema.optional(),
    first_name: namePart.optional(),
    last_name: namePart.optional(),
    display_name: nameSchema.optional(),
    phone: phoneSchema.nullish(),
    timezone: timezoneFieldSchema.optional(),
    x_url: socialUrl,
    tiktok_url: socialUrl,
    website_url: socialUrl,
    telegram_url: socialUrl,
    notification_preferences: notificationPreferencesSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.name !== undefined || body.display_name !== undefined) return;
    const joined = profileName(body);
    if (joined === undefined) return;
    const checked = nameSchema.safeParse(joined);
    if (!checked.success) {
      const field = body.first_name?.trim() ? 'first_name' : 'last_name';
      ctx.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0].message });
    }
  });
export type PlayerProfileRequest = z.input<typeof playerProfileRequestSchema>;
export type PlayerProfileBody = z.output<typeof playerProfileRequestSchema>;

/** What a profile request changes, in the player object's field names. */
export interface PlayerProfileChanges {
  name?: string;
  phone?: string | null;
  timezone?: string;
  x_url?: string | null;
  tiktok_url?: string | null;
  website_url?: string | null;
  telegram_url?: string | null;
  notification_preferences?: Partial<Record<NotificationFlag, boolean>>;
}

const isProfileField = (key: string): key is PlayerProfileField =>
  (PLAYER_PROFILE_FIELDS as readonly string[]).includes(key);

/**
 * The changes a parsed request asks for, and the keys it sent that are not the player's to
 * change (sorted, so the answer is stable). An absent field changes nothing.
 */
export function profileChanges(body: PlayerProfileBody): { changes: PlayerProfileChanges; ignored: string[] } {
  const changes: PlayerProfileChanges = {};
  const name = profileName(body);
  if (name !== undefined) changes.name = name;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.timezone !== undefined) changes.timezone = body.timezone;
  for (const key of ['x_url', 'tiktok_url', 'website_url', 'telegram_url'] as const) {
    if (body[key] !== undefined) changes[key] = body[key];
  }
  if (body.notification_preferences !== undefined) changes.notification_preferences = body.notification_preferences;
  const ignored = Object.keys(body)
    .filter((key) => !isProfileField(key))
    .sort();
  return { changes, ignored };
}

/** The answer: the updated record, and which keys of the request were ignored. */
export const playerProfileResponseSchema = messageResponseSchema.extend({
  player: playerSchema,
  /** Keys of the request that are not player-editable: not applied. */
  ignored_fields: z.array(z.string()),
});
export type PlayerProfileResponse = z.infer<typeof playerProfileResponseSchema>;
