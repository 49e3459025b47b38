import type { ActiveCompetitions, SessionCompetition } from '@holeout/shared/competitions';
import { submissionCheck } from '@holeout/shared/league-rules';
import type { CapturedUpload } from '@holeout/shared/putt-log';
import { competitionScore } from '@holeout/shared/stats/competition-score';
import { computeSessionFigures } from '@holeout/shared/stats/session-figures';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { leagueSubmissions } from '../../db/schema/leagues.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { CompetitionKind } from '../competitions/competition-kind.ts';
import { acceptedLog, headlineColumns } from '../competitions/competition-submission.ts';
import { stateOf } from './league.presenter.ts';
import { addToLeagueLeaderboard } from './league-leaderboard.repo.ts';
import type { LeagueProgress } from './league-progress.ts';
import * as repo from './leagues.repo.ts';

/** Every refusal of a league submission (the upload answers with it). */
export const LEAGUE_SUBMISSION_TEXT = {
  roundNotFound: 'League round not found.',
  notMember: 'You are not a member of this league.',
  irlOrganiserOnly: 'Only the organiser uploads the sessions of an in-person league.',
  irlNameNeeded: 'Sessions of an in-person league name their player: send irl_player.',
  notIrl: 'This league has members, not named players: send the session without irl_player.',
  unknownIrlPlayer: (name: string) => `There is no player named "${name}" in this league.`,
  alreadySubmitted: 'You have already submitted a session to this round.',
  irlAlreadySubmitted: (name: string) => `${name} has already submitted a session to this round.`,
} as const;

/**
 * Sessions submitted to league rounds (DESIGN §5), plugged into the upload through the
 * competitions service. The upload holds its player's career lock; the league row is locked next,
 * so a submission and the round's close (the sweep takes the same lock) run one after the other:
 * a catch-up that lands after the close recomputes the round, one that lands before is counted by
 * the close — either way the points are computed from all submissions, once each time.
 */
export class LeagueCompetition implements CompetitionKind {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly progress: LeagueProgress,
  ) {}

  async submit(tx: Tx, playerId: number, upload: CapturedUpload, roundId: number): Promise<SessionCompetition> {
    const T = LEAGUE_SUBMISSION_TEXT;
    const found = await repo.findRound(tx, roundId);
    const league = found && (await repo.lockLeague(tx, found.leagueId));
    // Read the round again under the league's lock: the close may just have changed it.
    const round = league && (await repo.findRound(tx, roundId));
    if (!league || !round) throw new HttpError(422, T.roundNotFound, 'competition_not_found');

    const irlPlayer = this.entrant(league, playerId, upload.irl_player);
    if (!league.isIrl) {
      const member = await repo.findMember(tx, league.id, playerId);
      if (!member || member.leftAt !== null) throw new HttpError(403, T.notMember, 'not_a_participant');
    }
    const now = this.ctx.clock.now();
    const check = submissionCheck(
      stateOf(league),
      { roundNumber: round.roundNumber, startTime: round.startTime, endTime: round.endTime },
      { league: league.puttingDistanceFeet, session: upload.putting_distance_feet },
      now,
    );
    if (!check.ok) throw new HttpError(check.status, check.message, check.code);
    const { puttLogSha256 } = acceptedLog(upload, league.requireTrackedSessions);

    const figures = computeSessionFigures(upload.putts, upload.duration_seconds);
    const score = competitionScore(
      upload.putts,
      league.competitionMode === 'time_limit'
        ? { competition_mode: 'time_limit', time_limit_minutes: league.timeLimitMinutes ?? 0 }
        : { competition_mode: 'shoot_out', max_attempts: league.maxAttempts ?? 0 },
    );
    const inserted = await repo.insertSubmission(tx, {
      leagueId: league.id,
      roundId: round.id,
      playerId,
      irlPlayer,
      sessionId: upload.session_id,
      puttLogSha256,
      score,
      catchUp: check.catchUp,
      submittedAt: now,
      captureSource: upload.capture_source,
      ...headlineColumns(figures),
    });
    if (!inserted) {
      throw new HttpError(409, irlPlayer ? T.irlAlreadySubmitted(irlPlayer) : T.alreadySubmitted, 'already_submitted');
    }
    await addToLeagueLeaderboard(
      tx,
      { leagueId: league.id, playerId, irlPlayer },
      {
        makes: figures.makes,
        bestStreak: figures.best_streak,
        makesPerMinute: figures.makes_per_minute,
        fastest21: figures.fastest_21_makes,
      },
    );
    if (round.status === 'completed') await this.progress.closeRound(tx, league, round, now, false);
    await repo.touchLeague(tx, league.id);
    return { type: 'league', league_name: league.name, round_number: round.roundNumber };
  }

  /**
   * Who the session is for: '' for a member's own session; for an IRL league the named player, as
   * the league spells the name (only its organiser uploads them).
   */
  private entrant(league: repo.LeagueRow, playerId: number, irlPlayer: string | undefined): string {
    const T = LEAGUE_SUBMISSION_TEXT;
    if (!league.isIrl) {
      if (irlPlayer !== undefined) throw new HttpError(422, T.notIrl, 'invalid_entrant');
      return '';
    }
    if (playerId !== league.creatorId) throw new HttpError(403, T.irlOrganiserOnly, 'not_a_participant');
    if (irlPlayer === undefined) throw new HttpError(422, T.irlNameNeeded, 'invalid_entrant');
    const name = league.playerNames.find((n) => n.toLowerCase() === irlPlayer.toLowerCase());
    if (!name) throw new HttpError(422, T.unknownIrlPlayer(irlPlayer), 'invalid_entrant');
    return name;
  }

  /** Open rounds still waiting for this player's session (IRL: for one of the organiser's named players). */
  async awaiting(playerId: number): Promise<Partial<ActiveCompetitions>> {
    const now = this.ctx.clock.now();
    const open = await repo.openRoundsFor(this.ctx.db, playerId, now);
    if (open.length === 0) return { league_rounds: [] };
    const done = await this.ctx.db
      .select({ roundId: leagueSubmissions.roundId, irlPlayer: leagueSubmissions.irlPlayer })
      .from(leagueSubmissions)
      .where(
        and(
          inArray(
            leagueSubmissions.roundId,
            open.map((o) => o.round.id),
          ),
          eq(leagueSubmissions.playerId, playerId),
        ),
      );
    const submitted = new Map<number, number>();
    for (const d of done) submitted.set(d.roundId, (submitted.get(d.roundId) ?? 0) + 1);
    return {
      league_rounds: open
        .filter(({ league, round }) => (submitted.get(round.id) ?? 0) < (league.isIrl ? league.playerNames.length : 1))
        .sort((a, b) => a.round.endTime.getTime() - b.round.endTime.getTime())
        .map(({ league, round }) => ({
          league_id: league.id,
          league_name: league.name,
          league_round_id: round.id,
          round_number: round.roundNumber,
          competition_mode: league.competitionMode,
          time_limit_minutes: league.timeLimitMinutes,
          max_attempts: league.maxAttempts,
          putting_distance_feet: league.puttingDistanceFeet,
          require_tracked_sessions: league.requireTrackedSessions,
          ends_at: round.endTime.toISOString(),
        })),
    };
  }
}
