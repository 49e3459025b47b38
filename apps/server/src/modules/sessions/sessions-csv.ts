import { accuracy } from '@holeout/shared/stats/figures';
import type { DbOrTx } from '../../db/client.ts';
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

/** One session as a CSV line (CRLF-terminated), columns as in {@link CSV_COLUMNS}. */
export function sessionCsvLine(row: SessionSummaryRow): string {
  const cells = [
    row.sessionNumber,
    row.startedAt.toISOString(),
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
 * query grows with the history and no more than one batch is held at a time.
 */
export async function* sessionsCsv(db: DbOrTx, playerId: number, batchSize = BATCH): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.map(csvCell).join(',')}\r\n`;
  let from = 2_147_483_647; // the largest integer column value: start at the newest session
  for (;;) {
    const rows = await listSessionsPage(db, playerId, batchSize, from);
    if (rows.length > 0) yield rows.map(sessionCsvLine).join('');
    const last = rows.at(-1)?.sessionNumber;
    if (rows.length < batchSize || last == null) return;
    from = last - 1;
  }
}
