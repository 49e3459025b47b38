import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { LogoMark } from '../components/logo.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { useUnreadCount } from '../features/notifications/api/get-unread-count.ts';
import { paths } from '../lib/paths.ts';
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

/** The signed-in player's header: logo home, the three main sections and the profile menu. */
export function Header() {
  const { player, signOut } = useAuth();
  const unread = useUnreadCount(player?.player_id ?? null);
  const ref = useHeaderHeight(player !== null);
  if (!player) return null;
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

  return (
    <header className="site-header" ref={ref}>
      <div className="header-inner">
        <Link to={paths.home} className="brand">
          <LogoMark size={30} />
          <span className="brand-name">Holeout</span>
        </Link>
        <nav className="main-nav" aria-label="Main">
          <NavLink to={paths.duels} className={navClass}>
            Duels
          </NavLink>
          <NavLink to={paths.leagues} className={navClass}>
            Leagues
          </NavLink>
          <NavLink to={paths.home} end className={navClass}>
            Dashboard
          </NavLink>
        </nav>
        <ProfileMenu
          name={player.name}
          playerId={player.player_id}
          unreadCount={unread.data ?? 0}
          onLogout={() => void signOut()}
        />
      </div>
    </header>
  );
}
