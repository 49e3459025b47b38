import { COACH_TEXT } from '@holeout/shared/coach';
import { canSeeCareerFigures } from '@holeout/shared/membership';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { errorText, UNKNOWN_SERVER_ERROR } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { useConversations } from '../api/get-conversations.ts';
import { ChatPanel } from '../components/chat-panel.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import '../coach.css';

/** /coach and /coach/{conversationId}: the conversations on the left, the open one on the right. */
export function CoachPage() {
  const player = useCurrentPlayer();
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const list = useConversations();
  usePageTitle('AI Coach');
  const selectedId = conversationId && /^\d{1,10}$/.test(conversationId) ? Number(conversationId) : null;
  const first = list.data?.[0]?.conversation_id;

  // The first conversation opens automatically.
  useEffect(() => {
    if (conversationId === undefined && first !== undefined) {
      navigate(paths.coachConversation(first), { replace: true });
    }
  }, [conversationId, first, navigate]);

  const none = list.data !== undefined && list.data.length === 0;
  return (
    <div className="page coach-page">
      <div className="page-header">
        <h1>AI Coach</h1>
      </div>
      {list.isError && (
        <p className="form-message form-message-error" role="alert">
          {errorText(list.error, UNKNOWN_SERVER_ERROR)}
        </p>
      )}
      {!canSeeCareerFigures(player.membership_tier) && (
        <section className="card coach-upgrade" aria-label="What the coach can see">
          <p>
            Your coach reads your sessions, streaks and trend. Where your putts miss — left or right, short or long — is
            in the career tables of a Regular or Premium membership, and the coach reads it there too.
          </p>
          <Link className="button button-secondary" to={paths.membership}>
            Compare plans
          </Link>
        </section>
      )}
      {none && (
        <section className="card coach-welcome" aria-label="Welcome">
          <p>{COACH_TEXT.welcome}</p>
        </section>
      )}
      <div className="coach-layout">
        <ConversationList conversations={list.data} loading={list.isPending} selectedId={selectedId} />
        <ChatPanel
          key={selectedId ?? 'none'}
          playerId={player.player_id}
          conversationId={selectedId}
          conversation={list.data?.find((c) => c.conversation_id === selectedId)}
          hasConversations={!none}
        />
      </div>
    </div>
  );
}
