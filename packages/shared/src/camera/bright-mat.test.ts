import { describe, expect, it } from 'vitest';
import { BURNT_LEVEL, burntShare } from './bright-mat.ts';
import { rectangle } from './geometry.ts';
import type { Frame } from './types.ts';

const W = 120;
const H = 90;

/** A frame of one colour, with `paint(x, y)` deciding a pixel's colour where it returns one. */
function frame(paint: (x: number, y: number) => [number, number, number] | null, base = [90, 120, 80]): Frame {
  const data = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const c = paint(x, y) ?? base;
      data.set([...c, 255], (y * W + x) * 4);
    }
  return { width: W, height: H, data };
}

// The ramp in the top half of the picture, the golfer's mat below it, the floor around both.
const cal = { ramp: rectangle(30, 10, 90, 45), mat: rectangle(30, 45, 90, 80) };
const white: [number, number, number] = [255, 255, 254];

describe('burntShare', () => {
  it('is the share of the mat and ramp whose three channels are all at the top', () => {
    expect(
      burntShare(
        frame(() => null),
        cal,
      ),
    ).toBe(0);
    expect(
      burntShare(
        frame(() => white),
        cal,
      ),
    ).toBe(1);
    // The mat burnt, the ramp not: about half.
    expect(
      burntShare(
        frame((_x, y) => (y >= 45 ? white : null)),
        cal,
      ),
    ).toBeCloseTo(0.5, 1);
  });

  it('does not count a white floor around the mat, nor a light colour with a channel below the top', () => {
    expect(
      burntShare(
        frame((x, y) => (x < 30 || x >= 90 || y < 10 || y >= 80 ? white : null)),
        cal,
      ),
    ).toBe(0);
    // A yellow mat in bright light: red and green clipped, blue keeps its shades.
    expect(
      burntShare(
        frame(() => [255, 255, BURNT_LEVEL - 40]),
        cal,
      ),
    ).toBe(0);
  });
});
