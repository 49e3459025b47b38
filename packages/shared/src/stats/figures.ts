/**
 * Small derived figures that server and web both show. Defined once here so that a page and the
 * API it reads never disagree on what "accuracy" means.
 */

/** Makes ÷ putts as a percentage (0–100); null when there are no putts to divide by. */
export function accuracy(makes: number, putts: number): number | null {
  return putts > 0 ? (makes / putts) * 100 : null;
}

/** {@link accuracy} from makes and misses, the way session rows and dashboard cards hold them. */
export function accuracyFromMisses(makes: number, misses: number): number | null {
  return accuracy(makes, makes + misses);
}
