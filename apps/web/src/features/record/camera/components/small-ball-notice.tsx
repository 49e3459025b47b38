/** What the camera mode says when a ball by the cup would be too small in the picture to follow (`ballTooSmall`). */
export const SMALL_BALL_TEXT =
  'The cup is far away in the camera’s picture, so a ball by it is only a few pixels wide and may not be seen. Put the phone closer to the cup, then mark the mat again.';

export function SmallBallNotice() {
  return (
    <p className="camera-notice" role="status">
      {SMALL_BALL_TEXT}
    </p>
  );
}
