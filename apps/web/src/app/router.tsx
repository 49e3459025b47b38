import { createBrowserRouter } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { paths } from '../lib/paths.ts';
import { HomeRoute } from './home-route.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * Every screen of spec 01 §2 and spec 02 §2. Only the dashboard, the page a signed-in player opens
 * most, is in the main bundle; every other page, the sign-in pages included, loads on first visit
 * (docs/performance.md, "Web").
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
            {
              path: paths.login,
              lazy: () => import('../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
            },
            {
              path: paths.register,
              lazy: () =>
                import('../features/auth/pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
            },
          ],
        },
        {
          path: paths.resetPassword,
          lazy: () =>
            import('../features/auth/pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
        },
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
          path: paths.oauthReturn,
          lazy: () =>
            import('../features/auth/pages/oauth-return-page.tsx').then((m) => ({ Component: m.OAuthReturnPage })),
        },
        {
          path: paths.certificate(':certificateId'),
          lazy: () =>
            import('../features/certificates/pages/certificate-page.tsx').then((m) => ({
              Component: m.CertificatePage,
            })),
        },
        // The dashboard, or the landing page for a visitor (home-route.tsx).
        { path: paths.home, element: <HomeRoute /> },
        {
          element: <RequireAuth />,
          children: [
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
            {
              path: paths.record,
              lazy: () => import('../features/record/pages/record-page.tsx').then((m) => ({ Component: m.RecordPage })),
            },
            {
              path: paths.membership,
              lazy: () =>
                import('../features/settings/pages/membership-page.tsx').then((m) => ({ Component: m.MembershipPage })),
            },
            {
              path: paths.help,
              lazy: () => import('../features/help/pages/help-page.tsx').then((m) => ({ Component: m.HelpPage })),
            },
          ],
        },
        { path: '*', lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
  ]);
}
