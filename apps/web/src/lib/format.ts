import { accuracyFromMisses } from '@holeout/shared/stats/figures';

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
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached en-US formatter for the zone (undefined: the browser's). A zone the browser does not
 * know falls back to the browser's own rather than failing the page.
 */
function formatter(kind: 'date' | 'datetime', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: '2-digit' };
    if (kind === 'datetime') Object.assign(options, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    try {
      found = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      found = new Intl.DateTimeFormat('en-US', options);
    }
    formatters.set(key, found);
  }
  return found;
}

/** 'Mar 04, 2025' or 'Mar 04, 2025, 14:05' from the formatter's parts, whatever its own punctuation. */
function formatParts(date: Date, kind: 'date' | 'datetime', timeZone: string | undefined): string {
  const parts: Record<string, string> = {};
  for (const part of formatter(kind, timeZone).formatToParts(date)) parts[part.type] = part.value;
  const day = `${parts.month} ${parts.day}, ${parts.year}`;
  return kind === 'date' ? day : `${day}, ${parts.hour}:${parts.minute}`;
}

/**
 * 'MMM dd, yyyy' (spec 01 §9), 'N/A' when missing, in `timeZone` (an IANA name such as the
 * player's; the browser's own zone when left out).
 */
export function formatDate(value: string | Date | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  return date ? formatParts(date, 'date', timeZone) : NOT_AVAILABLE;
}

/** Short date with time, e.g. 'Mar 04, 2025, 14:05', in `timeZone` (else the browser's); 'N/A' when missing. */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  return date ? formatParts(date, 'datetime', timeZone) : NOT_AVAILABLE;
}
