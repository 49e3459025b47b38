import type { Player, PlayerStats } from '@holeout/shared/accounts';
import { NOTIFICATION_FLAGS } from '@holeout/shared/accounts';

/** All-time stats of a player with no sessions. */
export function zeroedStats(): PlayerStats {
  return {
    total_sessions: 0,
    total_makes: 0,
    total_misses: 0,
    best_streak: 0,
    fastest_21_makes_seconds: null,
    fastest_21_makes: null,
    max_makes_per_minute: null,
    max_putts_per_minute: null,
    most_in_60_seconds: 0,
    max_session_duration: 0,
    make_percentage: null,
    last_session_at: null,
  };
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
