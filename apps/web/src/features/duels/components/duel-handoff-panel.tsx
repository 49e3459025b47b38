import type { Duel } from '@holeout/shared/duels';
import { Link } from 'react-router';
// Shared with the dashboard's practice card; belongs in src/components once both settle.
import { DesktopHandoffControls } from '../../../components/desktop-handoff-controls.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { duelHandoffUrl, duelParameterString } from '../duel-handoff.ts';
import { opponentOf, ownSessionId, rulesSummary } from '../duel-view.ts';

/**
 * An active duel's Details: the rules and deadline, and Open Desktop App / Copy Parameters to putt
 * the session for it; once the viewer has submitted, who the duel is waiting for instead.
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
            Putt one session at <strong>{rulesSummary(duel)}</strong> in the Holeout desktop app before{' '}
            <strong>{formatDateTime(duel.expires_at)}</strong>; it is scored for this duel when it uploads.
          </p>
          <DesktopHandoffControls
            buildLink={() => duelHandoffUrl(duel)}
            buildParameters={() => duelParameterString(duel)}
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
