import { useParams } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /leagues/{leagueId} */
export function LeagueDetailPage() {
  const { leagueId } = useParams();
  return (
    <ComingSoonPage title={`League #${leagueId ?? ''}`}>
      League details (rounds, standings and members) are coming soon, together with leagues themselves.
    </ComingSoonPage>
  );
}
