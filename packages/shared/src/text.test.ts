import { describe, expect, it } from 'vitest';
import { isPlainText, nameProblem } from './text.ts';

describe('text rules', () => {
  it('plain text refuses control characters, NUL and DEL included', () => {
    expect(isPlainText('Ava Thompson')).toBe(true);
    expect(isPlainText('Zoë 😀')).toBe(true);
    for (const c of ['\u0000', '\u0007', '\n', '\t', '\u001b', '\u007f', '\u0085']) {
      expect(isPlainText(`a${c}b`)).toBe(false);
    }
  });

  it('names keep scripts and emoji sequences that need joiners', () => {
    expect(nameProblem('محمد')).toBeNull();
    expect(nameProblem('שרה')).toBeNull();
    expect(nameProblem('👨‍👩‍👧 Family')).toBeNull();
    expect(nameProblem('می‌خواهم')).toBeNull();
  });

  it('names refuse control and direction-override characters, and invisible-only names', () => {
    expect(nameProblem('Ava\u0000')).toBe('Name must not contain control characters');
    expect(nameProblem('Ava\u202eevA')).toBe('Name must not contain text-direction control characters');
    expect(nameProblem('\u2066Ava\u2069')).toBe('Name must not contain text-direction control characters');
    expect(nameProblem('\u200b\u200b')).toBe('Name is required');
    expect(nameProblem('\ufeff \u00ad')).toBe('Name is required');
  });
});
