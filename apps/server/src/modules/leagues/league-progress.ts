import { dueSteps, type LeagueStep, type RoundState } from '@holeout/shared/league-rules';
import { accuracyFromMisses } from '@holeout/shared/stats/figures';
import { roundPoints } from '@holeout/shared/stats/standings';
import type { Tx } from '../../db/client.ts';
import type {
  CertificatesService,
  ChampionshipAward,
  LeaguePerformance,
} from '../certificates/certificates.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { leagueStandings, memberKey } from './league.presenter.ts';
import {
  closingReminderNotice,
  completeNotice,
  irlClosingReminderNotice,
  irlRoundResultNotice,
  roundOpenNotice,
  roundResultNotice,
} from './league-notices.ts';
import * as repo from './leagues.repo.ts';

export type Notifier = Pick<NotificationsService, 'notify'>;

const toRoundState = (r: repo.RoundRow): RoundState => ({
  roundNumber: r.roundNumber,
  status: r.status,
  startTime: r.startTime,
  endTime: r.endTime,
  reminded: r.remindedAt !== null,
});

/**
 * What time does to a league, inside the caller's transaction on the locked league row: the steps
 * of `dueSteps` (activate, open, remind, close with points, complete with certificates) are
 * written with their notifications, so each happens once however many sweeps run. Also the
 * recomputation of a closed round that a catch-up submission joins.
 */
export class LeagueProgress {
  constructor(
    private readonly notifier: Notifier,
    private readonly certificates: CertificatesService,
  ) {}

  /** Applies everything due at `now`; returns the number of steps taken. */
  async advance(tx: Tx, league: repo.LeagueRow, now: Date): Promise<number> {
    const rounds = await repo.listRounds(tx, league.id);
    const steps = dueSteps(league.status, league.startTime, rounds.map(toRoundState), now);
    if (steps.length === 0) return 0;
    // A sweep catching up does not announce rounds that closed while nobody was looking.
    const closing = new Set(steps.flatMap((s) => (s.type === 'close_round' ? [s.roundNumber] : [])));
    let current = league;
    for (const step of steps) current = await this.apply(tx, current, rounds, step, closing, now);
    await repo.touchLeague(tx, league.id);
    return steps.length;
  }

  private async apply(
    tx: Tx,
    league: repo.LeagueRow,
    rounds: repo.RoundRow[],
    step: LeagueStep,
    closing: Set<number>,
    now: Date,
  ): Promise<repo.LeagueRow> {
    if (step.type === 'activate') return repo.updateLeague(tx, league.id, { status: 'active' });
    if (step.type === 'complete') return this.complete(tx, league, now);
    const round = rounds.find((r) => r.roundNumber === step.roundNumber);
    if (!round) throw new Error(`league ${league.id} has no round ${step.roundNumber}`);
    if (step.type === 'open_round') {
      await repo.updateRound(tx, round.id, { status: 'active' });
      round.status = 'active';
      if (!closing.has(round.roundNumber)) {
        for (const id of await this.recipients(tx, league)) {
          await this.notifier.notify(tx, roundOpenNotice(league, id, round.roundNumber, round.endTime));
        }
      }
    } else if (step.type === 'remind_round') {
      await repo.updateRound(tx, round.id, { remindedAt: now });
      await this.remind(tx, league, round);
    } else {
      await this.closeRound(tx, league, round, now, true);
      round.status = 'completed';
    }
    return league;
  }

  /** The closing reminder: members without a session (IRL: the organiser, naming who is missing). */
  private async remind(tx: Tx, league: repo.LeagueRow, round: repo.RoundRow): Promise<void> {
    const subs = await repo.roundSubmissions(tx, round.id);
    if (league.isIrl) {
      const done = new Set(subs.map((s) => s.irlPlayer.toLowerCase()));
      const missing = league.playerNames.filter((n) => !done.has(n.toLowerCase()));
      if (missing.length > 0) {
        await this.notifier.notify(tx, irlClosingReminderNotice(league, round.roundNumber, round.endTime, missing));
      }
      return;
    }
    const done = new Set(subs.map((s) => s.playerId));
    for (const id of await repo.memberIds(tx, league.id)) {
      if (!done.has(id))
        await this.notifier.notify(tx, closingReminderNotice(league, id, round.roundNumber, round.endTime));
    }
  }

