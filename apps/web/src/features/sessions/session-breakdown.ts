/**
 * The expanded row of the Session History table: makes and misses by category and consecutive
 * makes. Pure so the ordering rules are tested once.
 */
import { CONSECUTIVE_THRESHOLDS } from '@holeout/shared/first-screen-constants';
import { formatCategoryLabel } from '../../lib/format.ts';

/** One category line of a breakdown. */
export interface CategoryCount {
  label: string;
  count: number;
  /** The stored category under a label said in golfer words ('RETURN: CENTER - RIGHT'), when they differ. */
  category?: string;
}

/**
 * Categories sorted by count, highest first, then alphabetically so equal counts keep a stable
 * order. With `inWords` (decision 056) each label is said in a golfer's words and keeps its stored
 * category beside it.
 */
export function categoryCounts(
  counts: Record<string, number> | null | undefined,
  inWords?: (label: string) => string,
): CategoryCount[] {
  if (!counts) return [];
  return Object.entries(counts)
    .filter(([, count]) => Number.isFinite(count) && count > 0)
    .map(([key, count]) => {
      const category = formatCategoryLabel(key);
      const label = inWords ? inWords(key) : category;
      // 'Quick putt' needs no 'QUICK PUTT' under it: the note is for a category said differently.
      return label.toUpperCase() === category.toUpperCase() ? { label, count } : { label, count, category };
    })
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** One line per threshold 3, 7, 10, 15, 21, 50, 77, 100: 'N+ in a row' and how many runs reached it. */
export function consecutiveCounts(counts: Record<string, number> | null | undefined): CategoryCount[] {
  return CONSECUTIVE_THRESHOLDS.map((n) => ({ label: `${n}+ in a row`, count: counts?.[String(n)] ?? 0 }));
}

/**
 * True when there is a breakdown to show: the server sent the category maps (it leaves them out of
 * locked rows and of sessions stored without a putt log) and the session has putts to break down.
 */
export function hasBreakdown(session: {
  putts: number;
  makes_by_category: Record<string, number> | null;
  misses_by_category: Record<string, number> | null;
}): boolean {
  return session.makes_by_category != null && session.misses_by_category != null && session.putts > 0;
}
