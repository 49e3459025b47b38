/**
 * The arithmetic of the dashboard's trend chart, kept apart from the drawing so it is tested by
 * hand: round axis ticks, linear scales and the SVG path of a series with gaps.
 */

/** A linear map from data values onto pixels. */
export interface Scale {
  (value: number): number;
  domain: readonly [number, number];
}

/** Maps `domain` onto `range` (either may run backwards, as a y axis does); a flat domain maps to the range's middle. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): Scale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const scale = ((value: number) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0))) as Scale;
  scale.domain = domain;
  return scale;
}

/** The step of about `count` intervals over `span`: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Ticks from 0 to a round value at or above `max`, about `count` intervals: a rate axis that
 * starts at zero, so the height of a line means what it seems to. A max of 0 (or none) gives 0–1.
 */
export function niceTicksFromZero(max: number, count = 4): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const step = niceStep(top, count);
  const ticks: number[] = [];
  // Rounded so 0.1 + 0.2 prints as 0.3; the loop covers max within a rounding error.
  for (let i = 0; ; i++) {
    const value = Number((i * step).toFixed(10));
    ticks.push(value);
    if (value >= top - 1e-9) break;
  }
  return ticks;
}

/**
 * At most `max` of the indexes 0..count-1 for x-axis labels, evenly spread, always the first and
 * the last.
 */
export function spreadIndexes(count: number, max: number): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  if (max <= 1) return [count - 1];
  const indexes = new Set<number>();
  for (let i = 0; i < max; i++) indexes.add(Math.round((i * (count - 1)) / (max - 1)));
  return [...indexes].sort((a, b) => a - b);
}

/**
 * The SVG path through the known points, in order; unknown values (null) are skipped and the line
 * joins their neighbours. Empty when no value is known.
 */
export function linePath(values: readonly (number | null)[], x: (index: number) => number, y: Scale): string {
  const segments: string[] = [];
  values.forEach((value, index) => {
    if (value == null) return;
    segments.push(`${segments.length === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`);
  });
  return segments.join(' ');
}

/** The index whose x position is nearest to `px` (for the pointer's read-out); -1 without points. */
export function nearestIndex(px: number, count: number, x: (index: number) => number): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const distance = Math.abs(x(i) - px);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}
