import type { ActiveCompetitions, SessionCompetition } from '@holeout/shared/competitions';
import type { CapturedUpload } from '@holeout/shared/putt-log';
import type { Tx } from '../../db/client.ts';

/** The upload fields that name a competition: each kind is registered for one. */
export type CompetitionField = 'duel_id' | 'league_round_id';

/**
 * What a competition module (duels, leagues) implements so that a session can be submitted to
 * it; registered with the competitions service in app.ts. The sessions module sees only
 * {@link SessionCompetitionHook}, never the modules behind it.
 */
export interface CompetitionKind {
  /**
   * Checks and records the submission inside the upload transaction, after the idempotency check
   * and before the insert, so a refusal (an HttpError) stores nothing. Says how the session is
   * labelled in lists. `id` is the competition the upload names (the field the kind is registered
   * for).
   */
  submit(tx: Tx, playerId: number, upload: CapturedUpload, id: number): Promise<SessionCompetition>;
  /** What of this kind awaits a session from the player (`GET /active-competitions`). */
  awaiting(playerId: number): Promise<Partial<ActiveCompetitions>>;
}

/** The upload's view of competitions: one call inside its transaction. */
export interface SessionCompetitionHook {
  /** The label of the competition the upload is submitted to, or null for practice. */
  resolve(tx: Tx, playerId: number, upload: CapturedUpload): Promise<SessionCompetition | null>;
}
