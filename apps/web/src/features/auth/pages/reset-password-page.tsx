import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { errorText } from '../../../lib/api-client.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

/** Spec 01 §9: after a successful reset, /login follows in 3 seconds. */
export const RESET_REDIRECT_MS = 3000;
export const RESET_PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
const RESET_FAILED = 'Failed to reset password. Please try again.';

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!password || !confirm) {
      setError('Please enter your new password twice.');
      return;
    }
    if (password !== confirm) {
      setError(RESET_PASSWORDS_DO_NOT_MATCH);
      return;
    }
    setBusy(true);
    try {
      const message = await resetPassword(token, password);
      if (message === null) throw new Error('no answer');
      setDone(message);
    } catch (err) {
      setError(errorText(err, RESET_FAILED));
      setBusy(false);
    }
  }

  if (done) return <FormMessage success={`${done} Taking you to sign in…`} />;
  const describedBy = error ? errorId : undefined;
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormField
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
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
      <FormMessage id={errorId} error={error} />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        Reset Password
      </button>
    </form>
  );
}

/** /reset-password: asks for a link by e-mail, or with ?token= sets the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [sent, setSent] = useState<string | null>(null);
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
        <FormMessage success={sent} />
      ) : (
        <ForgotPasswordForm onSent={setSent} />
      )}
      <p className="auth-links">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthCard>
  );
}
