/**
 * The ball detector: no model weights, only a learned background and a bright-blob threshold.
 *
 * The golfer holds the mat empty for about two seconds (`learnBackground`): every pixel of the box
 * around the calibrated regions gets a mean level (grey plus half the warmth, red − blue) and
 * colour (warmth and greenness, `colour.ts`), and the noise of its grey and level. Then each frame
 * (`detect`):
 * 1. grey, level and colour per pixel of that box only (the rest of the frame is never read);
 * 2. the frame's global shift in pixels against the background (`shake.ts`, decision 061): the
 *    box is read where the background's edges are in this frame, so a shaken stand lights no edge;
 *    the frame's global brightness shift against the background (median of a sample), so a cloud
 *    or the camera's exposure does not light up the whole mat;
 * 3. foreground = above the background's grey or level by `minContrast` levels and `sigmas`
 *    standard deviations — a ball is brighter than the mat, a shadow or a dark putter head is not;
 *    grey sees a white ball on a saturated green mat, level a yellow ball on a grey track — or of
 *    another colour than the background's where no shadow explains it (`colour.ts`): an orange ball
 *    on a grey track, a cyan one on khaki, a light blue one on a white track (decision 061, round
 *    five);
 * 4. connected blobs (4-neighbour flood fill); a ball is a blob of the size a ball has where it
 *    is seen (`MatView`: with a mat plane, larger near the phone than by the cup), roughly round,
 *    whose place lies in a region and which does not touch the box's border — a hand or a putter
 *    shaft always enters from outside, so it touches it, or it is too large;
 * 5. only a moving blob can be the ball (decision 048): a blob that stays put for `STILL_FRAMES`
 *    frames is scenery — a second ball on the mat, balls in the return tray, white marks on a
 *    resting mallet — and is taken into the background quickly;
 * 6. the background heals: it follows the light fast where the frame is not foreground, and
 *    slowly everywhere, so a putter or a shadow that stood still and left leaves no ghost.
 */
import { type Blob, BRIGHTER, COLOURED, findBlobs, isRound, TAKEN } from './blobs.ts';
import { brightestChannel, CLIPPED, ColourChannel, colourChanged, greyOf, MIN_CHROMA } from './colour.ts';
import { calibrationBounds, pointInPolygon, regionAt } from './geometry.ts';
import { MatView } from './mat-view.ts';
import { SampledMedian, sampleIndices } from './sampled-median.ts';
import { alignLevels, edgeFloor, edgesGone, MAX_SHAKE, moveImage, readPaddedLevels, ShakeFinder } from './shake.ts';
import type { BallObservation, Calibration, DetectorOptions, Frame, Point } from './types.ts';

export const DEFAULT_DETECTOR_OPTIONS: DetectorOptions = {
  minLearnFrames: 15,
  minContrast: 24,
  sigmas: 4,
  adaptRate: 0.03,
  minArea: 0.3,
  // A ball at 2 m/s smears over 6.7 cm in a 1/30 s exposure: about 2.5 times its still area.
  maxArea: 2.5,
};

/**
 * When to ask for a new calibration: `drift` at or above `share` on every check for `seconds`.
 * On the synthetic clips a steady phone stays under 0.25 (lighting drift, shadows, hands over
 * the cup, heavy noise) and a phone moved by 3 px or more gives 0.65–0.95 for good.
 */
export const DRIFT_LIMIT = { share: 0.4, seconds: 2 } as const;

/** Learning weighs at most this many frames equally, then becomes a running average. */
const LEARN_WINDOW = 60;
/** Every SAMPLE_STEP-th pixel feeds the brightness shift and the mat's level. */
const SAMPLE_STEP = 7;
/** Level noise floor: no pixel's standard deviation counts as less than this. */
const MIN_VARIANCE = 4;
/** A ball, even blurred by its speed, is about round; a putter head is three or four times longer than wide. */
const MAX_ASPECT = 3;
/**
 * …and its blob is at least this share of a ball's width there across its narrower side: a putter
 * shaft crossing the picture leaves blobs a few pixels wide and a ball's length (dev-wide-12-20);
 * a ball half sunk behind the cup's near rim is still half a ball high.
 */
