import { type ReactNode, useId, useRef, useState } from 'react';
import { browserCopyEnvironment, copyFailedMessage, copySucceededMessage, copyText } from '../lib/clipboard-copy.ts';

/**
 * A link to share: read-only in a labelled field (selected on focus, for copying by hand), a copy
 * button with the spec's clipboard messages (spec 01 §8), and any further buttons beside it. When
 * the browser refuses to copy, the link is selected for the player to copy themselves.
 */
export function CopyLinkField({
  link,
  what,
  copyLabel = 'Copy',
  children,
}: {
  link: string;
  /** The field's label and the clipboard messages' subject ('Invite link'). */
  what: string;
  copyLabel?: string;
  /** Buttons after the copy button. */
  children?: ReactNode;
}) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const copy = async () => {
    const outcome = await copyText(link, browserCopyEnvironment());
    if (outcome === 'manual') {
      setStatus({ ok: false, text: copyFailedMessage(what) });
      fieldRef.current?.select();
    } else {
      setStatus({ ok: true, text: copySucceededMessage(what) });
    }
  };

  return (
    <>
      <div className="field">
        <label htmlFor={id}>{what}</label>
        <input id={id} ref={fieldRef} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <p className={status && !status.ok ? 'handoff-status is-error' : 'handoff-status'} role="status">
        {status?.text}
      </p>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={copy}>
          {copyLabel}
        </button>
        {children}
      </div>
    </>
  );
}
