import type { z } from 'zod';

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

/** The message of a non-OK answer, exactly as the spec orders the fallbacks. */
async function errorMessage(response: Response): Promise<string> {
  if (!isJson(response)) return `HTTP error! status: ${response.status}`;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return UNPARSABLE_ERROR_BODY;
  }
  if (text.trim() === '') return `HTTP error! status: ${response.status}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return UNPARSABLE_ERROR_BODY;
  }
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return UNKNOWN_SERVER_ERROR;
}

/**
 * The generic caller: JSON to and from `/api`, the stored bearer token on every request, a 404
 * answered as null, other failures thrown as {@link ApiError} with the server's message, and
 * successful bodies validated against the endpoint's shared zod schema.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.infer<S> | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
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
    const message = await errorMessage(response);
    if (response.status === 401 && token) unauthorizedListener?.();
    throw new ApiError(message, response.status);
  }

  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(UNEXPECTED_RESPONSE, response.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Response of ${path} does not match its contract`, parsed.error.issues);
    throw new ApiError(UNEXPECTED_RESPONSE, response.status);
  }
  return parsed.data;
}

/**
 * {@link apiRequest} for writes, where a 404 is a failure like any other rather than "nothing":
 * it throws a plain Error, which forms show as their own fallback text (see {@link errorText}).
 */
export async function apiWrite<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions & { method: 'POST' | 'PUT' | 'DELETE' },
): Promise<z.infer<S>> {
  const answer = await apiRequest(path, schema, options);
  if (answer === null) throw new Error(`${options.method} ${path}: not found`);
  return answer;
}

/** The message to show for any error thrown by a call, with a fallback for the unexpected. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError || err instanceof NetworkError) return err.message;
  return fallback;
}
