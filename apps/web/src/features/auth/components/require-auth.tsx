import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAuth } from '../auth-context.ts';
import { loginPathFor } from '../auth-paths.ts';

/** Label of the spinner shown while the sign-in state loads (also the dashboard's loading text). */
export const LOADING_PLAYER_DATA = 'Loading player data';

/**
 * Gate of the protected routes: a spinner while the sign-in state loads, /login for anonymous
 * visitors (with `next` so they come back here, except right after logging out).
 */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <Spinner label={LOADING_PLAYER_DATA} />;
  if (auth.status === 'anonymous') {
    const target = auth.endReason === 'logout' ? paths.login : loginPathFor(location.pathname + location.search);
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
