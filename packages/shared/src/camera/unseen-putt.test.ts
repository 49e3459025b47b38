import { describe, expect, it } from 'vitest';
import type { Along } from './putt-path.ts';
import type { Point } from './types.ts';
import { PendingReturns, ReturnRun } from './unseen-putt.ts';

const A: Along = { cup: { cx: 0, cy: 0, r: 5.4 }, direction: -Math.PI / 2, perCm: 1 };
const GAP = 0.3;
const TRACK_X = 30;

/** Feeds `steps` at 30 fps from `t0`; on the track when x is the track's; answers the starts reported. */
function feed(run: ReturnRun, steps: (Point | null)[], t0 = 0): number[] {
  const starts: number[] = [];
  steps.forEach((p, k) => {
    const start = run.see(t0 + k / 30, p, p !== null && p.x === TRACK_X);
    if (start !== null) starts.push(start);
  });
  return starts;
}

/** A ball rolling down the track from `y`, 3 cm a frame (90 cm/s), for `frames` frames. */
const down = (y: number, frames = 12): Point[] =>
  Array.from({ length: frames }, (_, k) => ({ x: TRACK_X, y: y + 3 * k }));

describe('ReturnRun', () => {
  it('takes a ball rolling 20 cm down the track from level with the cup for a putt, once, a second before it', () => {
    const run = new ReturnRun(A, GAP);
    // First seen at t = 1 s, 15 cm above the cup's centre.
    expect(feed(run, [...Array<null>(30).fill(null), ...down(-15)])).toEqual([0]);
  });

  it('dates the putt from the first sighting elsewhere in the 1.5 s before the ball was on the track', () => {
    const run = new ReturnRun(A, GAP);
    const ramp = [{ x: 0, y: 20 }, null, { x: 0, y: 12 }];
    // Sightings at 0 s (too early), then at 1.0 and 1.067 s; the track from 1.5 s.
    const steps = [
      { x: 0, y: 40 },
      ...Array<null>(29).fill(null),
      ...ramp,
      ...Array<null>(12).fill(null),
      ...down(-15),
    ];
    expect(feed(run, steps)).toEqual([1]);
  });

  it('takes nothing for a ball first seen low on the track (the tray, a hand) or rolling up it', () => {
    expect(feed(new ReturnRun(A, GAP), down(20))).toEqual([]);
    const up = down(-15).reverse();
    expect(feed(new ReturnRun(A, GAP), up)).toEqual([]);
  });

  it('takes nothing for a blob at the track’s top and one far down it a few frames later', () => {
    // A blob 15 cm above the cup, then one 110 cm lower 0.27 s later (400 cm/s), rolling on.
    const steps = [{ x: TRACK_X, y: -15 }, ...Array<null>(7).fill(null), ...down(95)];
    expect(feed(new ReturnRun(A, GAP), steps)).toEqual([]);
  });

  it('takes nothing for the ball of a putt logged as it reached the track, nor for it seen again after a gap', () => {
    const run = new ReturnRun(A, GAP);
    feed(run, down(-15, 3));
    run.forget();
    // Rolling on from where it was (the putt's ball), then lost for half a second and seen again lower.
    expect(feed(run, [...down(-6, 5), ...Array<null>(15).fill(null), ...down(9)], 0.1)).toEqual([]);
  });
});

describe('PendingReturns', () => {
  it('takes each ball expected back once, until its time', () => {
    const pending = new PendingReturns();
    pending.add(5);
    expect(pending.expected(4)).toBe(true);
    expect(pending.take(6)).toBe(false);
    expect(pending.expected(4)).toBe(false);
    pending.add(Number.POSITIVE_INFINITY);
    expect(pending.take(10)).toBe(true);
    expect(pending.take(11)).toBe(false);
  });
});
