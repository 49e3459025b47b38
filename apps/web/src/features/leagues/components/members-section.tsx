import type { LeagueDetail } from '@holeout/shared/leagues';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { InvitePlayerForm } from './invite-player-form.tsx';

/**
 * The members list (spec 02 §2): each member links to their stats; the organiser is marked. An
 * in-person league also lists its named players. Invite (when the viewer may) and Join (when the
 * viewer may) sit with it.
 */
export function MembersSection({
  detail,
  onJoin,
  joining,
}: {
  detail: LeagueDetail;
  onJoin: () => void;
  joining: boolean;
}) {
  const headingId = useId();
  const { league, members, viewer } = detail;
  const names = league.settings.is_irl ? league.settings.player_names : [];
  return (
    <section className="card league-members" aria-labelledby={headingId} data-testid="league-members">
      <div className="card-header">
        <h2 id={headingId}>
          Members <span className="duels-count">({members.length})</span>
        </h2>
        {viewer.can_join && (
          <button
            type="button"
            className="button button-primary"
            aria-disabled={joining || undefined}
            onClick={() => !joining && onJoin()}
          >
            {joining ? 'Joining…' : 'Join League'}
          </button>
        )}
      </div>
      <ul className="league-member-list">
        {members.map((m) => (
          <li key={m.player_id} className="league-member">
            <Link to={paths.playerStats(m.player_id)}>{m.name}</Link>
            {m.is_creator && <span className="league-badge">Organiser</span>}
            {m.player_id === viewer.player_id && <span className="league-badge is-you">You</span>}
            <span className="field-hint">Joined {formatDate(m.joined_at)}</span>
          </li>
        ))}
      </ul>
      {names.length > 0 && (
        <>
          <h3 className="league-subheading">In-person players</h3>
          <ul className="league-irl-list" aria-label="In-person players">
            {names.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      )}
      {viewer.can_invite && (
        <div className="league-invite">
          <h3 className="league-subheading">Invite players</h3>
          <InvitePlayerForm leagueId={league.league_id} viewerId={viewer.player_id} />
        </div>
      )}
    </section>
  );
}
