import { describe, expect, it } from 'vitest';
import { describeZoneShares, formatShare, zoneShares } from './make-zone-shares.ts';

describe('zoneShares', () => {
  it('gives each zone its share of the makes in TOP, RIGHT, LOW, LEFT order', () => {
    const shares = zoneShares({
      LEFT: { high: 4, sum: 10 },
      TOP: { high: 9, sum: 20 },
      LOW: { high: 3, sum: 10 },
    });
    expect(shares).toEqual([
      { zone: 'TOP', count: 20, share: 0.5 },
      { zone: 'RIGHT', count: 0, share: 0 },
      { zone: 'LOW', count: 10, share: 0.25 },
      { zone: 'LEFT', count: 10, share: 0.25 },
    ]);
  });

  it('is all zero without makes', () => {
    expect(zoneShares(null).every((s) => s.count === 0 && s.share === 0)).toBe(true);
  });
});

describe('describeZoneShares', () => {
  it('summarises counts, percentages and the leading zone', () => {
    const text = describeZoneShares(
      zoneShares({
        TOP: { high: 1, sum: 50 },
        RIGHT: { high: 1, sum: 30 },
        LOW: { high: 1, sum: 25 },
        LEFT: { high: 1, sum: 15 },
      }),
    );
    expect(text).toBe(
      'Makes by zone of the cup, 120 in all: top 50 (42%), right 30 (25%), low 25 (21%), left 15 (13%). Most makes drop in the top.',
    );
  });

  it('names ties and the empty case', () => {
    expect(describeZoneShares(zoneShares({ TOP: { high: 1, sum: 2 }, LOW: { high: 1, sum: 2 } }))).toContain(
      'Most makes drop in the top and low equally.',
    );
    expect(describeZoneShares(zoneShares(undefined))).toBe('Makes by zone of the cup: no makes recorded yet.');
  });

  it('formats shares as whole percentages', () => {
    expect(formatShare(0.125)).toBe('13%');
    expect(formatShare(0)).toBe('0%');
  });
});
