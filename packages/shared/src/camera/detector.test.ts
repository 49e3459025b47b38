import { describe, expect, it } from 'vitest';
import { AT, type Disc, type Paint, paintFrame, seeded, TEST_CAL } from '../test/test-scene.ts';
import { BallDetector, DRIFT_LIMIT } from './detector.ts';
import { snapCup } from './snap-cup.ts';
import type { Frame } from './types.ts';

const WHITE = [236, 236, 230] as const;
const ORANGE = [250, 135, 35] as const;
const SKIN = [214, 168, 138] as const;
const BALL_R = 8; // 0.4 of the cup's radius, like a real ball and cup

const ball = (at: { x: number; y: number }, rgb: Disc['rgb'] = WHITE): Disc => ({ ...at, r: BALL_R, rgb });

/** Darkens a disc of `frame` by `k` (a soft light's shadow keeps the scene's edges, only weaker). */
function shade(frame: Frame, at: { x: number; y: number }, r: number, k: number) {
  for (let y = 0; y < frame.height; y++) {
    for (let x = 0; x < frame.width; x++) {
      if ((x - at.x) ** 2 + (y - at.y) ** 2 > r * r) continue;
      for (let c = 0; c < 3; c++) frame.data[(y * frame.width + x) * 4 + c] *= k;
    }
  }
}

/** A detector that learned 30 noisy empty frames. */
function learned(noise = 4) {
  const random = seeded(7);
  const detector = new BallDetector(TEST_CAL);
  for (let i = 0; i < 30; i++) detector.learnBackground(paintFrame({ noise, random }));
  return { detector, frame: (paint: Paint = {}) => paintFrame({ noise, random, ...paint }) };
}

/** A return track of discs of `rgb` down the right of the scene. */
const track = (rgb: Disc['rgb']): Disc[] => [30, 50, 70, 90, 110, 130, 150].map((y) => ({ x: 245, y, r: 12, rgb }));

/** A detector that learned 30 frames of a scene painted as `paint` says; `frame` adds discs to it. */
function learnedOn(paint: Paint, seed: number) {
  const random = seeded(seed);
  const detector = new BallDetector(TEST_CAL);
  const frame = (discs: Disc[] = []) =>
    paintFrame({ noise: 3, random, ...paint, discs: [...(paint.discs ?? []), ...discs] });
  for (let i = 0; i < 30; i++) detector.learnBackground(frame());
  return { detector, frame };
}

