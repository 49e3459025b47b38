import { accuracyFromMisses } from '@holeout/shared/stats/figures';
import { format, isValid, parseISO } from 'date-fns';

/** What the spec shows for a missing or meaningless figure (spec 01 §2 "Display rules"). */
export const NOT_AVAILABLE = 'N/A';

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A figure as the stats tables show it: 'N/A' when missing or NaN, integers with thousands separators,
 * other numbers with two decimals; the unit follows either way (e.g. '12.35s', '7').
 */
export function formatStat(value: number | null | undefined, unit = ''): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return `${Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(2)}${unit}`;
}

/** Always two decimals plus the unit ('8.40s'), else 'N/A' — e.g. Fastest 21, PPM, MPM. */
export function formatDecimal(value: number | null | undefined, unit = ''): string {
  return isNumber(value) ? `${value.toFixed(2)}${unit}` : NOT_AVAILABLE;
}

/** Makes ÷ (makes + misses) × 100 with one decimal and '%', else 'N/A' (dashboard Accuracy). */
export function formatAccuracy(makes: number | null | undefined, misses: number | null | undefined): string {
  const value = isNumber(makes) && isNumber(misses) ? accuracyFromMisses(makes, misses) : null;
  return value === null ? NOT_AVAILABLE : `${value.toFixed(1)}%`;
}

/** A percentage already computed (0–100) with two decimals, e.g. comparison Avg. Accuracy. */
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${value.toFixed(2)}%` : NOT_AVAILABLE;
}

/** Seconds as m:ss (Session History Duration); hours simply count on as minutes (75:03). */
export function formatDuration(seconds: number | null | undefined): string {
  if (!isNumber(seconds) || seconds < 0) return NOT_AVAILABLE;
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds shown in minutes (career stats durations): seconds ÷ 60 by the stat rule, ' min' unit. */
export function formatMinutes(seconds: number | null | undefined): string {
  return isNumber(seconds) ? formatStat(seconds / 60, ' min') : NOT_AVAILABLE;
}

/** Whole numbers with thousands separators (milestones such as '1,000'). */
export function formatCount(value: number | null | undefined): string {
  return isNumber(value) ? Math.round(value).toLocaleString('en-US') : NOT_AVAILABLE;
}

/** Category keys read as words: underscores become spaces ('QUICK_PUTT' → 'QUICK PUTT'). */
export function formatCategoryLabel(label: string): string {
  return label.replaceAll('_', ' ');
}

/** Category rows highest cumulative total first; equal totals keep a stable alphabetical order. */
export function sortCategoriesByTotal<T extends { sum: number }>(categories: Record<string, T>): [string, T][] {
  return Object.entries(categories).sort(([a, x], [b, y]) => y.sum - x.sum || a.localeCompare(b));
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** 'MMM dd, yyyy' in the viewer's time zone (spec 01 §9), 'N/A' when missing. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'MMM dd, yyyy') : NOT_AVAILABLE;
}

/** Short date with time, e.g. 'Mar 04, 2025, 14:05', in the viewer's time zone; 'N/A' when missing. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'MMM dd, yyyy, HH:mm') : NOT_AVAILABLE;
}
