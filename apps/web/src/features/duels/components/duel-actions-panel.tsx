import type { Duel } from '@holeout/shared/duels';
import { AcceptDeclineButtons } from '../../../components/busy-button.tsx';
import { duelSection, opponentOf, viewerRole } from '../duel-view.ts';
import { useDuelActions } from '../use-duel-actions.ts';
import { DuelHandoffPanel } from './duel-handoff-panel.tsx';

/**
 * What the viewer can do on the duel page: answer an invitation, cancel their own, putt their
 * session through the desktop app, or ask for a rematch. Nothing for an onlooker.
 */
export function DuelActionsPanel({
  duel,
  viewerId,
  onRematch,
}: {
  duel: Duel;
  viewerId: number;
  onRematch: () => void;
}) {
  const actions = useDuelActions(viewerId);
  const section = duelSection(duel, viewerId);
  const busy = actions.busyId === duel.duel_id;
  const guard = (run: () => void) => () => {
    if (!busy) run();
  };
  const busyProps = { 'aria-disabled': busy || undefined, 'aria-busy': busy || undefined };
  if (viewerRole(duel, viewerId) === null) return null;
  const opponent = opponentOf(duel, viewerId);

  switch (section) {
    case 'received':
      return (
        <div className="duel-actions" data-testid="duel-actions">
          <AcceptDeclineButtons
            busy={busy}
            onAccept={() => actions.accept(duel)}
            onDecline={() => actions.decline(duel)}
          />
        </div>
      );
    case 'sent':
      return (
        <div className="duel-actions" data-testid="duel-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={guard(() => actions.cancel(duel))}
            {...busyProps}
          >
            Cancel Invitation
          </button>
        </div>
      );
    case 'active':
      return <DuelHandoffPanel duel={duel} viewerId={viewerId} showDuelLink={false} />;
    case 'completed':
      return (
        <div className="duel-actions" data-testid="duel-actions">
          <button type="button" className="button button-primary" onClick={onRematch}>
            Rematch {opponent.name}
          </button>
        </div>
      );
    default:
      return null;
  }
}
