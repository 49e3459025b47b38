import { describe, expect, it } from 'vitest';
import {
  type Along,
  atLip,
  backCm,
  CreepWatch,
  couldRollBack,
  headingIntoCup,
  pathCrossing,
  RestWatch,
  rollingIntoCup,
  rollsUp,
  speedCmS,
  stepsUpTo,
  struckOnRamp,
} from './putt-path.ts';
import type { Point } from './types.ts';

const CUP = { cx: 0, cy: 0, r: 5.4 };
const UP = -Math.PI / 2;
const A: Along = { cup: CUP, direction: UP, perCm: 1 };

describe('backCm', () => {
  it('measures a step back towards the golfer, along the putt only', () => {
    // The putt goes to −y (up the image): +y is back towards the golfer; sideways counts nothing.
    expect(backCm(A, { x: 0, y: 10 }, { x: 3, y: 14 })).toBeCloseTo(4);
    expect(backCm({ ...A, perCm: 2 }, { x: 0, y: 10 }, { x: 0, y: 4 })).toBeCloseTo(-3);
  });
});

describe('rollsUp', () => {
  it('takes a step up the ramp, more up than sideways', () => {
    expect(rollsUp(A, { x: 0, y: 20 }, { x: 1, y: 18 })).toBe(true);
    // 6 cm across and 1.2 cm up: a hand reaching for a ball, not a putt.
    expect(rollsUp(A, { x: -1.7, y: 17.5 }, { x: 4.3, y: 16.3 })).toBe(false);
    expect(rollsUp(A, { x: 0, y: 20 }, { x: 0, y: 19.9 })).toBe(false);
  });
});

describe('struckOnRamp', () => {
  const ys = (...y: number[]) => y.map((v) => ({ x: 0, y: v }));
  it('takes four sightings or more rolling up the ramp at every step, 2 cm closer in all', () => {
    expect(struckOnRamp(A, ys(30, 29, 28, 27.5))).toBe(0);
    // A jittering resting blob: a small step and a jump.
    expect(struckOnRamp(A, ys(51.8, 51.5, 49.1))).toBe(-1);
    // Resting, then struck: the run starts at the last resting sighting; at 60 frames/s, slow.
    expect(struckOnRamp(A, ys(30, 30, 29.2, 28.4, 27.6))).toBe(1);
    expect(struckOnRamp(A, ys(29.4, 28.5, 27.7, 27, 26.3))).toBe(0);
    // A jump and then still (a blob flickering over a resting ball), or too little in all.
    expect(struckOnRamp(A, ys(30, 26, 25.95))).toBe(-1);
    expect(struckOnRamp(A, ys(30, 29.5, 29, 28.5))).toBe(-1);
    // Sideways towards the cup (a hand reaching for a ball beside it).
    expect(
      struckOnRamp(A, [
        { x: 18, y: -5 },
        { x: 16, y: -5 },
        { x: 14, y: -5 },
      ]),
    ).toBe(-1);
  });
});

describe('CreepWatch', () => {
  const watch = (steps: (k: number) => Point, frames: number) => {
    const w = new CreepWatch(A);
    let crept = 0;
    for (let k = 0; k < frames; k++) if (w.see(k / 30, steps(k))) crept++;
    return crept;
  };

  it('takes a slow roll back down the ramp for progress, about once a second', () => {
    // 8 cm/s back down for 3 s.
    expect(watch((k) => ({ x: 0, y: 10 + (8 * k) / 30 }), 90)).toBeGreaterThanOrEqual(2);
  });

  it('takes no progress from a sighting jittering by centimetres, nor from a fast move', () => {
    const jitter = [-2.7, -0.1, 1.9, 2.3, -3, 0.4, 2.2, -0.9, 1.1, -2];
    expect(watch((k) => ({ x: 10, y: jitter[k % jitter.length] }), 120)).toBe(0);
    expect(watch((k) => ({ x: 0, y: 10 + (90 * k) / 30 }), 30)).toBe(0);
  });
});

