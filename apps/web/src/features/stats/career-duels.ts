/**
 * The career page's Duels table (spec 01 §2 "Display rules"): only duels whose status is active,
 * accepted or completed; completed ones read Won, Lost or Draw for the page's player (a null
 * winner is a draw), accepted reads Pending and active reads Active.
 */
import type { Duel } from '@holeout/shared/duels';
import { formatDate, formatStat } from '../../lib/format.ts';

export interface CareerDuelRow {
  duelId: number;
  opponent: string;
  date: string;
  /** 'mine – theirs' for a completed duel, else '-'. */
  score: string;
  status: 'Won' | 'Lost' | 'Draw' | 'Pending' | 'Active';
}

// 'accepted' is a status of the spec's older server; Holeout's duels go straight to active.
const SHOWN = new Set(['active', 'accepted', 'completed']);

/** Rows for the duels of `playerId`, newest first. */
export function careerDuelRows(duels: readonly Duel[], playerId: number): CareerDuelRow[] {
  return duels
    .filter((d) => SHOWN.has(d.status as string))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.duel_id - a.duel_id)
    .map((d) => {
      const isCreator = d.creator_id === playerId;
      const status = d.status as string;
      const completed = status === 'completed';
      const mine = isCreator ? d.creator_score : d.invited_player_score;
      const theirs = isCreator ? d.invited_player_score : d.creator_score;
      return {
        duelId: d.duel_id,
        opponent: isCreator ? (d.invited_player_name ?? d.invited_contact ?? 'New player') : d.creator_name,
        date: formatDate(d.created_at),
        score: completed ? `${formatStat(mine)} – ${formatStat(theirs)}` : '-',
        status: completed
          ? d.winner_id === null
            ? 'Draw'
            : d.winner_id === playerId
              ? 'Won'
              : 'Lost'
          : status === 'accepted'
            ? 'Pending'
            : 'Active',
      };
    });
}
