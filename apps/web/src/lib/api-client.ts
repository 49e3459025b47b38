import type { z } from 'zod';
import { type FormProblems, NO_PROBLEMS, problemsFromMessage, readableMessage } from './field-errors.ts';

/** Every call goes to the API base path (spec 01 §1). */
export const API_BASE = '/api';

/** localStorage key of the bearer token (spec 01 §3). */
export const AUTH_TOKEN_KEY = 'authToken';

export const UNKNOWN_SERVER_ERROR = 'Unknown server error.';
export const UNPARSABLE_ERROR_BODY = 'Failed to parse error response from server.';
export const NETWORK_ERROR = 'Network error. Please try again.';
export const UNEXPECTED_RESPONSE = 'Unexpected response from server.';

/** A non-OK answer; `message` is the text to show (spec 01 §1 "Shared call conventions"). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The body's machine-readable `code` (e.g. `competition_closed`), when the server sent one. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server could not be reached at all (offline, DNS, connection refused). */
export class NetworkError extends Error {
  constructor() {
    super(NETWORK_ERROR);
    this.name = 'NetworkError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Query parameters; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Leave the stored bearer token out (e.g. the referrer's name on /register). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/**
 * A response contract checked by type only: the body is used as `T` without running zod in the
 * browser. For answers on the first screen (the dashboard's player and sessions), whose shape the
 * server already enforces: it serialises them from the same shared schemas and answers 500 rather
 * than send a body that does not match (docs/decisions/023). Keeping zod out of those calls keeps
 * it out of the first download.
 */
export interface Unchecked<T> {
  readonly unchecked: true;
  /** Never set: carries the type. */
  readonly type?: T;
}

const UNCHECKED: Unchecked<never> = { unchecked: true };

/** The {@link Unchecked} contract of an answer typed `T` (a type imported from the shared schemas). */
export function unchecked<T>(): Unchecked<T> {
  return UNCHECKED as Unchecked<T>;
}

/** What a call's answer is checked against: a shared zod schema, or its type alone. */
export type Contract = z.ZodType | Unchecked<unknown>;

/** The answer type of a {@link Contract}. */
export type ContractOutput<C> = C extends Unchecked<infer T> ? T : C extends z.ZodType ? z.infer<C> : never;

function isUnchecked(contract: Contract): contract is Unchecked<unknown> {
  return 'unchecked' in contract && contract.unchecked === true;
}

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/**
 * Called when a request that carried a bearer token is answered 401: the token was revoked or
 * expired, so the auth state must end. Returns a function that removes the listener.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = null;
  };
}

/** The stored bearer token; null when none is stored or storage is unavailable. */
export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('json');
}

