import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { browserCopyEnvironment, copyFailedMessage, copySucceededMessage, copyText } from '../lib/clipboard-copy.ts';
import {
  browserLaunchEnvironment,
  DESKTOP_APP_NOT_FOUND_MESSAGE,
  launchDesktopApp,
  PARAMETERS_FAILED_MESSAGE,
} from '../lib/desktop-handoff.ts';

type Status = { kind: 'info' | 'success' | 'error'; text: string } | null;

/**
 * "Open Desktop App" and "Copy Parameters" for one session to be played. The builders may throw
 * (an id or rule is unusable); that shows the spec's parameter failure message. When copying is
 * refused everywhere, the text is shown in a read-only field, selected, for a manual copy.
 */
export function DesktopHandoffControls({
  buildLink,
  buildParameters,
  what = 'Parameters',
  emphasis = 'primary',
  check,
}: {
  buildLink: () => string;
  buildParameters: () => string;
  /**
   * The caller's own check before either action, e.g. of a field it shows: a message stops the
   * action and is shown here (the caller marks its field).
   */
  check?: () => string | null;
  /** Name of the copied thing in the messages ('✅ Parameters copied to clipboard!'). */
  what?: string;
  /** 'secondary' where another action (Record in Browser) comes first. */
  emphasis?: 'primary' | 'secondary';
}) {
  const [status, setStatus] = useState<Status>(null);
  const [manualText, setManualText] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const manualRef = useRef<HTMLTextAreaElement>(null);
  const manualId = useId();

  /** The caller's check; false (with its message shown) when the action must not go on. */
  const passes = () => {
    const problem = check?.() ?? null;
    if (problem) setStatus({ kind: 'error', text: problem });
    return !problem;
  };

  const open = async () => {
    if (!passes()) return;
    let url: string;
    try {
      url = buildLink();
    } catch {
      setStatus({ kind: 'error', text: PARAMETERS_FAILED_MESSAGE });
      return;
    }
    setStatus({ kind: 'info', text: 'Opening the desktop app…' });
    setOpening(true);
    const outcome = await launchDesktopApp(url, browserLaunchEnvironment());
    setOpening(false);
    setStatus(
      outcome === 'opened'
        ? { kind: 'success', text: 'The desktop app should now be open.' }
        : { kind: 'error', text: DESKTOP_APP_NOT_FOUND_MESSAGE },
    );
  };

  const copy = async () => {
    if (!passes()) return;
    let text: string;
    try {
      text = buildParameters();
    } catch {
      setStatus({ kind: 'error', text: PARAMETERS_FAILED_MESSAGE });
      return;
    }
    const outcome = await copyText(text, browserCopyEnvironment());
    if (outcome === 'manual') {
      setManualText(text);
      setStatus({ kind: 'error', text: copyFailedMessage(what) });
      // Let the field render, then select it so Ctrl+C is all that is left to do.
      requestAnimationFrame(() => manualRef.current?.select());
    } else {
      setManualText(null);
      setStatus({ kind: 'success', text: copySucceededMessage(what) });
    }
  };

  return (
    <div className="handoff">
      <div className="button-row">
        <button
          type="button"
          className={`button button-${emphasis}`}
          onClick={open}
          disabled={opening}
          aria-busy={opening}
        >
          {opening ? 'Opening…' : 'Open Desktop App'}
        </button>
        <button type="button" className="button button-secondary" onClick={copy}>
          Copy Parameters
        </button>
      </div>
      <p
        className={status?.kind === 'error' ? 'handoff-status is-error' : 'handoff-status'}
        role={status?.kind === 'error' ? 'alert' : 'status'}
      >
        {status?.text}
      </p>
      {status?.text === DESKTOP_APP_NOT_FOUND_MESSAGE && (
        <p className="field-hint" data-testid="desktop-app-help">
          No desktop app on this device? Nothing is lost: record the session here in the browser instead, or read{' '}
          <Link to="/help#desktop-app">how to get the desktop app</Link>.
        </p>
      )}
      {manualText !== null && (
        <div className="handoff-manual">
          <label htmlFor={manualId}>{what} (select and copy)</label>
          <textarea
            id={manualId}
            ref={manualRef}
            readOnly
            rows={2}
            value={manualText}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
    </div>
  );
}
