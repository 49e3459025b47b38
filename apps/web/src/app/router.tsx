import { createBrowserRouter } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { RegisterPage } from '../features/auth/pages/register-page.tsx';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page.tsx';
import { DashboardPage } from '../features/sessions/pages/dashboard-page.tsx';
import { paths } from '../lib/paths.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * Every screen of spec 01 §2 and spec 02 §2. Sign-in pages and the dashboard are in the main
 * bundle; every other page loads on first visit, so charts and markdown stay out of the first load.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <Spinner label="Loading" />,
      children: [
        {
          element: <RedirectIfSignedIn />,
          children: [
            { path: paths.login, element: <LoginPage /> },
            { path: paths.register, element: <RegisterPage /> },
          ],
        },
        { path: paths.resetPassword, element: <ResetPasswordPage /> },
        {
          path: paths.linkAccount,
          lazy: () =>
            import('../features/auth/pages/link-account-page.tsx').then((m) => ({ Component: m.LinkAccountPage })),
        },
        {
          path: paths.setupAccount,
          lazy: () =>
            import('../features/auth/pages/setup-account-page.tsx').then((m) => ({ Component: m.SetupAccountPage })),
        },
        {
          element: <RequireAuth />,
          children: [
            { path: paths.home, element: <DashboardPage /> },
            {
              path: paths.playerSessions(':playerId'),
              lazy: () =>
                import('../features/sessions/pages/player-sessions-page.tsx').then((m) => ({
                  Component: m.PlayerSessionsPage,
                })),
            },
            {
              path: paths.playerStats(':playerId'),
              lazy: () =>
                import('../features/stats/pages/career-stats-page.tsx').then((m) => ({ Component: m.CareerStatsPage })),
            },
            {
              path: paths.settings,
              lazy: () =>
                import('../features/settings/pages/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
            },
            {
              path: paths.duels,
              lazy: () => import('../features/duels/pages/duels-page.tsx').then((m) => ({ Component: m.DuelsPage })),
            },
            {
              path: paths.duel(':duelId'),
              lazy: () =>
                import('../features/duels/pages/duel-detail-page.tsx').then((m) => ({ Component: m.DuelDetailPage })),
            },
            {
              path: paths.leagues,
              lazy: () =>
                import('../features/leagues/pages/leagues-page.tsx').then((m) => ({ Component: m.LeaguesPage })),
            },
            {
              path: paths.league(':leagueId'),
              lazy: () =>
                import('../features/leagues/pages/league-detail-page.tsx').then((m) => ({
                  Component: m.LeagueDetailPage,
                })),
            },
            {
              path: paths.coach,
              lazy: () => import('../features/coach/pages/coach-page.tsx').then((m) => ({ Component: m.CoachPage })),
            },
            {
              path: paths.coachConversation(':conversationId'),
              lazy: () => import('../features/coach/pages/coach-page.tsx').then((m) => ({ Component: m.CoachPage })),
            },
            {
              path: paths.compare(':player1Id', ':player2Id'),
              lazy: () =>
                import('../features/compare/pages/compare-page.tsx').then((m) => ({ Component: m.ComparePage })),
            },
            {
              path: paths.notifications,
              lazy: () =>
                import('../features/notifications/pages/notifications-page.tsx').then((m) => ({
                  Component: m.NotificationsPage,
                })),
            },
            {
              path: paths.contacts,
              lazy: () =>
                import('../features/contacts/pages/contacts-page.tsx').then((m) => ({ Component: m.ContactsPage })),
            },
            {
              path: paths.gifts,
              lazy: () => import('../features/gifts/pages/gifts-page.tsx').then((m) => ({ Component: m.GiftsPage })),
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
