import { describe, expect, it } from 'vitest';
import { ballTooSmall, ballWidthAtCup, SMALL_BALL_PX } from './ball-size.ts';
import { calibrationFromMarks, type MatMarks } from './calibrate-mat.ts';

/** A ramp's four corners and its cup, scaled by `k` about the picture's centre (320, 240). */
function marks(k: number): MatMarks {
  const at = (x: number, y: number) => ({ x: 320 + k * (x - 320), y: 240 + k * (y - 240) });
  return { corners: [at(200, 400), at(440, 400), at(400, 80), at(240, 80)], cup: at(320, 120) };
}

describe('ballWidthAtCup', () => {
  it('follows the mat’s size in the picture', () => {
    const near = ballWidthAtCup(calibrationFromMarks(640, 480, marks(1), null));
    const far = ballWidthAtCup(calibrationFromMarks(640, 480, marks(0.25), null));
    // The cup's ramp is about 45 cm wide: 160 pixels across where the cup is, 40 a quarter the size.
    expect(near).toBeGreaterThan(12);
    expect(far).toBeCloseTo(near / 4, 0);
  });
});

describe('ballTooSmall', () => {
  it('is true only when a ball at the cup is under the limit', () => {
    const width = (k: number) => ballWidthAtCup(calibrationFromMarks(640, 480, marks(k), null));
    expect(width(0.25)).toBeLessThan(SMALL_BALL_PX);
    expect(width(0.4)).toBeGreaterThan(SMALL_BALL_PX);
    expect(ballTooSmall(calibrationFromMarks(640, 480, marks(0.25), null))).toBe(true);
    expect(ballTooSmall(calibrationFromMarks(640, 480, marks(0.4), null))).toBe(false);
    expect(ballTooSmall(calibrationFromMarks(640, 480, marks(1), null))).toBe(false);
  });
});
