import { COACH_TEXT, type CoachConversation } from '@holeout/shared/coach';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

/** The left list: each conversation's title and short date; the open one is marked current. */
export function ConversationList({
  conversations,
  loading,
  selectedId,
}: {
  conversations: CoachConversation[] | undefined;
  loading: boolean;
  selectedId: number | null;
}) {
  return (
    <nav className="card coach-list" aria-labelledby="coach-conversations">
      <h2 id="coach-conversations">{COACH_TEXT.conversations}</h2>
      {loading && <p className="muted">{COACH_TEXT.loading}</p>}
      {conversations && conversations.length === 0 && <p className="muted">{COACH_TEXT.noConversations}</p>}
      {conversations && conversations.length > 0 && (
        <ul>
          {conversations.map((c) => (
            <li key={c.conversation_id}>
              <Link
                to={paths.coachConversation(c.conversation_id)}
                aria-current={c.conversation_id === selectedId ? 'page' : undefined}
                className="coach-list-item"
              >
                <span className="coach-list-title">{c.title}</span>
                <span className="coach-list-date">
                  <time dateTime={c.created_at}>{shortDate(c.created_at)}</time>
                  {c.status === 'pending' && <span> · writing…</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
