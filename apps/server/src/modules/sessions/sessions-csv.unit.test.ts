import { describe, expect, it } from 'vitest';
import { csvCell } from './sessions-csv.ts';

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
