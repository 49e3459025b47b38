import type { CompareCard } from '@holeout/shared/players';

/**
 * A player's Glicko-2 duel rating on the comparison card: the rating with its 95 % confidence
 * range (two deviations either side) and how many duels it rests on; null when the server sends
 * none.
 */
export function formatDuelRating(
  rating: CompareCard['duel_rating'],
): { value: string; note: string; description: string } | null {
  if (!rating || !Number.isFinite(rating.rating) || !Number.isFinite(rating.deviation)) return null;
  const value = Math.round(rating.rating).toLocaleString('en-US');
  const range = Math.round(2 * rating.deviation).toLocaleString('en-US');
  const duels = `${rating.duels.toLocaleString('en-US')} ${rating.duels === 1 ? 'duel' : 'duels'}`;
  return {
    value: `${value} ± ${range}`,
    note: rating.duels === 0 ? 'Not rated yet' : duels,
    description: `Duel rating ${value}, 95% confidence plus or minus ${range}, from ${duels}`,
  };
}
