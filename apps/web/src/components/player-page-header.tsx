import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

interface PlayerPageHeaderProps {
  title: ReactNode;
  /** Names the links for assistive technology ('Career stats links'). */
  linksLabel: string;
  /** The player's other page: its address and its button text. */
  otherPage: { to: string; label: string };
  /** The player the page is about and the viewer; 'Compare with me' shows when they differ. */
  playerId: number;
  viewerId: number;
}

/** The heading of a player's career or history page, with the way to the other one and to a comparison. */
export function PlayerPageHeader({ title, linksLabel, otherPage, playerId, viewerId }: PlayerPageHeaderProps) {
  return (
    <header className="page-header with-actions">
      <h1>{title}</h1>
      <nav className="page-actions" aria-label={linksLabel}>
        <Link className="button button-secondary" to={otherPage.to}>
          {otherPage.label}
        </Link>
        {viewerId !== playerId && (
          <Link className="button button-secondary" to={paths.compare(viewerId, playerId)}>
            Compare with me
          </Link>
        )}
      </nav>
    </header>
  );
}