const NARROWEST = 0.4;
/** Edge pixels and the shake's variance floor are chosen again every this many learned frames. */
const LEARN_EDGES_EVERY = 15;
/**
 * Along an edge, a pixel must exceed the background by this share of the edge's step across two
 * pixels (times `sigmas`): a quarter-pixel shift left over after shake compensation is no ball.
 */
const EDGE_SHARE = 0.125;
/** A round blob may be this share of a ball's area: the calibration's scale errs (061, round three). */
const ROUND_MAX_AREA = 4;
/**
 * A shaded blob fills this much of its box at least: a ball's shaded side and shadow are a half
 * disc or a smeared one; a dark glove over the cup, its part outside the black cup, a crescent.
 */
const SHADED_MIN_FILL = 0.6;
/** A ball's lit cap alone is this share of a ball's area at least (`joined`). */
const CAP_SHARE = 0.1;
/** A ball's blob fills this much of its box at least (a disc, π/4; smeared, less). */
const MIN_FILL = 0.4;
/**
 * A ball seen as its lit cap and its shaded side (`joined`) fills this much of their box at least:
 * the mid-tones between them are in neither blob.
 */
const JOINED_MIN_FILL = 0.25;

/** A blob that stays within a third of a ball's radius for this many frames is scenery. */
const STILL_FRAMES = 8;
/**
 * Off the golfer's mat, a shaded blob is followed from one of the last frame's this many ball radii
 * away: a putt's ball rolls farther than its radius from frame to frame (25 fps, a small ball) and
 * must be seen moving to be taken (dev-wide-11-25).
 */
const SHADED_REACH = 3;
/** A blob unseen for up to this many frames is still followed: a faint still blob flickers. */
const FLICKER_FRAMES = 3;
/**
 * A background grey this high is burnt white (white is 255; an over-exposed light return
 * track): a ball over it is seen darker than it, and need not outshine the mat.
 */
const BURNT = 245;
/** How fast scenery is taken into the background, and how fast the background heals under foreground. */
const SCENERY_RATE = 0.25;
const HEAL_RATE = 0.004;
/** A sighting this many frames old no longer decides between two blobs. */
const MEMORY_FRAMES = 15;

/** A blob followed from frame to frame: where it was first seen here and for how many frames. */
interface Sighting {
  x: number;
  y: number;
  anchorX: number;
  anchorY: number;
  still: number;
  /** Frames since it was last seen (a faint blob comes and goes). */
  unseen: number;
}

/** Two blobs side by side as one (their pixels, box and centre): a ball's lit cap and its shaded side. */
function joined(a: Blob, b: Blob): Blob {
  const area = a.area + b.area;
  const box: Blob['box'] = [
    Math.min(a.box[0], b.box[0]),
    Math.min(a.box[1], b.box[1]),
    Math.max(a.box[2], b.box[2]),
    Math.max(a.box[3], b.box[3]),
  ];
  const bw = box[2] - box[0] + 1;
  const bh = box[3] - box[1] + 1;
  return {
    ...a,
    area,
    x: (a.x * a.area + b.x * b.area) / area,
    y: (a.y * a.area + b.y * b.area) / area,
    fill: area / (bw * bh),
    aspect: Math.max(bw, bh) / Math.min(bw, bh),
    touchesBorder: a.touchesBorder || b.touchesBorder,
    box,
  };
}

