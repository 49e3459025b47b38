import { Link } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';
import { paths } from '../../../lib/paths.ts';

/** /setup-account (query: token, provider): finishing an account created through an outside sign-in. */
export function SetupAccountPage() {
  return (
    <ComingSoonPage title="Complete Your Account" action={<Link to={paths.register}>Create an account</Link>}>
      Creating an account through Google, LinkedIn or Nostr is coming soon. For now, create your account with your
      e-mail address and a password.
    </ComingSoonPage>
  );
}
