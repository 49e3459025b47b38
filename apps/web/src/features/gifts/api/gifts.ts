import { giftListSchema, giftSendResponseSchema } from '@holeout/shared/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiWrite } from '../../../lib/api-client.ts';

const giftKeys = { list: ['gifts', 'list'] as const };

/** GET /subscriptions/gifts; either reading of the answer (giftCodes or giftSubscriptions). */
export function useGifts(enabled: boolean) {
  return useQuery({
    queryKey: giftKeys.list,
    enabled,
    queryFn: async () => {
      const answer = await apiRequest('/subscriptions/gifts', giftListSchema);
      return answer ? (answer.giftCodes ?? answer.giftSubscriptions) : [];
    },
  });
}

/** POST /subscriptions/gifts/send; the list is read again (the code shows where it went). */
export function useSendGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { giftCodeId: number; recipient: string }) =>
      apiWrite('/subscriptions/gifts/send', giftSendResponseSchema, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftKeys.list }),
  });
}
