import type { Player, PlayerStats } from '@holeout/shared/accounts';
import { EMPTY_PLAYER_STATS, NOTIFICATION_FLAGS } from '@holeout/shared/first-screen-constants';

/** All-time stats of a player with no sessions. */
export function zeroedStats(): PlayerStats {
  return { ...EMPTY_PLAYER_STATS };
}

/**
 * What to show when the start-up refresh fails (spec 01 §4: "then zeroed stats"): the cached
 * record of this player when there is one, else a placeholder with zeroed stats that the next
 * successful refresh replaces.
 */
export function fallbackPlayer(playerId: number, cached: Player | null): Player {
  if (cached && cached.player_id === playerId) return cached;
  return {
    player_id: playerId,
    name: 'Player',
    email: '',
    phone: null,
    timezone: 'UTC',
    membership_tier: 'free',
    notification_preferences: Object.fromEntries(
      NOTIFICATION_FLAGS.map((f) => [f, true]),
    ) as Player['notification_preferences'],
    x_url: null,
    tiktok_url: null,
    website_url: null,
    telegram_url: null,
    created_at: new Date(0).toISOString(),
    stats: zeroedStats(),
  };
}
