import { Link } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { useAuth } from '../features/auth/auth-context.ts';
import { paths } from '../lib/paths.ts';

/** Any address the app does not know. */
export function NotFoundPage() {
  const { status } = useAuth();
  usePageTitle('Page not found');
  if (status === 'loading') return <Spinner label="Loading" />;
  return (
    <div className="page page-narrow">
      <section className="card empty-state">
        <h1>Page not found</h1>
        <p>That putt lipped out: there is no page at this address.</p>
        <p>
          {status === 'authenticated' ? (
            <Link className="button button-primary" to={paths.home}>
              Back to Dashboard
            </Link>
          ) : (
            <Link className="button button-primary" to={paths.login}>
              Go to Sign In
            </Link>
          )}
        </p>
      </section>
    </div>
  );
}
