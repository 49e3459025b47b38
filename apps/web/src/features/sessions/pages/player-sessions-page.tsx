import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /player/{playerId}/sessions: a player's full session history. */
export function PlayerSessionsPage() {
  return (
    <ComingSoonPage title="Session History">
      Browsing a player's full session history, page by page, is coming soon.
    </ComingSoonPage>
  );
}
