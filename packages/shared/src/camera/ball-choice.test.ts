import { describe, expect, it } from 'vitest';
import { type ChoiceContext, chooseBall, type PlacedBall, RETURN_SETTLE, ReturnWatch } from './ball-choice.ts';
import type { Along } from './putt-path.ts';

const on = (region: PlacedBall['region'], x: number, y: number): PlacedBall => ({ at: { x, y }, region });
const ctx = (waiting: boolean, last: { x: number; y: number } | null = null): ChoiceContext => ({
  waiting,
  last,
  reach: 10,
});

describe('chooseBall', () => {
  it('answers the only ball, or none', () => {
    expect(chooseBall([], ctx(true))).toBe(-1);
    expect(chooseBall([on('return', 30, 0)], ctx(true))).toBe(0);
  });

  it('between putts, takes a ball leaving the mat over the last one coming down the return track', () => {
    const balls = [on('return', 30, 20), on('mat', 2, 80)];
    expect(chooseBall(balls, ctx(true, { x: 30, y: 17 }))).toBe(1);
    expect(chooseBall(balls, ctx(true))).toBe(1);
    // One in the catch area too, and a ball on the ramp.
    expect(chooseBall([on('catch', 5, -12), on('ramp', 2, 30)], ctx(true, { x: 5, y: -12 }))).toBe(1);
  });

  it('with a putt on and no ball followed, takes the one coming down the return track', () => {
    expect(chooseBall([on('mat', 2, 80), on('return', 30, 20)], ctx(false))).toBe(1);
  });

  it('keeps the ball it follows: the putt on its way, or the next ball struck on the mat', () => {
    const balls = [on('return', 30, 20), on('ramp', 2, 30)];
    expect(chooseBall(balls, ctx(false, { x: 2, y: 33 }))).toBe(1);
    expect(chooseBall([on('return', 30, 20), on('mat', 2, 80)], ctx(false, { x: 2, y: 84 }))).toBe(1);
    // Between putts, a ball followed on the mat stays followed over one on the ramp.
    expect(chooseBall([on('ramp', 20, 30), on('mat', 2, 80)], ctx(true, { x: 2, y: 84 }))).toBe(1);
  });

  it("falls back on the detector's choice when nothing is near the last sighting", () => {
    expect(chooseBall([on('cup', 0, 0), on('ramp', 2, 30)], ctx(false, { x: 50, y: 50 }))).toBe(0);
  });
});

describe('ReturnWatch', () => {
  const A: Along = { cup: { cx: 0, cy: 0, r: 5.4 }, direction: -Math.PI / 2, perCm: 1 };

  it('takes a ball rolling down the track for one back, from its first sighting there', () => {
    const w = new ReturnWatch(A);
    w.see(1, [{ x: 30, y: -10 }]);
    w.see(1.033, [{ x: 30, y: -6 }]);
    expect(w.backBy(2)).toBe(false);
    w.see(1.067, [{ x: 30, y: -2 }]);
    expect(w.backBy(1 + RETURN_SETTLE - 0.01)).toBe(false);
    expect(w.backBy(1 + RETURN_SETTLE)).toBe(true);
    w.reset();
    expect(w.backBy(5)).toBe(false);
  });

  it('takes a blob stepping down the track once and lying there for none: a hand fetching a ball from the tray', () => {
    const w = new ReturnWatch(A);
    w.see(1, [{ x: 30, y: 78 }]);
    w.see(1.033, [{ x: 30.5, y: 84 }]);
    w.see(1.067, [{ x: 30.6, y: 84.4 }]);
    w.see(1.1, [{ x: 30.5, y: 84.2 }]);
    expect(w.backBy(3)).toBe(false);
  });

  it('takes a ball lying in the tray (its sighting jittering), or sightings far apart in time, for none', () => {
    const w = new ReturnWatch(A);
    w.see(1, [{ x: 30, y: 80 }]);
    w.see(1.033, [{ x: 30.1, y: 81.4 }]);
    w.see(1.5, [{ x: 30, y: 85 }]);
    expect(w.backBy(3)).toBe(false);
    // Up the track is no return either.
    w.see(2, [{ x: 30, y: 20 }]);
    w.see(2.033, [{ x: 30, y: 15 }]);
    expect(w.backBy(3)).toBe(false);
  });
});
