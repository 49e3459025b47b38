import type { CoachConversation, CoachMessage, CoachStreamEvent } from '@holeout/shared/coach';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { CoachPage } from '../pages/coach-page.tsx';
import { ChatPanel } from './chat-panel.tsx';

const player = buildPlayer({ player_id: 7 });
const detailPath = 'GET /api/coach/conversations/3';

/** The messages call's answer: the analysis and `userMessages` exchanges. */
function conversation(userMessages: number): CoachMessage[] {
  const messages: CoachMessage[] = [
    {
      role: 'model',
      parts: [{ text: '**Mon 2 Mar: 2 sessions**\n\n- Best streak: 6 in a row' }],
      created_at: '2026-03-02T10:00:00Z',
    },
  ];
  for (let i = 1; i <= userMessages; i++) {
    messages.push({ role: 'user', parts: [{ text: `Question ${i}` }], created_at: '2026-03-02T10:00:00Z' });
    messages.push({ role: 'model', parts: [{ text: `Answer ${i}` }], created_at: '2026-03-02T10:00:00Z' });
  }
  return messages;
}

/** The conversation's entry in the list. */
function summary(extra: Partial<CoachConversation> = {}): CoachConversation {
  return {
    conversation_id: 3,
    title: 'Mon 2 Mar: 2 sessions',
    created_at: '2026-03-02T10:00:00Z',
    kind: 'analysis',
    status: 'ready',
    user_messages: 0,
    message_limit: 5,
    ...extra,
  };
}

/** Answers POST /api/coach/chat with a server-sent-events stream the test writes to; the rest goes to stubApi. */
function streamChat() {
  const jsonFetch = globalThis.fetch;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) =>
    url.startsWith('/api/coach/chat')
      ? new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
      : jsonFetch(url, init),
  );
  const encoder = new TextEncoder();
  return {
    send: (event: CoachStreamEvent) =>
      controller.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)),
    end: () => controller.close(),
  };
}

const renderPanel = (entry: CoachConversation = summary()) =>
  renderWithProviders(<ChatPanel playerId={7} conversationId={3} conversation={entry} hasConversations />, {
    player,
    path: '/coach/3',
  });

afterEach(() => vi.unstubAllGlobals());

