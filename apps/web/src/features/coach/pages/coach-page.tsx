import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /coach and /coach/{conversationId} */
export function CoachPage() {
  return (
    <ComingSoonPage title="AI Coach">
      The AI coach, which analyses your sessions and answers your follow-up questions, is coming soon.
    </ComingSoonPage>
  );
}
