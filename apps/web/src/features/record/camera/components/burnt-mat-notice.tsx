/** What the camera mode says when the learned mat shows burnt white (`burntShare`), and the way on. */
export const BURNT_MAT_TEXT =
  'The mat shows white in the camera’s picture, so a ball on it may not be seen. Shade the mat from direct light, or light the room around it more, then learn the mat again.';

export function BurntMatNotice({ onRelearn }: { onRelearn: () => void }) {
  return (
    <div className="camera-notice" role="alert">
      <p>{BURNT_MAT_TEXT}</p>
      <button type="button" className="button button-secondary" onClick={onRelearn}>
        Learn the mat again
      </button>
    </div>
  );
}