describe('Coach chat', () => {
  it('renders replies as markdown without raw HTML, and counts the messages', async () => {
    stubApi({
      [detailPath]: {
        status: 200,
        body: [
          ...conversation(1),
          {
            role: 'model',
            parts: [{ text: 'Hi <img src=x onerror="alert(1)"><script>alert(1)</script>' }],
            created_at: 'x',
          },
        ],
      },
    });
    renderPanel();
    expect(await screen.findByText('Mon 2 Mar: 2 sessions')).toHaveProperty('tagName', 'STRONG');
    expect(document.querySelector('.coach-messages img, .coach-messages script')).toBeNull();
    expect(screen.getByText('1 of 5 messages')).toBeInTheDocument();
    expect(screen.getByLabelText('Your question')).toHaveAttribute('placeholder', 'Ask a follow-up question...');
  });

  it('shows a sent message at once and takes it back with the limit text on 429', async () => {
    const sent = stubApi({
      [detailPath]: { status: 200, body: conversation(4) },
      'POST /api/coach/chat': { status: 429, body: { error: 'Too Many Requests', message: 'message limit reached' } },
    });
    const { user } = renderPanel();
    const input = await screen.findByLabelText('Your question');
    await screen.findByText('4 of 5 messages');
    await user.type(input, 'One more{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('message limit reached');
    expect(screen.queryByText('One more')).toBeNull();
    expect(sent.at(-1)).toMatchObject({ body: { player_id: 7, message: 'One more', conversation_id: 3 } });
  });

  it('shows the reply as it streams, with the typing indicator, and keeps it once stored', async () => {
    const reply = 'You holed **18**. Keep going.';
    let stored = false;
    const exchange: CoachMessage[] = [
      { role: 'user', parts: [{ text: 'How did I do?' }], created_at: 'x' },
      { role: 'model', parts: [{ text: reply }], created_at: 'x' },
    ];
    const before = conversation(0);
    const after = [...before, ...exchange];
    stubApi({ [detailPath]: () => ({ status: 200, body: stored ? after : before }) });
    const stream = streamChat();
    const { user } = renderPanel();
    await screen.findByText('Best streak: 6 in a row', { exact: false });
    await user.type(screen.getByLabelText('Your question'), 'How did I do?{Enter}');
    expect(await screen.findByText('Coach is typing…')).toBeInTheDocument();
    stream.send({ type: 'delta', text: 'You holed **18**.' });
    expect(await screen.findByText('18')).toHaveProperty('tagName', 'STRONG');
    expect(screen.getByText('How did I do?')).toBeInTheDocument();
    expect(screen.getByText('Coach is typing…')).toBeInTheDocument();
    stream.send({ type: 'delta', text: ' Keep going.' });
    stored = true;
    stream.send({ type: 'done', response: reply, conversation_id: 3, user_messages: 1 });
    stream.end();
    await waitFor(() => expect(screen.queryByText('Coach is typing…')).toBeNull());
    expect(screen.getByText('Keep going.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('How did I do?')).toBeInTheDocument();
    expect(screen.getByText('1 of 5 messages')).toBeInTheDocument();
  });

  it('takes back the sent message and the streamed part when the stream ends in an error', async () => {
    stubApi({ [detailPath]: { status: 200, body: conversation(0) } });
    const stream = streamChat();
    const { user } = renderPanel();
    await screen.findByText('Best streak: 6 in a row', { exact: false });
    await user.type(screen.getByLabelText('Your question'), 'Any tips?{Enter}');
    stream.send({ type: 'delta', text: 'You holed 18.' });
    expect(await screen.findByText('You holed 18.')).toBeInTheDocument();
    stream.send({ type: 'error', status: 502, message: 'The coach could not answer.' });
    stream.end();
    expect(await screen.findByText('Sorry, I encountered an error: The coach could not answer.')).toBeInTheDocument();
    expect(screen.queryByText('You holed 18.')).toBeNull();
    expect(document.querySelector('.coach-message-user')).toBeNull();
    expect(screen.getByText('0 of 5 messages')).toBeInTheDocument();
  });

  it('answers any other failure with the spec’s error reply', async () => {
    stubApi({
      [detailPath]: { status: 200, body: conversation(0) },
      'POST /api/coach/chat': { status: 502, body: { error: 'Bad Gateway', message: 'The coach could not answer.' } },
    });
    const { user } = renderPanel();
    await screen.findByText('Best streak: 6 in a row', { exact: false });
    await user.type(screen.getByLabelText('Your question'), 'Any tips?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sorry, I encountered an error: The coach could not answer.')).toBeInTheDocument();
    expect(screen.getByText('0 of 5 messages')).toBeInTheDocument();
  });

  it('disables the input and Send at 5 messages', async () => {
    stubApi({ [detailPath]: { status: 200, body: conversation(5) } });
    renderPanel();
    await screen.findByText('5 of 5 messages');
    const input = screen.getByLabelText('Your question');
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('placeholder', 'Message limit reached for this conversation.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('waits while the list says the analysis is being written, without a way to send', async () => {
    stubApi({ [detailPath]: { status: 200, body: [] } });
    renderPanel(summary({ status: 'pending' }));
    expect(await screen.findByText('Your coach is writing today’s analysis…')).toBeInTheDocument();
    expect(screen.getByLabelText('Your question')).toBeDisabled();
  });

  it('shows a load failure as a model message', async () => {
    stubApi({ [detailPath]: { status: 500, body: { error: 'x', message: 'Unknown server error.' } } });
    renderPanel();
    expect(
      await screen.findByText('Could not load conversation. Unknown server error.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('Coach page', () => {
  it('welcomes a player without conversations', async () => {
    stubApi({ 'GET /api/coach/conversations': { status: 200, body: [] } });
    renderWithProviders(<CoachPage />, { player, path: '/coach' });
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(screen.getByText(/first analysis is generated automatically/)).toBeInTheDocument();
    expect(screen.getByText('Your first analysis will appear here after you complete a session.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your question')).toBeDisabled());
  });
});
