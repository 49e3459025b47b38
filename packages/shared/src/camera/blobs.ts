/**
 * Connected foreground blobs (4-neighbour flood fill) of the detector's watched box: their size,
 * centroid in frame pixels, fill of their bounding box, aspect, and whether they touch the box's
 * border (a hand or a putter shaft enters from outside the box).
 */
/** A foreground pixel brighter than the background (a bit of the foreground's value)… */
export const BRIGHTER = 1;
/** …or of a colour the background lacks (the other bit; both may be set). */
export const COLOURED = 2;
/** Added to a foreground pixel once a blob took it. */
export const TAKEN = 4;

/** Foreground no blob took yet. */
const free = (v: number) => v !== 0 && v < TAKEN;

export interface Blob {
  area: number;
  /** The blob's highest grey, and highest level (grey plus half the warmth). */
  peak: number;
  peakLevel: number;
  /** Its pixels brighter than the background (`BRIGHTER`), and of a colour it lacks (`COLOURED`). */
  brighter: number;
  coloured: number;
  x: number;
  y: number;
  fill: number;
  aspect: number;
  touchesBorder: boolean;
  box: [number, number, number, number];
}

/**
 * The blobs of `foreground` (`BRIGHTER` or `COLOURED`; taken pixels get `TAKEN` added) of at least
 * `minArea` pixels, with their peaks in `grey` and `level` (the frame's); `stack` is scratch space
 * of the box's size; (x0, y0) is the box's corner in the frame.
 */
export function findBlobs(
  foreground: Uint8Array,
  grey: Float32Array,
  level: Float32Array,
  stack: Int32Array,
  w: number,
  h: number,
  minArea: number,
  x0: number,
  y0: number,
): Blob[] {
  const found: Blob[] = [];
  for (let seed = 0; seed < foreground.length; seed++) {
    if (!free(foreground[seed])) continue;
    foreground[seed] += TAKEN;
    let top = 0;
    stack[top++] = seed;
    let area = 0;
    let peak = Number.NEGATIVE_INFINITY;
    let peakLevel = Number.NEGATIVE_INFINITY;
    let brighter = 0;
    let coloured = 0;
    let sx = 0;
    let sy = 0;
    let minX = w;
    let minY = h;
    let maxX = 0;
    let maxY = 0;
    while (top > 0) {
      const i = stack[--top];
      const x = i % w;
      const y = (i - x) / w;
      area++;
      if (grey[i] > peak) peak = grey[i];
      if (level[i] > peakLevel) peakLevel = level[i];
      if (foreground[i] & BRIGHTER) brighter++;
      if (foreground[i] & COLOURED) coloured++;
      sx += x;
      sy += y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (x > 0 && free(foreground[i - 1])) {
        foreground[i - 1] += TAKEN;
        stack[top++] = i - 1;
      }
      if (x < w - 1 && free(foreground[i + 1])) {
        foreground[i + 1] += TAKEN;
        stack[top++] = i + 1;
      }
      if (y > 0 && free(foreground[i - w])) {
        foreground[i - w] += TAKEN;
        stack[top++] = i - w;
      }
      if (y < h - 1 && free(foreground[i + w])) {
        foreground[i + w] += TAKEN;
        stack[top++] = i + w;
      }
    }
    if (area < minArea) continue;
    const bw = maxX - minX + 1;
    const bh = maxY - minY + 1;
    found.push({
      area,
      peak,
      peakLevel,
      brighter,
      coloured,
      x: x0 + sx / area,
      y: y0 + sy / area,
      fill: area / (bw * bh),
      aspect: Math.max(bw, bh) / Math.min(bw, bh),
      touchesBorder: minX === 0 || minY === 0 || maxX === w - 1 || maxY === h - 1,
      box: [minX, minY, maxX, maxY],
    });
  }
  return found;
}

/**
 * A round blob: a disc fills π/4 of its box. The ball's expected size is as wrong as the
 * calibration's scale (a quarter in radius on dev-wide), which keeps a ball round, and a round
 * blob may be larger (decision 061, round three); a blade putter head, as large, is long.
 */
export const isRound = (b: Blob) => b.aspect <= 1.5 && b.fill >= 0.6;
