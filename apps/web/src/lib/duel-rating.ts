/**
 * A Glicko-2 duel rating said as a golfer reads it (decision 056): the number, and "still
 * settling" while its deviation is wide; the ± range is the detail behind a disclosure.
 */

/**
 * A rating deviation at or above this is "still settling": the 95 % range is ±200 or wider. A
 * new player starts at 350 (±700) and comes under it after a handful of duels.
 */
export const SETTLING_DEVIATION = 100;

/** Whether a rating is still settling (its deviation is wide). */
export function isSettling(deviation: number): boolean {
  return !Number.isFinite(deviation) || deviation >= SETTLING_DEVIATION;
}

/** '1,520, still settling' or '1,612'. */
export function ratingInWords(rating: { rating: number; deviation: number }): string {
  const value = Math.round(rating.rating).toLocaleString('en-US');
  return isSettling(rating.deviation) ? `${value}, still settling` : value;
}

/** The detail: 'Glicko-2 rating 1,520 ± 479: the true strength lies in this range 95 % of the time.' */
export function ratingDetail(rating: { rating: number; deviation: number }): string {
  const value = Math.round(rating.rating).toLocaleString('en-US');
  const range = Math.round(2 * rating.deviation).toLocaleString('en-US');
  return `Glicko-2 rating ${value} ± ${range}: the player’s true strength lies in this range 95 % of the time, and it narrows as they duel more.`;
}
