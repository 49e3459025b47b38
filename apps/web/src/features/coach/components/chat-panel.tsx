import {
  COACH_MAX_USER_MESSAGES,
  COACH_MESSAGE_MAX_LENGTH,
  COACH_TEXT,
  type CoachConversation,
  countUserMessages,
} from '@holeout/shared/coach';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText, UNKNOWN_SERVER_ERROR } from '../../../lib/api-client.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useSendMessage } from '../api/send-message.ts';
import { CoachMarkdown } from './coach-markdown.tsx';

interface ShownMessage {
  key: string;
  role: 'user' | 'model';
  text: string;
}

/** Whether a message may be sent (spec 01 §5): text after trimming, a conversation, not busy, under 5. */
export function canSend(draft: string, conversationId: number | null, busy: boolean, userMessages: number): boolean {
  return draft.trim().length > 0 && conversationId !== null && !busy && userMessages < COACH_MAX_USER_MESSAGES;
}

/**
 * The right side: the conversation's messages (the coach's as markdown), the reply as it streams
 * with a typing indicator until it is complete, the message counter and the input. A sent message
 * shows at once and is taken back, with any part of the reply, if sending fails.
 */
export function ChatPanel({
  playerId,
  conversationId,
  conversation,
  hasConversations,
}: {
  playerId: number;
  conversationId: number | null;
  /** The open conversation's entry in the list (its status), once the list is loaded. */
  conversation: CoachConversation | undefined;
  hasConversations: boolean;
}) {
  const writing = conversation?.status === 'pending';
  const query = useConversation(conversationId, writing);
  const send = useSendMessage();
  const [draft, setDraft] = useState('');
  /** The sent message until the stored conversation holds it (`after`: its user messages when sent). */
  const [sent, setSent] = useState<{ text: string; after: number } | null>(null);
  /** The reply as far as it has streamed, while it streams. */
  const [streamed, setStreamed] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const counterId = useId();
  const inputId = useId();
  const endRef = useRef<HTMLDivElement>(null);

  const stored = query.data ?? null;
  const storedUserMessages = countUserMessages(stored ?? []);
  // Once the stored exchange arrives (the cache is written before the send settles), it replaces
  // the sent copy, so the question never shows twice.
  const optimistic = sent !== null && storedUserMessages <= sent.after ? sent.text : null;
  const messages: ShownMessage[] = [
    ...(stored ?? []).map((m, i) => ({
      key: `m${i}`,
      role: m.role,
      text: m.parts.map((p) => p.text).join('\n'),
    })),
    ...(optimistic === null ? [] : [{ key: 'optimistic', role: 'user' as const, text: optimistic }]),
    ...errors.map((text, i) => ({ key: `e${i}`, role: 'model' as const, text })),
  ];
  if (query.isError) {
    messages.push({
      key: 'load',
      role: 'model',
      text: COACH_TEXT.loadFailed(errorText(query.error, UNKNOWN_SERVER_ERROR)),
    });
  } else if (conversationId !== null && query.data === null) {
    messages.push({ key: 'load', role: 'model', text: COACH_TEXT.loadFailed(COACH_TEXT.notFound) });
  }
  const userMessages = storedUserMessages + (optimistic === null ? 0 : 1);
  const atLimit = userMessages >= COACH_MAX_USER_MESSAGES;
  const usable = conversationId !== null && stored !== null && query.isSuccess && !writing;

  // The analysis was written: its messages are read once more (the poll stops with the status).
  const wasWriting = useRef(writing);
  const { refetch } = query;
  useEffect(() => {
    if (wasWriting.current && !writing) void refetch();
    wasWriting.current = writing;
  }, [writing, refetch]);
  const ready = canSend(draft, usable ? conversationId : null, send.isPending, userMessages);

  // Keeps the newest message, and the reply as it grows, in view.
  const count = messages.length;
  useEffect(() => {
    if (count > 0 || send.isPending || streamed) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count, send.isPending, streamed]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready || conversationId === null) return;
    const message = draft.trim();
    setSent({ text: message, after: storedUserMessages });
    setStreamed('');
    setDraft('');
    setLimitMessage(null);
    send.mutate(
      { playerId, conversationId, message, onText: setStreamed },
      {
        // The stored exchange is in the conversation's cache by now (useSendMessage).
        onSuccess: () => {
          setSent(null);
          setStreamed('');
        },
        onError: (err) => {
          // What streamed before the failure was not stored: it goes, with the sent message.
          setSent(null);
          setStreamed('');
          const text = errorText(err, UNKNOWN_SERVER_ERROR);
          if (text.toLowerCase().includes('message limit')) {
            setLimitMessage(text);
          } else {
            setErrors((list) => [...list, COACH_TEXT.sendFailed(text)]);
            setDraft(message);
          }
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const placeholder =
    conversationId === null
      ? COACH_TEXT.selectToBegin
      : atLimit
        ? COACH_TEXT.limitPlaceholder
        : COACH_TEXT.inputPlaceholder;

  return (
    <section className="card coach-chat" aria-label="Conversation">
      {conversationId === null ? (
        <p className="coach-empty">{hasConversations ? COACH_TEXT.selectToView : COACH_TEXT.firstAnalysis}</p>
      ) : (
        // A tab stop, so a keyboard can scroll a long conversation.
        <div
          className="coach-messages"
          role="log"
          aria-label="Messages"
          aria-live="polite"
          aria-relevant="additions"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; keyboard users must reach it.
          tabIndex={0}
        >
          {query.isPending && <Spinner label="Loading conversation" />}
          {writing && <Spinner label="Your coach is writing today’s analysis…" />}
          {messages.map((m) =>
            m.role === 'user' ? (
              <div key={m.key} className="coach-message coach-message-user">
                <span className="visually-hidden">You: </span>
                <p>{m.text}</p>
              </div>
            ) : (
              <div key={m.key} className="coach-message coach-message-model">
                <span className="visually-hidden">Coach: </span>
                <CoachMarkdown text={m.text} />
              </div>
            ),
          )}
          {send.isPending && streamed && (
            <div className="coach-message coach-message-model" aria-busy="true">
              <span className="visually-hidden">Coach: </span>
              <CoachMarkdown text={streamed} />
            </div>
          )}
          {send.isPending && (
            <div className="coach-typing" role="status">
              <span className="coach-typing-dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="visually-hidden">Coach is typing…</span>
            </div>
          )}
          <div ref={endRef} />
        </div>
      )}
      {limitMessage && (
        <p className="form-message form-message-error coach-limit" role="alert">
          {limitMessage}
        </p>
      )}
      <form className="coach-input" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Your question
        </label>
        <textarea
          id={inputId}
          rows={2}
          value={draft}
          maxLength={COACH_MESSAGE_MAX_LENGTH}
          placeholder={placeholder}
          aria-describedby={counterId}
          disabled={!usable || atLimit}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="coach-input-row">
          <span id={counterId} className="coach-counter" aria-live="polite">
            {conversationId === null ? '' : `${userMessages} of ${COACH_MAX_USER_MESSAGES} messages`}
          </span>
          <button type="submit" className="button button-primary" disabled={!ready}>
            {COACH_TEXT.send}
          </button>
        </div>
      </form>
    </section>
  );
}
