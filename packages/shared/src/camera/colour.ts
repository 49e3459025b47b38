/**
 * The ball's colour against the background's (decision 061, rounds three and five). The
 * detector's level (grey plus half the warmth) misses a ball whose colour differs from what it
 * covers but whose level does not: a light blue ball on a white return track is darker than it, a
 * coral one about as light; a human sees both at once by their colour. So each pixel also has its
 * colour, two numbers beside its grey — warmth, red − blue, and greenness, green − (red + blue) / 2
 * — and a background of each; a pixel whose colour moved far from the background's is foreground
 * too — unless a shadow explains it: a shadow (or the light, or the exposure) scales every channel
 * alike, so a burgundy mat in shadow loses colour in proportion to its grey. A putter head, a
 * shoe's shadow, the cup's white liner or a dark shaft are grey: no colour moves. Warmth alone
 * (round three) could not tell a pink ball from an orange mat, both warm; greenness does.
 */
import { edgeFloor } from './shake.ts';

/**
 * A colour change must exceed this many levels (its length in warmth and greenness) to be a
 * colour, and four times the pixel's colour noise (`ColourChannel.variance`) too: the floor for a
 * quiet picture, where the noise says nothing (round seven; it was 40 for every picture).
 */
export const MIN_CHROMA = 16;

/** Grey from level and warmth: the level is grey + warmth / 2. */
export const greyOf = (level: number, warmth: number) => level - warmth / 2;

/**
 * The brightest of red, green and blue of a pixel of grey `y`, warmth `u` and greenness `v` (the
 * detector's grey weighs them 77, 150 and 29 in 256). At 250 or more the picture clipped it, and
 * its colour is the true one faded towards white: a shadow over a mat burnt white shows the
 * colour the clipping hid.
 */
export function brightestChannel(y: number, u: number, v: number): number {
  const b = y - u * (77 / 256 + 75 / 256) - v * (150 / 256);
  return Math.max(b + u, b + u / 2 + v, b);
}

/** A channel at this level or more is clipped (`brightestChannel`). */
export const CLIPPED = 250;

/**
 * Grey levels above the background's from which a pixel is lighter (`colourChanged`): a shadow or
 * a darker object never makes it so.
 */
const WHITER = 8;

/** The most a brighter light scales the background's colour (a flicker, the exposure). */
const MAX_LIGHT = 1.5;

/**
 * True when a pixel of warmth `u`, greenness `v` and grey `y` shows a colour that the background
 * (`uMean`, `vMean`, grey `yMean`) cannot: `min` levels from every colour a shadow or a grey
 * object gives it (round seven). A shadow or a darker picture scales the background's colour
 * down, a brighter light up (to the pixel's light, `MAX_LIGHT` at most); a grey or black object
 * (a putter head, a shaft, a liner) has none of its own, so where it covers part of a pixel, or
 * is smeared over it, the pixel keeps a share of the mat's colour. All of these lie on one
 * segment, from no colour to the mat's scaled by the light; a ball's colour lies off it, however
 * pale or smeared — a lavender ball on a beige mat of its grey, half of it blurred into the mat,
 * still leans to blue where the mat leans to yellow. Before round seven a colour had to be 40
 * levels from no colour, from the mat's and from the mat's in the pixel's light: a pale or
 * smeared ball had too little colour of its own, and a grey putter smeared over a coloured mat
 * passed, lying between those points. Where the background is `clipped` (`brightestChannel`),
 * its colour is its true one's faded towards white, so a shadow over it shows the same hue,
 * stronger: the segment runs on, however far, along the background's hue. A pixel lighter than
 * the background by `WHITER` and paler than it is something white over it (a white ball smeared
 * into a mustard mat), which no shadow and no darker object gives: the segment starts at the
 * background's colour.
 */
export function colourChanged(
  u: number,
  v: number,
  y: number,
  uMean: number,
  vMean: number,
  yMean: number,
  min = MIN_CHROMA,
  clipped = false,
): boolean {
  const mm = uMean * uMean + vMean * vMean;
  // A clipped background's colour is its true one's faded: a shadow shows more of the same hue.
  const light = clipped ? Number.POSITIVE_INFINITY : yMean > 8 ? Math.min(MAX_LIGHT, Math.max(1, y / yMean)) : 1;
  // Lighter than the background and paler: something white over it (a white ball smeared into a
  // mustard mat), which no shadow and no darker object gives.
  const least = y - yMean > WHITER ? 1 : 0;
  // The nearest point of the segment: the mat's colour scaled by k, from `least` to the light.
  const k = mm > 0 ? Math.min(light, Math.max(least, (u * uMean + v * vMean) / mm)) : 0;
  return (u - k * uMean) ** 2 + (v - k * vMean) ** 2 >= min * min;
}

/**
 * One colour channel of the background over the watched box (warmth or greenness), learned and
 * healed with the levels'. The detector reads it from its own frame read (`readPaddedLevels`).
 */
export class ColourChannel {
  readonly padded: Float32Array;
  /** The frame's channel where the background has it (lined up like the levels). */
  readonly value: Float32Array;
  readonly mean: Float32Array;
  /**
   * The background as learned, before it followed the light or took scenery in: where a resting
   * white ball was taken in and then left, the mat it uncovers differs in colour from the
   * background, but not from this.
   */
  readonly reference: Float32Array;
  /** A floor along the background's colour edges: a sub-pixel shake left over moves them a little. */
  readonly edgeVariance: Float32Array;
  /** The channel's noise at each pixel (sensor noise, the codec's colour blocks), as a variance. */
  readonly variance: Float32Array;

  constructor(
    private readonly w: number,
    h: number,
    paddedSize: number,
  ) {
    this.padded = new Float32Array(paddedSize);
    this.value = new Float32Array(w * h);
    this.mean = new Float32Array(w * h);
    this.reference = new Float32Array(w * h);
    this.edgeVariance = new Float32Array(w * h);
    this.variance = new Float32Array(w * h);
  }

  /** One learned frame, weighing `k` (as the levels' mean). */
  learn(k: number): void {
    const { mean, value, variance } = this;
    for (let i = 0; i < mean.length; i++) {
      const d = value[i] - mean[i];
      mean[i] += d * k;
      variance[i] += (d * d * (1 - k) - variance[i]) * k;
    }
    this.reference.set(mean);
  }

  /** The colour edges' floor, with `share` of the step across two pixels (as the levels'). */
  learnEdges(share: number): void {
    edgeFloor(this.mean, this.edgeVariance, this.w, share);
  }
}
