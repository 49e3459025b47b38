import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useCoachInsight } from '../api/get-coach-insight.ts';

/** What the card says before the coach has written anything. */
export const NO_INSIGHT_TEXT =
  'Your coach writes an analysis of your putting after a day with sessions. You can ask it questions any time.';

/**
 * The dashboard's coach card (decision 057): the newest analysis's first line and its Next advice,
 * with a link to the whole conversation — or, before the first analysis, what the coach will do.
 */
export function CoachInsightCard({ playerId }: { playerId: number }) {
  const headingId = useId();
  const query = useCoachInsight(playerId);
  const insight = query.data?.insight ?? null;
  if (query.isPending) return null;
  return (
    <section className="card coach-insight" aria-labelledby={headingId} data-testid="coach-insight">
      <h2 id={headingId}>From your coach</h2>
      {insight ? (
        <>
          <p className="muted coach-insight-title">{insight.title}</p>
          <p>{insight.summary}</p>
          {insight.next && (
            <p>
              <strong>Next:</strong> {insight.next}
            </p>
          )}
          <Link className="button button-secondary" to={paths.coachConversation(insight.conversation_id)}>
            Read the analysis
          </Link>
        </>
      ) : (
        <>
          <p className="muted">{NO_INSIGHT_TEXT}</p>
          <Link className="button button-secondary" to={paths.coach}>
            Ask the coach
          </Link>
        </>
      )}
    </section>
  );
}
