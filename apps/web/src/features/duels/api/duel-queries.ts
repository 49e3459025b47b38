import type { QueryClient } from '@tanstack/react-query';

/**
 * Cache keys of everything a duel appears in, all under `['duels']`; the career page's duel table
 * keeps its own key there too (`['duels', 'career', playerId]`), so one invalidation refreshes it.
 */
export const duelKeys = {
  all: ['duels'] as const,
  list: (playerId: number) => ['duels', 'list', playerId] as const,
  detail: (duelId: number) => ['duels', 'detail', duelId] as const,
};

/**
 * After a duel changed: its lists and detail, the comparison pages (head-to-head and duel history)
 * and the competitions awaiting the player's session (the desktop hand-off list).
 */
export async function invalidateDuelViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: duelKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['comparison'] }),
    queryClient.invalidateQueries({ queryKey: ['active-competitions'] }),
  ]);
}
