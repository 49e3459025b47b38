import { Link } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * /link-account (query: token, provider): linking a Google or LinkedIn sign-in to an existing
 * account. Outside sign-in is not built yet, so the page says so and offers only what works.
 */
export function LinkAccountPage() {
  usePageTitle('Link Your Account');
  return (
    <AuthCard title="Link Your Account">
      <p className="auth-intro">
        Signing in with Google, LinkedIn or Nostr is not available yet, so there is no outside account to link. Sign in
        with your e-mail address and password instead.
      </p>
      <p className="auth-links">
        <Link to={paths.login}>Back to Login</Link>
      </p>
    </AuthCard>
  );
}
