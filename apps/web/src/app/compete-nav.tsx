import { NavLink, useLocation } from 'react-router';
import { paths } from '../lib/paths.ts';
import { isCompetePath } from './header.tsx';

/**
 * On a phone the Compete tab opens Duels; this bar above the Duels and Leagues pages switches
 * between the two (the laptop header has both, so it is shown on phones only).
 */
export function CompeteNav() {
  const { pathname } = useLocation();
  if (!isCompetePath(pathname)) return null;
  const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'compete-tab active' : 'compete-tab');
  return (
    <nav className="compete-nav phone-only" aria-label="Compete">
      <NavLink to={paths.duels} className={tabClass}>
        Duels
      </NavLink>
      <NavLink to={paths.leagues} className={tabClass}>
        Leagues
      </NavLink>
    </nav>
  );
}