export class BallDetector {
  readonly options: DetectorOptions;
  private readonly x0: number;
  private readonly y0: number;
  private readonly w: number;
  private readonly h: number;
  private readonly mean: Float32Array;
  /** The background as learned, before it followed the light: what `drift` compares with. */
  private readonly reference: Float32Array;
  /** The background's grey variance and level variance: their noise. */
  private readonly variance: Float32Array;
  private readonly levelVariance: Float32Array;
  /** Scratch: this frame's grey against the background's, at the sampled pixels. */
  private readonly greyScratch: Float32Array;
  private readonly level: Float32Array;
  /** The frame's grey over the box (lined up like the levels). */
  private readonly grey: Float32Array;
  /** The frame's levels over the box and `MAX_SHAKE` pixels around it (shake.ts). */
  private readonly padded: Float32Array;
  private readonly shake: ShakeFinder;
  /** The background's colour and the frame's (colour.ts): warmth (red − blue) and greenness. */
  private readonly warmth: ColourChannel;
  private readonly green: ColourChannel;
  /** A variance floor along the background's edges (grey, level): a sub-pixel shake left over moves them a little. */
  private readonly edgeVariance: Float32Array;
  private readonly levelEdgeVariance: Float32Array;
  private readonly foreground: Uint8Array;
  /**
   * Pixels darker than the background (and than it was learned) where nothing else is foreground:
   * shadows, and a ball of the mat's own colour and grey, seen by its shaded side and the shadow
   * under it (`pickBalls`).
   */
  private readonly shaded: Uint8Array;
  private readonly stack: Int32Array;
  private readonly medians = new SampledMedian();
  /** Every `SAMPLE_STEP`-th pixel of the box: the brightness shift is read on them. */
  private readonly boxSample: Int32Array;
  private learned = 0;
  private last: Point | null = null;
  private framesSinceLast = 0;
  private readonly view: MatView;
  /** The smallest blob a ball may be anywhere in the box, and the smallest a lit cap of one may be (`joined`). */
  private readonly minBlobArea: number;
  private readonly minCapArea: number;
  private sightings: Sighting[] = [];
  /** The mat's grey and level in this frame's light (`standsOut`). */
  private matGrey = 0;
  private matLevel = 0;
  /**
   * The box's pixels the mat's level is read on: every `SAMPLE_STEP`-th one on the golfer's mat
   * or the ramp (with a wide lens the box holds much floor, and a white floor is no mat; a pink
   * ball or one in a shadow must outshine the mat, not the floor).
   */
  private readonly matSample: Int32Array;
  /** The shifts of the frames learned since the background was last centred. */
  private shakeSum = { dx: 0, dy: 0, n: 0 };

  constructor(
    private readonly cal: Calibration,
    options: Partial<DetectorOptions> = {},
  ) {
    this.options = { ...DEFAULT_DETECTOR_OPTIONS, ...options };
    const box = calibrationBounds(cal, cal.cup.r);
    this.x0 = box.x0;
    this.y0 = box.y0;
    this.w = Math.max(0, box.x1 - box.x0);
    this.h = Math.max(0, box.y1 - box.y0);
    const n = this.w * this.h;
    this.mean = new Float32Array(n);
    this.reference = new Float32Array(n);
    this.variance = new Float32Array(n);
    this.levelVariance = new Float32Array(n);
    this.greyScratch = new Float32Array(n);
    this.level = new Float32Array(n);
    this.grey = new Float32Array(n);
    this.padded = new Float32Array((this.w + 2 * MAX_SHAKE) * (this.h + 2 * MAX_SHAKE));
    this.shake = new ShakeFinder(this.w, this.h);
    this.warmth = new ColourChannel(this.w, this.h, this.padded.length);
    this.green = new ColourChannel(this.w, this.h, this.padded.length);
    this.edgeVariance = new Float32Array(n);
    this.levelEdgeVariance = new Float32Array(n);
    this.foreground = new Uint8Array(n);
    this.shaded = new Uint8Array(n);
    this.stack = new Int32Array(n);
    this.view = new MatView(cal);
    const smallest = this.view.smallestBallRadius(box);
    this.minBlobArea = Math.max(3, this.options.minArea * Math.PI * smallest * smallest);
    this.minCapArea = Math.max(3, CAP_SHARE * Math.PI * smallest * smallest);
    this.boxSample = sampleIndices(n, SAMPLE_STEP);
    const onMat = (i: number) => {
      const p = { x: box.x0 + (i % this.w) + 0.5, y: box.y0 + Math.floor(i / this.w) + 0.5 };
      return pointInPolygon(cal.mat, p) || pointInPolygon(cal.ramp, p);
    };
    const matSample = sampleIndices(n, SAMPLE_STEP, onMat);
    this.matSample = matSample.length > 0 ? matSample : this.boxSample;
  }

