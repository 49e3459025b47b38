/**
 * Snapping the golfer's cup circle to the dark disc under it: among circles near the guess, the
 * one whose rim separates the darkest inside from the brightest outside.
 */
import type { CupCircle, Frame } from './types.ts';

const RIM_SAMPLES = 48;

function greyAt(frame: Frame, x: number, y: number): number {
  const px = Math.min(frame.width - 1, Math.max(0, Math.round(x)));
  const py = Math.min(frame.height - 1, Math.max(0, Math.round(y)));
  const i = (py * frame.width + px) * 4;
  return (frame.data[i] * 77 + frame.data[i + 1] * 150 + frame.data[i + 2] * 29) >> 8;
}

/** Mean grey just outside minus just inside the circle: high on a dark disc's rim. */
function rimContrast(frame: Frame, cx: number, cy: number, r: number): number {
  const band = Math.max(1, r * 0.06);
  let sum = 0;
  for (let k = 0; k < RIM_SAMPLES; k++) {
    const a = (k / RIM_SAMPLES) * 2 * Math.PI;
    const c = Math.cos(a);
    const s = Math.sin(a);
    sum +=
      greyAt(frame, cx + c * (r + band), cy + s * (r + band)) - greyAt(frame, cx + c * (r - band), cy + s * (r - band));
  }
  return sum / RIM_SAMPLES;
}

/**
 * The dark disc near `guess`: centre within half a radius of the guess, radius between 0.6× and
 * 1.5× the guess. Answers the guess when nothing near it is darker inside than outside.
 */
export function snapCup(frame: Frame, guess: CupCircle): CupCircle {
  let best = guess;
  let bestScore = 0;
  const search = (cx0: number, cy0: number, reach: number, r0: number, r1: number, step: number) => {
    for (let cy = cy0 - reach; cy <= cy0 + reach; cy += step) {
      for (let cx = cx0 - reach; cx <= cx0 + reach; cx += step) {
        for (let r = r0; r <= r1; r += step) {
          const score = rimContrast(frame, cx, cy, r);
          if (score > bestScore) {
            bestScore = score;
            best = { cx, cy, r };
          }
        }
      }
    }
  };
  const step = Math.max(1, Math.round(guess.r / 12));
  search(
    Math.round(guess.cx),
    Math.round(guess.cy),
    Math.round(guess.r * 0.5),
    Math.max(3, Math.round(guess.r * 0.6)),
    guess.r * 1.5,
    step,
  );
  if (step > 1) search(best.cx, best.cy, step, Math.max(3, best.r - step), best.r + step, 1);
  return best;
}
