import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { withMemoryLocalStorage } from '../test/memory-local-storage.ts';
import {
  ApiError,
  apiRequest,
  errorProblems,
  errorText,
  NetworkError,
  onUnauthorized,
  unchecked,
} from './api-client.ts';

const okSchema = z.object({ value: z.number() });
let fetchMock: ReturnType<typeof vi.fn>;
const storage = withMemoryLocalStorage();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

function sentRequest(): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const [url, init] = fetchMock.mock.calls[0];
  return { url, init };
}

describe('apiRequest', () => {
  it('calls the API base path with JSON and returns the validated body', async () => {
    fetchMock.mockResolvedValue(json(200, { value: 3, extra: 'ignored' }));
    const result = await apiRequest('/things', okSchema, { method: 'POST', body: { a: 1 } });
    expect(result).toEqual({ value: 3 });
    const { url, init } = sentRequest();
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers['content-type']).toBe('application/json');
  });

  it('builds the query string and leaves out empty values', async () => {
    fetchMock.mockResolvedValue(json(200, { value: 1 }));
    await apiRequest('/career-stats', okSchema, { query: { player_id: 7, page: undefined, term: null } });
    expect(sentRequest().url).toBe('/api/career-stats?player_id=7');
  });

  it('sends the stored bearer token whenever one is stored', async () => {
    storage().setItem('authToken', 'tok-123');
    fetchMock.mockResolvedValue(json(200, { value: 1 }));
    await apiRequest('/x', okSchema);
    expect(sentRequest().init.headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no authorization header without a stored token, or when asked to stay anonymous', async () => {
    fetchMock.mockResolvedValue(json(200, { value: 1 }));
    await apiRequest('/x', okSchema);
    expect(sentRequest().init.headers.authorization).toBeUndefined();

    storage().setItem('authToken', 'tok-123');
    fetchMock.mockClear();
    fetchMock.mockResolvedValue(json(200, { value: 1 }));
    await apiRequest('/x', okSchema, { anonymous: true });
    expect(sentRequest().init.headers.authorization).toBeUndefined();
  });

  it('treats a 404 as empty (null)', async () => {
    fetchMock.mockResolvedValue(json(404, { error: 'Not Found', message: 'Player not found' }));
    await expect(apiRequest('/x', okSchema)).resolves.toBeNull();
  });

  it("raises the body's message on other failures", async () => {
    fetchMock.mockResolvedValue(json(400, { error: 'Bad Request', message: 'Invalid email or password' }));
    const err = await apiRequest('/x', okSchema).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Invalid email or password');
    expect((err as ApiError).status).toBe(400);
  });

  it('falls back to the error field, then to the generic text', async () => {
    fetchMock.mockResolvedValue(json(409, { error: 'Conflict' }));
    await expect(apiRequest('/x', okSchema)).rejects.toThrow('Conflict');
    fetchMock.mockResolvedValue(json(500, { detail: 'nothing usable' }));
    await expect(apiRequest('/x', okSchema)).rejects.toThrow('Unknown server error.');
  });

  it('says so when the error body cannot be read', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message": broken', { status: 500, headers: { 'content-type': 'application/json' } }),
    );
    await expect(apiRequest('/x', okSchema)).rejects.toThrow('Failed to parse error response from server.');
  });

  it('reports the status when the error has no JSON body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x', okSchema)).rejects.toThrow('HTTP error! status: 502');
    fetchMock.mockResolvedValue(new Response(null, { status: 503, headers: { 'content-type': 'application/json' } }));
    await expect(apiRequest('/x', okSchema)).rejects.toThrow('HTTP error! status: 503');
  });

  it('refuses a successful answer that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json(200, { value: 'three' }));
    await expect(apiRequest('/x', okSchema)).rejects.toThrow('Unexpected response from server.');
  });

  it('turns an unreachable server into a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await apiRequest('/x', okSchema).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(errorText(err, 'fallback')).toBe('Network error. Please try again.');
  });

  it('tells the listener about a 401 only when a token was sent', async () => {
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    fetchMock.mockImplementation(async () => json(401, { message: 'Authentication required. Please log in.' }));
    await expect(apiRequest('/x', okSchema)).rejects.toThrow('Authentication required. Please log in.');
    expect(listener).not.toHaveBeenCalled();

    storage().setItem('authToken', 'revoked');
    await expect(apiRequest('/x', okSchema)).rejects.toThrow(ApiError);
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });
});

describe('errorText', () => {
  it('uses the fallback for errors that are not from the API', () => {
    expect(errorText(new Error('boom'), 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
    expect(errorText(new ApiError('Invalid email or password', 401), 'x')).toBe('Invalid email or password');
  });

  it("names a refused field in people's words, never by its API name", () => {
    expect(errorText(new ApiError('x_url: Please enter a full link starting with https://', 400), 'x')).toBe(
      'X link: Please enter a full link starting with https://',
    );
    expect(errorText(new ApiError('email: Please enter a valid e-mail address', 400), 'x')).toBe(
      'E-mail: Please enter a valid e-mail address',
    );
  });
});

describe('errorProblems', () => {
  const labels = { email: 'Email Address' };

  it("marks the form's field a 400 names", () => {
    expect(errorProblems(new ApiError('email: Please enter a valid e-mail address', 400), 'x', labels)).toEqual({
      message: 'Email Address: Please enter a valid e-mail address',
      fields: { email: 'Please enter a valid e-mail address' },
    });
  });

  it('keeps other failures as errorText shows them', () => {
    expect(errorProblems(new ApiError('Invalid email or password', 401), 'x', labels)).toEqual({
      message: 'Invalid email or password',
      fields: {},
    });
    expect(errorProblems(new Error('boom'), 'Fallback.', labels)).toEqual({ message: 'Fallback.', fields: {} });
  });
});

describe('unchecked contracts', () => {
  it('hand the body on typed, without a schema', async () => {
    fetchMock.mockResolvedValue(json(200, { value: 'not checked', extra: 1 }));
    await expect(apiRequest('/x', unchecked<{ value: string }>())).resolves.toEqual({ value: 'not checked', extra: 1 });
  });

  it('still refuse a body that is not a JSON object', async () => {
    fetchMock.mockResolvedValue(json(200, 'text'));
    await expect(apiRequest('/x', unchecked<{ value: string }>())).rejects.toThrow('Unexpected response from server.');
  });
});
