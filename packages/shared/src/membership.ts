/**
 * Who may see what, by membership tier (spec 01 §1, §6). The one place these rules live: the
 * server applies them to what it sends, the web to what it offers, and neither repeats them.
 */

export const MEMBERSHIP_TIERS = ['free', 'regular', 'premium'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/** Regular and premium members are "full subscribers" (spec 01 §1). */
export function isFullSubscriber(tier: MembershipTier | null | undefined): boolean {
  return tier === 'regular' || tier === 'premium';
}

/** Career figures (`/career-stats`) are for full subscribers; others get the name and count only. */
export function canSeeCareerFigures(viewerTier: MembershipTier | null | undefined): boolean {
  return isFullSubscriber(viewerTier);
}

/**
 * Whether the viewer may open the breakdowns of the session at `index` (0-based) on history page
 * `page` (1-based, newest first): full subscribers every session, anyone else only the newest one.
 */
export function canOpenSessionDetails(
  viewerTier: MembershipTier | null | undefined,
  page: number,
  index: number,
): boolean {
  return isFullSubscriber(viewerTier) || (page === 1 && index === 0);
}

/** Achievement certificates (`GET /certificates/{playerId}`) are for full subscribers; others get the upgrade prompt. */
export function canSeeCertificates(viewerTier: MembershipTier | null | undefined): boolean {
  return isFullSubscriber(viewerTier);
}

/**
 * Another player's duel and league lists (the tables of a career page) are for full subscribers;
 * one's own lists, and the duels and leagues one takes part in, are free (DESIGN §8).
 */
export function canSeeOthersCompetitions(viewerTier: MembershipTier | null | undefined): boolean {
  return isFullSubscriber(viewerTier);
}

/** Gift codes (listing, sending, buying bundles) are for full subscribers (spec 01 §6). */
export function canUseGifts(viewerTier: MembershipTier | null | undefined): boolean {
  return isFullSubscriber(viewerTier);
}

/** Creating a league is for full subscribers (spec 01 §6); joining one is free. */
export function canCreateLeague(viewerTier: MembershipTier | null | undefined): boolean {
  return isFullSubscriber(viewerTier);
}

/**
 * Figures of the player record (`stats` in GET /player/{id}/data, login and registration) that
 * are career-table depth, not headline figures: the highs of putts a minute, makes in 60 seconds
 * and session length are rows of the career page's Performance Overview, shown on no free card.
 * The headline figures — sessions, makes, misses, accuracy, best streak, fastest 21 and best
 * makes a minute — are on the dashboard cards, the comparison cards and the leaderboards, free.
 */
export const DEPTH_PLAYER_STATS = ['max_putts_per_minute', 'most_in_60_seconds', 'max_session_duration'] as const;
type DepthPlayerStat = (typeof DEPTH_PLAYER_STATS)[number];

/** The player record's figures as `viewerTier` may see them: depth figures null unless subscribed. */
export function playerStatsFor<T extends Record<DepthPlayerStat, number | null>>(
  viewerTier: MembershipTier | null | undefined,
  stats: T,
): T {
  if (isFullSubscriber(viewerTier)) return stats;
  const withheld = { ...stats };
  for (const key of DEPTH_PLAYER_STATS) withheld[key] = null as T[DepthPlayerStat];
  return withheld;
}
