import { describe, expect, it } from 'vitest';
import {
  calibrateMat,
  calibrateMatOnFrames,
  FALLBACK_WIDTH_CM,
  findCupEllipse,
  marksOf,
  matPlane,
  withTrackSide,
} from './calibrate-mat.ts';
import { pointInPolygon, regionAt } from './geometry.ts';
import { MatView } from './mat-view.ts';
import {
  applyHomography,
  ballOnMat,
  composeHomography,
  homographyFromPoints,
  invertHomography,
  scaleAt,
} from './plane.ts';
import type { Frame, Point } from './types.ts';

/**
 * A mat seen in perspective by a pinhole camera 100 cm up and 150 cm behind the cup, looking down
 * 30°: `toImage` maps the mat point (x, y) cm — cup at the origin, y towards the golfer — to its
 * pixel. That map is exactly a homography.
 */
const TILT = Math.PI / 6;
const CAMERA = { y: 150, z: 100 };
const FOCAL = 600;
function toImage(q: Point): Point {
  const vy = q.y - CAMERA.y;
  const vz = -CAMERA.z;
  const depth = -vy * Math.cos(TILT) - vz * Math.sin(TILT);
  const down = vy * Math.sin(TILT) - vz * Math.cos(TILT);
  return { x: 320 + (FOCAL * q.x) / depth, y: 240 + (FOCAL * (down - 10)) / depth };
}

const CORNERS_CM: Point[] = [
  { x: -25, y: 60 },
  { x: 25, y: 60 },
  { x: 25, y: -25 },
  { x: -25, y: -25 },
];

/** The mat painted through `toImage`: green, a black cup of radius 5.4 cm at the origin. */
function paint(): Frame {
  const width = 640;
  const height = 480;
  const data = new Uint8ClampedArray(width * height * 4);
  const back = homographyFromPoints(CORNERS_CM.map(toImage), CORNERS_CM);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const q = applyHomography(back, { x: x + 0.5, y: y + 0.5 });
      const inCup = Math.hypot(q.x, q.y) < 5.4;
      const i = (y * width + x) * 4;
      data[i] = inCup ? 15 : 50;
      data[i + 1] = inCup ? 15 : 120;
      data[i + 2] = inCup ? 18 : 60;
      data[i + 3] = 255;
    }
  return { width, height, data };
}

/** The mat painted without its cup (a hand over it, say). */
function paintPlain(): Frame {
  const { width, height, data } = paint();
  for (let i = 0; i < data.length; i += 4) data.set([50, 120, 60, 255], i);
  return { width, height, data };
}

describe('homographies', () => {
  it('maps four points onto four points, and back through the inverse', () => {
    const from = CORNERS_CM.map(toImage);
    const h = homographyFromPoints(from, CORNERS_CM);
    for (const [i, p] of from.entries()) {
      expect(applyHomography(h, p).x).toBeCloseTo(CORNERS_CM[i].x, 6);
      expect(applyHomography(h, p).y).toBeCloseTo(CORNERS_CM[i].y, 6);
    }
    const round = applyHomography(composeHomography(invertHomography(h), h), { x: 100, y: 200 });
    expect(round.x).toBeCloseTo(100, 6);
    expect(round.y).toBeCloseTo(200, 6);
  });

  it('maps a mat whose horizon runs through the picture’s corner pixel', () => {
    // The ramp's sides meet at (320, 0) and its ends are level: its horizon is the top row.
    const ramp = [
      { x: 284, y: 288 },
      { x: 356, y: 288 },
      { x: 344, y: 192 },
      { x: 296, y: 192 },
    ];
    const unit = [
      { x: 0, y: 1 },
      { x: 1, y: 1 },
      { x: 1, y: 0 },
      { x: 0, y: 0 },
    ];
    const h = homographyFromPoints(ramp, unit);
    for (const [i, p] of ramp.entries()) {
      expect(applyHomography(h, p).x).toBeCloseTo(unit[i].x, 9);
      expect(applyHomography(h, p).y).toBeCloseTo(unit[i].y, 9);
    }
  });

  it('refuses three points on a line', () => {
    expect(() =>
      homographyFromPoints(
        [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
          { x: 2, y: 2 },
          { x: 0, y: 5 },
        ],
        CORNERS_CM,
      ),
    ).toThrow();
  });

  it('sees the mat foreshortened along the putt line and larger near the phone', () => {
    const h = homographyFromPoints(CORNERS_CM, CORNERS_CM.map(toImage));
    const atCup = scaleAt(h, { x: 0, y: 0 });
    const near = scaleAt(h, { x: 0, y: 50 });
    expect(atCup.along).toBeLessThan(atCup.across * 0.8);
    expect(near.across).toBeGreaterThan(atCup.across * 1.3);
  });

  it('puts a ball where it touches the mat, not where its centre points', () => {
    const h = homographyFromPoints(CORNERS_CM, CORNERS_CM.map(toImage));
    const inverse = invertHomography(h);
    // A ball touching the mat at (0, 20) has its centre 2.1 cm higher: higher in the picture.
    const contact = toImage({ x: 0, y: 20 });
    const centreY = contact.y - 2.135 * scaleAt(h, { x: 0, y: 20 }).across * Math.cos(0.5);
    const naive = applyHomography(inverse, { x: contact.x, y: centreY });
    const placed = ballOnMat(inverse, h, { x: contact.x, y: centreY });
    expect(Math.abs(placed.y - 20)).toBeLessThan(Math.abs(naive.y - 20));
    expect(placed.y).toBeCloseTo(20, 0);
  });
});

