import {
  EMPTY_PLAYER_STATS,
  NOTIFICATION_FLAGS,
  type Player,
  type PlayerStats,
  type PublicPlayer,
} from '@holeout/shared/accounts';
import type { PlayerRow } from './accounts.repo.ts';

/** Every flag present, defaulting to on (spec 01 §9). */
export function notificationPreferences(
  stored: Record<string, boolean>,
): Record<(typeof NOTIFICATION_FLAGS)[number], boolean> {
  return Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, stored[f] ?? true])) as Record<
    (typeof NOTIFICATION_FLAGS)[number],
    boolean
  >;
}

/** The owner's view of their account. */
export function presentPlayer(row: PlayerRow, stats: PlayerStats = EMPTY_PLAYER_STATS): Player {
  return {
    player_id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    timezone: row.timezone,
    membership_tier: row.membershipTier,
    notification_preferences: notificationPreferences(row.notificationPreferences),
    x_url: row.xUrl,
    tiktok_url: row.tiktokUrl,
    website_url: row.websiteUrl,
    telegram_url: row.telegramUrl,
    created_at: row.createdAt.toISOString(),
    stats,
  };
}

/** What anyone may read of another player. */
export function presentPublicPlayer(row: PlayerRow): PublicPlayer {
  return { player_id: row.id, name: row.name };
}
