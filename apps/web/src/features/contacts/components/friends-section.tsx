import { type FriendPlayer, NO_FRIEND_REQUESTS_TEXT, NO_FRIENDS_TEXT } from '@holeout/shared/friends';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadFailedPanel } from '../../../components/retry-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { FRIEND_ACTION_FAILED } from '../api/friend-queries.ts';
import { LOAD_FRIENDS_FAILED, useFriends } from '../api/get-friends.ts';
import { useRemoveFriend } from '../api/remove-friend.ts';
import { FriendActions } from './friend-actions.tsx';

function PlayerRows({
  players,
  label,
  action,
}: {
  players: FriendPlayer[];
  label: string;
  action: (p: FriendPlayer) => ReactNode;
}) {
  return (
    <ul className="friend-list" aria-label={label}>
      {players.map((p) => (
        <li key={p.player_id} className="friend-row spread-row">
          <Link to={paths.playerStats(p.player_id)} className="friend-name">
            {p.name}
          </Link>
          {action(p)}
        </li>
      ))}
    </ul>
  );
}

/** The friends list (each with Remove, confirmed first) and the pending requests both ways. */
export function FriendsSection() {
  const friends = useFriends();
  const remove = useRemoveFriend();
  const [removing, setRemoving] = useState<FriendPlayer | null>(null);
  const friendsId = useId();
  const pendingId = useId();

  if (friends.isPending) return <Spinner label="Loading friends" />;
  if (friends.isError) {
    return (
      <LoadFailedPanel
        message={errorText(friends.error, LOAD_FRIENDS_FAILED)}
        busy={friends.isFetching}
        onRetry={() => void friends.refetch()}
      />
    );
  }
  const { friends: list, incoming, outgoing } = friends.data;
  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };

  return (
    <>
      <section className="card" aria-labelledby={friendsId}>
        <h2 id={friendsId}>Friends</h2>
        {list.length === 0 ? (
          <p className="muted">{NO_FRIENDS_TEXT}</p>
        ) : (
          <PlayerRows
            players={list}
            label="Friends"
            action={(p) => (
              <button
                type="button"
                className="button button-ghost"
                aria-label={`Remove friend: ${p.name}`}
                onClick={() => setRemoving(p)}
              >
                Remove
              </button>
            )}
          />
        )}
      </section>
      <section className="card" aria-labelledby={pendingId}>
        <h2 id={pendingId}>Pending Requests</h2>
        {incoming.length === 0 && outgoing.length === 0 ? (
          <p className="muted">{NO_FRIEND_REQUESTS_TEXT}</p>
        ) : (
          <>
            {incoming.length > 0 && (
              <PlayerRows
                players={incoming}
                label="Requests to you"
                action={(p) => <FriendActions player={p} relation="incoming" />}
              />
            )}
            {outgoing.length > 0 && (
              <PlayerRows
                players={outgoing}
                label="Requests you sent"
                action={(p) => <FriendActions player={p} relation="outgoing" />}
              />
            )}
          </>
        )}
      </section>
      <ConfirmDialog
        open={removing !== null}
        title="Remove Friend"
        confirmLabel="Remove"
        busyLabel="Removing…"
        busy={remove.isPending}
        error={remove.isError ? errorText(remove.error, FRIEND_ACTION_FAILED) : null}
        onConfirm={() => removing && remove.mutate(removing.player_id, { onSuccess: closeRemove })}
        onClose={closeRemove}
      >
        <p>
          Remove {removing?.name} from your friends? You leave each other's Friends Leaderboard; either of you can send
          a new request later.
        </p>
      </ConfirmDialog>
    </>
  );
}
