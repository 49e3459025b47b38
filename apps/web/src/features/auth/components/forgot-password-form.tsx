import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { requestPasswordReset } from '../api/forgot-password.ts';

export const RESET_EMAIL_FAILED = 'Failed to send reset email. Please try again.';

/** Asks for a reset link; `onSent` receives the server's message. */
export function ForgotPasswordForm({ onSent }: { onSent: (serverMessage: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError('Please enter your email address.');
      return;
    }
    setBusy(true);
    try {
      const message = await requestPasswordReset(email.trim());
      if (message === null) throw new Error('no answer');
      onSent(message);
    } catch (err) {
      setError(errorText(err, RESET_EMAIL_FAILED));
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormField
        label="Email Address"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        describedBy={error ? errorId : undefined}
      />
      <FormMessage id={errorId} error={error} />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        Send Reset Email
      </button>
    </form>
  );
}
