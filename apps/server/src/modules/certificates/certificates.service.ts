import { randomUUID } from 'node:crypto';
import {
  type Award,
  achievementLabels,
  type CareerTotals,
  careerAwards,
  firstDuelVictoryAward,
  formatAchievementValue,
  type LeaguePlace,
  leagueChampionshipAward,
  sessionAwards,
} from '@holeout/shared/certificate-rules';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TYPES,
  type CertificateContent,
  certificateDataHash,
  type PlayerCertificates,
  type PublicCertificate,
} from '@holeout/shared/certificates';
import { canSeeCertificates, type MembershipTier } from '@holeout/shared/membership';
import { NOTIFICATION_KINDS } from '@holeout/shared/notifications';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { certificateContent, presentCertificate, presentPublicCertificate } from './certificate.presenter.ts';
import {
  type AwardSessionRow,
  findCertificate,
  findPlayerName,
  insertCertificate,
  leagueLogHashes,
  listPlayerCertificates,
  sessionLogHashes,
} from './certificates.repo.ts';

/** Spec 01 certificates: a player's league performance (over the sessions they submitted to it). */
export interface LeaguePerformance {
  number_of_rounds: number;
  /** Seconds. */
  total_duration: number;
  total_makes: number;
  total_misses: number;
  /** Percent, null without putts. */
  accuracy: number | null;
  best_streak: number;
  putts_per_minute: number | null;
  makes_per_minute: number | null;
  /** Seconds; null without a run of 21 makes. */
  fastest_21: number | null;
  most_in_60s: number;
}

/** One podium place of a completed league. */
export interface ChampionshipAward {
  playerId: number;
  place: LeaguePlace;
  points: number;
  performance: LeaguePerformance;
}

/** The career before an upload, as the career service keeps it. */
export interface CareerBefore {
  total_sessions: number;
  sum_makes: number;
  sum_putts: number;
}

/** What a won duel's certificate records (a duel row, completed with a winner). */
export interface WonDuel {
  id: number;
  creatorId: number;
  winnerId: number | null;
  creatorScore: number | null;
  invitedPlayerScore: number | null;
  creatorPuttLogSha256: string | null;
  invitedPlayerPuttLogSha256: string | null;
  forfeit: boolean;
  completedAt: Date | null;
}

type Notifier = Pick<NotificationsService, 'notify'>;

interface Holder {
  id: number;
  name: string;
}

/**
 * Achievement certificates (DESIGN §7): awarded once per (player, type, subtype, value) inside the
 * transaction of the upload or result that earns them — the unique key and ON CONFLICT DO NOTHING
 * keep one row whatever the concurrency — with a notification in the same transaction. A new row
 * has no proof yet; the stamping job picks it up from there.
 */
