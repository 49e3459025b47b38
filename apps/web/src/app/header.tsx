import { Link, NavLink } from 'react-router';
import { LogoMark } from '../components/logo.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { useUnreadCount } from '../features/notifications/api/get-unread-count.ts';
import { paths } from '../lib/paths.ts';
import { ProfileMenu } from './profile-menu.tsx';

/** The signed-in player's header: logo home, the three main sections and the profile menu. */
export function Header() {
  const { player, signOut } = useAuth();
  const unread = useUnreadCount(player?.player_id ?? null);
  if (!player) return null;
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

  return (
    <header className="site-header">
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
