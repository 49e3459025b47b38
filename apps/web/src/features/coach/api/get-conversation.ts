import { type CoachMessage, coachMessagesSchema } from '@holeout/shared/coach';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { coachKeys, PENDING_POLL_MS } from './coach-keys.ts';

/** GET /coach/conversations/{id}: its messages (the list holds its title and status); null when it does not exist. */
export async function getConversation(id: number): Promise<CoachMessage[] | null> {
  return apiRequest(`/coach/conversations/${id}`, coachMessagesSchema);
}

/** One conversation's messages, asked again every 2 s while the list says its analysis is being written. */
export function useConversation(id: number | null, writing: boolean) {
  return useQuery({
    queryKey: coachKeys.conversation(id ?? 0),
    queryFn: () => getConversation(id as number),
    enabled: id !== null,
    refetchInterval: writing ? PENDING_POLL_MS : false,
  });
}
