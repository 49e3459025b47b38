import { PROVIDER_ENTRIES, SETUP_REDIRECT_MS } from '@holeout/shared/sign-in-providers';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Form } from '../../../components/form.tsx';
import { DisplayNameField, EMAIL_INPUT, FormField } from '../../../components/form-field.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { errorText } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCompleteOAuthSignup } from '../api/complete-oauth-signup.ts';
import { useAuth } from '../auth-context.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { readLinkRequest } from '../link-token.ts';
import { clearReferral } from '../referral-storage.ts';

/** Spec 01 §8 and §5: setup failures. */
export const SETUP_FAILED = 'Failed to create account';
export const DISPLAY_NAME_REQUIRED = 'Display name is required';

/**
 * /setup-account (query: token, provider): a new player arriving through an outside sign-in
 * chooses a display name; 'Complete Setup' creates the account and signs in 1.5 s later.
 */
export function SetupAccountPage() {
  usePageTitle('Complete Your Account');
  const [params] = useSearchParams();
  const request = readLinkRequest(params, 'Invalid setup request');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const complete = useCompleteOAuthSignup();
  const [name, setName] = useState(request.ok ? request.payload.name : '');
  const [blank, setBlank] = useState(false);

  useEffect(() => {
    const answer = complete.data;
    if (!answer) return;
    const timer = setTimeout(() => {
      signIn(answer.token, answer.player);
      clearReferral();
      navigate(paths.home, { replace: true });
    }, SETUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [complete.data, signIn, navigate]);

  if (!request.ok) {
    return (
      <AuthCard title="Complete Your Account">
        <FormMessage error={request.message} />
        <p className="auth-links">
          <Link to={paths.login}>Back to Login</Link>
        </p>
      </AuthCard>
    );
  }

  const nostr = request.provider === 'nostr';
  const error = blank ? DISPLAY_NAME_REQUIRED : complete.error ? errorText(complete.error, SETUP_FAILED) : null;
  return (
    <AuthCard
      title="Complete Your Account"
      intro={
        <p>
          Welcome! Choose the name other players will see for your {PROVIDER_ENTRIES[request.provider].name} sign-in.
        </p>
      }
    >
      <Form
        onSubmit={() => {
          const empty = !name.trim();
          setBlank(empty);
          if (!empty)
            complete.mutate({ setupToken: request.token, displayName: name.trim(), provider: request.provider });
        }}
        busy={complete.isPending}
        error={error}
        success={complete.data ? `${complete.data.message} Signing you in…` : null}
        submitLabel="Complete Setup"
        submitDisabled={complete.isSuccess}
      >
        {!nostr && (
          <FormField label="Email Address" {...EMAIL_INPUT} value={request.payload.email} onValue={() => {}} readOnly />
        )}
        <DisplayNameField
          label="Display Name"
          value={name}
          onValue={setName}
          error={blank ? DISPLAY_NAME_REQUIRED : undefined}
        />
      </Form>
      <p className="auth-links">
        <Link to={paths.login}>Back to Login</Link>
      </p>
    </AuthCard>
  );
}
