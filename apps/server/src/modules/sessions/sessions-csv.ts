import { accuracy } from '@holeout/shared/stats/figures';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { listSessionsPage, type SessionSummaryRow } from './sessions.repo.ts';

/** Header row of the export, in column order. */
export const CSV_COLUMNS = [
  'Session #',
  'Date',
  'Type',
  'Duration (s)',
  'Putts',
  'Makes',
  'Misses',
  'Accuracy %',
  'Top Streak',
  'Fastest 21 (s)',
  'PPM',
  'MPM',
  'Max 60s',
  'Distance (ft)',
] as const;

/** Rows fetched per query while streaming; bounds memory whatever the history's length. */
const BATCH = 500;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula is prefixed with an apostrophe.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A figure rounded for a spreadsheet (at most `digits` decimals, no trailing zeros); null stays empty. */
function rounded(value: number | null, digits: number): number | null {
  return value === null ? null : Number(value.toFixed(digits));
}

function sessionType(row: SessionSummaryRow): string {
  if (row.competition?.type === 'duel') return 'Duel';
  if (row.competition?.type === 'league') return 'League';
  return 'Practice';
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the wall-clock fields and the offset in `timeZone`; UTC for a zone the runtime does not know. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The instant as ISO 8601 local time in `timeZone` with its offset, milliseconds kept:
 * `2026-03-03T07:05:09.250-05:00` for New York, `…+00:00` for UTC (a spreadsheet reads the
 * player's own clock, and the offset keeps the moment exact).
 */
export function isoInTimeZone(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of zoneFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  // 'GMT' for UTC itself, else 'GMT+05:30' / 'GMT-04:00'.
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.slice(3);
  const ms = String(instant.getUTCMilliseconds()).padStart(3, '0');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.${ms}${offset}`;
}

/**
 * The player's time zone (`players.timezone`, UTC by default). Read here rather than through the
 * accounts module: the export is the only reader, and it needs the one column.
 */
export async function playerTimeZone(db: DbOrTx, playerId: number): Promise<string> {
  const [row] = await db.select({ timezone: players.timezone }).from(players).where(eq(players.id, playerId));
  return row?.timezone ?? 'UTC';
}

/**
 * One session as a CSV line (CRLF-terminated), columns as in {@link CSV_COLUMNS}; the date in
 * `timeZone` with its offset.
 */
export function sessionCsvLine(row: SessionSummaryRow, timeZone = 'UTC'): string {
  const cells = [
    row.sessionNumber,
    isoInTimeZone(row.startedAt, timeZone),
    sessionType(row),
    rounded(row.sessionDuration, 2),
    row.putts,
    row.makes,
    row.misses,
    rounded(accuracy(row.makes, row.putts), 1),
    row.bestStreak,
    rounded(row.fastest21Makes, 2),
    rounded(row.puttsPerMinute, 2),
    rounded(row.makesPerMinute, 2),
    row.mostMakesIn60Seconds,
    rounded(row.puttingDistanceFeet, 1),
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The player's whole history as CSV text, newest first, produced batch by batch: the first batch
 * and the next ones each an index seek below the last session number seen (keyset), so no
 * query grows with the history and no more than one batch is held at a time. Dates are written
 * in the player's time zone with their offset.
 */
export async function* sessionsCsv(db: DbOrTx, playerId: number, batchSize = BATCH): AsyncGenerator<string> {
  const timeZone = await playerTimeZone(db, playerId);
  yield `${CSV_COLUMNS.map(csvCell).join(',')}\r\n`;
  let from = 2_147_483_647; // the largest integer column value: start at the newest session
  for (;;) {
    const rows = await listSessionsPage(db, playerId, batchSize, from);
    if (rows.length > 0) yield rows.map((row) => sessionCsvLine(row, timeZone)).join('');
    const last = rows.at(-1)?.sessionNumber;
    if (rows.length < batchSize || last == null) return;
    from = last - 1;
  }
}
