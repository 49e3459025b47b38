import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /player/{playerId}/stats: a player's career stats. */
export function CareerStatsPage() {
  return (
    <ComingSoonPage title="Career Stats">
      Career stats (performance overview, consecutive makes, and makes and misses by category) are coming soon.
    </ComingSoonPage>
  );
}
