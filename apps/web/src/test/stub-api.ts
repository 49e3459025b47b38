import { vi } from 'vitest';

/** An answer of the stubbed API: status and JSON body, or a promise of one (to hold a request open). */
export type StubAnswer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** What a page sent: method, path and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces `fetch` with answers by 'METHOD /api/path' (query strings ignored); anything else is a
 * 404. Returns the requests sent, in order. Undone by `vi.unstubAllGlobals()`.
 */
export function stubApi(answers: Record<string, StubAnswer | (() => StubAnswer)>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.split('?')[0];
      sent.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = answers[`${method} ${path}`];
      const { status, body } = await (typeof answer === 'function' ? answer() : (answer ?? { status: 404 }));
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}
