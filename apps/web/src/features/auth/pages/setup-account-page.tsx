import { Link } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * /setup-account (query: token, provider): finishing an account created through an outside
 * sign-in. Outside sign-in is not built yet, so the page says so and offers only what works.
 */
export function SetupAccountPage() {
  usePageTitle('Complete Your Account');
  return (
    <AuthCard title="Complete Your Account">
      <p className="auth-intro">
        Creating an account through Google, LinkedIn or Nostr is not available yet. Create your account with your e-mail
        address and a password instead.
      </p>
      <p className="auth-links">
        <Link to={paths.register}>Create an account</Link>
        <Link to={paths.login}>Back to Login</Link>
      </p>
    </AuthCard>
  );
}
