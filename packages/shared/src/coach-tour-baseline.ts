/**
 * The tour baseline: how often professional players hole a putt of a given length.
 *
 * Source: Mark Broadie, "Every Shot Counts" (Gotham, 2014), PGA Tour make percentages by
 * distance from ShotLink data, 2003–2012 — 3 ft 96 %, 4 ft 88 %, 5 ft 77 %, 6 ft 66 %, 7 ft 58 %,
 * 8 ft 50 %, 9 ft 45 %, 10 ft 40 %. Kept as data; between whole feet the rate is interpolated
 * linearly, and outside 3–10 ft there is no baseline.
 */
export const TOUR_BASELINE_SOURCE = 'Mark Broadie, Every Shot Counts (2014): PGA Tour make rates, ShotLink 2003–2012';

/** Feet → share of putts holed (0–1). */
export const TOUR_MAKE_RATE_BY_FEET: Readonly<Record<number, number>> = {
  3: 0.96,
  4: 0.88,
  5: 0.77,
  6: 0.66,
  7: 0.58,
  8: 0.5,
  9: 0.45,
  10: 0.4,
};

/** The comparisons are given per this many putts ("+2.4 makes per 21"). */
export const TOUR_COMPARISON_PUTTS = 21;

/** The tour's make rate at `feet` (0–1), or null outside 3–10 ft. */
export function tourMakeRate(feet: number): number | null {
  if (!Number.isFinite(feet) || feet < 3 || feet > 10) return null;
  const low = Math.floor(feet);
  const high = Math.ceil(feet);
  const a = TOUR_MAKE_RATE_BY_FEET[low] as number;
  const b = TOUR_MAKE_RATE_BY_FEET[high] as number;
  return low === high ? a : a + (b - a) * (feet - low);
}

/**
 * Makes above (+) or below (−) the tour per 21 putts at `feet`, one decimal; null when there is
 * no baseline for the distance or no putt was made or missed.
 */
export function makesVsTourPer21(makes: number, putts: number, feet: number): number | null {
  const rate = tourMakeRate(feet);
  if (rate === null || putts <= 0) return null;
  return Math.round((makes / putts - rate) * TOUR_COMPARISON_PUTTS * 10) / 10;
}

/** "+2.4 makes per 21 vs tour at 7 ft" (or null without a baseline). */
export function formatVsTour(makes: number, putts: number, feet: number): string | null {
  const diff = makesVsTourPer21(makes, putts, feet);
  if (diff === null) return null;
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±';
  return `${sign}${Math.abs(diff).toFixed(1)} makes per ${TOUR_COMPARISON_PUTTS} vs tour at ${feet} ft`;
}

/** One putting distance of a player's sessions against the tour. */
export interface VsTourAtDistance {
  feet: number;
  sessions: number;
  putts: number;
  makes: number;
  /** "+2.4 makes per 21 vs tour at 7 ft". */
  text: string;
}

/**
 * Sessions grouped by putting distance, each distance with a tour baseline (3–10 ft) compared
 * over all its putts; shortest distance first. Distances without a baseline are left out.
 */
export function vsTourByDistance(
  sessions: readonly { putting_distance_feet: number; makes: number; misses: number }[],
): VsTourAtDistance[] {
  const byFeet = new Map<number, { sessions: number; putts: number; makes: number }>();
  for (const s of sessions) {
    const at = byFeet.get(s.putting_distance_feet) ?? { sessions: 0, putts: 0, makes: 0 };
    byFeet.set(s.putting_distance_feet, {
      sessions: at.sessions + 1,
      putts: at.putts + s.makes + s.misses,
      makes: at.makes + s.makes,
    });
  }
  return [...byFeet]
    .sort(([a], [b]) => a - b)
    .flatMap(([feet, at]) => {
      const text = formatVsTour(at.makes, at.putts, feet);
      return text === null ? [] : [{ feet, ...at, text }];
    });
}
