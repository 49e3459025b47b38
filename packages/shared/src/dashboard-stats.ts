/**
 * GET /debug-stats (spec 01 §7): the dashboard's fallback when its first read fails; the client
 * reads `dashboard_data.stats`. The figures are the dashboard cards' own (spec 01 §3 Stats, the
 * player's membership applied), nothing more.
 */
import { z } from 'zod';
import { playerStatsSchema } from './accounts.ts';

export const debugStatsResponseSchema = z.object({
  dashboard_data: z.object({ stats: playerStatsSchema }),
});
export type DebugStatsResponse = z.infer<typeof debugStatsResponseSchema>;
