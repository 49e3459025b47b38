import { type CoachConversationDetail, coachConversationDetailSchema } from '@holeout/shared/coach';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { coachKeys, PENDING_POLL_MS } from './coach-keys.ts';

/** GET /coach/conversations/{id}; null when it does not exist. */
export async function getConversation(id: number): Promise<CoachConversationDetail | null> {
  return apiRequest(`/coach/conversations/${id}`, coachConversationDetailSchema);
}

/** One conversation's messages, asked again every 2 s while its analysis is being written. */
export function useConversation(id: number | null) {
  return useQuery({
    queryKey: coachKeys.conversation(id ?? 0),
    queryFn: () => getConversation(id as number),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}
