import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();

describe('health and routing', () => {
  it('answers 200 when the database is reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });

  it('serves API documentation generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/register');
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("lets only a certificate's public page read from any https explorer", async () => {
    const connectSrc = async (url: string) =>
      String((await app.inject({ method: 'GET', url })).headers['content-security-policy']).match(
        /connect-src [^;]*/,
      )?.[0];
    expect(await connectSrc('/api/health')).toBe("connect-src 'self' https://blockstream.info");
    expect(await connectSrc('/settings')).toBe("connect-src 'self' https://blockstream.info");
    expect(await connectSrc('/certificates/0b0a3c7e-2f51-4c39-9a6e-8f1d2c3b4a5d')).toBe(
      "connect-src 'self' https: https://blockstream.info",
    );
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(200_000) },
    });
    expect(res.statusCode).toBe(413);
  });
});
