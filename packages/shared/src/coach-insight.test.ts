import { describe, expect, it } from 'vitest';
import { INSIGHT_MAX_LENGTH, insightLines } from './coach-insight.ts';

describe('insightLines (decision 057)', () => {
  it('reads the built-in analysis: its first line after the title and its Next advice, as plain text', () => {
    const text = [
      '**Tue 24 Nov: 2 sessions**',
      '',
      'Since your last analysis you putted 22 times and holed 18 (81.8%) over 2 sessions.',
      '',
      '- **Best streak:** 8 in a row.',
      '',
      '**Next:** Work on **Short, left to right**: it is where most putts leave the hole.',
    ].join('\n');
    expect(insightLines(text)).toEqual({
      summary: 'Since your last analysis you putted 22 times and holed 18 (81.8%) over 2 sessions.',
      next: 'Work on Short, left to right: it is where most putts leave the hole.',
    });
  });

  it('copes with a model’s reply without a Next line, and cuts a long line at a word', () => {
    const long = `- ${'steady '.repeat(60)}`;
    const { summary, next } = insightLines(long);
    expect(next).toBeNull();
    expect(summary.length).toBeLessThanOrEqual(INSIGHT_MAX_LENGTH + 1);
    expect(summary.endsWith('steady…')).toBe(true);
  });
});
