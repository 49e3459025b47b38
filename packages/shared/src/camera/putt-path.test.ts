import { describe, expect, it } from 'vitest';
import { backAlongPutt, headingIntoCup } from './putt-path.ts';

const CUP = { cx: 0, cy: 0, r: 5.4 };
const UP = -Math.PI / 2;

describe('backAlongPutt', () => {
  it('measures a step back towards the golfer, along the putt only', () => {
    // The putt goes to −y (up the image): +y is back towards the golfer; sideways counts nothing.
    expect(backAlongPutt(UP, { x: 0, y: 10 }, { x: 3, y: 14 })).toBeCloseTo(4);
    expect(backAlongPutt(UP, { x: 0, y: 10 }, { x: 0, y: 7 })).toBeCloseTo(-3);
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
