import { type CoachConversation, coachConversationListSchema } from '@holeout/shared/coach';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { coachKeys, PENDING_POLL_MS } from './coach-keys.ts';

/** GET /coach/conversations: newest first; the server makes today's analysis first when due. A 404 is empty. */
export async function getConversations(): Promise<CoachConversation[]> {
  return (await apiRequest('/coach/conversations', coachConversationListSchema)) ?? [];
}

/** The list, asked again while an analysis is being written (its status turns ready). */
export function useConversations() {
  return useQuery({
    queryKey: coachKeys.list(),
    queryFn: getConversations,
    refetchInterval: (q) => (q.state.data?.some((c) => c.status === 'pending') ? PENDING_POLL_MS : false),
  });
}