/** The message of a non-OK answer, exactly as the spec orders the fallbacks, and its `code` if any. */
async function errorMessage(response: Response): Promise<{ message: string; code: string | null }> {
  const plain = (message: string) => ({ message, code: null });
  if (!isJson(response)) return plain(`HTTP error! status: ${response.status}`);
  let text: string;
  try {
    text = await response.text();
  } catch {
    return plain(UNPARSABLE_ERROR_BODY);
  }
  if (text.trim() === '') return plain(`HTTP error! status: ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return plain(UNPARSABLE_ERROR_BODY);
  }
  if (body && typeof body === 'object') {
    const { message, error, code: rawCode } = body as { message?: unknown; error?: unknown; code?: unknown };
    const code = typeof rawCode === 'string' && rawCode ? rawCode : null;
    if (typeof message === 'string' && message) return { message, code };
    if (typeof error === 'string' && error) return { message: error, code };
    return { message: UNKNOWN_SERVER_ERROR, code };
  }
  return plain(UNKNOWN_SERVER_ERROR);
}

/**
 * The request of {@link apiRequest} with its failures (a 404 as null, other non-OK answers as
 * {@link ApiError}), answering the OK response unread: for answers that are not one JSON body
 * (a stream of events). `accept` replaces `application/json`.
 */
export async function apiResponse(
  path: string,
  options: ApiRequestOptions & { accept?: string } = {},
): Promise<Response | null> {
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  const token = options.anonymous ? null : readStoredToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }

  if (response.status === 404) return null;
  if (!response.ok) {
    const { message, code } = await errorMessage(response);
    if (response.status === 401 && token) unauthorizedListener?.();
    throw new ApiError(message, response.status, code);
  }
  return response;
}

/**
 * The generic caller: JSON to and from `/api`, the stored bearer token on every request, a 404
 * answered as null, other failures thrown as {@link ApiError} with the server's message, and
 * successful bodies validated against the endpoint's shared zod schema (or, for an
 * {@link unchecked} contract, typed only).
 */
export async function apiRequest<C extends Contract>(
  path: string,
  schema: C,
  options: ApiRequestOptions = {},
): Promise<ContractOutput<C> | null> {
  const response = await apiResponse(path, options);
  if (response === null) return null;
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(UNEXPECTED_RESPONSE, response.status);
  }
  if (isUnchecked(schema)) {
    if (body === null || typeof body !== 'object') throw new ApiError(UNEXPECTED_RESPONSE, response.status);
    return body as ContractOutput<C>;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Response of ${path} does not match its contract`, parsed.error.issues);
    throw new ApiError(UNEXPECTED_RESPONSE, response.status);
  }
  return parsed.data as ContractOutput<C>;
}

/**
 * {@link apiRequest} for writes, where a 404 is a failure like any other rather than "nothing":
 * it throws a plain Error, which forms show as their own fallback text (see {@link errorText}).
 */
export async function apiWrite<C extends Contract>(
  path: string,
  schema: C,
  options: ApiRequestOptions & { method: 'POST' | 'PUT' | 'DELETE' },
): Promise<ContractOutput<C>> {
  const answer = await apiRequest(path, schema, options);
  if (answer === null) throw new Error(`${options.method} ${path}: not found`);
  return answer;
}

/**
 * The message to show for any error thrown by a call, with a fallback for the unexpected. A
 * refusal that names a field by its API name ('x_url: …') names it in people's words ('X link: …').
 */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.status === 400 ? readableMessage(err.message) : err.message;
  if (err instanceof NetworkError) return err.message;
  return fallback;
}

/**
 * The text of a refused duel or league call (spec 02 §8): the server's own message when it gave
 * one ('This duel has already been answered.'), else the situation's fallback ('Failed to join
 * league.' …). A server error or an unreadable answer has no message worth showing; an
 * unreachable server says so.
 */
export function refusalText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status >= 500) return fallback;
  const generic =
    err instanceof ApiError &&
    (err.message === UNKNOWN_SERVER_ERROR ||
      err.message === UNPARSABLE_ERROR_BODY ||
      err.message === UNEXPECTED_RESPONSE ||
      err.message.startsWith('HTTP error! status:'));
  return generic ? fallback : errorText(err, fallback);
}

/**
 * {@link errorText} for a form: a refusal that names one of the form's fields (`labels`, by API
 * name) marks that field and names it by its label in the summary.
 */
export function errorProblems<K extends string>(
  err: unknown,
  fallback: string,
  labels: Readonly<Record<K, string>>,
): FormProblems<K> {
  if (err instanceof ApiError && err.status === 400) return problemsFromMessage(err.message, labels);
  return { message: errorText(err, fallback), fields: {} };
}

/**
 * What a form shows: the problems its own check found before sending, else the server's refusal
 * of the last submit ({@link errorProblems}), else nothing.
 */
export function formProblems<K extends string>(
  invalid: FormProblems<K>,
  err: unknown,
  fallback: string,
  labels: Readonly<Record<K, string>>,
): FormProblems<K> {
  if (invalid.message) return invalid;
  return err ? errorProblems(err, fallback, labels) : NO_PROBLEMS;
}
