/**
 * "A spec client": sends calls the way a client written to the spec does (spec 01 §1 "Shared
 * call conventions", spec 02 §7), over app.inject. Not used by the server.
 *
 * - Paths are the spec's: without the API base path, which is prepended (`/player/1/data` →
 *   `/api/player/1/data`); a path the spec already writes with `/api` is sent as it is.
 * - `Content-Type: application/json` on every call, bodyless POST and DELETE included (browser
 *   clients commonly set it once for all calls).
 * - The bearer token whenever one is stored.
 * - Answers are read like the spec's generic caller reads them: 404 → null; any other non-OK
 *   answer → the body's `message` or `error`, else 'Unknown server error.'; a body that is not
 *   JSON → 'HTTP error! status: N'.
 */
import type { FastifyInstance } from 'fastify';

/** Query parameters; undefined values are left out, like a client building a URLSearchParams. */
export type Query = Record<string, string | number | undefined>;

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, as a spec client does.
type Json = any;

/** One answer as the spec's generic caller sees it. */
export interface SpecAnswer {
  status: number;
  /** The parsed body of an OK answer; null for 404 (and for an OK answer without a JSON body). */
  data: Json;
  /** The message the client shows for a non-OK answer other than 404; null otherwise. */
  error: string | null;
  /** The parsed JSON body whatever the status (null when the body is not JSON). */
  body: Json;
  headers: Record<string, unknown>;
  /** The body as text. */
  text: string;
}

export interface SpecClient {
  /** The stored bearer token, if any. */
  readonly token: string | null;
  get(path: string, query?: Query): Promise<SpecAnswer>;
  post(path: string, body?: unknown, query?: Query): Promise<SpecAnswer>;
  put(path: string, body?: unknown): Promise<SpecAnswer>;
  delete(path: string, body?: unknown): Promise<SpecAnswer>;
  /** The same client with another stored token (null: none stored). */
  as(token: string | null): SpecClient;
}

export const UNKNOWN_SERVER_ERROR = 'Unknown server error.';

/** The spec's path under Holeout's API base path (the spec omits it: "all calls go to the API base path"). */
export function apiPath(path: string, query?: Query): string {
  const url = path.startsWith('/api/') ? path : `/api${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function parse(text: string, contentType: unknown): Json {
  if (!String(contentType ?? '').includes('json')) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The error text the spec's caller shows (spec 01 §1, spec 02 §8). */
function errorText(status: number, body: Json): string | null {
  if (status < 400 || status === 404) return null;
  if (body === null || typeof body !== 'object') return `HTTP error! status: ${status}`;
  return body.message || body.error || UNKNOWN_SERVER_ERROR;
}

/** A spec client over `app.inject`, signed in with `token` (or anonymous). */
export function specClient(app: FastifyInstance, token: string | null = null): SpecClient {
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, query?: Query) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await app.inject({
      method,
      url: apiPath(path, query),
      headers,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const parsed = parse(res.body, res.headers['content-type']);
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    return {
      status: res.statusCode,
      data: ok ? parsed : null,
      error: errorText(res.statusCode, parsed),
      body: parsed,
      headers: res.headers,
      text: res.body,
    } satisfies SpecAnswer;
  };
  return {
    token,
    get: (path, query) => send('GET', path, undefined, query),
    post: (path, body, query) => send('POST', path, body, query),
    put: (path, body) => send('PUT', path, body),
    delete: (path, body) => send('DELETE', path, body),
    as: (other) => specClient(app, other),
  };
}

/** The claims of a JWT, decoded the way a browser client does (no verification). */
export function decodeTokenPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}
