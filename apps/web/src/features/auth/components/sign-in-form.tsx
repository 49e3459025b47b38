import { loginRequestSchema } from '@holeout/shared/accounts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Form } from '../../../components/form.tsx';
import { CurrentPasswordField, EmailField } from '../../../components/form-field.tsx';
import { ApiError, errorProblems } from '../../../lib/api-client.ts';
import { type FormProblems, fieldsSummary, NO_PROBLEMS } from '../../../lib/field-errors.ts';
import { useLogin } from '../api/login.ts';
import { useAuth } from '../auth-context.ts';
import { safeNextPath } from '../auth-paths.ts';

export const LOGIN_FAILED = 'Login failed. Please try again.';
export const LOGIN_FIELDS_MISSING = 'Please enter your email address and password.';
export const EMAIL_MISSING = 'Please enter your e-mail address.';
export const PASSWORD_MISSING = 'Please enter your password.';

type Field = 'email' | 'password';
const LABELS: Record<Field, string> = { email: 'Email Address', password: 'Password' };

/** The sign-in form's own checks, every field at once; the message is null when it may be sent. */
export function signInProblems(email: string, password: string): FormProblems<Field> {
  const fields: FormProblems<Field>['fields'] = {};
  if (!email.trim()) fields.email = EMAIL_MISSING;
  else {
    const checked = loginRequestSchema.shape.email.safeParse(email);
    if (!checked.success) fields.email = checked.error.issues[0]?.message;
  }
  if (!password) fields.password = PASSWORD_MISSING;
  const missing = !email.trim() || !password;
  return { message: missing ? LOGIN_FIELDS_MISSING : fieldsSummary(fields, LABELS), fields };
}

/** The spec's login failure text: the server's message, 'Login failed: N' without one, else the generic text. */
function loginProblems(err: unknown): FormProblems<Field> {
  if (err instanceof ApiError && err.message.startsWith('HTTP error! status:')) {
    return { message: `Login failed: ${err.status}`, fields: {} };
  }
  return errorProblems(err, LOGIN_FAILED, LABELS);
}

/** E-mail and password sign-in; on success goes on to `next` (or home). */
export function SignInForm({ next, initialEmail = '' }: { next: string | null; initialEmail?: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<FormProblems<Field>>(NO_PROBLEMS);

  function submit() {
    const check = signInProblems(email, password);
    setInvalid(check);
    if (check.message) return;
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

  const problems = invalid.message ? invalid : login.error ? loginProblems(login.error) : NO_PROBLEMS;
  return (
    <Form onSubmit={submit} busy={login.isPending} error={problems.message} submitLabel="Sign In">
      <EmailField label={LABELS.email} value={email} onValue={setEmail} error={problems.fields.email} />
      <CurrentPasswordField
        label={LABELS.password}
        value={password}
        onValue={setPassword}
        error={problems.fields.password}
      />
    </Form>
  );
}
