import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Form } from '../../../components/form.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { formProblems } from '../../../lib/api-client.ts';
import { type FormProblems, NO_PROBLEMS } from '../../../lib/field-errors.ts';
import { EMPTY_PASSWORD_PAIR, passwordPairError } from '../../../lib/password-pair.ts';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPasswordForm, RESET_EMAIL_SENT } from '../components/forgot-password-form.tsx';

/** Spec 01 §9: after a successful reset, /login follows in 3 seconds. */
export const RESET_REDIRECT_MS = 3000;
export const RESET_PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const RESET_PASSWORDS_MISSING = 'Please enter your new password twice.';
const RESET_FAILED = 'Failed to reset password. Please try again.';

type Field = 'password' | 'confirm';
const LABELS: Record<Field, string> = { password: 'New Password', confirm: 'Confirm New Password' };

/** The pair's checks before sending; the server judges the length of a reset password. */
export function newPasswordProblems(password: string, confirm: string): FormProblems<Field> {
  if (!password || !confirm) {
    return {
      message: RESET_PASSWORDS_MISSING,
      fields: {
        password: password ? undefined : 'Please enter your new password.',
        confirm: confirm ? undefined : 'Please enter your new password again.',
      },
    };
  }
  const mismatch = passwordPairError(
    { password, confirm },
    { mismatch: RESET_PASSWORDS_DO_NOT_MATCH, checkLength: false },
  );
  return { message: mismatch, fields: mismatch ? { confirm: mismatch } : {} };
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [passwords, setPasswords] = useState(EMPTY_PASSWORD_PAIR);
  const [invalid, setInvalid] = useState<FormProblems<Field>>(NO_PROBLEMS);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  function submit() {
    const check = newPasswordProblems(passwords.password, passwords.confirm);
    setInvalid(check);
    if (!check.message) reset.mutate({ token, password: passwords.password });
  }

  if (reset.isSuccess) return <FormMessage success={`${reset.data} Taking you to sign in…`} />;
  const problems = formProblems(invalid, reset.error, RESET_FAILED, LABELS);
  return (
    <Form onSubmit={submit} busy={reset.isPending} error={problems.message} submitLabel="Reset Password">
      <PasswordFields
        value={passwords}
        onChange={setPasswords}
        label={LABELS.password}
        confirmLabel={LABELS.confirm}
        errors={problems.fields}
      />
    </Form>
  );
}

/** /reset-password: asks for a link by e-mail, or with ?token= sets the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [sent, setSent] = useState(false);
  usePageTitle(token ? 'Choose a New Password' : 'Reset Password');

  return (
    <AuthCard
      title={token ? 'Choose a New Password' : 'Reset Password'}
      intro={
        token ? null : <p>Enter your account's e-mail address and we'll send you a link to reset your password.</p>
      }
    >
      {token ? (
        <NewPasswordForm token={token} />
      ) : sent ? (
        <FormMessage success={RESET_EMAIL_SENT} />
      ) : (
        <ForgotPasswordForm onSent={() => setSent(true)} />
      )}
      <p className="auth-links">
        <Link to={paths.login}>Back to Login</Link>
      </p>
    </AuthCard>
  );
}
