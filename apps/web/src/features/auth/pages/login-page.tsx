import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/form-message.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useAuth } from '../auth-context.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CreateAccountForm } from '../components/create-account-form.tsx';
import { ForgotPasswordForm, RESET_EMAIL_SENT } from '../components/forgot-password-form.tsx';
import { ProviderButtons } from '../components/provider-buttons.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';

type Mode = 'login' | 'register' | 'forgot';

/** Shown on the sign-in form when the server stopped accepting the stored sign-in (expired or revoked). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const titles: Record<Mode, string> = { login: 'Sign In', register: 'Create Account', forgot: 'Reset Password' };

/** What a mode switch carries: a success note for the next mode and the e-mail to pre-fill. */
interface ModeState {
  notice?: string;
  email?: string;
}

function readMode(value: string | null): Mode {
  return value === 'register' || value === 'forgot' ? value : 'login';
}

/**
 * /login in its three modes. The mode lives in the address (?mode=register|forgot) so each is a
 * real link and the back button works; switching drops any message, as the spec asks.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const mode = readMode(params.get('mode'));
  const next = params.get('next');
  const state = (location.state ?? {}) as ModeState;
  const { endReason } = useAuth();
  usePageTitle(titles[mode]);

  const hrefFor = (target: Mode) => withQuery(paths.login, { mode: target === 'login' ? null : target, next });
  const switchTo = (target: Mode, carry: ModeState) => navigate(hrefFor(target), { state: carry });

  return (
    <AuthCard
      title={titles[mode]}
      intro={mode === 'forgot' ? <p>We'll e-mail you a link to choose a new password.</p> : null}
    >
      <FormMessage success={state.notice} />
      {mode === 'login' && !state.notice && endReason === 'expired' && (
        <p className="banner banner-warning session-ended" role="status">
          {SESSION_ENDED}
        </p>
      )}
      {mode === 'login' && (
        <>
          <SignInForm key={location.key} next={next} initialEmail={state.email} />
          <ProviderButtons mode="login" />
          <p className="auth-links">
            <Link to={hrefFor('forgot')}>Forgot password?</Link>
            <Link to={hrefFor('register')}>Create an account</Link>
          </p>
        </>
      )}
      {mode === 'register' && (
        <>
          <CreateAccountForm
            submitLabel="Create Account"
            onRegistered={(answer, email) => switchTo('login', { notice: `${answer.message} Please sign in.`, email })}
          />
          <ProviderButtons mode="signup" />
          <p className="auth-links">
            <span>Already have an account?</span> <Link to={hrefFor('login')}>Sign in</Link>
          </p>
        </>
      )}
      {mode === 'forgot' && (
        <>
          <ForgotPasswordForm onSent={() => switchTo('login', { notice: RESET_EMAIL_SENT })} />
          <p className="auth-links">
            <Link to={hrefFor('login')}>Back to Login</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
