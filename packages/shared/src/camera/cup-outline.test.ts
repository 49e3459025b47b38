import { describe, expect, it } from 'vitest';
import { lensBlurred } from '../test/lens-blur.ts';
import { tiltedCameraImage } from '../test/tilted-camera.ts';
import { ellipseOfPolygon, ellipseOutline, findCupEllipse, meanEllipse } from './cup-outline.ts';
import { applyHomography, homographyFromPoints } from './plane.ts';
import type { Frame, Point } from './types.ts';

const toImage = tiltedCameraImage;
const CORNERS: Point[] = [
  { x: -25, y: 60 },
  { x: 25, y: 60 },
  { x: 25, y: -25 },
  { x: -25, y: -25 },
];

/**
 * The mat painted pixel by pixel at pixel centres (grey 90, a texture of ±`texture` in half-cm
 * cells), a dark cup of 5.4 cm and a white liner `liner` cm wide around it, then a 3 × 3 lens blur.
 */
const paint = (liner: number, texture: number): Frame =>
  paintColours((q) => {
    const d = Math.hypot(q.x, q.y);
    const cell = Math.sin(Math.floor(q.x * 2) * 12.9898 + Math.floor(q.y * 2) * 78.233) * 43758.5453;
    const g = d < 5.4 ? 16 : d < 5.4 + liner ? 214 : 90 + (cell - Math.floor(cell) - 0.5) * 2 * texture;
    return [g, g, g];
  });

/** Each mat point's colour painted at pixel centres, then a 3 × 3 lens blur. */
function paintColours(colour: (q: Point) => number[]): Frame {
  const [width, height] = [640, 480];
  const back = homographyFromPoints(CORNERS.map(toImage), CORNERS);
  const rgb = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rgb.set(colour(applyHomography(back, { x: x + 0.5, y: y + 0.5 })), (y * width + x) * 3);
  return lensBlurred(rgb, width, height);
}

/**
 * A white cup on a pink mat, its far half lit (near white) and its near half in its own shade (a
 * pale grey-green, about the mat's grey).
 */
const paintHalfLit = () =>
  paintColours((q) => (Math.hypot(q.x, q.y) >= 5.4 ? [225, 150, 165] : q.y < 0 ? [250, 252, 250] : [203, 208, 198]));

const rim = ellipseOfPolygon(
  Array.from({ length: 96 }, (_, k) =>
    toImage({ x: 5.4 * Math.cos((k * Math.PI) / 48), y: 5.4 * Math.sin((k * Math.PI) / 48) }),
  ),
);

describe('the cup outline', () => {
  it('lies on the rim with a thin white liner blurred into the hole (the dark patch alone is small)', () => {
    const found = findCupEllipse(paint(0.5, 6), toImage({ x: 0.5, y: -0.5 }), 40)!;
    expect(Math.abs(found.a / rim.a - 1)).toBeLessThan(0.03);
    expect(Math.abs(found.b / rim.b - 1)).toBeLessThan(0.03);
    expect(Math.hypot(found.cx - rim.cx, found.cy - rim.cy)).toBeLessThan(0.3);
  });

  it('lies on the rim of a plain hole in a textured mat (no liner to reach for)', () => {
    const found = findCupEllipse(paint(0, 6), toImage({ x: 0.5, y: -0.5 }), 40)!;
    expect(Math.abs(found.a / rim.a - 1)).toBeLessThan(0.02);
    expect(Math.abs(found.b / rim.b - 1)).toBeLessThan(0.02);
  });

  it('takes the whole of a white cup lit on its far half, its shaded half of another colour than the mat', () => {
    const found = findCupEllipse(paintHalfLit(), toImage({ x: 0, y: -2 }), 40)!;
    expect(Math.abs(found.a / rim.a - 1)).toBeLessThan(0.1);
    expect(Math.abs(found.b / rim.b - 1)).toBeLessThan(0.15);
    expect(Math.hypot(found.cx - rim.cx, found.cy - rim.cy)).toBeLessThan(1);
  });

  it('finds a pale pink cup on a mint mat of the same grey by its colour', () => {
    const frame = paintColours((q) => (Math.hypot(q.x, q.y) >= 5.4 ? [120, 200, 170] : [200, 160, 180]));
    const found = findCupEllipse(frame, toImage({ x: 0.5, y: -0.5 }), 40)!;
    expect(Math.abs(found.a / rim.a - 1)).toBeLessThan(0.1);
    expect(Math.abs(found.b / rim.b - 1)).toBeLessThan(0.15);
    expect(Math.hypot(found.cx - rim.cx, found.cy - rim.cy)).toBeLessThan(1);
  });

  it("takes a white cup's hole, not the white liner ring around it that its outline takes in", () => {
    const frame = paintColours((q) => {
      const d = Math.hypot(q.x, q.y);
      return d < 5.4 ? [240, 240, 240] : d < 5.9 ? [214, 214, 208] : [70, 150, 120];
    });
    const found = findCupEllipse(frame, toImage({ x: 0.5, y: -0.5 }), 40)!;
    expect(Math.abs(found.a / rim.a - 1)).toBeLessThan(0.04);
    expect(Math.abs(found.b / rim.b - 1)).toBeLessThan(0.06);
  });

  it('averages outlines seen a few pixels apart to the one between them, of the same shape', () => {
    const e = { cx: 100, cy: 80, a: 12, b: 5, angle: 0.2 };
    const shaken = [
      { ...e, cx: 98, cy: 81 },
      { ...e, cx: 102, cy: 79 },
      { ...e, cx: 101, cy: 82 },
      { ...e, cx: 99, cy: 78 },
    ];
    const mean = meanEllipse(shaken)!;
    expect(mean.cx).toBeCloseTo(100, 6);
    expect(mean.cy).toBeCloseTo(80, 6);
    expect(mean.a).toBeCloseTo(12, 6);
    expect(mean.b).toBeCloseTo(5, 6);
    expect(mean.angle).toBeCloseTo(0.2, 6);
    expect(meanEllipse([])).toBeNull();
  });

  it('gives back an ellipse from the area moments of its own outline', () => {
    const e = { cx: 100, cy: 80, a: 20, b: 7, angle: 0.3 };
    const back = ellipseOfPolygon(ellipseOutline(e, 400));
    expect(back.cx).toBeCloseTo(100, 3);
    expect(back.a).toBeCloseTo(20, 1);
    expect(back.b).toBeCloseTo(7, 1);
    expect(back.angle).toBeCloseTo(0.3, 2);
  });
});
