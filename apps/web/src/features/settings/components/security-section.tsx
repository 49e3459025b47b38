import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { changePassword } from '../api/change-password.ts';
import { changePasswordError, settingsError } from '../settings-options.ts';

/** Spec 01 §4: the success message stays 2 seconds before the form closes. */
export const PASSWORD_SUCCESS_MS = 2000;

interface ChangePasswordFormProps {
  playerId: number | null;
  email: string;
  onClose: () => void;
}

function ChangePasswordForm({ playerId, email, onClose }: ChangePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = useId();

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onClose, PASSWORD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success, onClose]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const invalid = changePasswordError(playerId !== null, { current, next, confirm });
    if (invalid || playerId === null) {
      setError(invalid);
      return;
    }
    setBusy(true);
    try {
      const answer = await changePassword(playerId, current, next);
      if (!answer) throw new Error('Player not found');
      setSuccess(answer.message);
    } catch (err) {
      setError(settingsError(errorText(err, 'Could not change your password.')));
    } finally {
      setBusy(false);
    }
  }

  const describedBy = error || success ? messageId : undefined;
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      {/* Lets password managers tie the new password to the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        required
        describedBy={describedBy}
      />
      <FormField
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        hint="At least 6 characters. Your other signed-in devices will be signed out."
        required
        describedBy={describedBy}
      />
      <FormField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        required
        describedBy={describedBy}
      />
      <FormMessage id={messageId} error={error} success={success} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy || Boolean(success)}>
          Update Password
        </button>
        <button type="button" className="button button-ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Security: the change-password form behind a 'Change Password' button. */
export function SecuritySection({ playerId, email }: { playerId: number | null; email: string }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const toggled = useRef(false);
  const close = useCallback(() => setOpen(false), []);

  // Focus follows the disclosure: into the form when it opens, back to the button when it closes.
  useEffect(() => {
    if (!toggled.current) return;
    if (open) formRef.current?.querySelector<HTMLInputElement>('input:not([hidden])')?.focus();
    else buttonRef.current?.focus();
  }, [open]);

  return (
    <section className="card settings-section" aria-labelledby="security-heading">
      <h2 id="security-heading">Security</h2>
      {!open && (
        <div className="section-row">
          <p className="section-intro">Change the password you sign in with.</p>
          <button
            ref={buttonRef}
            type="button"
            className="button button-secondary"
            aria-expanded={false}
            aria-controls={formId}
            onClick={() => {
              toggled.current = true;
              setOpen(true);
            }}
          >
            Change Password
          </button>
        </div>
      )}
      {open && (
        <div id={formId} ref={formRef}>
          <ChangePasswordForm playerId={playerId} email={email} onClose={close} />
        </div>
      )}
    </section>
  );
}
