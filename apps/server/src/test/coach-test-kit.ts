/**
 * Test helpers for the coach: a local OpenAI-compatible chat-completions server (node:http on
 * 127.0.0.1, a random port) that streams the answers a test scripts — slowly, cut off, malformed
 * — and session uploads. Not used by the server.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Putt } from '@holeout/shared/putt-log';
import type { FastifyInstance } from 'fastify';
import type { TestPlayer } from './factories.ts';
import { sessionBody, upload } from './session-fixtures.ts';

export interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
}

/** How the fake provider answers one request. */
export type FakeAnswer =
  /** Streamed in pieces of 12 characters, `pieceDelayMs` apart, after `delayMs`. */
  | { kind: 'text'; text: string; delayMs?: number; pieceDelayMs?: number }
  /** Streams `text`, then waits for `gate` before streaming `rest`. */
  | { kind: 'gated'; text: string; gate: Promise<void>; rest: string }
  /** Streams `text`, then drops the connection. */
  | { kind: 'broken'; text: string }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'hang' };

export interface FakeProvider {
  url: string;
  requests: ChatRequest[];
  /** What the next requests get; the function sees the request (its system prompt holds the facts). */
  answer: (req: ChatRequest) => FakeAnswer;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake provider; `answer` may be replaced between requests. */
export async function startFakeProvider(
  answer: FakeProvider['answer'] = () => ({ kind: 'text', text: 'Keep going.' }),
) {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeProvider = { url: '', requests: [], answer, close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req)) as ChatRequest;
    fake.requests.push(body);
    const a = fake.answer(body);
    if (a.kind === 'hang') return;
    if (a.kind === 'status') {
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'provider exploded', type: 'server_error' } }));
      return;
    }
    // The coach always asks for a streamed reply (decision 036).
    if (!body.stream) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"stream: true expected"}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    if (a.kind === 'malformed') {
      res.end('data: {"choices": [ {"del\n\n');
      return;
    }
    if (a.kind === 'text' && a.delayMs) await sleep(a.delayMs);
    const base = { id: 'chatcmpl-1', created: 1_700_000_000, model: body.model, object: 'chat.completion.chunk' };
    const write = async (text: string, pieceDelayMs = 0) => {
      for (const piece of text.match(/.{1,12}/gs) ?? []) {
        if (pieceDelayMs) await sleep(pieceDelayMs);
        const choices = [{ index: 0, delta: { content: piece }, finish_reason: null }];
        res.write(`data: ${JSON.stringify({ ...base, choices })}\n\n`);
      }
    };
    await write(a.text, a.kind === 'text' ? a.pieceDelayMs : 0);
    if (a.kind === 'broken') {
      await sleep(50); // what was written reaches the coach first
      res.destroy();
      return;
    }
    if (a.kind === 'gated') {
      await a.gate;
      await write(a.rest);
    }
    const choices = [{ index: 0, delta: {}, finish_reason: 'stop' }];
    res.write(`data: ${JSON.stringify({ ...base, choices })}\n\n`);
    res.end('data: [DONE]\n\n');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((r) => server.close(() => r()));
  };
  return fake;
}

/** The FACTS JSON the coach put in the system prompt of a request. */
export function factsOf(req: ChatRequest): Record<string, unknown> {
  const system = req.messages.find((m) => m.role === 'system')?.content ?? '';
  return JSON.parse(system.slice(system.indexOf('FACTS: ') + 'FACTS: '.length)) as Record<string, unknown>;
}

/** A fixed log: 6 makes, a miss, 3 makes, a catch miss — best streak 6. */
export function coachLog(offset = 0): Putt[] {
  const make = (t: number): Putt => ({ t: t + offset, result: 'MAKE', zone: 'TOP' });
  return [
    ...[1, 2, 3, 4, 5, 6].map(make),
    { t: 7 + offset, result: 'MISS', miss: 'RETURN', entry: 'LEFT', exit: 'RIGHT' },
    ...[8, 9, 10].map(make),
    { t: 11 + offset, result: 'MISS', miss: 'CATCH' },
  ];
}

/** Uploads `n` sessions (started at `startedAt`) and checks each was stored. */
export async function uploadSessions(app: FastifyInstance, player: TestPlayer, n: number, startedAt: string) {
  for (let i = 0; i < n; i += 1) {
    const res = await upload(
      app,
      player,
      sessionBody(coachLog(i), { started_at: startedAt, putting_distance_feet: 7 }),
    );
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  }
}
