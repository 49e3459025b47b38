import { EMPTY_PLAYER_STATS, NOTIFICATION_FLAGS, type Player } from '@holeout/shared/accounts';

/**
 * A complete signed-in player record for web tests: a free player with no sessions and every
 * e-mail notification on; `overrides` replace whole fields (pass a full `stats` to change figures).
 */
export function buildPlayer(overrides: Partial<Player> = {}): Player {
  return {
    player_id: 12,
    name: 'Ada',
    email: 'ada@example.com',
    phone: null,
    timezone: 'UTC',
    membership_tier: 'free',
    notification_preferences: Object.fromEntries(
      NOTIFICATION_FLAGS.map((flag) => [flag, true]),
    ) as Player['notification_preferences'],
    x_url: null,
    tiktok_url: null,
    website_url: null,
    telegram_url: null,
    created_at: '2025-01-01T00:00:00.000Z',
    stats: { ...EMPTY_PLAYER_STATS },
    ...overrides,
  };
}
