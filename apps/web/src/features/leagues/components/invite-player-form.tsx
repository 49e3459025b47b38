import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import { useId, useRef, useState } from 'react';
import { PlayerPicker } from '../../../components/player-picker.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { refusalText } from '../../../lib/api-client.ts';
import { type PickedPlayer, pickedName } from '../../../lib/contact-input.ts';
import { useInviteToLeague } from '../api/invite-to-league.ts';

/** Spec 02 §5: the league invite search starts at 3 characters. */
export const INVITE_SEARCH_MIN_LENGTH = 3;

export const inviteSentMessage = (to: string) => `Invitation sent to ${to}.`;

/**
 * Invite to a league (spec 02 §5): the search runs from 3 characters, 300 ms after typing stops; a
 * player is picked from the results. Someone not on Holeout can be invited by e-mail (they get a
 * registration link that makes them a member) or by phone (a link comes back to share). Sending
 * with nobody picked says 'Please select a player from the search results.'
 */
export function InvitePlayerForm({ leagueId, viewerId }: { leagueId: number; viewerId: number }) {
  const toast = useToast();
  const invite = useInviteToLeague(leagueId);
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [invitee, setInvitee] = useState<PickedPlayer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shareLink, setShareLink] = useState<string | null>(null);

  const send = () => {
    if (!invitee) {
      setError(LEAGUE_MESSAGES.selectPlayer);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    const body =
      invitee.kind === 'player'
        ? { league_invited_player_id: invitee.playerId, league_inviter_id: viewerId }
        : { new_player_contact: invitee.contact, league_inviter_id: viewerId };
    const to = pickedName(invitee);
    invite.mutate(body, {
      onSuccess: (answer) => {
        toast(inviteSentMessage(to));
        setShareLink(answer.invite_link ?? null);
        setInvitee(null);
      },
      onError: (err) => setError(refusalText(err, LEAGUE_MESSAGES.failedInvite)),
    });
  };

  return (
    <form
      className="form league-invite-form"
      noValidate
      aria-busy={invite.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <PlayerPicker
        label="Invite a player"
        pickedLabel="Invite"
        hint="Search by name from 3 characters, or type an e-mail address or phone number (10 to 15 digits)."
        minLength={INVITE_SEARCH_MIN_LENGTH}
        viewerId={viewerId}
        picked={invitee}
        onPick={(next) => {
          setInvitee(next);
          setError(null);
        }}
        onType={() => setError(null)}
        errorText={refusalText}
        inputRef={inputRef}
        testId="chosen-invitee"
        invalid={error === LEAGUE_MESSAGES.selectPlayer}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="form-message form-message-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send Invite'}
        </button>
      </div>
      {shareLink && (
        <div className="field">
          <label htmlFor={`${inputId}-link`}>Invitation link to send</label>
          <input id={`${inputId}-link`} readOnly value={shareLink} onFocus={(e) => e.currentTarget.select()} />
          <p className="field-hint">Holeout sends no text messages: send this link yourself.</p>
        </div>
      )}
    </form>
  );
}
