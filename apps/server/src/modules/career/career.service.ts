import type { PlayerStats } from '@holeout/shared/accounts';
import { type CareerStats, careerStatsSchema } from '@holeout/shared/career';
import { canSeeCareerFigures, type MembershipTier } from '@holeout/shared/membership';
import type { CompareCard } from '@holeout/shared/players';
import { addSessionToCareer, type CareerAccumulator, emptyCareer } from '@holeout/shared/stats/career-record';
import type { SessionFigures } from '@holeout/shared/stats/session-figures';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { PlayerReadCache } from '../../lib/player-read-cache.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import { presentCareerStats, presentCompareCard, presentPlayerStats } from './career.presenter.ts';
import {
  findCareer,
  findPlayerCareer,
  findPlayerRecord,
  findPlayerSessionCount,
  lockCareer,
  writeCareer,
} from './career.repo.ts';
import { careerFromRow, careerToValues } from './career-row.ts';

/** How a rebuild or a retroactive award walks every player, page by page (module entry point). */
export { playerIdsAfter } from './career.repo.ts';

/** A player's name with the career record (the empty career when the player never uploaded). */
export interface PlayerCareer {
  name: string;
  career: CareerAccumulator;
}

/**
 * The career record of every player: kept up to date inside each upload's transaction, read by
 * the career page, the dashboard cards, the history pages and the comparison. Other modules use
 * this service, never the career tables.
 */
export class CareerService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db'>,
    /** Career records kept as sent while every change is heard (decision 062); off unless given. */
    private readonly reads = new PlayerReadCache({ ttlMs: 0, maxChars: 0 }),
  ) {}

  /** Name and career in one primary-key read; 404 for an unknown player. */
  async playerCareer(playerId: number, db: DbOrTx = this.ctx.db): Promise<PlayerCareer> {
    const found = await findPlayerCareer(db, playerId);
    if (!found) throw new HttpError(404, PLAYER_NOT_FOUND);
    return { name: found.name, career: found.career ? careerFromRow(found.career) : emptyCareer() };
  }

  /**
   * The player's row with their dashboard cards, in one read (the owner's `GET /player/{id}/data`);
   * null for an unknown player.
   */
  async playerWithCareer(playerId: number, db: DbOrTx = this.ctx.db) {
    const found = await findPlayerRecord(db, playerId);
    if (!found) return null;
    return {
      player: found.player,
      stats: presentPlayerStats(found.career ? careerFromRow(found.career) : emptyCareer()),
    };
  }

  /**
   * The player's name and how many numbered sessions they have (what a history page needs of the
   * career: two columns, not the whole record); 404 for an unknown player.
   */
  async playerSessionCount(
    playerId: number,
    db: DbOrTx = this.ctx.db,
  ): Promise<{ name: string; totalSessions: number }> {
    const found = await findPlayerSessionCount(db, playerId);
    if (!found) throw new HttpError(404, PLAYER_NOT_FOUND);
    return found;
  }

  /** `GET /career-stats`: zeroed for a player who never uploaded, figures withheld by policy. */
  async careerStats(viewerTier: MembershipTier, playerId: number): Promise<CareerStats> {
    const { name, career } = await this.playerCareer(playerId);
    return presentCareerStats(playerId, name, career, canSeeCareerFigures(viewerTier));
  }

  /**
   * {@link careerStats} as the JSON sent, kept in memory per player and viewer's tier until the
   * record or the name changes (decision 062). The caller has already checked the viewer may read.
   */
  careerStatsJson(viewerTier: MembershipTier, playerId: number): Promise<string> {
    // Checked against the contract once per read from the database, as the route's serializer did.
    return this.reads.answer(`career:${playerId}:${viewerTier}`, playerId, async () =>
      careerStatsSchema.parse(await this.careerStats(viewerTier, playerId)),
    );
  }

  /** The owner's dashboard cards. */
  async playerStats(playerId: number, db: DbOrTx = this.ctx.db): Promise<PlayerStats> {
    const row = await findCareer(db, playerId);
    return presentPlayerStats(row ? careerFromRow(row) : emptyCareer());
  }

  /** One side of the comparison page; 404 for an unknown player. */
  async compareCard(playerId: number): Promise<CompareCard> {
    const { name, career } = await this.playerCareer(playerId);
    return presentCompareCard(playerId, name, career);
  }

  /**
   * Locks the player's career for the rest of the upload transaction and returns it: uploads of
   * one player run one after another, so session numbers have no gaps and sums stay exact.
   */
  async lockForUpload(tx: Tx, playerId: number): Promise<CareerAccumulator> {
    return careerFromRow(await lockCareer(tx, playerId));
  }

  /** Folds a new session into the career locked by {@link lockForUpload}. */
  async addSession(
    tx: Tx,
    playerId: number,
    career: CareerAccumulator,
    figures: SessionFigures,
    startedAt: string,
  ): Promise<void> {
    await writeCareer(tx, playerId, careerToValues(addSessionToCareer(career, figures, startedAt)));
  }
}
