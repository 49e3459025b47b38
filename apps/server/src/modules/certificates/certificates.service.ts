import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { sha256 } from '../../lib/sha256.ts';
import { canonicalJson } from './canonical-json.ts';
import { insertCertificate } from './certificates.repo.ts';

/** Spec 01: the competition certificate type and the league championship subtypes. */
export const COMPETITION_WIN = 'competition_win';
export const LEAGUE_CHAMPIONSHIP_SUBTYPES = {
  1: 'league_championship_1st',
  2: 'league_championship_2nd',
  3: 'league_championship_3rd',
} as const;
/** DESIGN §7: league 1st legendary, 2nd epic, 3rd rare. */
const RARITY = { 1: 'legendary', 2: 'epic', 3: 'rare' } as const;

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
  place: 1 | 2 | 3;
  points: number;
  performance: LeaguePerformance;
}

/**
 * Achievement certificates. For now only the league championships a completed league awards, in
 * the league's completion transaction; stamping and the certificate pages come with the
 * certificates issue.
 */
export class CertificatesService {
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
      const id = randomUUID();
      const content = {
        certificate_id: id,
        player_id: a.playerId,
        achievement_type: COMPETITION_WIN,
        achievement_subtype: LEAGUE_CHAMPIONSHIP_SUBTYPES[a.place],
        achievement_value: league.id,
        achieved_at: now.toISOString(),
        achievement_data: {
          league_id: league.id,
          league_name: league.name,
          place: a.place,
          points: a.points,
          league_rounds: league.numRounds,
          league_performance: a.performance,
        },
      };
      const inserted = await insertCertificate(tx, {
        id,
        playerId: a.playerId,
        achievementType: COMPETITION_WIN,
        achievementSubtype: content.achievement_subtype,
        achievementValue: league.id,
        achievedAt: now,
        issuedAt: now,
        rarityTier: RARITY[a.place],
        achievementData: content.achievement_data,
        dataHash: sha256(canonicalJson(content)),
      });
      if (inserted) awarded++;
    }
    return awarded;
  }
}
