import { useId, useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { SEARCH_PLAYERS_FAILED, useSearchPlayers } from '../../../lib/search-players.ts';
import { useFriends } from '../api/get-friends.ts';
import { friendRelations } from '../friend-relations.ts';
import { FriendActions } from './friend-actions.tsx';

/** Spec 01 §5: searching with an empty term. */
export const EMPTY_SEARCH_TEXT = 'Please enter a search term';

/**
 * Find Friends (spec 01 §2, DESIGN §8): a search by name, or by an exact e-mail address or phone
 * number. An address is shown back only to whoever typed it exactly, a number never. Each result
 * carries the action that fits (Add Friend, Accept, Requested, Friend).
 */
export function FindFriends({ viewerId }: { viewerId: number }) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [empty, setEmpty] = useState(false);
  const search = useSearchPlayers(term, viewerId, term !== '');
  const relations = friendRelations(useFriends().data);
  const headingId = useId();
  const found = search.data ?? [];
  const settled = term !== '' && !search.isFetching;

  const submit = () => {
    const trimmed = text.trim();
    setEmpty(trimmed === '');
    setTerm(trimmed);
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Find Friends</h2>
      <Form
        onSubmit={submit}
        busy={search.isFetching}
        error={empty ? EMPTY_SEARCH_TEXT : search.isError ? errorText(search.error, SEARCH_PLAYERS_FAILED) : null}
        submitLabel="Search"
        layout="row"
      >
        <FormField
          label="Username, e-mail or phone"
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onValue={setText}
          hint="Only usernames are shown publicly: an e-mail address or phone number finds a player only when typed in full, and is never shown to anyone else."
        />
      </Form>
      <p className="visually-hidden" role="status">
        {settled && !search.isError ? `${found.length} ${found.length === 1 ? 'player' : 'players'} found.` : ''}
      </p>
      {settled && !search.isError && found.length === 0 && <p className="muted">No players found.</p>}
      {found.length > 0 && (
        <ul className="friend-list" aria-label="Players found">
          {found.map((p) => (
            <li key={p.player_id} className="friend-row spread-row">
              <span className="friend-name">
                {p.name}
                {p.email && <span className="field-hint"> {p.email}</span>}
              </span>
              <FriendActions player={p} relation={relations.get(p.player_id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
