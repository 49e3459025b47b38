import { Outlet, ScrollRestoration } from 'react-router';
import { RecordingStatusProvider } from '../components/recording-status.tsx';
import { ToastProvider } from '../components/toast-provider.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import { LiveNotificationsProvider } from '../features/notifications/live/live-notifications-provider.tsx';
import { PendingUploadsSync } from '../features/record/components/pending-uploads-sync.tsx';
import { CompeteNav } from './compete-nav.tsx';
import { Header } from './header.tsx';
import { LiveNotificationToasts } from './live-notification-toasts.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { useRouteFocus } from './use-route-focus.ts';

function Shell() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  useRouteFocus('main');
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {signedIn && <Header />}
      {signedIn && <PendingUploadsSync />}
      {signedIn && <LiveNotificationToasts />}
      <main id="main" className={signedIn ? 'app-main' : 'app-main app-main-public'} tabIndex={-1}>
        {signedIn && <CompeteNav />}
        {signedIn && <OfflineNotice />}
        <Outlet />
      </main>
      {/* A new page starts at its top (back and forward return to where the player was). */}
      <ScrollRestoration />
    </>
  );
}

/** The root route: toasts, sign-in state and live notifications around every page, the header when signed in. */
export function RootLayout() {
  return (
    <ToastProvider>
      <AuthProvider>
        <LiveNotificationsProvider>
          <RecordingStatusProvider>
            <Shell />
          </RecordingStatusProvider>
        </LiveNotificationsProvider>
      </AuthProvider>
    </ToastProvider>
  );
}