  /** True once enough empty-mat frames were learned for `detect` to answer. */
  get ready(): boolean {
    return this.learned >= this.options.minLearnFrames;
  }

  /** The share of the empty-mat frames `detect` needs that were learned, 0..1. */
  get learnedShare(): number {
    return Math.min(1, this.learned / this.options.minLearnFrames);
  }

  /** Feeds one frame of the empty mat (about two seconds of them), lined up with the first one. */
  learnBackground(frame: Frame): void {
    this.readLevels(frame);
    if (this.learned === 0) this.align(0, 0);
    else this.alignWithBackground();
    this.learned++;
    this.shakeSum.dx += this.shake.last.dx;
    this.shakeSum.dy += this.shake.last.dy;
    this.shakeSum.n++;
    const k = 1 / Math.min(this.learned, LEARN_WINDOW);
    const { mean, variance, levelVariance, level } = this;
    const { value: warm, mean: warmMean } = this.warmth;
    for (let i = 0; i < level.length; i++) {
      const d = level[i] - mean[i];
      const e = d - (warm[i] - warmMean[i]) / 2;
      mean[i] += d * k;
      variance[i] += (e * e * (1 - k) - variance[i]) * k;
      levelVariance[i] += (d * d * (1 - k) - levelVariance[i]) * k;
    }
    this.reference.set(mean);
    this.warmth.learn(k);
    this.green.learn(k);
    if (this.learned === 1 || this.learned % LEARN_EDGES_EVERY === 0) this.learnEdges();
  }

  /** The frame's shift against the background in pixels, as last found (`detect`). */
  get shift(): { dx: number; dy: number } {
    return this.shake.last;
  }

  /** The ball in this frame, or null (none, hidden, or nothing ball-like); null until `ready`. */
  detect(frame: Frame): BallObservation | null {
    return this.detectAll(frame)[0] ?? null;
  }

