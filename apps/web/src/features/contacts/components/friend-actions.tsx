import { useAcceptFriendRequest } from '../api/accept-friend-request.ts';
import { useCancelFriendRequest } from '../api/cancel-friend-request.ts';
import { useDeclineFriendRequest } from '../api/decline-friend-request.ts';
import { useSendFriendRequest } from '../api/send-friend-request.ts';
import type { FriendRelation } from '../friend-relations.ts';
import { useFriendAction } from '../use-friend-action.ts';

/**
 * The buttons for one other player, by where they stand with the viewer: Add Friend; Accept and
 * Decline for their request; Cancel Request for the viewer's own; nothing but a label for a
 * friend (removing one is in the friends list, behind a confirmation). Each button names the
 * player for screen readers.
 */
export function FriendActions({
  player,
  relation,
}: {
  player: { player_id: number; name: string };
  relation: FriendRelation | undefined;
}) {
  const run = useFriendAction();
  const send = useSendFriendRequest();
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const cancel = useCancelFriendRequest();
  const busy = send.isPending || accept.isPending || decline.isPending || cancel.isPending;
  const id = player.player_id;
  const button = (label: string, onClick: () => void, kind = 'button-secondary') => (
    <button
      type="button"
      className={`button ${kind}`}
      disabled={busy}
      aria-label={`${label}: ${player.name}`}
      onClick={onClick}
    >
      {label}
    </button>
  );

  if (relation === 'friend') return <span className="friend-badge">Friend</span>;
  return (
    <div className="friend-actions">
      {relation === undefined && button('Add Friend', () => run(send, id), 'button-primary')}
      {relation === 'incoming' && (
        <>
          {button('Accept', () => run(accept, id), 'button-primary')}
          {button('Decline', () => run(decline, id))}
        </>
      )}
      {relation === 'outgoing' && (
        <>
          <span className="friend-badge">Requested</span>
          {button('Cancel Request', () => run(cancel, id), 'button-ghost')}
        </>
      )}
    </div>
  );
}