export class CertificatesService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
    private readonly notifier: Notifier,
  ) {}

  /**
   * The certificates a player's own new session earns: its make runs and a perfect session, and
   * the career milestones it crosses (counted from `before`, the career locked by the upload).
   * Returns how many were new.
   */
  async awardForSession(
    tx: Tx,
    playerId: number,
    before: CareerBefore,
    session: AwardSessionRow,
    notify = true,
  ): Promise<number> {
    const prior: CareerTotals = { sessions: before.total_sessions, makes: before.sum_makes, putts: before.sum_putts };
    const after: CareerTotals = {
      sessions: prior.sessions + 1,
      makes: prior.makes + session.makes,
      putts: prior.putts + session.putts,
    };
    const own = sessionAwards({ best_streak: session.bestStreak, makes: session.makes, putts: session.putts });
    const career = careerAwards(prior, after);
    if (own.length === 0 && career.length === 0) return 0;

    const player = await this.holder(tx, playerId);
    const achievedAt = session.startedAt;
    const sessionDate = achievedAt.toISOString();
    let awarded = 0;
    for (const award of own) {
      const data = {
        session_id: session.sessionId,
        session_date: sessionDate,
        best_streak: session.bestStreak,
        makes: session.makes,
        putts: session.putts,
        putt_log_sha256: [session.puttLogSha256],
      };
      if (await this.issue(tx, player, award, achievedAt, data, notify)) awarded++;
    }
    if (career.length > 0) {
      // The new session is number `after.sessions`: the milestone rests on every log up to it.
      const hashes = await sessionLogHashes(tx, playerId, after.sessions);
      const data = {
        session_date: sessionDate,
        career_sessions: after.sessions,
        career_makes: after.makes,
        career_putts: after.putts,
        putt_log_sha256: hashes,
      };
      for (const award of career) if (await this.issue(tx, player, award, achievedAt, data, notify)) awarded++;
    }
    return awarded;
  }

  /** `first_duel_victory` for the winner of a completed duel; a later win finds it already held. */
  async awardFirstDuelVictory(tx: Tx, duel: WonDuel, notify = true): Promise<boolean> {
    if (duel.winnerId === null || duel.completedAt === null) return false;
    const asCreator = duel.winnerId === duel.creatorId;
    const data = {
      duel_id: duel.id,
      score: asCreator ? duel.creatorScore : duel.invitedPlayerScore,
      opponent_score: asCreator ? duel.invitedPlayerScore : duel.creatorScore,
      forfeit: duel.forfeit,
      // The winner's log first, then the opponent's (none when the opponent forfeited).
      putt_log_sha256: (asCreator
        ? [duel.creatorPuttLogSha256, duel.invitedPlayerPuttLogSha256]
        : [duel.invitedPlayerPuttLogSha256, duel.creatorPuttLogSha256]
      ).filter((h): h is string => h !== null),
    };
    const player = await this.holder(tx, duel.winnerId);
    return this.issue(tx, player, firstDuelVictoryAward(), duel.completedAt, data, notify);
  }

  /**
   * Awards `competition_win` / `league_championship_{1st,2nd,3rd}` (value: the league id), once
   * per player and league whatever the retries. Returns how many were new.
   */
  async awardLeagueChampionships(
    tx: Tx,
    league: { id: number; name: string; numRounds: number },
    awards: readonly ChampionshipAward[],
    now: Date,
  ): Promise<number> {
    let awarded = 0;
    for (const a of awards) {
      const data = {
        league_id: league.id,
        league_name: league.name,
        place: a.place,
        points: a.points,
        league_rounds: league.numRounds,
        league_performance: a.performance,
        putt_log_sha256: await leagueLogHashes(tx, league.id, a.playerId),
      };
      const player = await this.holder(tx, a.playerId);
      if (await this.issue(tx, player, leagueChampionshipAward(a.place, league.id), now, data)) awarded++;
    }
    return awarded;
  }

  /**
   * `GET /certificates/{playerId}`: the list for full subscribers, the upgrade prompt's types
   * otherwise; 404 for an unknown player.
   */
  async playerCertificates(viewerTier: MembershipTier, playerId: number): Promise<PlayerCertificates> {
    if ((await findPlayerName(this.ctx.db, playerId)) === null) throw new HttpError(404, PLAYER_NOT_FOUND);
    if (!canSeeCertificates(viewerTier)) {
      return { player_id: playerId, locked: true, certificates: [], certificate_types: CERTIFICATE_TYPES };
    }
    const rows = await listPlayerCertificates(this.ctx.db, playerId);
    return { player_id: playerId, locked: false, certificates: rows.map(presentCertificate), certificate_types: [] };
  }

  /** `GET /certificates/{id}/public`: anyone may read it; 404 for an unknown id. */
  async publicCertificate(id: string): Promise<PublicCertificate> {
    const row = await findCertificate(this.ctx.db, id);
    if (!row) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound);
    return presentPublicCertificate(row, this.ctx.config.otsExplorerUrl);
  }

  /** Who a certificate is for: the player and their display name now (hashed into the content). */
  private async holder(tx: DbOrTx, playerId: number): Promise<Holder> {
    return { id: playerId, name: (await findPlayerName(tx, playerId)) ?? '' };
  }

  /**
   * Inserts one certificate unless the player holds it already, and tells the player in the same
   * transaction. True when new.
   */
  private async issue(
    tx: DbOrTx,
    player: Holder,
    award: Award,
    achievedAt: Date,
    data: Record<string, unknown>,
    notify = true,
  ): Promise<boolean> {
    const id = randomUUID();
    const achievementData = { player_name: player.name, ...data };
    const content: CertificateContent = certificateContent({
      id,
      achievementType: award.type,
      achievementSubtype: award.subtype,
      achievementValue: award.value,
      achievedAt,
      achievementData,
    });
    const inserted = await insertCertificate(tx, {
      id,
      playerId: player.id,
      achievementType: award.type,
      achievementSubtype: award.subtype,
      achievementValue: award.value,
      achievedAt,
      issuedAt: this.ctx.clock.now(),
      rarityTier: award.rarity,
      achievementData,
      dataHash: certificateDataHash(content),
    });
    if (inserted && notify) {
      const { title } = achievementLabels(award.type);
      await this.notifier.notify(tx, {
        playerId: player.id,
        kind: NOTIFICATION_KINDS.certificateAwarded,
        title: 'New certificate',
        message: `${title}: ${formatAchievementValue(award.type, award.subtype, award.value)}. It is being recorded on the Bitcoin blockchain.`,
        linkPath: `/certificates/${id}`,
      });
    }
    return inserted;
  }
}