  /**
   * Every moving ball-like blob of this frame, the one `detect` answers first (nearest the last
   * answer, else closest to a ball's size); none until `ready`. In a quick putt the last ball rolls
   * down the return track while the next one leaves the mat: the tracker chooses (`ball-choice.ts`).
   */
  detectAll(frame: Frame): BallObservation[] {
    if (!this.ready) return [];
    if (this.shakeSum.n > 0) this.centre();
    this.readLevels(frame);
    this.alignWithBackground();
    // The light's shift in grey (median of a sample), and the mat's grey in this light (`standsOut`).
    const shift = this.medianGrey(this.boxSample, true);
    this.matGrey = this.medianGrey(this.matSample, false) + shift;
    const levelShift = this.medians.of(this.level, this.mean, this.boxSample);
    this.matLevel = this.medians.of(this.mean, null, this.matSample) + levelShift;
    const { minContrast, adaptRate } = this.options;
    const {
      mean,
      variance,
      level,
      foreground,
      shaded,
      edgeVariance,
      grey,
      reference,
      levelVariance,
      levelEdgeVariance,
    } = this;
    const { value: warm, mean: warmMean, edgeVariance: warmEdge, reference: warmRef, variance: warmVar } = this.warmth;
    const {
      value: green,
      mean: greenMean,
      edgeVariance: greenEdge,
      reference: greenRef,
      variance: greenVar,
    } = this.green;
    const sigmas2 = this.options.sigmas ** 2;
    const minChange = MIN_CHROMA * MIN_CHROMA;
    for (let i = 0; i < level.length; i++) {
      const d = level[i] - mean[i];
      const c = warm[i] - warmMean[i];
      const t = green[i] - greenMean[i];
      grey[i] = greyOf(level[i], warm[i]);
      const background = greyOf(mean[i], warmMean[i]) + shift;
      const e = grey[i] - background;
      // Where the background is burnt white (a light return track), a ball shows darker than it.
      const contrast = background >= BURNT ? Math.abs(e) : e;
      const change = c * c + t * t;
      // Brighter in grey, or in level (grey plus half the warmth): a yellow or orange ball on a grey
      // track, a neutral putter head seen whole on a blue mat (round five).
      const l = d - levelShift;
      const brighter =
        (contrast > minContrast && e * e > sigmas2 * Math.max(variance[i], edgeVariance[i], MIN_VARIANCE)) ||
        (l > minContrast && l * l > sigmas2 * Math.max(levelVariance[i], levelEdgeVariance[i], MIN_VARIANCE));
      let coloured =
        change >= minChange && change > sigmas2 * Math.max(warmEdge[i] + greenEdge[i], warmVar[i] + greenVar[i]);
      if (coloured) {
        // Where the background is clipped, a shadow shows the colour the clipping hid (colour.ts).
        const clipped = brightestChannel(background - shift, warmMean[i], greenMean[i]) >= CLIPPED;
        const learned = greyOf(reference[i], warmRef[i]);
        coloured =
          colourChanged(warm[i], green[i], grey[i], warmMean[i], greenMean[i], background, MIN_CHROMA, clipped) &&
          colourChanged(warm[i], green[i], grey[i], warmRef[i], greenRef[i], learned, MIN_CHROMA, clipped);
      }
      foreground[i] = (brighter ? BRIGHTER : 0) + (coloured ? COLOURED : 0);
      shaded[i] = 0;
      if (foreground[i] === 0) {
        const darker =
          -contrast > minContrast && e * e > sigmas2 * Math.max(variance[i], edgeVariance[i], MIN_VARIANCE);
        // The shaded mask has one bit, BRIGHTER's, as `findBlobs` reads it.
        if (darker && grey[i] - greyOf(reference[i], warmRef[i]) - shift < -minContrast) shaded[i] = BRIGHTER;
        // Where no ball is, the background follows the light; a shadow's depth is no noise.
        mean[i] += d * adaptRate;
        warmMean[i] += c * adaptRate;
        greenMean[i] += t * adaptRate;
        warmVar[i] += (c * c - warmVar[i]) * adaptRate;
        greenVar[i] += (t * t - greenVar[i]) * adaptRate;
        if (e > -minContrast) variance[i] += (e * e - variance[i]) * adaptRate;
        if (l > -minContrast) levelVariance[i] += (l * l - levelVariance[i]) * adaptRate;
        continue;
      }
      mean[i] += d * HEAL_RATE;
      warmMean[i] += c * HEAL_RATE;
      greenMean[i] += t * HEAL_RATE;
    }
    const found = this.blobs(this.foreground, this.minCapArea);
    return this.pickBalls(
      found.filter((b) => b.area >= this.minBlobArea),
      this.blobs(shaded, this.minBlobArea),
      found.filter((b) => b.area < this.minBlobArea),
    );
  }

  /**
   * Share (0..1) of the learned background's edges (the mat's borders, the cup's rim, the
   * carpet's pattern) that are gone from where they were: at each edge pixel, the frame's gradient
   * along the learned one must keep half its strength. Light and shadows scale an edge but keep
   * it; a moved phone moves every edge away, for good. A hand over the cup hides some edges for a
   * second or two: act on a drift that lasts (`DRIFT_LIMIT`).
   */
  drift(frame: Frame): number {
    if (this.learned === 0) return 0;
    this.readLevels(frame);
    this.align(0, 0);
    return edgesGone(this.reference, this.level, this.w, this.options.minContrast);
  }

