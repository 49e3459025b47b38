/**
 * The rows of the four career tables (spec 01 §2 Career stats page) built from the career record,
 * with the spec's display rules applied: 'N/A' for missing values, two decimals plus the unit for
 * non-integers, durations in minutes, category rows by cumulative total.
 */

import { type CareerStats, withheldCareerStats } from '@holeout/shared/career';
import { CONSECUTIVE_THRESHOLDS } from '@holeout/shared/putt-log';
import { accuracy as sharedAccuracy } from '@holeout/shared/stats/figures';
import { formatCategoryLabel, formatMinutes, formatStat, sortCategoriesByTotal } from '../../lib/format.ts';

/** One line of Performance Overview. */
export interface OverviewRow {
  label: string;
  value: string;
}

/** One line of a high/sum table (Consecutive Makes, Makes by Category, Misses by Category). */
export interface HighSumRow {
  label: string;
  high: string;
  sum: string;
}

function accuracy(stats: CareerStats): number | null {
  const { sum_makes: makes, sum_putts: putts } = stats;
  return makes != null && putts != null ? sharedAccuracy(makes, putts) : null;
}

/** Performance Overview in reading order: volume, bests, speed, time. */
export function performanceOverviewRows(stats: CareerStats): OverviewRow[] {
  return [
    { label: 'Total Makes', value: formatStat(stats.sum_makes) },
    { label: 'Total Misses', value: formatStat(stats.sum_misses) },
    { label: 'Total Putts', value: formatStat(stats.sum_putts) },
    { label: 'Accuracy', value: formatStat(accuracy(stats), '%') },
    { label: 'Total Sessions', value: formatStat(stats.total_sessions) },
    { label: 'Most Makes in a Session', value: formatStat(stats.high_makes) },
    { label: 'Best Streak', value: formatStat(stats.high_best_streak) },
    { label: 'Fastest 21 Makes', value: formatStat(stats.low_fastest_21, 's') },
    { label: 'Most Makes in 60 Seconds', value: formatStat(stats.high_most_in_60) },
    { label: 'Highest Putts/Min', value: formatStat(stats.high_ppm) },
    { label: 'Average Putts/Min', value: formatStat(stats.avg_ppm) },
    { label: 'Highest Makes/Min', value: formatStat(stats.high_mpm) },
    { label: 'Average Makes/Min', value: formatStat(stats.avg_mpm) },
    { label: 'Longest Session', value: formatMinutes(stats.high_duration) },
    { label: 'Total Practice Time', value: formatMinutes(stats.sum_duration) },
  ];
}

/** Consecutive Makes: one row per threshold, 'N+ in a row', best in a session and career total. */
export function consecutiveRows(consecutive: CareerStats['consecutive']): HighSumRow[] {
  return CONSECUTIVE_THRESHOLDS.map((n) => {
    const entry = consecutive?.[String(n)];
    return { label: `${n}+ in a row`, high: formatStat(entry?.high ?? 0), sum: formatStat(entry?.sum ?? 0) };
  });
}

/** A category table, highest cumulative total first; underscores in labels read as spaces. */
export function categoryRows(categories: Record<string, { high: number; sum: number }> | null): HighSumRow[] {
  if (!categories) return [];
  return sortCategoriesByTotal(categories).map(([label, { high, sum }]) => ({
    label: formatCategoryLabel(label),
    high: formatStat(high),
    sum: formatStat(sum),
  }));
}

/**
 * The stand-in record when the server answers 404 (spec 01 §8): the player's name — the viewer's
 * own when it is their page, else 'Player' — and nothing else.
 */
export function stubCareerStats(playerId: number, ownName: string | null, locked: boolean): CareerStats {
  return withheldCareerStats(playerId, ownName ?? 'Player', 0, locked);
}

/** The labels of Performance Overview, for the locked (blurred) view that has no figures. */
export const PERFORMANCE_OVERVIEW_LABELS: readonly string[] = performanceOverviewRows(
  stubCareerStats(0, null, true),
).map((r) => r.label);
