/**
 * Figures of the duel page: the countdown to `expires_at` and the Glicko-2 rating with its
 * confidence and change. Pure, so the rounding and edge cases are tested once.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left as 'Dd HH:MM:SS' (days only when there are any), '00:00:00' once past. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The same time left in words for assistive technology: '2 days, 3 hours, 4 minutes'. */
export function describeCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const parts: [number, string][] = [
    [Math.floor(total / 86_400), 'day'],
    [Math.floor((total % 86_400) / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return words.length > 0 ? words.join(', ') : 'less than a minute';
}

export interface Rating {
  rating: number;
  deviation: number;
  change: number | null;
}

/**
 * A rating with its 95 % confidence range, '1,512 ± 240' (Glicko-2: about two rating deviations
 * either side).
 */
export function formatRating(rating: Pick<Rating, 'rating' | 'deviation'>): string {
  return `${Math.round(rating.rating).toLocaleString('en-US')} ± ${Math.round(2 * rating.deviation).toLocaleString('en-US')}`;
}

/** The change from this duel with its sign ('+12', '−8', '±0'); null before the duel completes. */
export function formatRatingChange(change: number | null): string | null {
  if (change === null || !Number.isFinite(change)) return null;
  const rounded = Math.round(change);
  if (rounded === 0) return '±0';
  return rounded > 0 ? `+${rounded}` : `−${Math.abs(rounded)}`;
}
