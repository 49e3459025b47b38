import { useId, useRef, useState } from 'react';
import { SEARCH_PLAYERS_FAILED, useSearchPlayers } from '../../../lib/search-players.ts';
import { duelErrorText } from '../duel-errors.ts';
import { classifyContact, type DuelOpponent, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../duel-form.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

/**
 * The opponent of a new duel: a search by typed name (debounced), or, when the text is an e-mail
 * address or a phone number nobody on Holeout has, an invitation for that new player. Once chosen,
 * the opponent shows with a Change button that brings the search back.
 */
export function OpponentPicker({
  viewerId,
  opponent,
  onOpponent,
}: {
  viewerId: number;
  opponent: DuelOpponent | null;
  onOpponent: (opponent: DuelOpponent | null) => void;
}) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const ready = term.length >= SEARCH_MIN_LENGTH;
  const search = useSearchPlayers(term, viewerId, ready && opponent === null);
  const contact = classifyContact(term);

  if (opponent) {
    return (
      <div className="field">
        <span className="field-label">Opponent</span>
        <div className="duel-opponent-chosen" data-testid="chosen-opponent">
          <div>
            <strong>{opponent.kind === 'player' ? opponent.name : opponent.contact.value}</strong>
            <p className="field-hint">
              {opponent.kind === 'player'
                ? 'On Holeout'
                : opponent.contact.type === 'email'
                  ? 'New player: an invitation goes to this address.'
                  : 'New player: you get a link to send to this number.'}
            </p>
          </div>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              onOpponent(null);
              requestAnimationFrame(() => inputRef.current?.focus());
            }}
          >
            Change
          </button>
        </div>
      </div>
    );
  }

  const players = search.data ?? [];
  const settled = ready && text.trim() === term && !search.isFetching;
  // An address or number already on Holeout is offered as that player, not as a new invite.
  const knownContact =
    contact.type === 'email' && players.some((p) => p.email?.toLowerCase() === contact.value.toLowerCase());
  // A phone number is never answered back, so any exact match found for it is taken to be its owner.
  const offerInvite =
    settled &&
    !search.isError &&
    (contact.type === 'email' ? !knownContact : contact.type === 'phone' && players.length === 0);

  let status = '';
  if (text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH) status = 'Keep typing to search.';
  else if (ready && !settled) status = 'Searching…';
  else if (settled && !search.isError) {
    status =
      players.length === 0
        ? contact.type === 'username'
          ? 'No players found. To invite someone new, type their e-mail address or phone number.'
          : 'Nobody on Holeout has this contact yet. You can invite them.'
        : `${players.length} ${players.length === 1 ? 'player' : 'players'} found.`;
  }

  return (
    <div className="field duel-opponent-search">
      <label htmlFor={inputId}>Opponent</label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Name, e-mail or phone"
        value={text}
        aria-describedby={`${hintId} ${statusId}`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={hintId} className="field-hint">
        Search players by name, or type an e-mail address or phone number to invite someone new.
      </p>
      <p id={statusId} className="field-hint" role="status">
        {status}
      </p>
      {search.isError && settled && (
        <p className="field-error" role="alert">
          {duelErrorText(search.error, SEARCH_PLAYERS_FAILED)}
        </p>
      )}
      {settled && !search.isError && players.length > 0 && (
        <ul className="duel-search-results" aria-label="Players found">
          {players.map((p) => (
            <li key={p.player_id}>
              <button
                type="button"
                className="duel-search-result"
                onClick={() => onOpponent({ kind: 'player', playerId: p.player_id, name: p.name })}
              >
                <span className="duel-search-name">{p.name}</span>
                {p.email && <span className="field-hint">{p.email}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {offerInvite && contact.type !== 'username' && (
        <button
          type="button"
          className="button button-secondary duel-invite-new"
          onClick={() => onOpponent({ kind: 'invite', contact })}
        >
          {contact.type === 'email' ? `Invite ${contact.value} by e-mail` : `Invite ${contact.value} with a link`}
        </button>
      )}
    </div>
  );
}
