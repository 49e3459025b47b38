import { Link } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';
import { paths } from '../../../lib/paths.ts';

/** /link-account (query: token, provider): linking a Google or LinkedIn sign-in to an existing account. */
export function LinkAccountPage() {
  return (
    <ComingSoonPage title="Link Your Account" action={<Link to={paths.login}>Go to Sign In</Link>}>
      Signing in with Google, LinkedIn or Nostr is coming soon, so there is no outside account to link yet. Please sign
      in with your e-mail address and password.
    </ComingSoonPage>
  );
}
