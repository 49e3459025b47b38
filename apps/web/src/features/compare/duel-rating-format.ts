import type { CompareCard } from '@holeout/shared/players';
import { ratingInWords } from '../../lib/duel-rating.ts';

/**
 * A player's Glicko-2 duel rating on the comparison card, in words ('1,520, still settling' while
 * its range is wide, decision 056), and how many duels it rests on; null when the server sends none.
 */
export function formatDuelRating(
  rating: CompareCard['duel_rating'],
): { value: string; note: string; description: string } | null {
  if (!rating || !Number.isFinite(rating.rating) || !Number.isFinite(rating.deviation)) return null;
  // Before a first duel the starting rating says nothing about the player.
  if (rating.duels === 0)
    return { value: 'Not rated yet', note: 'no duels yet', description: 'Not rated yet: no duels' };
  const value = ratingInWords(rating);
  const duels = `${rating.duels.toLocaleString('en-US')} ${rating.duels === 1 ? 'duel' : 'duels'}`;
  return { value, note: duels, description: `Duel rating ${value}, from ${duels}` };
}
