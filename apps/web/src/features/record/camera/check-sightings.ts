/**
 * The setup's check step in words (decision 049): whether the camera saw the ball rolled past the
 * cup, and where it went by the cup — measured on the mat's plane, so "3 cm left of the cup" is
 * centimetres on the mat, as the golfer sees it from behind the ball.
 */
import { MatView } from '@holeout/shared/camera/mat-view';
import type { Calibration, Point } from './camera-api.ts';

export function whatTheCameraSaw(calibration: Calibration, seen: readonly Point[]): string {
  if (seen.length === 0) return 'Waiting for a ball… The camera has not seen one yet.';
  const view = new MatView(calibration);
  const { cx, cy, r } = view.rim;
  let nearest = { d: Number.POSITIVE_INFINITY, x: 0 };
  for (const p of seen) {
    const q = view.place(p);
    const d = Math.hypot(q.x - cx, q.y - cy);
    if (d < nearest.d) nearest = { d, x: q.x - cx };
  }
  const frames = `The camera saw the ball in ${seen.length} ${seen.length === 1 ? 'frame' : 'frames'}`;
  if (!calibration.plane) return `${frames}.`;
  if (nearest.d <= r) return `${frames}; it went over the cup.`;
  const cm = Math.round(nearest.d - r);
  if (cm === 0) return `${frames}; it touched the cup's rim.`;
  // Putting up the mat (towards −y), the golfer's right is +x.
  return `${frames}; it passed ${cm} cm ${nearest.x > 0 ? 'right' : 'left'} of the cup.`;
}
