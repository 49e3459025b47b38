import type { AuthResponse } from '@holeout/shared/accounts';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { register } from '../api/register.ts';
import { clearReferral, currentReferral } from '../referral-storage.ts';
import { registrationError } from '../registration-rules.ts';

export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

interface CreateAccountFormProps {
  submitLabel: string;
  /** An address supplied by an invitation: pre-filled and read-only. */
  lockedEmail?: string | null;
  /** A `ref` value from the address; wins over a saved referral. */
  referralFromAddress?: string | null;
  onRegistered: (answer: AuthResponse, email: string) => void;
}

/** Name, e-mail and password twice, with the spec's client checks; sends the referral along. */
export function CreateAccountForm({
  submitLabel,
  lockedEmail,
  referralFromAddress,
  onRegistered,
}: CreateAccountFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState(lockedEmail ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const describedBy = error ? errorId : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = registrationError({ name, email, password, confirmPassword });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await register({
        name: name.trim(),
        email: email.trim(),
        password,
        referral_session_id: currentReferral(referralFromAddress),
      });
      if (!answer) throw new Error('no answer');
      clearReferral();
      onRegistered(answer, email.trim());
    } catch (err) {
      setError(errorText(err, REGISTRATION_FAILED));
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormField
        label="Display Name / Username"
        name="name"
        autoComplete="nickname"
        maxLength={80}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        describedBy={describedBy}
      />
      <FormField
        label="Email Address"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        readOnly={Boolean(lockedEmail)}
        hint={lockedEmail ? 'This is the address your invitation was sent to.' : undefined}
        required
        describedBy={describedBy}
      />
      <FormField
        label="Password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint="At least 6 characters."
        required
        describedBy={describedBy}
      />
      <FormField
        label="Confirm Password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        required
        describedBy={describedBy}
      />
      <FormMessage id={errorId} error={error} />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