describe('stepsUpTo', () => {
  it('counts the steps up the ramp within a ball’s reach that end at a sighting', () => {
    const seen = [
      { p: { x: 0, y: 80 }, t: 0 }, // far down the mat: 60 cm in a frame is out of reach
      { p: { x: 0, y: 20 }, t: 1 / 30 },
      { p: { x: 0, y: 15 }, t: 2 / 30 },
      { p: { x: 0, y: 10 }, t: 3 / 30 },
      { p: { x: 0, y: 12 }, t: 4 / 30 },
    ];
    expect(stepsUpTo(A, seen, seen[3].p)).toBe(2);
    expect(stepsUpTo(A, seen, seen[4].p)).toBe(0);
    expect(stepsUpTo(A, seen, { x: 0, y: 10 })).toBe(0);
  });
});

describe('rollingIntoCup', () => {
  it('needs a rolling ball, over the cup or reaching it within 0.3 s', () => {
    expect(rollingIntoCup(A, { x: 0, y: 12 }, { x: 0, y: 3 }, 50)).toBe(true);
    expect(rollingIntoCup(A, { x: 0, y: 3.2 }, { x: 0, y: 3 }, 5)).toBe(false);
    // 3.1 cm short of the rim and its 1.5 cm slack: at 40 cm/s it gets there in 0.08 s; at 10 cm/s it stops short.
    expect(rollingIntoCup(A, { x: 0, y: 14 }, { x: 0, y: 10 }, 40)).toBe(true);
    expect(rollingIntoCup(A, { x: 0, y: 14 }, { x: 0, y: 10 }, 10)).toBe(false);
  });

  it('takes the rim 1.5 cm wider: a calibration puts the cup a centimetre or two off', () => {
    // Rolling straight up 6.2 cm right of the centre (0.8 cm outside the rim), then 7.5 cm right.
    expect(rollingIntoCup(A, { x: 6.2, y: 14 }, { x: 6.2, y: 10 }, 40)).toBe(true);
    expect(rollingIntoCup(A, { x: 7.5, y: 14 }, { x: 7.5, y: 10 }, 40)).toBe(false);
  });

  it('needs it to get there before it stops, slowing by 30 cm/s² at least (dev-wide-11-37)', () => {
    // 4.1 cm short of the rim and its slack: in 0.3 s a ball at 15 cm/s covers 4.5 cm, but stops within 3.75.
    expect(rollingIntoCup(A, { x: 0, y: 12.5 }, { x: 0, y: 11 }, 15)).toBe(false);
    expect(rollingIntoCup(A, { x: 0, y: 12.5 }, { x: 0, y: 11 }, 25)).toBe(true);
  });
});

describe('headingIntoCup', () => {
  it('is true over the cup, and for a ball rolling at it that reaches the rim within the reach', () => {
    expect(headingIntoCup(CUP, { x: 0, y: 9 }, { x: 1, y: 3 }, 0)).toBe(true);
    // At 10.5 cm from the centre, 5.1 cm from the rim, rolling straight at it.
    expect(headingIntoCup(CUP, { x: -4, y: 14 }, { x: -3, y: 10 }, 6)).toBe(true);
    expect(headingIntoCup(CUP, { x: -4, y: 14 }, { x: -3, y: 10 }, 3)).toBe(false);
  });

  it('is false for a ball rolling past the cup or away from it', () => {
    expect(headingIntoCup(CUP, { x: 8, y: 14 }, { x: 8, y: 10 }, 50)).toBe(false);
    expect(headingIntoCup(CUP, { x: 0, y: 10 }, { x: 0, y: 14 }, 50)).toBe(false);
    expect(headingIntoCup(CUP, { x: 0, y: 10 }, { x: 0, y: 10 }, 50)).toBe(false);
  });
});

describe('atLip', () => {
  it('is within 1.5 cm inside the rim or beyond it, not deeper in the cup', () => {
    expect(atLip(A, CUP, { x: 0, y: 4.5 })).toBe(true);
    expect(atLip(A, CUP, { x: 0, y: 6.2 })).toBe(true);
    expect(atLip(A, CUP, { x: 0, y: 3 })).toBe(false);
  });
});

describe('speedCmS', () => {
  const at60 = (...ys: number[]) => ys.map((y, k) => ({ p: { x: 0, y }, t: k / 60 }));
  it('reads a still ball jittering by 0.3 cm at 60 frames/s as still, over three steps', () => {
    // One step reads 18 cm/s; three read 0.
    expect(speedCmS(A, at60(8.5, 8.2, 8.5, 8.2, 8.5))).toBeLessThan(10);
  });

  it('reads a ball that just stopped as still, over its last step', () => {
    expect(speedCmS(A, at60(10, 9, 8, 8))).toBe(0);
  });

  it('reads a rolling ball at its speed, and 0 with one sighting', () => {
    expect(speedCmS({ ...A, perCm: 2 }, at60(20, 19, 18, 17, 16))).toBeCloseTo(30);
    expect(speedCmS(A, at60(5))).toBe(0);
  });
});