  private readLevels(frame: Frame): void {
    if (frame.width !== this.cal.width || frame.height !== this.cal.height) {
      throw new Error(
        `frame is ${frame.width}×${frame.height} but the calibration is for ${this.cal.width}×${this.cal.height}`,
      );
    }
    readPaddedLevels(frame, this.x0, this.y0, this.w, this.h, this.padded, this.warmth.padded, this.green.padded);
  }

  private align(dx: number, dy: number): void {
    alignLevels(this.padded, this.level, this.w, this.h, dx, dy);
    alignLevels(this.warmth.padded, this.warmth.value, this.w, this.h, dx, dy);
    alignLevels(this.green.padded, this.green.value, this.w, this.h, dx, dy);
  }

  /**
   * Lines the frame up with the background as learned (`reference`), which never moves: lined up
   * with the background that follows the light, one-pixel errors would drag it along the picture.
   */
  private alignWithBackground(): void {
    const { dx, dy } = this.shake.find(this.padded);
    this.align(dx, dy);
  }

  /**
   * Moves the background from where the first learned frame had the picture to where the learned
   * frames had it on average: the stand at rest, where the golfer marked the mat.
   */
  private centre(): void {
    const dx = Math.round(this.shakeSum.dx / this.shakeSum.n);
    const dy = Math.round(this.shakeSum.dy / this.shakeSum.n);
    this.shakeSum = { dx: 0, dy: 0, n: 0 };
    if (dx === 0 && dy === 0) return;
    for (const image of [
      this.mean,
      this.variance,
      this.levelVariance,
      this.reference,
      this.warmth.mean,
      this.warmth.reference,
      this.green.mean,
      this.green.reference,
      this.warmth.variance,
      this.green.variance,
    ])
      moveImage(image, this.w, this.h, dx, dy);
    this.shake.last = { dx: this.shake.last.dx - dx, dy: this.shake.last.dy - dy };
    this.learnEdges();
  }

  /** Chooses the edges the shake is found on, and the variance floor along them. */
  private learnEdges(): void {
    this.shake.choose(this.mean);
    const greyMean = this.mean.map((m, i) => greyOf(m, this.warmth.mean[i]));
    edgeFloor(greyMean, this.edgeVariance, this.w, EDGE_SHARE);
    edgeFloor(this.mean, this.levelEdgeVariance, this.w, EDGE_SHARE);
    this.warmth.learnEdges(EDGE_SHARE);
    this.green.learnEdges(EDGE_SHARE);
  }

  /**
   * The median grey over `sample`: of the frame against the background (`againstBackground`: the
   * light's shift in grey), or of the background itself.
   */
  private medianGrey(sample: Int32Array, againstBackground: boolean): number {
    const { greyScratch, mean, level } = this;
    const { value: warm, mean: warmMean } = this.warmth;
    for (let k = 0; k < sample.length; k++) {
      const i = sample[k];
      const background = greyOf(mean[i], warmMean[i]);
      greyScratch[i] = againstBackground ? greyOf(level[i], warm[i]) - background : background;
    }
    return this.medians.of(greyScratch, null, sample);
  }

  private blobs(mask: Uint8Array, minArea: number): Blob[] {
    return findBlobs(mask, this.grey, this.level, this.stack, this.w, this.h, minArea, this.x0, this.y0);
  }

