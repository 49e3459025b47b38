import type { QueryClient } from '@tanstack/react-query';

/**
 * Cache keys of everything a league appears in, all under `['leagues']`; the career page's
 * Leagues table keeps its own key there too (`['leagues', 'career', playerId]`), so one
 * invalidation refreshes it.
 */
export const leagueKeys = {
  all: ['leagues'] as const,
  list: (playerId: number) => ['leagues', 'list', playerId] as const,
  detail: (leagueId: number) => ['leagues', 'detail', leagueId] as const,
};

/**
 * After a league changed: its lists and detail, the leaderboards (a member joined or left) and
 * the competitions awaiting the player's session (the desktop hand-off list).
 */
export async function invalidateLeagueViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['leaderboards'] }),
    queryClient.invalidateQueries({ queryKey: ['active-competitions'] }),
  ]);
}
