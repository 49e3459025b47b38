import type { CoachConversation, CoachConversationDetail } from '@holeout/shared/coach';
import { COACH_MAX_USER_MESSAGES } from '@holeout/shared/coach';
import type { ConversationRow, MessageRow } from './coach.repo.ts';

export function presentConversation(row: ConversationRow): CoachConversation {
  return {
    conversation_id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    kind: row.kind,
    status: row.status,
  };
}

export function presentConversationDetail(row: ConversationRow, messages: MessageRow[]): CoachConversationDetail {
  return {
    ...presentConversation(row),
    messages: messages.map((m) => ({ role: m.role, parts: [{ text: m.text }], created_at: m.createdAt.toISOString() })),
    user_messages: messages.filter((m) => m.role === 'user').length,
    message_limit: COACH_MAX_USER_MESSAGES,
  };
}
