import { useParams } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /duels/{duelId} */
export function DuelDetailPage() {
  const { duelId } = useParams();
  return (
    <ComingSoonPage title={`Duel #${duelId ?? ''}`}>
      Duel details are coming soon, together with duels themselves.
    </ComingSoonPage>
  );
}
