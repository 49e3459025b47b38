import { useEffect, useRef } from 'react';

/**
 * Undo and Finish under the pad; Finish asks once more (a stray tap must not end a session) and
 * offers to discard a session without putts rather than upload an empty one.
 */
export function FinishPanel({
  putts,
  confirming,
  onUndo,
  onFinish,
  onConfirm,
  onKeepPutting,
  onDiscard,
  clockPaused = false,
}: {
  putts: number;
  confirming: boolean;
  /** The clock stands still while the question is open (not in a time-limited competition). */
  clockPaused?: boolean;
  onUndo: () => void;
  onFinish: () => void;
  onConfirm: () => void;
  onKeepPutting: () => void;
  onDiscard: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const finishRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(confirming);
  // The pressed button leaves the page either way: focus follows to what replaced it.
  useEffect(() => {
    if (confirming) headingRef.current?.focus();
    else if (wasConfirming.current) finishRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  if (!confirming) {
    return (
      <div className="record-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => putts > 0 && onUndo()}
          aria-disabled={putts === 0}
        >
          Undo last putt
        </button>
        <button ref={finishRef} type="button" className="button button-primary" onClick={onFinish}>
          Finish
        </button>
      </div>
    );
  }
  return (
    <section className="card record-confirm" aria-labelledby="finish-heading">
      <h2 id="finish-heading" ref={headingRef} tabIndex={-1}>
        {putts > 0 ? 'Finish this session?' : 'No putts yet'}
      </h2>
      <p className="muted">
        {putts > 0
          ? `${putts === 1 ? '1 putt' : `${putts} putts`} will be uploaded to your history.`
          : 'There is nothing to upload. Keep putting, or discard this session.'}
        {clockPaused && ' The clock is paused while you decide.'}
      </p>
      <div className="record-actions">
        {putts > 0 && (
          <button type="button" className="button button-primary" onClick={onConfirm}>
            Finish and upload
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onKeepPutting}>
          Keep putting
        </button>
        <button type="button" className="button button-ghost" onClick={onDiscard}>
          Discard session
        </button>
      </div>
    </section>
  );
}
