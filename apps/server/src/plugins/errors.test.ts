import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError, registerErrorHandling } from './errors.ts';

// A bare Fastify instance with only the error handler: each route throws one kind of failure.
const app = Fastify({ logger: false });
registerErrorHandling(app);
app.get('/unavailable', async () => {
  throw new HttpError(503, 'Payments are not configured on this server.');
});
app.get('/bad-gateway', async () => {
  throw new HttpError(502, 'The payment provider could not be reached.');
});
app.get('/http-500', async () => {
  throw new HttpError(500, 'duplicate key value violates unique constraint "players_email"');
});
app.get('/crash', async () => {
  throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
});
app.get('/status-503', async () => {
  throw Object.assign(new Error('pool exhausted at db-1'), { statusCode: 503 });
});
await app.ready();
afterAll(() => app.close());

async function answer(url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

describe('error handler: 5xx messages', () => {
  it('a 503 or 502 HttpError keeps its chosen message', async () => {
    expect(await answer('/unavailable')).toEqual({
      status: 503,
      body: { error: 'Service Unavailable', message: 'Payments are not configured on this server.' },
    });
    expect(await answer('/bad-gateway')).toEqual({
      status: 502,
      body: { error: 'Bad Gateway', message: 'The payment provider could not be reached.' },
    });
  });

  it('every other 5xx is masked: an HttpError 500, a thrown Error, a foreign error carrying 503', async () => {
    const masked = { error: 'Internal Server Error', message: 'Unknown server error.' };
    expect(await answer('/http-500')).toEqual({ status: 500, body: masked });
    expect(await answer('/crash')).toEqual({ status: 500, body: masked });
    expect(await answer('/status-503')).toEqual({ status: 503, body: masked });
  });
});
