/**
 * The iCalendar feed of a league's rounds (RFC 5545): one event per round, so a calendar app that
 * subscribes shows each round's window and follows re-timings (stable UIDs, a new DTSTAMP).
 */
import type { LeagueRow, RoundRow } from './leagues.repo.ts';

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character; continuation lines start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The league's rules in a sentence. */
export function describeLeagueRules(l: LeagueRow): string {
  const distance = `${l.puttingDistanceFeet.toFixed(1)} ft`;
  return l.competitionMode === 'time_limit'
    ? `Time limit: makes in ${l.timeLimitMinutes} minutes from ${distance}.`
    : `Shoot-out: makes in ${l.maxAttempts} putts from ${distance}.`;
}

/** The whole feed, CRLF line ends. */
export function leagueCalendar(l: LeagueRow, rounds: readonly RoundRow[], publicUrl: string, now: Date): string {
  const url = `${publicUrl}/leagues/${l.id}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Holeout//Leagues//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(l.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const r of rounds) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:league-${l.id}-round-${r.roundNumber}@holeout`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(r.startTime)}`,
      `DTEND:${stamp(r.endTime)}`,
      `SUMMARY:${icsText(`${l.name} — Round ${r.roundNumber} of ${rounds.length}`)}`,
      `DESCRIPTION:${icsText(`${describeLeagueRules(l)} Submit your session before the round closes.\n${url}`)}`,
      `URL:${url}`,
      'STATUS:CONFIRMED',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
