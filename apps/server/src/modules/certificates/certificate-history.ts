import type { Db } from '../../db/client.ts';
import { countsInResults } from '../../db/schema/sessions.ts';
import { playerIdsAfter } from '../career/career.service.ts';
import { findFirstDuelWin, listAwardSessions } from './certificates.repo.ts';
import type { CareerBefore, CertificatesService } from './certificates.service.ts';

/** Sessions are read in pages of this many, players in pages of 200. */
const HISTORY_PAGE = 500;
const PLAYER_PAGE = 200;

/**
 * Retroactive awards (`npm run db:award-certificates`, decision 030): what a player's uploads and
 * duels would have awarded, from the stored data, through the very calls the uploads make —
 * sessions folded in session order — so the two cannot disagree. For history that predates the
 * certificates; no notifications (these achievements are old news), nothing awarded twice.
 */
export class CertificateHistory {
  constructor(
    private readonly db: Db,
    private readonly certificates: Pick<CertificatesService, 'awardForSession' | 'awardFirstDuelVictory'>,
  ) {}

  /** One player's awards, in one transaction; returns how many were new. */
  async awardPlayer(playerId: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      let awarded = 0;
      const career: CareerBefore = { total_sessions: 0, sum_makes: 0, sum_putts: 0 };
      for (let after = 0; ; ) {
        const page = await listAwardSessions(tx, playerId, after, HISTORY_PAGE);
        for (const s of page) {
          // A session an operator flagged or removed earns nothing and adds no makes (decision 041);
          // it keeps its place in the history, as the career's session count does.
          if (!countsInResults(s.reviewState ?? null)) {
            career.total_sessions++;
            continue;
          }
          awarded += await this.certificates.awardForSession(tx, playerId, career, s, false);
          career.total_sessions++;
          career.sum_makes += s.makes;
          career.sum_putts += s.putts;
        }
        if (page.length < HISTORY_PAGE) break;
        after = page[page.length - 1]?.sessionNumber ?? after;
      }
      const duel = await findFirstDuelWin(tx, playerId);
      if (duel && (await this.certificates.awardFirstDuelVictory(tx, duel, false))) awarded++;
      return awarded;
    });
  }

  /** One player, or every player; returns the players walked and the certificates awarded. */
  async award(playerId?: number): Promise<{ players: number; awarded: number }> {
    if (playerId !== undefined) return { players: 1, awarded: await this.awardPlayer(playerId) };
    let players = 0;
    let awarded = 0;
    for (let after = 0; ; ) {
      const ids = await playerIdsAfter(this.db, after, PLAYER_PAGE);
      for (const id of ids) awarded += await this.awardPlayer(id);
      players += ids.length;
      if (ids.length < PLAYER_PAGE) return { players, awarded };
      after = ids[ids.length - 1] ?? after;
    }
  }
}
