import { describe, expect, it } from 'vitest';
import { csvCell, isoInTimeZone } from './sessions-csv.ts';

describe('csvCell', () => {
  it('writes numbers and plain text as they are, null as an empty field', () => {
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell('Practice')).toBe('Practice');
    expect(csvCell(null)).toBe('');
  });

  it('quotes fields holding commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+1,2')).toBe('"\'+1,2"');
    expect(csvCell(-3)).toBe('-3');
  });
});

describe('isoInTimeZone', () => {
  const instant = new Date('2026-03-03T12:05:09.250Z');

  it("writes the player's local time with its offset", () => {
    expect(isoInTimeZone(instant, 'UTC')).toBe('2026-03-03T12:05:09.250+00:00');
    expect(isoInTimeZone(instant, 'America/New_York')).toBe('2026-03-03T07:05:09.250-05:00');
    expect(isoInTimeZone(instant, 'Asia/Kolkata')).toBe('2026-03-03T17:35:09.250+05:30');
    expect(isoInTimeZone(new Date('2026-03-03T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-04T08:30:00.000+09:00');
  });

  it('names the same moment as the stored time', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kathmandu', 'Australia/Adelaide']) {
      expect(new Date(isoInTimeZone(instant, zone)).getTime()).toBe(instant.getTime());
    }
  });

  it('writes midnight as 00, and UTC for a zone the runtime does not know', () => {
    expect(isoInTimeZone(new Date('2026-03-03T00:00:00Z'), 'UTC')).toBe('2026-03-03T00:00:00.000+00:00');
    expect(isoInTimeZone(instant, 'Mars/Olympus_Mons')).toBe('2026-03-03T12:05:09.250+00:00');
  });
});
