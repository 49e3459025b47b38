import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Form } from '../../../components/form.tsx';
import { CURRENT_PASSWORD_INPUT, EMAIL_INPUT, FormField } from '../../../components/form-field.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { useAuth } from '../auth-context.ts';
import { safeNextPath } from '../auth-paths.ts';

export const LOGIN_FAILED = 'Login failed. Please try again.';
export const LOGIN_FIELDS_MISSING = 'Please enter your email address and password.';

/** The spec's login failure text: the server's message, 'Login failed: N' without one, else the generic text. */
function loginError(err: unknown): string {
  if (err instanceof ApiError && err.message.startsWith('HTTP error! status:')) return `Login failed: ${err.status}`;
  return errorText(err, LOGIN_FAILED);
}

/** E-mail and password sign-in; on success goes on to `next` (or home). */
export function SignInForm({ next, initialEmail = '' }: { next: string | null; initialEmail?: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit() {
    const missing = !email.trim() || !password ? LOGIN_FIELDS_MISSING : null;
    setInvalid(missing);
    if (missing) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          signIn(answer.token, answer.player);
          navigate(safeNextPath(next), { replace: true });
        },
      },
    );
  }

  return (
    <Form
      onSubmit={submit}
      busy={login.isPending}
      error={invalid ?? (login.error && loginError(login.error))}
      submitLabel="Sign In"
    >
      <FormField label="Email Address" {...EMAIL_INPUT} value={email} onValue={setEmail} required />
      <FormField
        label="Password"
        {...CURRENT_PASSWORD_INPUT}
        name="password"
        value={password}
        onValue={setPassword}
        required
      />
    </Form>
  );
}