describe('couldRollBack', () => {
  it('allows a ball rolling back down at up to 2 m/s, with 3 cm for the sightings', () => {
    expect(couldRollBack(A, { x: 0, y: 40 }, { x: 0, y: 52 }, 0.05)).toBe(true);
    // From the ramp's top to far down the mat, 65 cm in 0.12 s: the putter carried back.
    expect(couldRollBack(A, { x: -3, y: 6 }, { x: 11, y: 71 }, 0.12)).toBe(false);
  });
});

describe('RestWatch', () => {
  const watch = (sightings: [number, number, boolean][], w = new RestWatch(0.3)) => {
    for (const [k, [area, speed, canRest]] of sightings.entries()) w.see(k / 60, area, speed, canRest);
    return w.rested;
  };
  it('takes five still sightings where a ball can rest for a ball at rest', () => {
    expect(watch(Array(5).fill([100, 3, true]))).toBe(true);
    expect(watch(Array(4).fill([100, 3, true]))).toBe(false);
    expect(watch(Array(5).fill([100, 3, false]))).toBe(false);
    expect(watch(Array(5).fill([100, 12, true]))).toBe(false);
  });

  it('takes a still blob shrinking as it sinks behind the rim for none', () => {
    expect(watch([100, 90, 80, 70, 60, 50].map((area): [number, number, boolean] => [area, 3, true]))).toBe(false);
  });

  it('takes a still blob seen after the ball was lost on its way for none', () => {
    const w = new RestWatch(0.3);
    w.see(0, 100, 40, false);
    for (let k = 0; k < 8; k++) w.see(1 + k / 60, 100, 0, true);
    expect(w.rested).toBe(false);
  });
});

describe('pathCrossing', () => {
  const seen = (points: [number, number][]) => points.map(([x, y], k) => ({ p: { x, y }, t: k / 30 }));

  it('meets the rim where the line through the whole approach does, not where its last step points', () => {
    // A ball 4.3 cm right of the centre line, its sightings jittering by half a centimetre; its
    // last step points at the near rim (LOW) but its way enters by the side (RIGHT: |x| > |y|).
    const approach = seen([
      [4.3, 20],
      [4.8, 17],
      [3.9, 14],
      [4.6, 11],
      [4.0, 8],
      [4.7, 6.5],
      [3.6, 5.6],
    ]);
    const at = pathCrossing(A, CUP, approach)!;
    expect(Math.hypot(at.x, at.y)).toBeCloseTo(5.4);
    expect(at.x).toBeGreaterThan(Math.abs(at.y));
  });

  it("follows the putt's direction, whichever way it runs in the picture", () => {
    // The same approach turned a quarter: the putt runs along +x.
    const along: Along = { ...A, direction: 0 };
    const at = pathCrossing(
      along,
      CUP,
      seen([
        [-20, -4.3],
        [-14, -4.3],
        [-8, -4.3],
      ]),
    )!;
    expect(at.x).toBeCloseTo(-Math.sqrt(5.4 ** 2 - 4.3 ** 2));
    expect(at.y).toBeCloseTo(-4.3);
  });

  it('gives no crossing in the far wedge: a line that misses the rim is not the way a ball dropped', () => {
    // Seen going left behind the cup (a speck, a lip-out): the line's point nearest the centre is
    // 7.6 cm beyond it, in the far wedge.
    const behind = seen([
      [-12, -4],
      [-6, -6],
      [0, -8],
    ]);
    expect(pathCrossing(A, CUP, behind)).toBeNull();
  });

  it('needs three sightings spread 3 cm along the putt', () => {
    expect(
      pathCrossing(
        A,
        CUP,
        seen([
          [1, 12],
          [1, 9],
        ]),
      ),
    ).toBeNull();
    expect(
      pathCrossing(
        A,
        CUP,
        seen([
          [1, 9],
          [1.5, 8],
          [1, 7],
        ]),
      ),
    ).toBeNull();
    expect(
      pathCrossing(
        A,
        CUP,
        seen([
          [1, 12],
          [1.5, 10],
          [1, 9],
        ]),
      ),
    ).not.toBeNull();
  });
});