  /**
   * Follows every blob from the last frame (the nearest within a ball's radius); one that stayed
   * put for `STILL_FRAMES` frames is scenery, taken into the background. Of the moving ball-like
   * blobs, answers the one nearest the last sighting, else the one closest to a ball's size,
   * first, then the others. A `shaded` blob (darker than the mat) is a ball only once it moved,
   * where no other blob is near, and round and ball-sized: a ball of the mat's own colour and
   * grey shows only its shaded side and its shadow (round seven); a putter head's or a shoe's
   * shadow is larger, a shaft's long, and a ball seen by its light side is not taken twice.
   */
  private pickBalls(blobs: Blob[], shaded: Blob[], caps: Blob[]): BallObservation[] {
    const { minArea, maxArea } = this.options;
    const next: Sighting[] = [];
    const followed = new Set<Sighting>();
    const candidates: { blob: Blob; sizeRatio: number }[] = [];
    /** The blob's sighting, and whether it moved from one of the last frame's. */
    const follow = (b: Blob, radius: number, reach = Math.max(2, radius)): { still: number; moved: boolean } => {
      let from: Sighting | null = null;
      for (const s of this.sightings) {
        if (
          (s.x - b.x) ** 2 + (s.y - b.y) ** 2 <= reach * reach &&
          (!from || (s.x - b.x) ** 2 + (s.y - b.y) ** 2 < (from.x - b.x) ** 2 + (from.y - b.y) ** 2)
        )
          from = s;
      }
      const settled =
        from !== null && (from.anchorX - b.x) ** 2 + (from.anchorY - b.y) ** 2 <= Math.max(1.2, radius / 3) ** 2;
      if (from) followed.add(from);
      const sighting: Sighting = settled
        ? { x: b.x, y: b.y, anchorX: from!.anchorX, anchorY: from!.anchorY, still: from!.still + 1, unseen: 0 }
        : { x: b.x, y: b.y, anchorX: b.x, anchorY: b.y, still: 0, unseen: 0 };
      next.push(sighting);
      return { still: sighting.still, moved: from !== null && !settled };
    };
    const ballSized = (b: Blob, radius: number, most: number, fill = MIN_FILL) => {
      const expected = Math.PI * radius * radius;
      return (
        b.area >= minArea * expected &&
        b.area <= most * expected &&
        !b.touchesBorder &&
        b.fill >= fill &&
        b.aspect <= MAX_ASPECT &&
        Math.min(b.box[2] - b.box[0], b.box[3] - b.box[1]) + 1 >= NARROWEST * 2 * radius &&
        regionAt(this.view.regions, this.view.place(b)) !== null
      );
    };
    const add = (b: Blob, radius: number) =>
      candidates.push({ blob: b, sizeRatio: Math.abs(Math.log(b.area / (Math.PI * radius * radius))) });
    for (const b of blobs) {
      const radius = this.view.ballRadius(b);
      if (follow(b, radius).still >= STILL_FRAMES) {
        this.absorb(b);
        continue;
      }
      if (radius > 0 && ballSized(b, radius, isRound(b) ? ROUND_MAX_AREA : maxArea) && this.standsOut(b))
        add(b, radius);
    }
    for (const b of shaded) {
      const radius = this.view.ballRadius(b);
      // On the golfer's mat a putter head's shadow sweeps as fast: there a shade is followed only as near as any blob.
      const offMat = regionAt(this.view.regions, this.view.place(b)) !== 'mat';
      const { still, moved } = follow(b, radius, Math.max(2, (offMat ? SHADED_REACH : 1) * radius));
      if (radius <= 0 || still > 0) continue;
      const near = (o: Blob) => (o.x - b.x) ** 2 + (o.y - b.y) ** 2 < (2 * radius) ** 2;
      const beside = blobs.filter(near);
      // A shade that did not move needs no taking in: the background follows it where nothing
      // is foreground. One seen for the first time may be anything's.
      if (beside.length === 0 && moved && b.fill >= SHADED_MIN_FILL && ballSized(b, radius, maxArea)) {
        add(b, radius);
        continue;
      }
      // A ball lit from above over a mat as bright as its shaded side: its lit cap a bright blob
      // (or pieces of one too small for a ball alone), its lower half and shadow a shaded one beside it
      // (round eight: a light blue ball on a blue mat). Together they are one ball, however fast.
      if (beside.some((o) => candidates.some((c) => c.blob === o))) continue;
      const lit = [...beside, ...caps.filter(near)].filter((o) => this.standsOut(o));
      if (lit.length === 0) continue;
      const whole = lit.reduce(joined, b);
      const r = this.view.ballRadius(whole);
      // Not on the golfer's mat, where a putter head's glint and its shadow lie side by side.
      if (regionAt(this.view.regions, this.view.place(whole)) === 'mat') continue;
      if (ballSized(whole, r, maxArea, JOINED_MIN_FILL)) add(whole, r);
    }
    for (const s of this.sightings)
      if (!followed.has(s) && s.unseen < FLICKER_FRAMES) next.push({ ...s, unseen: s.unseen + 1 });
    this.sightings = next;
    const last = this.framesSinceLast < MEMORY_FRAMES ? this.last : null;
    let best: (typeof candidates)[number] | null = null;
    for (const c of candidates) {
      if (best === null) best = c;
      else if (last) {
        const b = c.blob;
        if ((b.x - last.x) ** 2 + (b.y - last.y) ** 2 < (best.blob.x - last.x) ** 2 + (best.blob.y - last.y) ** 2)
          best = c;
      } else if (c.sizeRatio < best.sizeRatio) best = c;
    }
    if (best === null) {
      this.framesSinceLast++;
      return [];
    }
    this.last = { x: best.blob.x, y: best.blob.y };
    this.framesSinceLast = 0;
    const ordered = [best, ...candidates.filter((c) => c !== best)];
    return ordered.map(({ blob: { x, y, area } }) => ({ x, y, area }));
  }

