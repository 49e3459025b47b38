import { type CoachChatResponse, coachChatResponseSchema } from '@holeout/shared/coach';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { coachKeys } from './coach-keys.ts';

export interface SendMessage {
  playerId: number;
  conversationId: number;
  message: string;
}

/** POST /coach/chat */
export async function sendMessage({ playerId, conversationId, message }: SendMessage): Promise<CoachChatResponse> {
  return apiWrite('/coach/chat', coachChatResponseSchema, {
    method: 'POST',
    body: { player_id: playerId, message, conversation_id: conversationId },
  });
}

/** Sends one message; the conversation is read again on success (it holds the stored reply). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (answer) => queryClient.invalidateQueries({ queryKey: coachKeys.conversation(answer.conversation_id) }),
  });
}
