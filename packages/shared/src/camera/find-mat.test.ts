import { describe, expect, it } from 'vitest';
import { lensBlurred } from '../test/lens-blur.ts';
import { tiltedCameraImage } from '../test/tilted-camera.ts';
import { findMat, RAMP_GUESS_CM } from './find-mat.ts';
import { findCupCandidates } from './find-mat-pixels.ts';
import type { Frame, Point } from './types.ts';

const toImage = tiltedCameraImage;
/** And back: pixel → mat cm (the same camera's ray met with the floor). */
function toMat(p: Point): Point {
  const tilt = Math.PI / 6;
  const a = (p.x - 320) / 600;
  const b = (p.y - 240) / 600;
  // Solve down − 10 = b·depth and x = a·depth for vy; depth, down linear in vy.
  const vy = (100 * Math.cos(tilt) - 10 - b * 100 * Math.sin(tilt)) / (-b * Math.cos(tilt) - Math.sin(tilt));
  const depth = -vy * Math.cos(tilt) + 100 * Math.sin(tilt);
  return { x: a * depth, y: vy + 150 };
}

const MAT = { width: 50, catchDepth: 22, ramp: 60 };

/**
 * A green mat 50 cm wide on a grey floor from 22 cm beyond the cup to the picture's bottom, its
 * catch area darker, a dark cup of 5.4 cm with a white liner, a return track on `side`, a 3×3 blur.
 */
function paint(options: { cup?: 'dark' | 'light' | 'none'; side?: 'left' | 'right' } = {}): Frame {
  const [width, height] = [640, 480];
  const rgb = new Float32Array(width * height * 3);
  const track = options.side === 'left' ? -MAT.width / 2 - 12 : MAT.width / 2 + 3;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const q = toMat({ x: x + 0.5, y: y + 0.5 });
      const d = Math.hypot(q.x, q.y);
      const cell = Math.sin(Math.floor(q.x * 2) * 12.9898 + Math.floor(q.y * 2) * 78.233) * 43758.5453;
      const n = (cell - Math.floor(cell) - 0.5) * 8;
      let c: number[];
      if (d < 5.4 && options.cup !== 'none') c = options.cup === 'light' ? [235, 235, 235] : [16, 16, 18];
      else if (d < 5.9 && options.cup !== 'none') c = [214, 214, 208];
      else if (Math.abs(q.x) <= MAT.width / 2 && q.y >= -MAT.catchDepth)
        c = q.y < -7 ? [40 + n, 95 + n, 48 + n] : [52 + n, 126 + n, 62 + n];
      else if (q.x >= track && q.x <= track + 9 && q.y >= -MAT.catchDepth) c = [40, 40, 44];
      else c = [150 + n, 150 + n, 150 + n];
      rgb.set(c, (y * width + x) * 3);
    }
  return lensBlurred(rgb, width, height);
}

const near = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);

describe('findMat', () => {
  it('finds the cup, the long edges and the far edge of a mat seen from behind', () => {
    const guess = findMat(paint())!;
    expect(guess).not.toBeNull();
    expect(guess.confidence).toBeGreaterThan(0.8);
    expect(near(guess.marks.cup, toImage({ x: 0, y: 0 }))).toBeLessThan(1.5);
    const [nl, nr, fr, fl] = guess.marks.corners;
    expect(near(fl, toImage({ x: -25, y: -22 }))).toBeLessThan(3);
    expect(near(fr, toImage({ x: 25, y: -22 }))).toBeLessThan(3);
    // The near edge has no contrast here: it is put RAMP_GUESS_CM from the cup, on the long edges.
    expect(near(nl, toImage({ x: -25, y: RAMP_GUESS_CM }))).toBeLessThan(4);
    expect(near(nr, toImage({ x: 25, y: RAMP_GUESS_CM }))).toBeLessThan(4);
    expect(guess.marks.trackSide).toBe('right');
  });

  it('finds a light cup too, and a return track on the left', () => {
    const guess = findMat(paint({ cup: 'light', side: 'left' }))!;
    expect(near(guess.marks.cup, toImage({ x: 0, y: 0 }))).toBeLessThan(1.5);
    expect(guess.marks.trackSide).toBe('left');
  });

  it('finds nothing on a mat without a cup, or on a blank picture', () => {
    expect(findMat(paint({ cup: 'none' }))).toBeNull();
    const blank = { width: 64, height: 48, data: new Uint8ClampedArray(64 * 48 * 4).fill(128) };
    expect(findMat(blank)).toBeNull();
    expect(findCupCandidates(blank)).toEqual([]);
  });
});
