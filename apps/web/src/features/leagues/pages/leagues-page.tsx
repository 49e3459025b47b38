import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /leagues */
export function LeaguesPage() {
  return (
    <ComingSoonPage title="Leagues">
      Creating and joining multi-round putting leagues, including in-person tournaments, is coming soon.
    </ComingSoonPage>
  );
}
