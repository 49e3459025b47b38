/**
 * The ball's colour against the background's (decision 061, round three). The detector's level
 * (grey plus half the warmth) misses a ball whose colour differs from what it covers but whose
 * level does not: a light blue ball on a white return track is darker than it, a coral one about
 * as light; a human sees both at once by their colour. So each pixel also has its warmth,
 * red − blue, and a background of it; a pixel whose warmth moved far from the background's is
 * foreground too — unless a shadow explains it: a shadow (or the light, or the exposure) scales
 * red and blue alike, so a burgundy mat in shadow loses warmth in proportion to its grey. A
 * putter head, a shoe's shadow, the cup's white liner or a dark shaft are grey: no warmth moves.
 */
import { edgeFloor } from './shake.ts';

/** A warmth change must exceed this many levels (red − blue, 0..255 each) to be a colour. */
export const MIN_CHROMA = 40;

/** Grey from level and warmth: the level is grey + warmth / 2. */
export const greyOf = (level: number, warmth: number) => level - warmth / 2;

/**
 * True when a pixel of warmth `c` and grey `y` shows a colour of its own that the background
 * (warmth `cMean`, grey `yMean`) lacks: it has `min` of warmth (or coolness) at least, and is by
 * `min` warmer (or cooler) than the background once that is scaled by the pixel's light (a
 * shadow keeps the hue and scales the warmth). A grey or black object (a putter head, a shaft,
 * a liner) has no colour of its own, whatever it covers: it must outshine the mat instead.
 */
export function colourChanged(c: number, y: number, cMean: number, yMean: number, min = MIN_CHROMA): boolean {
  if (c < min && c > -min) return false;
  const d = c - cMean;
  if (d < min && d > -min) return false;
  const light = yMean > 8 ? Math.min(1.5, Math.max(0, y / yMean)) : 1;
  const own = c > 0 ? c - light * cMean : light * cMean - c;
  return own >= min;
}

/**
 * The warmth of the background over the watched box, learned and healed with the levels'. The
 * detector reads it from its own frame read (`readPaddedLevels`, warmth into `padded`).
 */
export class WarmthBackground {
  readonly padded: Float32Array;
  /** The frame's warmth where the background has it (lined up like the levels). */
  readonly value: Float32Array;
  readonly mean: Float32Array;
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
    this.edgeVariance = new Float32Array(w * h);
  }

  /** One learned frame, weighing `k` (as the levels' mean). */
  learn(k: number): void {
    const { mean, value } = this;
    for (let i = 0; i < mean.length; i++) mean[i] += (value[i] - mean[i]) * k;
  }

  /** The colour edges' floor, with `share` of the step across two pixels (as the levels'). */
  learnEdges(share: number): void {
    edgeFloor(this.mean, this.edgeVariance, this.w, share);
  }
}
