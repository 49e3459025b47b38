import { LeaderboardBoards } from '../../../components/leaderboard-boards.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { FindFriends } from '../components/find-friends.tsx';
import { FindFriendsOnPlatform } from '../components/find-friends-on-platform.tsx';
import { FriendsSection } from '../components/friends-section.tsx';
import '../contacts.css';

/**
 * /contacts (spec 01 §2): the Friends Leaderboard (four boards from GET /leaderboards-v2, context
 * `friends`), Find Friends, the friends list and pending requests. A friend notification
 * refreshes the lists and the boards (the live provider's stale roots).
 */
export function ContactsPage() {
  usePageTitle('Contacts');
  const me = useCurrentPlayer();
  return (
    <div className="page contacts-page">
      <header className="page-header with-actions">
        <h1>Contacts</h1>
        <FindFriendsOnPlatform />
      </header>
      <LeaderboardBoards
        title="Friends Leaderboard"
        scope={{ context_type: 'friends', player_id: me.player_id }}
        intro="You and your accepted friends, ranked on your best figures."
      />
      <FindFriends viewerId={me.player_id} />
      <FriendsSection />
    </div>
  );
}
