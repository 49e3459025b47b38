import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { login } from '../api/login.ts';
import { useAuth } from '../auth-context.ts';
import { safeNextPath } from '../auth-paths.ts';
import { clearCredentials } from '../auth-storage.ts';

export const LOGIN_FAILED = 'Login failed. Please try again.';

/** The spec's login failure text: the server's message, 'Login failed: N' without one, else the generic text. */
function loginError(err: unknown): string {
  if (err instanceof ApiError && err.message.startsWith('HTTP error! status:')) return `Login failed: ${err.status}`;
  return errorText(err, LOGIN_FAILED);
}

/** E-mail and password sign-in; on success goes on to `next` (or /). */
export function SignInForm({ next, initialEmail = '' }: { next: string | null; initialEmail?: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const describedBy = error ? errorId : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Please enter your email address and password.');
      return;
    }
    setBusy(true);
    try {
      const answer = await login(email.trim(), password);
      if (!answer) throw new Error('no answer');
      signIn(answer.token, answer.player);
      navigate(safeNextPath(next), { replace: true });
    } catch (err) {
      clearCredentials();
      setError(loginError(err));
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
        describedBy={describedBy}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        describedBy={describedBy}
      />
      <FormMessage id={errorId} error={error} />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        Sign In
      </button>
    </form>
  );
}
