import type { CompareResponse } from '@holeout/shared/players';
import { LeaderboardBoards } from '../../../components/leaderboard-boards.tsx';

/**
 * The Head-to-Head Leaderboard: Most Makes, Best Streak, Makes/Min and Fastest 21 of the two
 * players, from GET /leaderboards-v2 (context `custom` with both ids; spec 01 §7).
 */
export function HeadToHeadBoards({ data }: { data: CompareResponse }) {
  return (
    <LeaderboardBoards
      title="Head-to-Head Leaderboard"
      scope={{ context_type: 'custom', player_ids: [data.player1_stats.player_id, data.player2_stats.player_id] }}
    />
  );
}
