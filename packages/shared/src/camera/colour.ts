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

/** A colour change must exceed this many levels (its length in warmth and greenness) to be a colour. */
export const MIN_CHROMA = 40;

/** Grey from level and warmth: the level is grey + warmth / 2. */
export const greyOf = (level: number, warmth: number) => level - warmth / 2;

/**
 * True when a pixel of warmth `u`, greenness `v` and grey `y` shows a colour of its own that the
 * background (`uMean`, `vMean`, grey `yMean`) lacks: it has `min` of colour at least, differs from
 * the background's by `min`, and by `min` from the background's scaled by the pixel's light (a
 * shadow keeps the hue and scales the colour). A grey or black object (a putter head, a shaft, a
 * liner) has no colour of its own, whatever it covers: it must outshine the mat instead.
 */
export function colourChanged(
  u: number,
  v: number,
  y: number,
  uMean: number,
  vMean: number,
  yMean: number,
  min = MIN_CHROMA,
): boolean {
  const min2 = min * min;
  if (u * u + v * v < min2) return false;
  if ((u - uMean) ** 2 + (v - vMean) ** 2 < min2) return false;
  const light = yMean > 8 ? Math.min(1.5, Math.max(0, y / yMean)) : 1;
  return (u - light * uMean) ** 2 + (v - light * vMean) ** 2 >= min2;
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
  }

  /** One learned frame, weighing `k` (as the levels' mean). */
  learn(k: number): void {
    const { mean, value } = this;
    for (let i = 0; i < mean.length; i++) mean[i] += (value[i] - mean[i]) * k;
    this.reference.set(mean);
  }

  /** The colour edges' floor, with `share` of the step across two pixels (as the levels'). */
  learnEdges(share: number): void {
    edgeFloor(this.mean, this.edgeVariance, this.w, share);
  }
}
