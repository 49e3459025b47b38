import type { CoachConversation, CoachInsight, CoachMessage } from '@holeout/shared/coach';
import { COACH_MAX_USER_MESSAGES } from '@holeout/shared/coach';
import { insightLines } from '@holeout/shared/coach-insight';
import type { ConversationRow, MessageRow } from './coach.repo.ts';

/** A conversation as the list shows it, with the player messages it has used. */
export function presentConversation(row: ConversationRow, userMessages: number): CoachConversation {
  return {
    conversation_id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    kind: row.kind,
    status: row.status,
    user_messages: userMessages,
    message_limit: COACH_MAX_USER_MESSAGES,
  };
}

/** The messages call's answer: the spec's message shape, oldest first. */
export function presentMessages(messages: MessageRow[]): CoachMessage[] {
  return messages.map((m) => ({ role: m.role, parts: [{ text: m.text }], created_at: m.createdAt.toISOString() }));
}

/** The dashboard's coach card: the analysis's title, first line and Next advice; null before any. */
export function presentInsight(found: { conversation: ConversationRow; text: string } | null): CoachInsight {
  if (!found) return { insight: null };
  const { conversation, text } = found;
  return {
    insight: {
      conversation_id: conversation.id,
      title: conversation.title,
      created_at: conversation.createdAt.toISOString(),
      ...insightLines(text),
    },
  };
}
