import { useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { EMAIL_INPUT, FormField } from '../../../components/form-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';

export const RESET_EMAIL_FAILED = 'Failed to send reset email. Please try again.';
export const RESET_EMAIL_MISSING = 'Please enter your email address.';

/** Asks for a reset link; `onSent` receives the server's message. */
export function ForgotPasswordForm({ onSent }: { onSent: (serverMessage: string) => void }) {
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit() {
    const missing = email.trim() ? null : RESET_EMAIL_MISSING;
    setInvalid(missing);
    if (!missing) requestReset.mutate(email.trim(), { onSuccess: onSent });
  }

  return (
    <Form
      onSubmit={submit}
      busy={requestReset.isPending}
      error={invalid ?? (requestReset.error && errorText(requestReset.error, RESET_EMAIL_FAILED))}
      submitLabel="Send Reset Email"
    >
      <FormField label="Email Address" {...EMAIL_INPUT} value={email} onValue={setEmail} required />
    </Form>
  );
}
