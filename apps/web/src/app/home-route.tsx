import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { LOADING_PLAYER_DATA } from '../features/auth/components/require-auth.tsx';
import { DashboardPage } from '../features/sessions/pages/dashboard-page.tsx';
import { paths } from '../lib/paths.ts';

// Loaded only for visitors: a signed-in player's first load stays the dashboard alone (decision 023).
const LandingPage = lazy(() => import('./landing/landing-page.tsx').then((m) => ({ default: m.LandingPage })));

/**
 * `/`: the dashboard for a signed-in player; for a visitor, the landing page that says what
 * Holeout is. Right after logging out or when the session ended, /login as before (spec 01 §2).
 */
export function HomeRoute() {
  const auth = useAuth();
  if (auth.status === 'loading') return <Spinner label={LOADING_PLAYER_DATA} />;
  if (auth.status === 'authenticated') return <DashboardPage />;
  if (auth.endReason !== null) return <Navigate to={paths.login} replace />;
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <LandingPage />
    </Suspense>
  );
}
