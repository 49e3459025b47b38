import { LEAGUE_MESSAGES, type LeagueDetail } from '@holeout/shared/leagues';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { refusalText } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useDeleteOrLeaveLeague } from '../api/delete-league.ts';
import { useRespondToLeagueInvite } from '../api/respond-to-league-invite.ts';
import { DECLINE_FAILED, INVITE_DECLINED_MESSAGE, joinedMessage } from '../use-league-list-actions.ts';

export const LEAGUE_DELETED_MESSAGE = 'League deleted.';
export const leftLeagueMessage = (name: string) => `You left ${name}.`;

/** What a sole organiser reads instead of a Leave League button: what they can do (decision 058). */
export function soleOrganiserNote(isIrl: boolean, canInvite: boolean): string {
  if (isIrl)
    return 'You run this in-person tournament, so there is nothing to leave. Delete League removes it when it is over.';
  return canInvite
    ? 'You are the only player, so there is nothing to leave yet. Invite players below, or use Delete League to remove it.'
    : 'You are the only player, so there is nothing to leave yet. Use Delete League to remove it.';
}

/**
 * The league page's own actions, each offered only when the server would accept it: Edit League,
 * the viewer's pending invitation (Accept / Decline), Leave League and Delete League — the last
 * two after a confirmation (spec 02 §5).
 */
export function LeagueActions({ detail, onEdit }: { detail: LeagueDetail; onEdit: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { league, viewer } = detail;
  const remove = useDeleteOrLeaveLeague(league.league_id, viewer.player_id);
  const respond = useRespondToLeagueInvite(viewer.player_id);
  const [confirming, setConfirming] = useState<'delete' | 'leave' | null>(null);
  // The creator may leave as a player and stay its organiser (spec 02 §6), but not when nobody else
  // plays in it or it is an in-person event they run rather than play: Delete is theirs then.
  const soleOrganiser = viewer.is_creator && (league.settings.is_irl || detail.members.length <= 1);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!confirming) return;
    const action = confirming;
    setError(null);
    // The promise, not mutate's callbacks: those are dropped when the answer unmounts this page.
    remove.mutateAsync(action).then(
      () => {
        setConfirming(null);
        if (action === 'delete') {
          toast(LEAGUE_DELETED_MESSAGE);
          navigate(paths.leagues);
        } else {
          toast(leftLeagueMessage(league.name));
        }
      },
      (err: unknown) =>
        setError(refusalText(err, action === 'delete' ? LEAGUE_MESSAGES.failedDelete : LEAGUE_MESSAGES.failedLeave)),
    );
  };

  const answer = (action: 'accept' | 'decline') => {
    if (viewer.invite_id === null || respond.isPending) return;
    respond.mutateAsync({ inviteId: viewer.invite_id, action }).then(
      () => toast(action === 'accept' ? joinedMessage(league.name) : INVITE_DECLINED_MESSAGE),
      (err: unknown) =>
        toast(refusalText(err, action === 'accept' ? LEAGUE_MESSAGES.failedJoin : DECLINE_FAILED), {
          error: true,
        }),
    );
  };

  return (
    <>
      <div className="page-actions league-actions">
        {viewer.invite_id !== null && (
          <>
            <button
              type="button"
              className="button button-primary"
              aria-disabled={respond.isPending || undefined}
              onClick={() => answer('accept')}
            >
              Accept Invitation
            </button>
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={respond.isPending || undefined}
              onClick={() => answer('decline')}
            >
              Decline
            </button>
          </>
        )}
        {viewer.can_edit && (
          <button type="button" className="button button-primary" onClick={onEdit}>
            Edit League
          </button>
        )}
        {viewer.can_leave && !soleOrganiser && (
          <button type="button" className="button button-secondary" onClick={() => setConfirming('leave')}>
            Leave League
          </button>
        )}
        {viewer.can_delete && (
          <button type="button" className="button button-danger-outline" onClick={() => setConfirming('delete')}>
            Delete League
          </button>
        )}
      </div>
      {viewer.can_leave && soleOrganiser && (
        <p className="muted league-organiser-note">{soleOrganiserNote(league.settings.is_irl, viewer.can_invite)}</p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'delete' ? 'Delete this league?' : 'Leave this league?'}
        confirmLabel={confirming === 'delete' ? 'Delete League' : 'Leave League'}
        busyLabel={confirming === 'delete' ? 'Deleting…' : 'Leaving…'}
        busy={remove.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => {
          setConfirming(null);
          setError(null);
        }}
      >
        {confirming === 'delete' ? (
          <p>
            <strong>{league.name}</strong> and all its rounds, results and standings will be removed for every member.
            This cannot be undone.
          </p>
        ) : (
          <p>
            You will no longer take part in <strong>{league.name}</strong>.
            {viewer.is_creator ? ' You stay its organiser.' : ''}
            {league.privacy_type === 'private' ? ' Coming back to a private league needs a new invitation.' : ''}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
