import { useId } from 'react';
import { LeaderboardBoards } from '../../../components/leaderboard-boards.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';

/** Spec 01 §2 "Contacts page": the empty texts of the two lists. */
export const NO_FRIENDS_TEXT = 'No friends added yet.';
export const NO_FRIEND_REQUESTS_TEXT = 'No pending friend requests.';

/**
 * /contacts: the Friends Leaderboard (four boards from GET /leaderboards-v2, context `friends`)
 * and the friends lists. Friendships arrive with a later release, so today the board ranks the
 * player alone, and the page says so rather than pretending otherwise.
 */
export function ContactsPage() {
  usePageTitle('Contacts');
  const me = useCurrentPlayer();
  const friendsId = useId();
  return (
    <div className="page contacts-page">
      <h1>Contacts</h1>
      <LeaderboardBoards
        title="Friends Leaderboard"
        scope={{ context_type: 'friends', player_id: me.player_id }}
        intro="You and your accepted friends, ranked on your best figures. Adding friends comes in a later update, so for now the board holds only you."
      />
      <section className="card" aria-labelledby={friendsId}>
        <h2 id={friendsId}>Friends</h2>
        <p>{NO_FRIENDS_TEXT}</p>
        <p>{NO_FRIEND_REQUESTS_TEXT}</p>
        <p className="muted">Finding friends on Holeout by e-mail, phone or username is coming soon.</p>
      </section>
    </div>
  );
}
