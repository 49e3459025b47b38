import type { SessionCompetition } from '@holeout/shared/competitions';
import type { SessionUpload } from '@holeout/shared/putt-log';
import type { Tx } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * Checks the duel or league round an upload names and says how the session is labelled in lists.
 * Runs inside the upload transaction, after the idempotency check and before the insert, so a
 * refusal stores nothing. Duels and leagues do not exist yet, so any id named is unknown (422).
 */
export async function resolveCompetition(
  _tx: Tx,
  _playerId: number,
  upload: SessionUpload,
): Promise<SessionCompetition | null> {
  if (upload.duel_id !== undefined) throw new HttpError(422, 'Duel not found.');
  if (upload.league_round_id !== undefined) throw new HttpError(422, 'League round not found.');
  return null;
}
