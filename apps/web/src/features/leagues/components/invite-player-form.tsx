import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../../components/toast-provider.tsx';
import { type FoundPlayer, useSearchPlayers } from '../../../lib/search-players.ts';
import { useInviteToLeague } from '../api/invite-to-league.ts';
import {
  classifyInviteInput,
  INVITE_SEARCH_DEBOUNCE_MS,
  INVITE_SEARCH_MIN_LENGTH,
  searchable,
} from '../invite-input.ts';
import { leagueErrorText } from '../league-errors.ts';

/** Spec 02 §8: the player search's fallback text. */
export const SEARCH_PLAYERS_FAILED = 'Failed to search for players.';

type Invitee = { kind: 'player'; player: FoundPlayer } | { kind: 'contact'; type: 'email' | 'phone'; value: string };

export const inviteSentMessage = (to: string) => `Invitation sent to ${to}.`;

/** `value` once it has stopped changing for `delayMs`. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

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
  const hintId = useId();
  const statusId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [invitee, setInvitee] = useState<Invitee | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shareLink, setShareLink] = useState<string | null>(null);
  const term = useDebounced(text.trim(), INVITE_SEARCH_DEBOUNCE_MS);
  const ready = searchable(term);
  const search = useSearchPlayers(term, viewerId, ready && invitee === null);
  const contact = classifyInviteInput(term);
  const players = search.data ?? [];
  const settled = ready && text.trim() === term && !search.isFetching;
  const offerContact =
    settled && !search.isError && contact.type !== 'username' && players.length === 0 ? contact : null;

  let status = '';
  if (invitee === null) {
    if (text.trim().length > 0 && text.trim().length < INVITE_SEARCH_MIN_LENGTH) status = 'Keep typing to search.';
    else if (ready && !settled) status = 'Searching…';
    else if (settled && !search.isError) {
      status =
        players.length === 0
          ? contact.type === 'username'
            ? 'No players found. To invite someone new, type their e-mail address or phone number.'
            : 'Nobody on Holeout has this contact yet. You can invite them.'
          : `${players.length} ${players.length === 1 ? 'player' : 'players'} found.`;
    }
  }

  const send = () => {
    if (!invitee) {
      setError(LEAGUE_MESSAGES.selectPlayer);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    const body =
      invitee.kind === 'player'
        ? { league_invited_player_id: invitee.player.player_id, league_inviter_id: viewerId }
        : { new_player_contact: { type: invitee.type, value: invitee.value }, league_inviter_id: viewerId };
    const to = invitee.kind === 'player' ? invitee.player.name : invitee.value;
    invite.mutate(body, {
      onSuccess: (answer) => {
        toast(inviteSentMessage(to));
        setShareLink(answer.invite_link ?? null);
        setInvitee(null);
        setText('');
      },
      onError: (err) => setError(leagueErrorText(err, LEAGUE_MESSAGES.failedInvite)),
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
      {invitee ? (
        <div className="field">
          <span className="field-label">Invite</span>
          <div className="duel-opponent-chosen" data-testid="chosen-invitee">
            <div>
              <strong>{invitee.kind === 'player' ? invitee.player.name : invitee.value}</strong>
              <p className="field-hint">
                {invitee.kind === 'player'
                  ? 'On Holeout'
                  : invitee.type === 'email'
                    ? 'New player: an invitation goes to this address.'
                    : 'New player: you get a link to send to this number.'}
              </p>
            </div>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => {
                setInvitee(null);
                requestAnimationFrame(() => inputRef.current?.focus());
              }}
            >
              Change
            </button>
          </div>
        </div>
      ) : (
        <div className="field duel-opponent-search">
          <label htmlFor={inputId}>Invite a player</label>
          <input
            id={inputId}
            ref={inputRef}
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder="Name, e-mail or phone"
            value={text}
            aria-invalid={error === LEAGUE_MESSAGES.selectPlayer || undefined}
            aria-describedby={[hintId, statusId, error ? errorId : ''].filter(Boolean).join(' ')}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
          />
          <p id={hintId} className="field-hint">
            Search by name from 3 characters, or type an e-mail address or phone number (10 to 15 digits).
          </p>
          <p id={statusId} className="field-hint" role="status">
            {status}
          </p>
          {search.isError && settled && (
            <p className="field-error" role="alert">
              {leagueErrorText(search.error, SEARCH_PLAYERS_FAILED)}
            </p>
          )}
          {settled && !search.isError && players.length > 0 && (
            <ul className="duel-search-results" aria-label="Players found">
              {players.map((p) => (
                <li key={p.player_id}>
                  <button
                    type="button"
                    className="duel-search-result"
                    onClick={() => {
                      setInvitee({ kind: 'player', player: p });
                      setError(null);
                    }}
                  >
                    <span className="duel-search-name">{p.name}</span>
                    {p.email && <span className="field-hint">{p.email}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {offerContact && (
            <button
              type="button"
              className="button button-secondary duel-invite-new"
              onClick={() => {
                setInvitee({ kind: 'contact', type: offerContact.type, value: offerContact.value });
                setError(null);
              }}
            >
              {offerContact.type === 'email'
                ? `Invite ${offerContact.value} by e-mail`
                : `Invite ${offerContact.value} with a link`}
            </button>
          )}
        </div>
      )}
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
