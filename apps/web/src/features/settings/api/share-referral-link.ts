import { referralAnswerSchema } from '@holeout/shared/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { referralKeys } from './get-referral-stats.ts';

/** POST /referrals/share: the player copied or shared their link (counted once a day); the figures are read again. */
export function useShareReferralLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite('/referrals/share', referralAnswerSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.stats }),
  });
}
