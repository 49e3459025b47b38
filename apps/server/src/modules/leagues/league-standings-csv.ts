import type { LeagueDetail } from '@holeout/shared/leagues';
import { csvCell } from '../sessions/sessions-csv.ts';

/**
 * The standings as a CSV download: rank, player, points, rounds submitted, total score, then the
 * points of each round (empty where the player has none, so a spreadsheet can sum the column).
 */
export function standingsCsv(detail: LeagueDetail): string {
  const rounds = detail.rounds;
  const header = [
    'Rank',
    'Player',
    'Points',
    'Rounds submitted',
    'Total score',
    ...rounds.map((r) => `Round ${r.round_number}`),
  ];
  const lines = [header.map(csvCell).join(',')];
  for (const s of detail.standings) {
    const perRound = rounds.map((r) => {
      const sub = r.submissions.find((x) =>
        s.irl_player === null ? x.player_id === s.player_id && x.irl_player === null : x.irl_player === s.irl_player,
      );
      return sub?.points_awarded ?? null;
    });
    lines.push(
      [s.rank, s.player_name, s.points, s.rounds_submitted, s.total_score, ...perRound].map(csvCell).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
