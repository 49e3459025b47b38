import {
  type associationInquirySchema,
  type BundleId,
  cancelResponseSchema,
  checkoutResponseSchema,
  messageAnswerSchema,
  type PlanInterval,
  redeemResponseSchema,
  subscriptionStatusSchema,
} from '@holeout/shared/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, apiWrite } from '../../../lib/api-client.ts';

/** What the form sends (defaults filled by the server when left out). */
export type AssociationInquiryInput = z.input<typeof associationInquirySchema>;

export const billingKeys = {
  all: ['billing'] as const,
  status: (playerId: number) => ['billing', 'status', playerId] as const,
};

/** GET /subscriptions/status; `pollMs` re-reads it while a payment is being confirmed. */
export function useSubscriptionStatus(playerId: number, pollMs: number | false = false) {
  return useQuery({
    queryKey: billingKeys.status(playerId),
    queryFn: async () => {
      const status = await apiRequest('/subscriptions/status', subscriptionStatusSchema);
      if (!status) throw new Error('Could not load your subscription.');
      return status;
    },
    refetchInterval: pollMs,
  });
}

/** Leaves for Zaprite's checkout page. */
function goToCheckout(url: string) {
  window.location.assign(url);
}

/** POST /subscriptions/create-zaprite-order, then to the checkout page. */
export function useCheckout() {
  return useMutation({
    mutationFn: (interval: PlanInterval) =>
      apiWrite('/subscriptions/create-zaprite-order', checkoutResponseSchema, { method: 'POST', body: { interval } }),
    onSuccess: (answer) => goToCheckout(answer.checkoutUrl),
  });
}

/** POST /subscriptions/bundles/purchase, then to the checkout page. */
export function useBundlePurchase() {
  return useMutation({
    mutationFn: (bundleId: BundleId) =>
      apiWrite('/subscriptions/bundles/purchase', checkoutResponseSchema, { method: 'POST', body: { bundleId } }),
    onSuccess: (answer) => goToCheckout(answer.checkoutUrl),
  });
}

/** POST /player/{id}/subscription/cancel; the status is read again. */
export function useCancelSubscription(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite(`/player/${playerId}/subscription/cancel`, cancelResponseSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

/** POST /redeem-coupon: a gift code or a coupon. */
export function useRedeemCoupon(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiWrite('/redeem-coupon', redeemResponseSchema, {
        method: 'POST',
        body: { player_id: playerId, coupon_code: code },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

/** POST /subscriptions/association-pricing (no sign-in needed). */
export function useAssociationInquiry() {
  return useMutation({
    mutationFn: (inquiry: AssociationInquiryInput) =>
      apiWrite('/subscriptions/association-pricing', messageAnswerSchema, { method: 'POST', body: inquiry }),
  });
}
