import { forgotPasswordRequestSchema } from '@holeout/shared/accounts';
import { useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { EmailField } from '../../../components/form-field.tsx';
import { formProblems } from '../../../lib/api-client.ts';
import { type FormProblems, fieldsSummary, NO_PROBLEMS } from '../../../lib/field-errors.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';

export const RESET_EMAIL_FAILED = 'Failed to send reset email. Please try again.';
export const RESET_EMAIL_MISSING = 'Please enter your email address.';
/** Spec 01 §4: the confirmation once a reset link is on its way, on /login and on /reset-password alike. */
export const RESET_EMAIL_SENT = 'Password reset instructions have been sent to your email.';

const LABELS = { email: 'Email Address' } as const;

/** The e-mail field's check, in the server's words. */
function emailProblems(email: string): FormProblems<'email'> {
  if (!email.trim()) return { message: RESET_EMAIL_MISSING, fields: { email: RESET_EMAIL_MISSING } };
  const checked = forgotPasswordRequestSchema.shape.email.safeParse(email);
  const fields = checked.success ? {} : { email: checked.error.issues[0]?.message };
  return { message: fieldsSummary(fields, LABELS), fields };
}

/** Asks for a reset link; `onSent` is called once the server has taken the request. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<FormProblems<'email'>>(NO_PROBLEMS);

  function submit() {
    const check = emailProblems(email);
    setInvalid(check);
    if (!check.message) requestReset.mutate(email.trim(), { onSuccess: () => onSent() });
  }

  const problems = formProblems(invalid, requestReset.error, RESET_EMAIL_FAILED, LABELS);
  return (
    <Form onSubmit={submit} busy={requestReset.isPending} error={problems.message} submitLabel="Send Reset Email">
      <EmailField label={LABELS.email} value={email} onValue={setEmail} error={problems.fields.email} />
    </Form>
  );
}
