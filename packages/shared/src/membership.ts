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
