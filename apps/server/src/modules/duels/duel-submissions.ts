import type { ActiveCompetitions, SessionCompetition } from '@holeout/shared/competitions';
import { type DuelEvent, duelScore, duelTransition } from '@holeout/shared/duel-rules';
import type { CapturedUpload } from '@holeout/shared/putt-log';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { CompetitionKind } from '../competitions/competition-kind.ts';
import { acceptedLog } from '../competitions/competition-submission.ts';
import { duelState } from './duel.presenter.ts';
import type { DuelTransitions } from './duel-transitions.ts';
import * as repo from './duels.repo.ts';

/** 422 for an upload naming a duel that does not exist (the sessions contract's text). */
export const DUEL_NOT_FOUND_FOR_UPLOAD = 'Duel not found.';

/**
 * Sessions submitted to duels (DESIGN §4), plugged into the upload through the competitions
 * service. The upload holds its player's career lock; the duel row is locked next, so two
 * submissions to one duel run one after the other and the second sees the first.
 */
export class DuelCompetition implements CompetitionKind {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly transitions: DuelTransitions,
  ) {}

  /**
   * Scores the session from its log by the duel's rules and records it as the player's submission;
   * the second submission completes the duel (winner, ratings, notifications), all inside the
   * upload's transaction, so a refusal stores neither the session nor anything of the duel.
   */
  async submit(tx: Tx, playerId: number, upload: CapturedUpload, duelId: number): Promise<SessionCompetition> {
    const row = await repo.lockDuel(tx, duelId);
    if (!row) throw new HttpError(422, DUEL_NOT_FOUND_FOR_UPLOAD, 'competition_not_found');
    const score = duelScore(upload.putts, {
      competition_mode: row.competitionMode,
      time_limit_minutes: row.timeLimitMinutes,
      max_attempts: row.maxAttempts,
    });
    const isCreator = playerId === row.creatorId;
    const source = upload.capture_source;
    const event: DuelEvent = { type: 'submit', playerId, distanceFeet: upload.putting_distance_feet, score };
    const now = this.ctx.clock.now();
    // The duel's own refusals (closed, already submitted, wrong distance) come first, so the
    // recorder hears why the duel cannot take the session at all before how it was captured.
    const { puttLogSha256: logSha256 } = acceptedLog(
      upload,
      row.requireTrackedSessions && duelTransition(duelState(row), event, now).ok,
    );
    const submission: repo.DuelChanges = isCreator
      ? { creatorSessionId: upload.session_id, creatorPuttLogSha256: logSha256, creatorCaptureSource: source }
      : {
          invitedPlayerSessionId: upload.session_id,
          invitedPlayerPuttLogSha256: logSha256,
          invitedPlayerCaptureSource: source,
        };
    const { names } = await this.transitions.apply(tx, row, event, now, submission);
    return { type: 'duel', opponent_name: isCreator ? names.invitee : names.creator };
  }

  /** Active duels still waiting for this player's session, with their rules (for the desktop app). */
  async awaiting(playerId: number): Promise<Partial<ActiveCompetitions>> {
    const now = this.ctx.clock.now().getTime();
    const views = await repo.listPlayerDuels(this.ctx.db, playerId, ['active'], 1_000);
    return {
      duels: views
        .filter(({ duel: d }) => {
          const mine = d.creatorId === playerId ? d.creatorScore : d.invitedPlayerScore;
          return mine === null && d.expiresAt.getTime() > now;
        })
        .map(({ duel: d, creatorName, invitedPlayerName }) => ({
          duel_id: d.id,
          opponent_name: (d.creatorId === playerId ? invitedPlayerName : creatorName) ?? '',
          competition_mode: d.competitionMode,
          time_limit_minutes: d.timeLimitMinutes,
          max_attempts: d.maxAttempts,
          putting_distance_feet: d.puttingDistanceFeet,
          require_tracked_sessions: d.requireTrackedSessions,
          expires_at: d.expiresAt.toISOString(),
        })),
    };
  }
}