describe('BallDetector', () => {
  it('is ready after half a second of empty mat, and sees nothing before', () => {
    const detector = new BallDetector(TEST_CAL);
    const withBall = paintFrame({ discs: [ball(AT.ramp)] });
    expect(detector.ready).toBe(false);
    expect(detector.detect(withBall)).toBeNull();
    for (let i = 0; i < 15; i++) detector.learnBackground(paintFrame({ noise: 4, random: seeded(i) }));
    expect(detector.ready).toBe(true);
  });

  it('finds a white, yellow or orange ball on the mat, the ramp, the cup and the return track', () => {
    const { detector, frame } = learned();
    for (const [at, rgb] of [
      [AT.mat, WHITE],
      [AT.ramp, ORANGE],
      [AT.cupLow, [235, 225, 70]],
      [AT.return, WHITE],
    ] as const) {
      const seen = detector.detect(frame({ discs: [ball(at, rgb)] }));
      expect(seen).not.toBeNull();
      expect(Math.hypot(seen!.x - at.x, seen!.y - at.y)).toBeLessThan(1);
      expect(seen!.area).toBeGreaterThan(150);
    }
  });

  it('finds a pink ball or one in a shadow when a white floor fills most of the watched box', () => {
    const random = seeded(11);
    const floor = [200, 196, 186] as const;
    const detector = new BallDetector(TEST_CAL);
    for (let i = 0; i < 30; i++) detector.learnBackground(paintFrame({ noise: 4, random, floor }));
    const frame = (discs: Disc[]) => paintFrame({ noise: 4, random, floor, discs });
    for (let i = 0; i < 10; i++) expect(detector.detect(frame([]))).toBeNull();
    expect(detector.detect(frame([ball(AT.ramp, [245, 120, 170])]))).toMatchObject({ x: AT.ramp.x, y: AT.ramp.y });
    const shadow: Disc = { x: AT.mat.x, y: AT.mat.y, r: 24, rgb: [25, 60, 30] };
    expect(detector.detect(frame([shadow, ball(AT.mat, [150, 150, 140])]))).toMatchObject({ x: AT.mat.x });
  });

  it('sees no ball in sensor noise alone', () => {
    const { detector, frame } = learned(6);
    for (let i = 0; i < 60; i++) expect(detector.detect(frame())).toBeNull();
  });

  it('follows a slow lighting change without false balls, and still finds the ball', () => {
    const { detector, frame } = learned();
    for (let i = 0; i <= 90; i++) expect(detector.detect(frame({ gain: 1 - (0.3 * i) / 90 }))).toBeNull();
    expect(detector.detect(frame({ gain: 0.7, discs: [ball(AT.ramp)] }))).toMatchObject({ x: AT.ramp.x });
    // A sudden exposure jump of the whole picture is no ball either.
    expect(detector.detect(frame({ gain: 0.85 }))).toBeNull();
  });

  it('ignores a shadow, and finds a ball inside one', () => {
    const { detector, frame } = learned();
    const shadow: Disc = { x: 160, y: 150, r: 45, rgb: [25, 60, 30] };
    expect(detector.detect(frame({ discs: [shadow] }))).toBeNull();
    expect(detector.detect(frame({ discs: [shadow, ball(AT.ramp, [150, 150, 140])] }))).toMatchObject({
      x: AT.ramp.x,
      y: AT.ramp.y,
    });
  });

  it('never takes a hand or a putter over the cup for a ball', () => {
    const { detector, frame } = learned();
    const { cx, cy } = TEST_CAL.cup;
    const arm = (rgb: Disc['rgb']) => ({ a: { x: cx, y: cy }, b: { x: 330, y: 200 }, w: 10, rgb });
    for (let x = 230; x >= cx; x -= 6) {
      // A bright hand on its arm, a dark glove, a chrome putter head on its shaft.
      expect(detector.detect(frame({ discs: [{ x, y: cy, r: 18, rgb: SKIN }], bars: [arm(SKIN)] }))).toBeNull();
      expect(detector.detect(frame({ discs: [{ x, y: cy, r: 18, rgb: [40, 35, 35] }] }))).toBeNull();
      const head = { a: { x: x - 16, y: cy }, b: { x: x + 16, y: cy }, w: 6, rgb: [178, 178, 184] as const };
      const shaft = { a: { x: x + 10, y: cy }, b: { x: x + 70, y: 250 }, w: 2, rgb: [178, 178, 184] as const };
      expect(detector.detect(frame({ bars: [head, shaft] }))).toBeNull();
    }
    // A ball-sized hand with no arm would be a ball, but it is too large at hand size.
    expect(detector.detect(frame({ discs: [{ x: cx, y: cy, r: 18, rgb: SKIN }] }))).toBeNull();
  });

  it('takes a fingertip reaching in from outside the watched box for no ball', () => {
    const { detector, frame } = learned();
    // The box around the regions starts at x = 40; a finger crosses its edge onto the mat.
    const finger = { a: { x: 0, y: 200 }, b: { x: 66, y: 200 }, w: 5, rgb: SKIN };
    expect(detector.detect(frame({ bars: [finger] }))).toBeNull();
  });

  it('keeps to the ball it followed when a second one lies on the mat', () => {
    const { detector, frame } = learned();
    detector.detect(frame({ discs: [ball({ x: 160, y: 120 })] }));
    const seen = detector.detect(frame({ discs: [ball(AT.mat), ball({ x: 160, y: 110 })] }));
    expect(seen).toMatchObject({ x: 160, y: 110 });
  });

  it('reports every moving ball, the one it followed first (the next ball struck, the last one coming back)', () => {
    const { detector, frame } = learned();
    detector.detectAll(frame({ discs: [ball({ x: 160, y: 200 })] }));
    const seen = detector.detectAll(frame({ discs: [ball(AT.return), ball({ x: 160, y: 190 })] }));
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ x: 160, y: 190 });
    expect(seen[1]).toMatchObject(AT.return);
    expect(detector.detectAll(frame())).toEqual([]);
  });

  it('follows a shaking stand: no edge lights up, and the ball is placed on the mat as learned', () => {
    const random = seeded(11);
    const shaken = (t: number, paint: Paint = {}) =>
      paintFrame({
        noise: 4,
        random,
        offset: { x: Math.round(3 * Math.sin(t)), y: Math.round(2 * Math.sin(t * 1.3)) },
        ...paint,
      });
    // Learning lines every frame up with the first one, then centres on where they were on average.
    const detector = new BallDetector(TEST_CAL);
    for (let i = 0; i < 30; i++) detector.learnBackground(shaken(i));
    for (let i = 0; i < 60; i++) expect(detector.detect(shaken(i))).toBeNull();
    // A jolt at the strike: six pixels at once, the ball drawn where the shaken picture shows it.
    for (const offset of [
      { x: 6, y: -4 },
      { x: -5, y: 6 },
    ]) {
      const at = { x: AT.ramp.x + offset.x, y: AT.ramp.y + offset.y };
      const seen = detector.detect(paintFrame({ noise: 4, random, offset, discs: [ball(at)] }));
      expect(seen).not.toBeNull();
      expect(Math.hypot(seen!.x - AT.ramp.x, seen!.y - AT.ramp.y)).toBeLessThan(1.5);
    }
  });

  it("finds the shake under the golfer's shadow, which darkens the cup and half the ramp", () => {
    const random = seeded(13);
    const detector = new BallDetector(TEST_CAL);
    for (let i = 0; i < 30; i++) detector.learnBackground(paintFrame({ noise: 4, random }));
    for (const offset of [
      { x: 0, y: 0 },
      { x: 2, y: -1 },
      { x: -3, y: 2 },
      { x: 5, y: 4 },
    ]) {
      const frame = paintFrame({ noise: 4, random, offset });
      shade(frame, { x: 175, y: 100 }, 70, 0.5);
      expect(detector.detect(frame)).toBeNull();
      expect(detector.shift).toEqual({ dx: -offset.x || 0, dy: -offset.y || 0 });
    }
  });

  it('sees a ball darker than a burnt-white return track', () => {
    const { detector, frame } = learnedOn({ noise: 2, discs: track([255, 255, 255]) }, 17);
    const seen = detector.detect(frame([ball(AT.return, [200, 150, 90])]));
    expect(seen).toMatchObject({ x: AT.return.x, y: AT.return.y });
  });

  it('sees a red ball on a black return track, though darker than the mat, and no dark shaft there', () => {
    const { detector, frame } = learnedOn({ discs: track([28, 28, 30]) }, 31);
    expect(detector.detect(frame([ball(AT.return, [225, 50, 45])]))).toMatchObject({ x: AT.return.x, y: AT.return.y });
    expect(detector.detect(frame([]))).toBeNull();
    expect(detector.detect(frame([{ ...ball(AT.return, [70, 70, 72]), r: 5 }]))).toBeNull();
  });

  it('sees a light blue or a coral ball on a white return track, and no shadow over it', () => {
    // Light blue is darker than a white track in grey and warmth alike; coral is about as light.
    const { detector, frame } = learnedOn({ discs: track([210, 210, 214]) }, 19);
    expect(detector.detect(frame([]))).toBeNull();
    for (const rgb of [
      [160, 210, 250],
      [250, 100, 60],
    ] as const) {
      expect(detector.detect(frame([ball(AT.return, rgb)]))).toMatchObject({ x: AT.return.x, y: AT.return.y });
      expect(detector.detect(frame([]))).toBeNull();
    }
    const shadow: Disc = { x: AT.return.x, y: AT.return.y, r: BALL_R, rgb: [120, 120, 122] };
    expect(detector.detect(frame([shadow]))).toBeNull();
  });

  it('sees a white ball on a near-saturated green mat, brighter in grey only, and a cyan or purple ball on khaki', () => {
    for (const [mat, rgb] of [
      [[160, 245, 65], WHITE],
      [
        [200, 184, 134],
        [90, 215, 225],
      ],
      [
        [200, 184, 134],
        [175, 120, 235],
      ],
    ] as const) {
      const { detector, frame } = learnedOn({ mat }, 23);
      expect(detector.detect(frame())).toBeNull();
      const seen = detector.detect(frame([ball(AT.mat, rgb)]));
      expect(Math.hypot(seen!.x - AT.mat.x, seen!.y - AT.mat.y)).toBeLessThan(1);
    }
  });

  it("sees no ball in a codec's colour noise, and still a ball whose colour is all it has", () => {
    const random = seeded(31);
    const beige = [190, 175, 142] as const;
    const frame = (discs: Disc[] = []) => paintFrame({ noise: 3, colourNoise: 14, random, mat: beige, discs });
    const detector = new BallDetector(TEST_CAL);
    for (let i = 0; i < 30; i++) detector.learnBackground(frame());
    for (let i = 0; i < 60; i++) expect(detector.detectAll(frame())).toEqual([]);
    // Lavender of the mat's grey, its colour half washed out by the light.
    const seen = detector.detect(frame([ball(AT.mat, [186, 166, 200])]));
    expect(Math.hypot(seen!.x - AT.mat.x, seen!.y - AT.mat.y)).toBeLessThan(BALL_R / 2);
  });

  it("sees a ball of the mat's own colour and grey by its shaded side and shadow once it rolls, and no still shade", () => {
    const { detector, frame } = learnedOn({ mat: [150, 150, 150] }, 37);
    // The ball's light side is the mat's grey; its shaded side and the shadow under it are darker.
    const rolling = (y: number): Disc[] => [
      { x: AT.mat.x, y, r: BALL_R, rgb: [150, 150, 150] },
      { x: AT.mat.x, y: y + 3, r: 5, rgb: [95, 95, 95] },
    ];
    expect(detector.detect(frame(rolling(230)))).toBeNull();
    for (const y of [224, 218, 212, 206]) {
      const seen = detector.detect(frame(rolling(y)));
      expect(Math.hypot(seen!.x - AT.mat.x, seen!.y - (y + 3))).toBeLessThan(2);
    }
    // A shade as large that stays put, or a putter head's shadow passing by, is none.
    for (let i = 0; i < 20; i++) expect(detector.detect(frame([{ ...AT.ramp, r: 5, rgb: [95, 95, 95] }]))).toBeNull();
    for (const y of [120, 130, 140, 150])
      expect(detector.detect(frame([{ x: 160, y, r: 22, rgb: [95, 95, 95] }]))).toBeNull();
  });

  it("sees such a ball rolling up the ramp farther than its size from frame to frame, and no fast shade on the golfer's mat", () => {
    const { detector, frame } = learnedOn({ mat: [150, 150, 150] }, 43);
    const rolling = (x: number, y: number): Disc[] => [
      { x, y, r: BALL_R, rgb: [150, 150, 150] },
      { x, y: y + 3, r: 5, rgb: [95, 95, 95] },
    ];
    // 12 pixels a frame (a 25 fps phone): no blob of the last frame within the ball's radius.
    detector.detect(frame(rolling(AT.ramp.x, 176)));
    for (const y of [164, 152, 140]) {
      const seen = detector.detect(frame(rolling(AT.ramp.x, y)));
      expect(Math.hypot(seen!.x - AT.ramp.x, seen!.y - (y + 3))).toBeLessThan(2);
    }
    for (const x of [100, 112, 124, 136]) expect(detector.detect(frame(rolling(x, 215)))).toBeNull();
  });

  it('sees a fast ball on the ramp by its lit cap and its shaded side together, neither of a ball’s size alone', () => {
    const { detector, frame } = learnedOn({ mat: [120, 120, 120] }, 41);
    // Lit from above, over a mat as bright as its sides: a small bright cap, a darker lower half
    // and shadow below it, mid-tones between; rolling up the ramp 12 pixels a frame, more than
    // its radius.
    const rolling = (x: number, y: number): Disc[] => [
      { x, y: y - 6, r: 3, rgb: [200, 200, 200] },
      { x, y: y + 3, r: 5, rgb: [70, 70, 70] },
    ];
    detector.detect(frame(rolling(AT.ramp.x, 176)));
    for (const y of [164, 152, 140, 128]) {
      const seen = detector.detect(frame(rolling(AT.ramp.x, y)));
      expect(seen).not.toBeNull();
      expect(Math.hypot(seen!.x - AT.ramp.x, seen!.y - y)).toBeLessThan(4);
    }
    // On the golfer's mat, where a putter head's glint and its shadow lie side by side: none.
    for (const x of [100, 112, 124, 136]) expect(detector.detect(frame(rolling(x, 215)))).toBeNull();
  });

  it('takes a shadow over a mat burnt white for no colour, though it shows the colour the clipping hid', () => {
    const { detector, frame } = learnedOn({ mat: [275, 268, 242] }, 41);
    // A soft shadow's edge: 15 levels darker, and the mat's own beige shows in it.
    const edge: Disc = { ...AT.mat, r: BALL_R, rgb: [248, 236, 205] };
    for (let i = 0; i < 5; i++) expect(detector.detect(frame([{ ...edge, y: edge.y - 6 * i }]))).toBeNull();
    // A light blue ball as dark leans the other way: a colour.
    const seen = detector.detect(frame([ball(AT.mat, [205, 236, 250])]));
    expect(Math.hypot(seen!.x - AT.mat.x, seen!.y - AT.mat.y)).toBeLessThan(BALL_R / 2);
  });

  it('takes no dark putter head on a blue mat for a ball, though its colour differs', () => {
    const { detector, frame } = learnedOn({ mat: [60, 95, 175] }, 29);
    expect(detector.detect(frame([ball(AT.mat, [40, 40, 42])]))).toBeNull();
  });

  it('sees no ghost where a resting ball was taken in and rolled away (the mat it uncovers is no new colour)', () => {
    const { detector, frame } = learned();
    for (let i = 0; i < 20; i++) detector.detectAll(frame({ discs: [ball(AT.mat)] }));
    expect(detector.detectAll(frame({ discs: [ball(AT.mat)] }))).toEqual([]);
    const rolled = detector.detectAll(frame({ discs: [ball(AT.ramp)] }));
    expect(rolled).toHaveLength(1);
    expect(rolled[0]).toMatchObject({ x: AT.ramp.x, y: AT.ramp.y });
  });

  it('takes a still blob that comes and goes into the background', () => {
    const { detector, frame } = learned();
    const faint = ball(AT.ramp, [150, 190, 140]);
    const seen: boolean[] = [];
    for (let i = 0; i < 40; i++) seen.push(detector.detect(frame({ discs: i % 3 === 2 ? [] : [faint] })) !== null);
    expect(seen.slice(0, 3)).toEqual([true, true, false]);
    // Followed across the frames it is missing from, it is still long enough to be scenery.
    expect(seen.slice(12, 18)).not.toContain(true);
  });

  it('takes no piece of a putter shaft for a ball: a ball long, but a third of a ball wide', () => {
    // Where the shaft crosses the ramp in the picture it leaves short bright pieces (dev-wide-12-20).
    const { detector, frame } = learned();
    const piece = { a: { x: AT.ramp.x, y: AT.ramp.y - 5 }, b: { x: AT.ramp.x, y: AT.ramp.y + 5 }, w: 2.5, rgb: WHITE };
    expect(detector.detect(frame({ bars: [piece] }))).toBeNull();
    for (let i = 0; i < 3; i++) detector.detect(frame());
    expect(detector.detect(frame({ discs: [ball(AT.ramp)] }))).toMatchObject({ x: AT.ramp.x, y: AT.ramp.y });
  });

  it('takes a round blob up to 4 times the expected area for the ball, not a long one as large', () => {
    // A calibration whose scale is a quarter off expects a ball 1.6 times too small: it stays round.
    const { detector, frame } = learned();
    const big = { ...ball(AT.mat), r: BALL_R * 1.8 };
    expect(detector.detect(frame({ discs: [big] }))).toMatchObject({ x: AT.mat.x, y: AT.mat.y });
    for (let i = 0; i < 3; i++) detector.detect(frame());
    // A silver blade head: 2.8 times a ball's area, 2.7 times longer than wide.
    const head = { a: { x: AT.mat.x - 13, y: AT.mat.y }, b: { x: AT.mat.x + 13, y: AT.mat.y }, w: 7.5, rgb: WHITE };
    expect(detector.detect(frame({ bars: [head] }))).toBeNull();
  });

  it('places the ball where the stand rests, not where the first learned frame caught it', () => {
    const random = seeded(5);
    const rest = { x: 3, y: -2 };
    const detector = new BallDetector(TEST_CAL);
    detector.learnBackground(paintFrame({ noise: 4, random }));
    for (let i = 0; i < 29; i++) detector.learnBackground(paintFrame({ noise: 4, random, offset: rest }));
    const seen = detector.detect(paintFrame({ noise: 4, random, offset: rest, discs: [ball(AT.ramp)] }));
    expect(seen).not.toBeNull();
    expect(Math.hypot(seen!.x - AT.ramp.x, seen!.y - AT.ramp.y)).toBeLessThan(1);
  });

  it('measures drift: near zero for the same scene, high when the phone moved', () => {
    const { detector, frame } = learned();
    expect(detector.drift(frame())).toBeLessThan(0.05);
    // Light and shadow scale the edges but leave them where they were.
    expect(detector.drift(frame({ gain: 0.7 }))).toBeLessThan(0.05);
    expect(detector.drift(frame({ discs: [{ x: 160, y: 150, r: 60, rgb: [25, 60, 30] }] }))).toBeLessThan(
      DRIFT_LIMIT.share,
    );
    expect(detector.drift(frame({ offset: { x: 3, y: 2 } }))).toBeGreaterThan(DRIFT_LIMIT.share);
  });

  it('refuses a frame of another size than the calibration', () => {
    const { detector } = learned();
    expect(() => detector.detect({ width: 10, height: 10, data: new Uint8ClampedArray(400) })).toThrow(
      'frame is 10×10 but the calibration is for 320×240',
    );
  });
});

describe('snapCup', () => {
  it('snaps a rough circle to the dark disc of the cup', () => {
    const frame = paintFrame({ noise: 4 });
    const snapped = snapCup(frame, { cx: 168, cy: 74, r: 15 });
    expect(Math.abs(snapped.cx - 160)).toBeLessThanOrEqual(1);
    expect(Math.abs(snapped.cy - 80)).toBeLessThanOrEqual(1);
    expect(Math.abs(snapped.r - 20)).toBeLessThanOrEqual(1.5);
  });

  it('keeps the guess where there is no dark disc', () => {
    const guess = { cx: 60, cy: 200, r: 15 };
    const frame = paintFrame();
    frame.data.fill(120);
    expect(snapCup(frame, guess)).toEqual(guess);
  });
});
