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
