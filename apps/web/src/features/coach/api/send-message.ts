import {
  COACH_STREAM_TYPE,
  type CoachChatResponse,
  type CoachMessage,
  type CoachStreamEvent,
  coachStreamEventSchema,
} from '@holeout/shared/coach';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiResponse, UNEXPECTED_RESPONSE } from '../../../lib/api-client.ts';
import { coachKeys } from './coach-keys.ts';

export interface SendMessage {
  playerId: number;
  conversationId: number;
  message: string;
  /** Called with the reply so far each time a checked piece of it arrives. */
  onText: (replySoFar: string) => void;
}

function parseEvent(data: string): CoachStreamEvent {
  try {
    return coachStreamEventSchema.parse(JSON.parse(data));
  } catch {
    throw new ApiError(UNEXPECTED_RESPONSE, 200);
  }
}

/** The events of a server-sent-events body as they arrive, each checked against the contract. */
async function* coachEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<CoachStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffer += decoder.decode(read.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (data === '') continue;
        yield parseEvent(data);
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * POST /coach/chat, streamed: the reply's pieces (already checked against the player's figures)
 * go to `onText` as they arrive; resolves with the stored answer, or throws the server's refusal
 * or failure (then nothing was stored).
 */
export async function sendMessage({
  playerId,
  conversationId,
  message,
  onText,
}: SendMessage): Promise<CoachChatResponse> {
  const response = await apiResponse('/coach/chat', {
    method: 'POST',
    accept: COACH_STREAM_TYPE,
    body: { player_id: playerId, message, conversation_id: conversationId },
  });
  if (!response?.body) throw new Error('POST /coach/chat: not found');
  let reply = '';
  for await (const event of coachEvents(response.body)) {
    if (event.type === 'delta') {
      reply += event.text;
      onText(reply);
    } else if (event.type === 'error') {
      throw new ApiError(event.message, event.status);
    } else {
      const { type: _type, ...answer } = event;
      return answer;
    }
  }
  throw new ApiError(UNEXPECTED_RESPONSE, response.status);
}

/**
 * Sends one message. On success the conversation in the cache gets the message and the reply at
 * once (the reply stays where it streamed, no flicker), then is read again.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (answer, sent) => {
      const key = coachKeys.conversation(answer.conversation_id);
      const now = new Date().toISOString();
      queryClient.setQueryData<CoachMessage[] | null>(key, (messages) =>
        messages
          ? [
              ...messages,
              { role: 'user', parts: [{ text: sent.message }], created_at: now },
              { role: 'model', parts: [{ text: answer.response }], created_at: now },
            ]
          : messages,
      );
      // The list holds the count of messages used.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: coachKeys.list() }),
      ]);
    },
  });
}
