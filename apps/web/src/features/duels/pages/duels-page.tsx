import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /duels */
export function DuelsPage() {
  return (
    <ComingSoonPage title="Duels">Challenging other players to one-on-one putting duels is coming soon.</ComingSoonPage>
  );
}