describe('calibrating the mat plane from the golfer marks', () => {
  const frame = paint();
  const marks = { corners: CORNERS_CM.map(toImage), cup: toImage({ x: 0.5, y: -0.5 }) };

  it('finds the cup outline, an ellipse wider than tall', () => {
    const e = findCupEllipse(frame, marks.cup, 60);
    expect(e).not.toBeNull();
    const cup = toImage({ x: 0, y: 0 });
    expect(e!.cx).toBeCloseTo(cup.x, 0);
    expect(Math.abs(e!.cy - cup.y)).toBeLessThan(1.5);
    expect(e!.b).toBeLessThan(e!.a * 0.8);
  });

  it('finds no cup where the tap is on plain mat', () => {
    expect(findCupEllipse(frame, toImage({ x: 15, y: 30 }), 30)).toBeNull();
  });

  it('recovers the mat in centimetres: its width, its length and the cup at the origin', () => {
    const cal = calibrateMat(frame, marks);
    const plane = cal.plane!;
    const [nl, nr, , fl] = CORNERS_CM.map(toImage).map((p) => applyHomography(plane.toMat, p));
    expect(Math.abs(nr.x - nl.x - 50)).toBeLessThan(2.5);
    expect(Math.abs(nl.y - fl.y - 85)).toBeLessThan(5);
    const cup = applyHomography(plane.toMat, toImage({ x: 0, y: 0 }));
    expect(Math.hypot(cup.x, cup.y)).toBeLessThan(0.6);
    // The page's drawing: the cup where it is in the picture.
    expect(cal.cup.cx).toBeCloseTo(toImage({ x: 0, y: 0 }).x, 0);
  });

  it("measures the cup in frames the phone's shake moved, where the handles are on average", () => {
    // The picture moved by (dx, dy) pixels, the mat's colour coming in at the edges.
    const shifted = (dx: number, dy: number): Frame => {
      const data = new Uint8ClampedArray(frame.data.length);
      for (let y = 0; y < frame.height; y++)
        for (let x = 0; x < frame.width; x++) {
          const sx = Math.min(frame.width - 1, Math.max(0, x - dx));
          const sy = Math.min(frame.height - 1, Math.max(0, y - dy));
          data.set(
            frame.data.subarray((sy * frame.width + sx) * 4, (sy * frame.width + sx) * 4 + 4),
            (y * frame.width + x) * 4,
          );
        }
      return { width: frame.width, height: frame.height, data };
    };
    const shaken = [shifted(3, -2), shifted(-3, 2), shifted(2, 3), shifted(-2, -3)];
    const cupAt = (cal: ReturnType<typeof calibrateMat>) => {
      const cup = applyHomography(cal.plane!.toMat, toImage({ x: 0, y: 0 }));
      return Math.hypot(cup.x, cup.y);
    };
    expect(cupAt(calibrateMat(shaken[0], marks))).toBeGreaterThan(1.2);
    expect(cupAt(calibrateMatOnFrames(shaken, marks))).toBeLessThan(0.6);
    // Found in fewer than half the frames (a hand over the cup in the others): the fallback proportions.
    const plain = paintPlain();
    const fallback = calibrateMatOnFrames([shaken[0], plain, plain], marks).plane!;
    expect(fallback.regions.ramp[1].x - fallback.regions.ramp[0].x).toBeCloseTo(FALLBACK_WIDTH_CM, 6);
  });

  it('begins the catch area 4 cm behind the rim: a ball stopped on the plateau by the cup is on the ramp', () => {
    const { regions } = calibrateMat(frame, marks).plane!;
    expect(regionAt(regions, { x: -12, y: -8.6 })).toBe('ramp');
    expect(regionAt(regions, { x: -12, y: -9.6 })).toBe('catch');
    expect(regionAt(regions, { x: 0, y: -6 })).toBe('ramp');
  });

  it('falls back to the usual proportions when no cup is found, keeping the golfer handles', () => {
    const plane = matPlane({ corners: marks.corners, cup: toImage({ x: 0, y: 0 }) }, null);
    const back = applyHomography(plane.toImage, { x: 0, y: 0 });
    expect(back.x).toBeCloseTo(toImage({ x: 0, y: 0 }).x, 3);
  });

  it('takes a cup outline that would make the mat metres wide (a piece of the liner) for none found', () => {
    const centre = toImage({ x: 0, y: 0 });
    const fallback = matPlane({ corners: marks.corners, cup: centre }, null);
    // A quarter of the cup's true size: the mat would come out about 2 m wide.
    const found = findCupEllipse(frame, centre, 60)!;
    const piece = { ...found, a: found.a / 4, b: found.b / 4 };
    expect(matPlane({ corners: marks.corners, cup: centre }, piece)).toEqual(fallback);
    expect(matPlane({ corners: marks.corners, cup: centre }, found)).not.toEqual(fallback);
  });

  it('puts the return track on the side the golfer says, and keeps that side in the marks', () => {
    const right = calibrateMat(frame, marks);
    const left = calibrateMat(frame, { ...marks, trackSide: 'left' });
    const trackBeside = (cal: typeof right) => applyHomography(cal.plane!.toImage, { x: 0, y: 30 });
    const besideRight = { x: 25 + 9, y: 30 };
    const besideLeft = { x: -25 - 9, y: 30 };
    expect(pointInPolygon(right.returnTrack, toImage(besideRight))).toBe(true);
    expect(pointInPolygon(right.returnTrack, toImage(besideLeft))).toBe(false);
    expect(pointInPolygon(left.returnTrack, toImage(besideLeft))).toBe(true);
    expect(pointInPolygon(left.returnTrack, toImage(besideRight))).toBe(false);
    // The plane itself does not change with the side.
    expect(trackBeside(left)).toEqual(trackBeside(right));
    expect(marksOf(left.plane!).trackSide).toBe('left');
    expect(marksOf(right.plane!).trackSide).toBe('right');
    // Moving the track on a kept calibration needs no frame and keeps the cup's outline.
    const moved = withTrackSide(right, 'left');
    expect(moved.returnTrack).toEqual(left.returnTrack);
    expect(moved.mat).toEqual(left.mat);
    expect(moved.cup).toEqual(right.cup);
  });

  it('expects a larger ball near the phone than by the cup', () => {
    const view = new MatView(calibrateMat(frame, marks));
    const byCup = view.ballRadius(toImage({ x: 0, y: 10 }));
    const near = view.ballRadius(toImage({ x: 0, y: 80 }));
    expect(near).toBeGreaterThan(byCup * 1.3);
    expect(byCup).toBeGreaterThan(3);
  });
});
