import type { Duel } from '@holeout/shared/duels';
import { Link } from 'react-router';
// Shared with the dashboard's practice card; belongs in src/components once both settle.
import { DesktopHandoffControls } from '../../../components/desktop-handoff-controls.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { duelHandoffUrl, duelParameterString } from '../duel-handoff.ts';
import { opponentOf, ownSessionId, rulesSummary } from '../duel-view.ts';

/**
 * An active duel's Details: the rules and deadline, Putt now (the recorder on this device, in
 * competition mode) first, and for those who have it Open Desktop App / Copy Parameters; once the
 * viewer has submitted, who the duel is waiting for instead.
 */
export function DuelHandoffPanel({
  duel,
  viewerId,
  showDuelLink = true,
}: {
  duel: Duel;
  viewerId: number;
  showDuelLink?: boolean;
}) {
  const opponent = opponentOf(duel, viewerId);
  const submitted = ownSessionId(duel, viewerId) !== null;
  return (
    <div className="duel-handoff">
      {submitted ? (
        <p>
          Your session is in. Waiting for {opponent.name} to putt theirs before {formatDateTime(duel.expires_at)}.
        </p>
      ) : (
        <>
          <p>
            Putt one session at <strong>{rulesSummary(duel)}</strong> before{' '}
            <strong>{formatDateTime(duel.expires_at)}</strong>; it is scored for this duel when it uploads.
          </p>
          <Link to={paths.recordDuel(duel.duel_id)} className="button button-primary duel-putt-now">
            Putt now
          </Link>
          <p className="field-hint">
            Or, with the Holeout desktop app (a program for a computer with a camera): Open Desktop App starts this
            session in it.
          </p>
          <DesktopHandoffControls
            buildLink={() => duelHandoffUrl(duel)}
            buildParameters={() => duelParameterString(duel)}
            emphasis="secondary"
          />
        </>
      )}
      {showDuelLink && (
        <p>
          <Link to={paths.duel(duel.duel_id)}>Open the duel page</Link>
        </p>
      )}
    </div>
  );
}
