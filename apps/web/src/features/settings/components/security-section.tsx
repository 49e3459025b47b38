import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { CurrentPasswordField } from '../../../components/form-field.tsx';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { formProblems } from '../../../lib/api-client.ts';
import { type FormProblems, NO_PROBLEMS } from '../../../lib/field-errors.ts';
import { EMPTY_PASSWORD_PAIR } from '../../../lib/password-pair.ts';
import { useChangePassword } from '../api/change-password.ts';
import {
  CHANGE_PASSWORD_LABELS,
  type ChangePasswordField,
  changePasswordProblems,
  settingsError,
} from '../settings-options.ts';
import { SignInMethodsSection } from './sign-in-methods-section.tsx';

/** Spec 01 §4: the success message stays 2 seconds before the form closes. */
export const PASSWORD_SUCCESS_MS = 2000;

interface ChangePasswordFormProps {
  playerId: number | null;
  email: string;
  onClose: () => void;
}

function ChangePasswordForm({ playerId, email, onClose }: ChangePasswordFormProps) {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [passwords, setPasswords] = useState(EMPTY_PASSWORD_PAIR);
  const [invalid, setInvalid] = useState<FormProblems<ChangePasswordField>>(NO_PROBLEMS);

  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = setTimeout(onClose, PASSWORD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [change.isSuccess, onClose]);

  function submit() {
    const check = changePasswordProblems(playerId !== null, {
      current,
      next: passwords.password,
      confirm: passwords.confirm,
    });
    setInvalid(check);
    if (check.message || playerId === null) return;
    change.mutate({ playerId, oldPassword: current, newPassword: passwords.password });
  }

  const problems = formProblems(invalid, change.error, 'Could not change your password.', CHANGE_PASSWORD_LABELS);
  return (
    <Form
      onSubmit={submit}
      busy={change.isPending}
      error={problems.message && settingsError(problems.message)}
      success={change.data?.message}
      submitLabel="Update Password"
      submitDisabled={change.isSuccess}
      layout="row"
      secondaryAction={
        <button type="button" className="button button-ghost" onClick={onClose}>
          Cancel
        </button>
      }
    >
      {/* Lets password managers tie the new password to the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <CurrentPasswordField
        label={CHANGE_PASSWORD_LABELS.old_password}
        value={current}
        onValue={setCurrent}
        error={problems.fields.old_password}
      />
      <PasswordFields
        value={passwords}
        onChange={setPasswords}
        hint="At least 6 characters. Your other signed-in devices will be signed out."
        errors={{ password: problems.fields.new_password, confirm: problems.fields.confirm }}
      />
    </Form>
  );
}

/** Security: the change-password form behind a 'Change Password' button, and the sign-in methods. */
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
      <SignInMethodsSection />
    </section>
  );
}
