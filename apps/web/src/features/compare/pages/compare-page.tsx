import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /players/{player1Id}/vs/{player2Id}: two players head to head. */
export function ComparePage() {
  return (
    <ComingSoonPage title="Player Comparison">
      Comparing two players head to head, with their duel history, is coming soon.
    </ComingSoonPage>
  );
}