  /**
   * A ball is bright or colourful: its brightest grey outshines the mat's by `minContrast` (a dark
   * putter shaft over the black cup or a black return track is brighter than what it hides, but no
   * ball); or most of it is of a colour of its own that the background lacks (a putter head, a
   * shaft or a shaded hand has none) and it is no darker than the mat by `minContrast` (a cyan or
   * purple ball on khaki) or brighter than what it covers (a red ball on a black return track,
   * darker than a light mat); or it lies on a burnt-white track, where a ball shows darker.
   */
  private standsOut(b: Blob): boolean {
    const { minContrast } = this.options;
    return (
      b.peak >= this.matGrey + minContrast ||
      b.peakLevel >= this.matLevel + minContrast ||
      (2 * b.coloured >= b.area && (b.peak >= this.matGrey - minContrast || 2 * b.brighter >= b.area)) ||
      this.burnt(this.boxIndex(b))
    );
  }

  /** Burnt white at box index `i` by its grey, not its level: a resting orange ball taken in as scenery is 260. */
  private burnt(i: number): boolean {
    return greyOf(this.mean[i], this.warmth.mean[i]) >= BURNT;
  }

  /** The index in the box of a blob's centre. */
  private boxIndex(b: Blob): number {
    const x = Math.min(this.w - 1, Math.max(0, Math.round(b.x) - this.x0));
    const y = Math.min(this.h - 1, Math.max(0, Math.round(b.y) - this.y0));
    return y * this.w + x;
  }

  /** Takes a still blob's pixels into the background. */
  private absorb(b: Blob): void {
    const { mean, level, foreground, w } = this;
    const [x0, y0, x1, y1] = b.box;
    for (let y = y0; y <= y1; y++) {
      for (let i = y * w + x0; i <= y * w + x1; i++) {
        if (foreground[i] < TAKEN) continue;
        mean[i] += (level[i] - mean[i]) * SCENERY_RATE;
        for (const { value, mean } of [this.warmth, this.green]) mean[i] += (value[i] - mean[i]) * SCENERY_RATE;
      }
    }
  }
}
