import type { Duel } from '@holeout/shared/duels';
import { AcceptDeclineButtons } from '../../../components/busy-button.tsx';
import type { DuelSection } from '../duel-view.ts';
import type { useDuelActions } from '../use-duel-actions.ts';

export type DuelActions = ReturnType<typeof useDuelActions>;

/**
 * A row's actions (spec 02 §2): Accept and Decline for an invitation received, Cancel for one
 * sent, Details (the desktop hand-off) for an active duel, Rematch for a finished one. Buttons
 * name the opponent for screen readers, who hear them out of their row.
 */
export function DuelRowActions({
  duel,
  section,
  opponentName,
  actions,
  details,
  onRematch,
}: {
  duel: Duel;
  section: DuelSection;
  opponentName: string;
  actions: DuelActions;
  details: { open: boolean; controls: string; onToggle: () => void };
  onRematch: (duel: Duel) => void;
}) {
  const busy = actions.busyId === duel.duel_id;
  // aria-disabled keeps focus on the button while its request runs.
  const guard = (run: () => void) => () => {
    if (!busy) run();
  };
  const busyProps = { 'aria-disabled': busy || undefined, 'aria-busy': busy || undefined };

  switch (section) {
    case 'received':
      return (
        <div className="duel-actions">
          <AcceptDeclineButtons
            busy={busy}
            onAccept={() => actions.accept(duel)}
            onDecline={() => actions.decline(duel)}
            labels={{
              accept: `Accept challenge from ${opponentName}`,
              decline: `Decline challenge from ${opponentName}`,
            }}
          />
        </div>
      );
    case 'sent':
      return (
        <div className="duel-actions">
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Cancel challenge to ${opponentName}`}
            onClick={guard(() => actions.cancel(duel))}
            {...busyProps}
          >
            {busy ? 'Cancelling…' : 'Cancel'}
          </button>
        </div>
      );
    case 'active':
      return (
        <div className="duel-actions">
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={details.open}
            aria-controls={details.controls}
            aria-label={`Details of duel with ${opponentName}`}
            onClick={details.onToggle}
          >
            Details
          </button>
        </div>
      );
    case 'completed':
      return (
        <div className="duel-actions">
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Rematch ${opponentName}`}
            onClick={() => onRematch(duel)}
          >
            Rematch
          </button>
        </div>
      );
  }
}
