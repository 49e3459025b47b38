import { z } from 'zod';
import { idFieldSchema, idParamSchema } from './ids.ts';

/** Spec 01 §9: at most 5 player messages per conversation. */
export const COACH_MAX_USER_MESSAGES = 5;
/** Longest chat message a player may send (characters, after trimming). */
export const COACH_MESSAGE_MAX_LENGTH = 2000;

/** The coach's texts, verbatim where spec 01 gives them. */
export const COACH_TEXT = {
  /** Spec 01 §9: the 6th player message of a conversation (429). */
  messageLimit: 'message limit reached',
  notFound: 'Conversation not found',
  forbidden: 'You can only access your own conversations.',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${COACH_MESSAGE_MAX_LENGTH} characters`,
  rateLimited: 'Too many coach messages. Please wait a minute.',
  analysisPending: 'Your analysis is still being written. Please wait a moment.',
  // The page (spec 01 §2, §8).
  conversations: 'Conversations',
  loading: 'Loading...',
  noConversations: 'No conversations yet.',
  welcome:
    'Welcome to your coach. Your first analysis is generated automatically after you log in on a new day with session data.',
  inputPlaceholder: 'Ask a follow-up question...',
  send: 'Send',
  selectToBegin: 'Select a conversation to begin.',
  limitPlaceholder: 'Message limit reached for this conversation.',
  selectToView: 'Select a conversation to view.',
  firstAnalysis: 'Your first analysis will appear here after you complete a session.',
  loadFailed: (message: string) => `Could not load conversation. ${message}`,
  sendFailed: (message: string) => `Sorry, I encountered an error: ${message}`,
} as const;

/** A message's text may span lines: the one body field that lets `\n` through the input guard. */
export const COACH_MULTILINE_FIELD = 'message';

/** `POST /coach/chat`: the player (optional; must be the token's), the message, the conversation (null: a new one). */
export const coachChatBodySchema = z.object({
  player_id: idFieldSchema.optional(),
  message: z
    .string(COACH_TEXT.messageRequired)
    .trim()
    .min(1, COACH_TEXT.messageRequired)
    .max(COACH_MESSAGE_MAX_LENGTH, COACH_TEXT.messageTooLong),
  conversation_id: idFieldSchema.nullable().optional(),
});
export type CoachChatBody = z.infer<typeof coachChatBodySchema>;

export const coachChatResponseSchema = z.object({
  response: z.string(),
  conversation_id: z.number().int(),
  /** Player messages in the conversation after this one (at most 5). */
  user_messages: z.number().int(),
});
export type CoachChatResponse = z.infer<typeof coachChatResponseSchema>;

/** The `Accept` value that asks `POST /coach/chat` to stream its reply as server-sent events. */
export const COACH_STREAM_TYPE = 'text/event-stream';

/**
 * One server-sent event of a streamed `POST /coach/chat` (its SSE `event` name is `type`): `delta`
 * pieces of the reply, each already checked against the player's figures, then `done` with the
 * stored answer (the deltas joined) or `error` when nothing was stored.
 */
export const coachStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  coachChatResponseSchema.extend({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), status: z.number().int(), message: z.string() }),
]);
export type CoachStreamEvent = z.infer<typeof coachStreamEventSchema>;

export const COACH_CONVERSATION_KINDS = ['analysis', 'chat'] as const;
/** `pending`: the daily analysis is being written (a job); `ready`: it can be read and answered. */
export const COACH_CONVERSATION_STATUSES = ['pending', 'ready'] as const;

/**
 * Spec 01 §3 Conversation, with what a page needs besides the messages: whether the analysis is
 * still being written, and how many of its player messages are used (the messages call answers
 * the messages alone, spec 01 §7).
 */
export const coachConversationSchema = z.object({
  conversation_id: z.number().int(),
  title: z.string(),
  created_at: z.string(),
  kind: z.enum(COACH_CONVERSATION_KINDS),
  status: z.enum(COACH_CONVERSATION_STATUSES),
  /** Player messages sent in it so far. */
  user_messages: z.number().int(),
  /** Player messages it takes (spec 01 §9: 5). */
  message_limit: z.number().int(),
});
export type CoachConversation = z.infer<typeof coachConversationSchema>;

/** `GET /coach/conversations`: newest first. */
export const coachConversationListSchema = z.array(coachConversationSchema);

export const coachConversationsQuerySchema = z.object({ player_id: idParamSchema.optional() });
export const coachConversationParamsSchema = z.object({ id: idParamSchema });

/** Spec 01 §3 Message: role and parts. */
export const coachMessageSchema = z.object({
  role: z.enum(['user', 'model']),
  parts: z.array(z.object({ text: z.string() })),
  created_at: z.string(),
});
export type CoachMessage = z.infer<typeof coachMessageSchema>;

/**
 * `GET /coach/conversations/{id}` "returns messages" (spec 01 §7): the list itself, oldest first
 * (empty while the analysis is being written: the list says `status: pending`).
 */
export const coachMessagesSchema = z.array(coachMessageSchema);

/** Player messages in a list of messages (what the limit counts). */
export function countUserMessages(messages: readonly { role: string }[]): number {
  return messages.filter((m) => m.role === 'user').length;
}

/**
 * GET /coach/insight: the dashboard's coach card (decision 057) — the latest written analysis,
 * its first line and its "Next" advice as plain text; null before the first analysis.
 */
export const coachInsightSchema = z.object({
  insight: z
    .object({
      conversation_id: z.number().int(),
      title: z.string(),
      created_at: z.string(),
      summary: z.string(),
      next: z.string().nullable(),
    })
    .nullable(),
});
export type CoachInsight = z.infer<typeof coachInsightSchema>;
