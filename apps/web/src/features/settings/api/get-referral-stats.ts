import { referralStatsResponseSchema } from '@holeout/shared/referrals';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const referralKeys = { stats: ['referrals', 'stats'] as const };

/** GET /referrals/stats: the signed-in player's figures, newest invitations and link. */
export function useReferralStats() {
  return useQuery({
    queryKey: referralKeys.stats,
    queryFn: async () => {
      const answer = await apiRequest('/referrals/stats', referralStatsResponseSchema);
      if (!answer) throw new Error('Could not load your referrals.');
      return answer;
    },
  });
}
