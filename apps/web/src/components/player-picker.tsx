import { type RefObject, useEffect, useId, useState } from 'react';
import {
  classifyContact,
  type PickedPlayer,
  pickedName,
  SEARCH_DEBOUNCE_MS,
  searchable,
} from '../lib/contact-input.ts';
import { SEARCH_PLAYERS_FAILED, useSearchPlayers } from '../lib/search-players.ts';

/** `value` once it has stopped changing for `delayMs` (typing → one search, not one per key). */
function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The status line under the search box, read out politely as it changes. */
function searchStatus(text: string, minLength: number, settled: boolean, found: number, typed: string): string {
  if (text.length > 0 && text.length < minLength) return 'Keep typing to search.';
  if (!settled) return searchable(text, minLength) ? 'Searching…' : '';
  if (found > 0) return `${found} ${found === 1 ? 'player' : 'players'} found.`;
  return typed === 'username'
    ? 'No players found. To invite someone new, type their e-mail address or phone number.'
    : 'Nobody on Holeout has this contact yet. You can invite them.';
}

/**
 * Who a duel or a league invitation is for (spec 02 §5): a search by typed name (debounced), or,
 * when the text is an e-mail address or a phone number nobody on Holeout has, an invitation for
 * that new player. Once picked, the player shows with a Change button that brings the search back.
 */
export function PlayerPicker({
  label,
  pickedLabel,
  hint,
  minLength,
  viewerId,
  picked,
  onPick,
  errorText,
  inputRef,
  testId,
  invalid = false,
  describedBy,
  onType,
}: {
  /** The search box's label. */
  label: string;
  /** The label above the picked player. */
  pickedLabel: string;
  hint: string;
  /** Characters typed before the search runs. */
  minLength: number;
  viewerId: number;
  picked: PickedPlayer | null;
  onPick: (picked: PickedPlayer | null) => void;
  /** The failed search's message, from the feature's error texts. */
  errorText: (error: unknown, fallback: string) => string;
  inputRef: RefObject<HTMLInputElement | null>;
  testId: string;
  invalid?: boolean;
  /** An extra description of the box (a form error). */
  describedBy?: string;
  /** Called as the golfer types (a form clears its error). */
  onType?: () => void;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const ready = searchable(term, minLength);
  const search = useSearchPlayers(term, viewerId, ready && picked === null);
  const contact = classifyContact(term);

  if (picked) {
    return (
      <div className="field">
        <span className="field-label">{pickedLabel}</span>
        <div className="duel-opponent-chosen" data-testid={testId}>
          <div>
            <strong>{pickedName(picked)}</strong>
            <p className="field-hint">
              {picked.kind === 'player'
                ? 'On Holeout'
                : picked.contact.type === 'email'
                  ? 'New player: an invitation goes to this address.'
                  : 'New player: you get a link to send to this number.'}
            </p>
          </div>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              onPick(null);
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
  // An address already on Holeout is offered as that player, not as a new invite; a phone number
  // is never answered back, so any match found for it is taken to be its owner.
  const knownContact =
    contact.type === 'email' && players.some((p) => p.email?.toLowerCase() === contact.value.toLowerCase());
  const offerInvite = settled && !search.isError && (contact.type === 'email' ? !knownContact : players.length === 0);
  const status =
    search.isError && settled ? '' : searchStatus(text.trim(), minLength, settled, players.length, contact.type);

  return (
    <div className="field duel-opponent-search">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Name, e-mail or phone"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, statusId, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => {
          setText(event.target.value);
          onType?.();
        }}
      />
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      <p id={statusId} className="field-hint" role="status">
        {status}
      </p>
      {search.isError && settled && (
        <p className="field-error" role="alert">
          {errorText(search.error, SEARCH_PLAYERS_FAILED)}
        </p>
      )}
      {settled && !search.isError && players.length > 0 && (
        <ul className="duel-search-results" aria-label="Players found">
          {players.map((p) => (
            <li key={p.player_id}>
              <button
                type="button"
                className="duel-search-result"
                onClick={() => onPick({ kind: 'player', playerId: p.player_id, name: p.name })}
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
          onClick={() => onPick({ kind: 'invite', contact })}
        >
          {contact.type === 'email' ? `Invite ${contact.value} by e-mail` : `Invite ${contact.value} with a link`}
        </button>
      )}
    </div>
  );
}
