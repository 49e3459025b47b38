import { Navigate, Outlet, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { useAuth } from '../auth-context.ts';
import { safeNextPath } from '../auth-paths.ts';

/** For /login and /register: a signed-in player goes on to `next`, else to the dashboard. */
export function RedirectIfSignedIn() {
  const auth = useAuth();
  const [params] = useSearchParams();
  if (auth.status === 'loading') return <Spinner label="Loading" />;
  if (auth.status === 'authenticated') return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return <Outlet />;
}
