import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/form-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { postOAuthResult } from '../../../lib/oauth-popup.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useOAuthOutcome } from '../use-oauth-outcome.ts';

/**
 * Where Google or LinkedIn send the browser back (query: oauth_success or oauth_error, token,
 * provider, action, mode). In a popup it hands the result to the opener and closes; opened as a
 * full page it acts on the result itself.
 */
export function OAuthReturnPage() {
  usePageTitle('Signing In');
  const [params] = useSearchParams();
  const outcome = useOAuthOutcome();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [inPopup, setInPopup] = useState(false);
  const handled = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the return is acted on once (its ticket is single-use).
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const result = Object.fromEntries(params);
    if (postOAuthResult(result)) {
      setInPopup(true);
      return;
    }
    if (result.action === 'linked') {
      navigate(paths.settings, { replace: true });
      return;
    }
    void outcome(result).then(setError);
  }, []);

  return (
    <AuthCard title="Signing In">
      {error ? (
        <>
          <FormMessage error={error} />
          <p className="auth-links">
            <Link to={paths.login}>Back to Login</Link>
          </p>
        </>
      ) : (
        <Spinner label={inPopup ? 'Returning to Holeout' : 'Completing sign-in'} />
      )}
    </AuthCard>
  );
}
