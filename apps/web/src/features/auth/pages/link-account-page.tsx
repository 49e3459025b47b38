import { PROVIDER_ENTRIES } from '@holeout/shared/sign-in-providers';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Form } from '../../../components/form.tsx';
import { CurrentPasswordField, EMAIL_INPUT, FormField } from '../../../components/form-field.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { linkOAuth } from '../api/link-oauth.ts';
import { login } from '../api/login.ts';
import { useAuth } from '../auth-context.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { readLinkRequest } from '../link-token.ts';

/** Spec 01 §8: link failures. */
export const LINK_INVALID_CREDENTIALS = 'Invalid email or password';
export const LINK_FAILED = 'Failed to link account';
const PASSWORD_REQUIRED = 'Please enter your password.';

/** Why linking failed: the sign-in refused the password, or the link itself was refused. */
class SignInRefused extends Error {}

/**
 * /link-account (query: token, provider): an outside sign-in whose e-mail already has an account.
 * The account's password signs in, and then the outside identity is linked to it (spec 01 §2).
 */
export function LinkAccountPage() {
  usePageTitle('Link Your Account');
  const [params] = useSearchParams();
  const request = readLinkRequest(params, 'Invalid link request');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const link = useMutation({
    mutationFn: async () => {
      if (!request.ok) return;
      const answer = await login({ email: request.payload.email, password }).catch((err: unknown) => {
        throw new SignInRefused(err instanceof ApiError && err.status !== 401 ? err.message : LINK_INVALID_CREDENTIALS);
      });
      signIn(answer.token, answer.player);
      await linkOAuth(request.token, request.provider);
    },
    onSuccess: () => navigate(paths.home, { replace: true }),
  });

  if (!request.ok) {
    return (
      <AuthCard title="Link Your Account">
        <FormMessage error={request.message} />
        <p className="auth-links">
          <Link to={paths.login}>Back to Login</Link>
        </p>
      </AuthCard>
    );
  }

  const providerName = PROVIDER_ENTRIES[request.provider].name;
  const error = missing
    ? PASSWORD_REQUIRED
    : link.error instanceof SignInRefused
      ? link.error.message
      : link.error
        ? errorText(link.error, LINK_FAILED)
        : null;
  return (
    <AuthCard
      title="Link Your Account"
      intro={
        <p>
          An account with this e-mail address already exists. Enter its password to sign in and link your {providerName}{' '}
          account to it.
        </p>
      }
    >
      <Form
        onSubmit={() => {
          setMissing(!password);
          if (password) link.mutate();
        }}
        busy={link.isPending}
        error={error}
        submitLabel="Link Account"
      >
        <FormField label="Email Address" {...EMAIL_INPUT} value={request.payload.email} onValue={() => {}} readOnly />
        <CurrentPasswordField
          label="Password"
          value={password}
          onValue={setPassword}
          error={missing ? PASSWORD_REQUIRED : undefined}
        />
      </Form>
      <p className="auth-links">
        <Link to={paths.login}>Back to Login</Link>
      </p>
    </AuthCard>
  );
}
