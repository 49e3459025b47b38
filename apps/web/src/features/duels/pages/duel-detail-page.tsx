import type { Duel } from '@holeout/shared/duels';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { RetryButton } from '../../../components/retry-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { refusalText } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { useDuel } from '../api/get-duel.ts';
import { CreateDuelModal } from '../components/create-duel-modal.tsx';
import { DuelActionsPanel } from '../components/duel-actions-panel.tsx';
import { DuelCountdown } from '../components/duel-countdown.tsx';
import { DuelOutcome } from '../components/duel-outcome.tsx';
import { DuelPlayerCard, duelSides } from '../components/duel-player-card.tsx';
import { DuelRulesList } from '../components/duel-rules-list.tsx';
import { duelStatusLabel } from '../duel-view.ts';

export const DUEL_NOT_FOUND = 'Duel not found';
export const LOAD_DUEL_FAILED = 'Failed to load the duel.';

function countdownLabel(duel: Duel): string | null {
  if (duel.status === 'pending' || duel.status === 'pending_new_player') return 'Answer due in';
  if (duel.status === 'active') return 'Sessions due in';
  return null;
}

/** Polite announcements of what changed (status, deadline), never of each countdown tick. */
function useStatusAnnouncement(duel: Duel | null | undefined, viewerId: number) {
  const [message, setMessage] = useState('');
  const previous = useRef<string | null>(null);
  const status = duel ? duelStatusLabel(duel, viewerId) : null;
  useEffect(() => {
    if (status === null) return;
    if (previous.current !== null && previous.current !== status) setMessage(`Duel status: ${status}.`);
    previous.current = status;
  }, [status]);
  return [message, setMessage] as const;
}

/**
 * /duels/{id}: the rules, both players, the status with a live countdown to the deadline, the
 * scores and winner, the duel ratings in words, each submission's putt-log hash behind "Verify
 * this result" (anyone can check the result), and what the viewer can do now.
 */
export function DuelDetailPage() {
  const me = useCurrentPlayer();
  const duelId = Number(useParams().duelId);
  const validId = Number.isInteger(duelId) && duelId > 0;
  const query = useDuel(duelId);
  const duel = query.data;
  const [announcement, setAnnouncement] = useStatusAnnouncement(duel, me.player_id);
  const [rematchOpen, setRematchOpen] = useState(false);
  const sides = duel ? duelSides(duel, me.player_id) : null;
  usePageTitle(sides ? `${sides[0].name} vs ${sides[1].name}` : 'Duel');

  if (validId && query.isPending) return <Spinner label="Loading duel..." />;

  if (!duel) {
    const failed = query.isError;
    return (
      <div className="page">
        <h1>{failed ? 'Duel' : DUEL_NOT_FOUND}</h1>
        <section className="card state-panel" data-testid="duel-not-found">
          {failed ? (
            <>
              <p className="error-text" role="alert">
                {refusalText(query.error, LOAD_DUEL_FAILED)}
              </p>
              <RetryButton busy={query.isFetching} onRetry={() => query.refetch()} />
            </>
          ) : (
            <p>This duel does not exist, or it is not visible to you.</p>
          )}
          <Link className="button button-secondary" to={paths.duels}>
            Back to Duels
          </Link>
        </section>
      </div>
    );
  }

  const label = countdownLabel(duel);
  return (
    <div className="page duel-page">
      <header className="page-header with-actions">
        <h1>
          {sides![0].name} vs {sides![1].name}
        </h1>
        <nav className="page-actions" aria-label="Duel links">
          <Link className="button button-secondary" to={paths.duels}>
            All Duels
          </Link>
        </nav>
      </header>

      <section className="card duel-status-card" aria-label="Status" data-testid="duel-status">
        <p className="duel-status-line">
          <span className="field-hint">Status</span> <strong>{duelStatusLabel(duel, me.player_id)}</strong>
        </p>
        {label && (
          <DuelCountdown
            label={label}
            expiresAt={duel.expires_at}
            onExpire={() => {
              setAnnouncement('The deadline has passed.');
              // The server's expiry job settles the duel; look again shortly after.
              setTimeout(() => void query.refetch(), 2000);
            }}
          />
        )}
        <DuelOutcome duel={duel} />
        <DuelActionsPanel duel={duel} viewerId={me.player_id} onRematch={() => setRematchOpen(true)} />
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </section>

      <div className="duel-players">
        <DuelPlayerCard side={sides![0]} viewerId={me.player_id} />
        <DuelPlayerCard side={sides![1]} viewerId={me.player_id} />
      </div>

      <DuelRulesList duel={duel} />

      <CreateDuelModal
        open={rematchOpen}
        onClose={() => setRematchOpen(false)}
        viewerId={me.player_id}
        rematchOf={duel}
      />
    </div>
  );
}
