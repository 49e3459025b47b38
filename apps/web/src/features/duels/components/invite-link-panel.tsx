import { useId, useRef, useState } from 'react';
import {
  browserCopyEnvironment,
  copyFailedMessage,
  copySucceededMessage,
  copyText,
} from '../../../lib/clipboard-copy.ts';

const WHAT = 'Invite link';

/**
 * After a phone invite: the sign-up link that carries the challenge, to send by any messenger
 * (there is no SMS provider), with Copy and the spec's clipboard messages.
 */
export function InviteLinkPanel({ link, to, onDone }: { link: string; to: string; onDone: () => void }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const copy = async () => {
    const outcome = await copyText(link, browserCopyEnvironment());
    if (outcome === 'manual') {
      setStatus({ ok: false, text: copyFailedMessage(WHAT) });
      fieldRef.current?.select();
    } else {
      setStatus({ ok: true, text: copySucceededMessage(WHAT) });
    }
  };

  return (
    <div className="form duel-invite-link" data-testid="invite-link-panel">
      <p className="form-message form-message-success" role="status">
        Challenge created. Send this link to {to}: it opens sign-up with your challenge waiting.
      </p>
      <div className="field">
        <label htmlFor={id}>{WHAT}</label>
        <input id={id} ref={fieldRef} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <p className={status && !status.ok ? 'handoff-status is-error' : 'handoff-status'} role="status">
        {status?.text}
      </p>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={copy}>
          Copy
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
