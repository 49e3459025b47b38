import { describe, expect, it } from 'vitest';
import {
  addRoundToStandings,
  diffStandings,
  emptyStandings,
  rankStandings,
  roundPoints,
  sharedRanks,
  standingsFromRounds,
} from './standings.ts';

const names: Record<string, string> = { a: 'Ann', b: 'Bob', c: 'Cid', d: 'Dee', e: 'Eve' };
const nameOf = (k: string) => names[k] ?? k;

describe('sharedRanks', () => {
  it('gives equal values the same rank and skips the shared places (1-1-3)', () => {
    const ranked = sharedRanks([5, 9, 9, 2, 5], (x, y) => y - x);
    expect(ranked).toEqual([
      { item: 9, rank: 1 },
      { item: 9, rank: 1 },
      { item: 5, rank: 3 },
      { item: 5, rank: 3 },
      { item: 2, rank: 5 },
    ]);
  });

  it('handles nothing and one', () => {
    expect(sharedRanks([], (x: number, y: number) => x - y)).toEqual([]);
    expect(sharedRanks([4], (x, y) => x - y)).toEqual([{ item: 4, rank: 1 }]);
  });
});

describe('roundPoints', () => {
  it.each([
    {
      rule: 'gives N − rank + 1 with N the members at the round end; non-submitters are not listed',
      // 5 members, 3 submitted: ranks 1, 2, 3 → 5, 4, 3 points.
      scores: { b: 12, a: 20, c: 3 },
      members: 5,
      points: { a: { rank: 1, points: 5 }, b: { rank: 2, points: 4 }, c: { rank: 3, points: 3 } },
    },
    {
      rule: 'lets ties share the rank and its points (1-1-3)',
      scores: { a: 10, b: 10, c: 7 },
      members: 4,
      points: { a: { rank: 1, points: 4 }, b: { rank: 1, points: 4 }, c: { rank: 3, points: 2 } },
    },
  ])('$rule', ({ scores, members, points }) => {
    const p = roundPoints(
      Object.entries(scores).map(([key, score]) => ({ key, score })),
      members,
    );
    expect(Object.fromEntries(p)).toEqual(points);
    expect(p.size).toBe(Object.keys(points).length);
  });

  it('counts a submitter beyond the member count so nobody scores below 1', () => {
    const p = roundPoints(
      [
        { key: 'a', score: 3 },
        { key: 'b', score: 2 },
        { key: 'c', score: 1 },
      ],
      2,
    );
    expect(p.get('c')).toEqual({ rank: 3, points: 1 });
  });
});

describe('standings', () => {
  const round1 = [
    { key: 'a', points: 4, score: 10 },
    { key: 'b', points: 4, score: 10 },
    { key: 'c', points: 2, score: 7 },
  ];
  const round2 = [
    { key: 'c', points: 4, score: 15 },
    { key: 'a', points: 3, score: 9 },
  ];

  it('sums points over completed rounds and shares ranks on equal points', () => {
    const table = standingsFromRounds(['a', 'b', 'c', 'd'], [round1, round2], nameOf);
    expect(table).toEqual([
      { key: 'a', rank: 1, points: 7, roundsSubmitted: 2, totalScore: 19 },
      { key: 'c', rank: 2, points: 6, roundsSubmitted: 2, totalScore: 22 },
      { key: 'b', rank: 3, points: 4, roundsSubmitted: 1, totalScore: 10 },
      { key: 'd', rank: 4, points: 0, roundsSubmitted: 0, totalScore: 0 },
    ]);
  });

  it('orders a tie by name and gives both the same rank', () => {
    const table = standingsFromRounds(['b', 'a', 'c'], [round1], nameOf);
    expect(table.map((r) => [r.key, r.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
    ]);
  });

  it('ignores results of someone no longer taking part, and leaves its input alone', () => {
    const start = emptyStandings(['a']);
    const after = addRoundToStandings(start, round1);
    expect(start.get('a')?.points).toBe(0);
    expect([...after.keys()]).toEqual(['a']);
    expect(after.get('a')).toEqual({ key: 'a', points: 4, roundsSubmitted: 1, totalScore: 10 });
  });

  it('is the same folded round by round or all at once (a catch-up recomputes one round)', () => {
    const stepwise = rankStandings(
      addRoundToStandings(addRoundToStandings(emptyStandings(['a', 'b', 'c']), round1), round2),
      nameOf,
    );
    expect(diffStandings(stepwise, standingsFromRounds(['a', 'b', 'c'], [round1, round2], nameOf))).toEqual([]);
  });

  it('says where two tables differ', () => {
    const a = standingsFromRounds(['a', 'b'], [round1], nameOf);
    const b = standingsFromRounds(['a', 'c'], [round2], nameOf);
    expect(diffStandings(a, b)).toEqual([
      'a.rank: 1 ≠ 2',
      'a.points: 4 ≠ 3',
      'a.totalScore: 10 ≠ 9',
      'b: missing on the right',
      'c: missing on the left',
    ]);
  });
});