  /**
   * Gives a closed round its points (N − rank + 1, ties sharing, DESIGN §5) and marks it completed;
   * a submission whose session an operator flagged or removed gets none (decision 041).
   * Run at the close (with the results notifications) and again, silently, when a catch-up
   * submission joins the round: the points always follow from the round's submissions as they are.
   */
  async closeRound(tx: Tx, league: repo.LeagueRow, round: repo.RoundRow, now: Date, announce: boolean): Promise<void> {
    const subs = await repo.roundSubmissions(tx, round.id);
    await repo.clearExcludedPlaces(tx, round.id);
    const n = league.isIrl
      ? Math.max(league.playerNames.length, subs.length)
      : await repo.participantsAtEnd(tx, league.id, round.id, round.endTime);
    const places = roundPoints(
      subs.map((s) => ({ key: String(s.id), score: s.score })),
      n,
    );
    for (const s of subs) {
      const p = places.get(String(s.id));
      if (p && (p.rank !== s.roundRank || p.points !== s.pointsAwarded))
        await repo.setPlace(tx, s.id, p.rank, p.points);
    }
    await repo.updateRound(tx, round.id, {
      status: 'completed',
      participantsAtClose: n,
      closedAt: round.closedAt ?? now,
    });
    if (!announce) return;
    if (league.isIrl) {
      const podium = subs
        .map((s) => ({ name: s.irlPlayer, ...(places.get(String(s.id)) ?? { rank: 0, points: 0 }) }))
        .sort((a, b) => a.rank - b.rank)
        .slice(0, 3);
      await this.notifier.notify(tx, irlRoundResultNotice(league, round.roundNumber, podium));
      return;
    }
    const mine = new Map(subs.filter((s) => s.irlPlayer === '').map((s) => [s.playerId, places.get(String(s.id))]));
    for (const id of await repo.memberIds(tx, league.id)) {
      const p = mine.get(id);
      await this.notifier.notify(tx, roundResultNotice(league, id, round.roundNumber, p ? { ...p, of: n } : null));
    }
  }

  /** The league is over: final standings, championship certificates for the top three, notices. */
  private async complete(tx: Tx, league: repo.LeagueRow, now: Date): Promise<repo.LeagueRow> {
    const rounds = await repo.listRounds(tx, league.id);
    const members = await repo.listMembers(tx, league.id);
    const subs = await repo.listSubmissions(tx, league.id);
    const { ranked, present } = leagueStandings(league, members, rounds, subs);
    const table = ranked.map(present);
    // Named IRL players have no account to hold a certificate; nobody wins a place without points.
    const awards: ChampionshipAward[] = table
      .filter((r) => r.rank <= 3 && r.points > 0 && r.player_id !== null)
      .map((r) => ({
        playerId: r.player_id as number,
        place: r.rank as 1 | 2 | 3,
        points: r.points,
        performance: leaguePerformance(
          subs
            .filter((v) => v.counts)
            .map((v) => v.submission)
            .filter((s) => s.playerId === r.player_id && s.irlPlayer === ''),
        ),
      }));
    await this.certificates.awardLeagueChampionships(tx, league, awards, now);
    const updated = await repo.updateLeague(tx, league.id, { status: 'completed', completedAt: now });
    const champions = table.filter((r) => r.rank === 1 && r.points > 0).map((r) => r.player_name);
    const byKey = new Map(ranked.map((r) => [r.key, r]));
    if (league.isIrl) {
      await this.notifier.notify(tx, completeNotice(league, league.creatorId, null, champions));
    } else {
      for (const m of members) {
        const mine = byKey.get(memberKey(m.playerId));
        await this.notifier.notify(tx, completeNotice(league, m.playerId, mine ?? null, champions));
      }
    }
    return updated;
  }

  /** Members to tell about the league (IRL: its organiser). */
  private async recipients(tx: Tx, league: repo.LeagueRow): Promise<number[]> {
    return league.isIrl ? [league.creatorId] : repo.memberIds(tx, league.id);
  }
}

/** Spec 01's league performance block, from a player's submissions to the league. */
export function leaguePerformance(subs: readonly repo.SubmissionRow[]): LeaguePerformance {
  const sum = (f: (s: repo.SubmissionRow) => number) => subs.reduce((acc, s) => acc + f(s), 0);
  const duration = sum((s) => s.sessionDuration);
  const makes = sum((s) => s.makes);
  const misses = sum((s) => s.misses);
  const putts = sum((s) => s.putts);
  const fastest = subs.flatMap((s) => (s.fastest21Makes === null ? [] : [s.fastest21Makes]));
  const minutes = duration / 60;
  return {
    number_of_rounds: subs.length,
    total_duration: duration,
    total_makes: makes,
    total_misses: misses,
    accuracy: accuracyFromMisses(makes, misses),
    best_streak: Math.max(0, ...subs.map((s) => s.bestStreak)),
    putts_per_minute: minutes > 0 ? putts / minutes : null,
    makes_per_minute: minutes > 0 ? makes / minutes : null,
    fastest_21: fastest.length ? Math.min(...fastest) : null,
    most_in_60s: Math.max(0, ...subs.map((s) => s.mostMakesIn60Seconds)),
  };
}
