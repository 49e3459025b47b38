import type { ActiveCompetitions, SessionCompetition } from '@holeout/shared/competitions';
import type { CapturedUpload } from '@holeout/shared/putt-log';
import type { Tx } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { CompetitionField, CompetitionKind, SessionCompetitionHook } from './competition-kind.ts';

/** 400 for an IRL upload that names no league round. */
export const IRL_NEEDS_ROUND =
  'irl_player: only a session of an in-person league round names a player; send its league_round_id';
/** 400 for an upload naming a duel and a league round at once. */
export const ONE_COMPETITION = 'league_round_id: a session is submitted to a duel or to a league round, not both';

/**
 * Routes a submitted session to the competition kind that claims it, and gathers what awaits a
 * player across kinds. Duels and leagues register here (app.ts); until they do, an upload naming
 * a duel or a league round is refused as unknown (422) and nothing awaits anyone.
 */
export class CompetitionsService implements SessionCompetitionHook {
  private readonly kinds: { field: CompetitionField; kind: CompetitionKind }[] = [];

  /** Sends the uploads that carry `field` to `kind`. */
  register(field: CompetitionField, kind: CompetitionKind): void {
    this.kinds.push({ field, kind });
  }

  async resolve(tx: Tx, playerId: number, upload: CapturedUpload): Promise<SessionCompetition | null> {
    // An IRL session belongs to an in-person league round and to nothing else (DESIGN §5): without
    // the round it would be stored for no one.
    if (upload.irl_player !== undefined && upload.league_round_id === undefined) {
      throw new HttpError(400, IRL_NEEDS_ROUND, 'invalid_entrant');
    }
    if (upload.duel_id !== undefined && upload.league_round_id !== undefined) {
      throw new HttpError(400, ONE_COMPETITION, 'invalid_entrant');
    }
    for (const { field, kind } of this.kinds) {
      const id = upload[field];
      if (id !== undefined) return kind.submit(tx, playerId, upload, id);
    }
    if (upload.duel_id !== undefined) throw new HttpError(422, 'Duel not found.', 'competition_not_found');
    if (upload.league_round_id !== undefined)
      throw new HttpError(422, 'League round not found.', 'competition_not_found');
    return null;
  }

  async active(playerId: number): Promise<ActiveCompetitions> {
    const parts = await Promise.all(this.kinds.map(({ kind }) => kind.awaiting(playerId)));
    return {
      duels: parts.flatMap((p) => p.duels ?? []),
      league_rounds: parts.flatMap((p) => p.league_rounds ?? []),
    };
  }
}
