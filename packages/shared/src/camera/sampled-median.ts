/**
 * The median level of a sample of pixels, by histogram (the detector's brightness shift and the
 * mat's level, decision 061). Levels run from −128 (pure blue) to 382 (white-hot orange);
 * differences are clamped to ±MAX_LEVEL.
 */
const MAX_LEVEL = 383;

export class SampledMedian {
  private readonly histogram = new Uint32Array(2 * MAX_LEVEL + 1);

  /** Median of a − b (or of a) over the pixels listed in `sample` (0 for an empty sample). */
  of(a: Float32Array, b: Float32Array | null, sample: Int32Array): number {
    const { histogram } = this;
    histogram.fill(0);
    for (let k = 0; k < sample.length; k++) {
      const i = sample[k];
      histogram[Math.min(2 * MAX_LEVEL, Math.max(0, Math.round(a[i] - (b ? b[i] : 0)) + MAX_LEVEL))]++;
    }
    let seen = 0;
    for (let bin = 0; bin < histogram.length; bin++) {
      seen += histogram[bin];
      if (seen * 2 >= sample.length) return bin - MAX_LEVEL;
    }
    return 0;
  }
}

/** Every `step`-th index below `n` for which `keep` holds. */
export function sampleIndices(n: number, step: number, keep: (i: number) => boolean = () => true): Int32Array {
  const out: number[] = [];
  for (let i = 0; i < n; i += step) if (keep(i)) out.push(i);
  return Int32Array.from(out);
}

/**
 * The light's shift per band of `BAND_ROWS` rows: a phone's rolling shutter under mains light
 * brightens and darkens the picture in bands that roll through the rows (flicker). Each band
 * gets the frame's global shift plus the mean of its sampled differences from it, each
 * clipped to ±`limit` (a ball or a putter in the band moves it little).
 */
export class BandLight {
  static readonly BAND_ROWS = 8;
  readonly shift: Float32Array;
  private readonly count: Float32Array;

  constructor(
    private readonly w: number,
    h: number,
  ) {
    const bands = Math.max(1, Math.ceil(h / BandLight.BAND_ROWS));
    this.shift = new Float32Array(bands);
    this.count = new Float32Array(bands);
  }

  find(level: Float32Array, background: Float32Array, sample: Int32Array, global: number, limit: number): void {
    const { shift, count, w } = this;
    const rows = BandLight.BAND_ROWS * w;
    shift.fill(0);
    count.fill(0);
    for (let k = 0; k < sample.length; k++) {
      const i = sample[k];
      const band = (i / rows) | 0;
      shift[band] += Math.min(limit, Math.max(-limit, level[i] - background[i] - global));
      count[band]++;
    }
    for (let b = 0; b < shift.length; b++) shift[b] = global + (count[b] > 0 ? shift[b] / count[b] : 0);
  }

  /** The shift at box pixel `i`. */
  at(i: number): number {
    return this.shift[(i / (BandLight.BAND_ROWS * this.w)) | 0];
  }
}
