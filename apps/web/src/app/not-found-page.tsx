import { Link } from 'react-router';
import { Brand } from '../components/brand.tsx';
import { Spinner } from '../components/spinner.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { useAuth } from '../features/auth/auth-context.ts';
import { paths } from '../lib/paths.ts';

/** Any address the app does not know. Signed out there is no header, so the page shows the logo itself. */
export function NotFoundPage() {
  const { status } = useAuth();
  usePageTitle('Page not found');
  if (status === 'loading') return <Spinner label="Loading" />;
  const signedIn = status === 'authenticated';
  return (
    <div className="page page-narrow">
      {!signedIn && <Brand />}
      <section className="card empty-state">
        <h1>Page not found</h1>
        <p>That putt lipped out: there is no page at this address.</p>
        <p>
          {signedIn ? (
            <Link className="button button-primary" to={paths.home}>
              Back to Dashboard
            </Link>
          ) : (
            <Link className="button button-primary" to={paths.login}>
              Go to Login
            </Link>
          )}
        </p>
      </section>
    </div>
  );
}
