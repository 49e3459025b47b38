/**
 * The make-zone picture of the career page: which side of the cup the player's makes drop through
 * (TOP, RIGHT, LOW, LEFT), as counts and shares, plus the sentence a screen reader hears.
 */
import { ZONES, type Zone } from '@holeout/shared/putt-log';

/** One sector of the cup. */
export interface ZoneShare {
  zone: Zone;
  count: number;
  /** 0–1 of all makes; 0 when there are none. */
  share: number;
}

/** Shares of career makes per zone, in the fixed TOP, RIGHT, LOW, LEFT order. */
export function zoneShares(overview: Record<string, { high?: number; sum: number }> | null | undefined): ZoneShare[] {
  const counts = ZONES.map((zone) => {
    const sum = overview?.[zone]?.sum ?? 0;
    return { zone, count: Number.isFinite(sum) && sum > 0 ? sum : 0 };
  });
  const total = counts.reduce((a, c) => a + c.count, 0);
  return counts.map((c) => ({ ...c, share: total > 0 ? c.count / total : 0 }));
}

/** A share as a whole percentage for labels ('42%'). */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}

const ZONE_WORDS: Record<Zone, string> = { TOP: 'top', RIGHT: 'right', LOW: 'low', LEFT: 'left' };

/** E.g. 'Makes by zone of the cup, 120 in all: top 50 (42%), right 30 (25%), low 25 (21%), left 15 (13%). Most makes drop in the top.' */
export function describeZoneShares(shares: readonly ZoneShare[]): string {
  const total = shares.reduce((a, s) => a + s.count, 0);
  if (total === 0) return 'Makes by zone of the cup: no makes recorded yet.';
  const parts = shares.map((s) => `${ZONE_WORDS[s.zone]} ${s.count} (${formatShare(s.share)})`).join(', ');
  const top = Math.max(...shares.map((s) => s.count));
  const leaders = shares.filter((s) => s.count === top).map((s) => ZONE_WORDS[s.zone]);
  const lead =
    leaders.length === 1
      ? `Most makes drop in the ${leaders[0]}.`
      : `Most makes drop in the ${leaders.join(' and ')} equally.`;
  return `Makes by zone of the cup, ${total} in all: ${parts}. ${lead}`;
}
