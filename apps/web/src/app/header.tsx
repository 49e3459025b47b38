import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogoMark } from '../components/logo.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { useUnreadCount } from '../features/notifications/api/get-unread-count.ts';
import { paths } from '../lib/paths.ts';
import { NavIcon } from './nav-icons.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { ProfileMenu } from './profile-menu.tsx';

/**
 * Publishes the header's height as `--header-height` on the page while it is shown: the page's
 * scroll padding uses it, so what Tab or a link scrolls into view is not hidden under the sticky
 * header (WCAG 2.4.11).
 */
function useHeaderHeight(shown: boolean) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    const root = document.documentElement;
    if (!shown || !header) return;
    const publish = () => root.style.setProperty('--header-height', `${header.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(header);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [shown]);
  return ref;
}

/** Whether a path is one of the Compete pages (duels and leagues, lists and details). */
export function isCompetePath(pathname: string): boolean {
  return [paths.duels, paths.leagues].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

/**
 * The signed-in player's header. On a laptop one bar: logo, Dashboard, Duels, Leagues, Record,
 * Friends, the profile menu (Me) and the bell. On a phone the logo and the bell stay on top and
 * the navigation becomes a bottom tab bar: Home, Compete (duels and leagues), Record in the
 * centre, Friends and Me — CSS moves it; each link shown at one size only is `display: none` at
 * the other, so it is out of the accessibility tree there too. Every page is within two taps.
 */
export function Header() {
  const { player, signOut } = useAuth();
  const unread = useUnreadCount(player?.player_id ?? null);
  const ref = useHeaderHeight(player !== null);
  const { pathname } = useLocation();
  if (!player) return null;
  const unreadCount = unread.data ?? 0;

  return (
    <header className="site-header" ref={ref}>
      <div className="header-inner">
        <Link to={paths.home} className="brand">
          <LogoMark size={30} />
          <span className="brand-name">Holeout</span>
        </Link>
        <nav className="main-nav" aria-label="Main">
          <NavLink to={paths.home} end className={navClass}>
            <NavIcon name="home" />
            <span className="phone-only">Home</span>
            <span className="wide-only">Dashboard</span>
          </NavLink>
          <NavLink to={paths.duels} className={(s) => `${navClass(s)} wide-only`}>
            Duels
          </NavLink>
          <NavLink to={paths.leagues} className={(s) => `${navClass(s)} wide-only`}>
            Leagues
          </NavLink>
          <Link
            to={paths.duels}
            className={`nav-link phone-only${isCompetePath(pathname) ? ' active' : ''}`}
            aria-current={isCompetePath(pathname) ? 'page' : undefined}
          >
            <NavIcon name="compete" />
            <span>Compete</span>
          </Link>
          <NavLink to={paths.record} className={(s) => `${navClass(s)} nav-record`}>
            <NavIcon name="record" />
            <span>Record</span>
          </NavLink>
          <NavLink to={paths.contacts} className={navClass}>
            <NavIcon name="friends" />
            <span>Friends</span>
          </NavLink>
          <ProfileMenu
            name={player.name}
            playerId={player.player_id}
            unreadCount={unreadCount}
            onLogout={() => void signOut()}
          />
        </nav>
        <NotificationBell unreadCount={unreadCount} />
      </div>
    </header>
  );
}
