import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase, testConfig } from '../test/test-app.ts';
import { redactUrl } from './request-log.ts';

// The app at LOG_LEVEL=info, its log lines collected instead of written to stdout.
const lines: string[] = [];
const { database, drop } = await openTestDatabase();
const { app } = await buildApp(testConfig({ LOG_LEVEL: 'info' }), database, {
  logStream: { write: (line) => lines.push(line) },
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

/** The URLs of the "incoming request" lines logged so far. */
function loggedUrls(): string[] {
  return lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).flatMap((l) => (l.req?.url ? [l.req.url] : []));
}

describe('request log', () => {
  it('never holds a credential carried in an address (reset link, sign-in ticket)', async () => {
    const resetToken = 'reset-secret-0123456789abcdef';
    const ticket = 'ticket-secret-0123456789abcdef';
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    await app.inject({ method: 'GET', url: `/dashboard?ref=12&auth_token=${ticket}` });

    const all = lines.join('\n');
    expect(all).not.toContain(resetToken);
    expect(all).not.toContain(ticket);
    expect(loggedUrls()).toEqual(
      expect.arrayContaining(['/reset-password?token=[redacted]', '/dashboard?ref=12&auth_token=[redacted]']),
    );
  });
});

describe('redactUrl', () => {
  it('keeps addresses without credentials as they are', () => {
    expect(redactUrl('/api/player/3/sessions?page=2&limit=21')).toBe('/api/player/3/sessions?page=2&limit=21');
    expect(redactUrl('/login')).toBe('/login');
  });

  it('redacts token, ticket, OAuth code and state, however the name is spelt', () => {
    expect(redactUrl('/notifications/stream?Token=abc')).toBe('/notifications/stream?Token=[redacted]');
    expect(redactUrl('/cb?code=c&state=s&provider=google')).toBe(
      '/cb?code=[redacted]&state=[redacted]&provider=google',
    );
    expect(redactUrl('/x?auth%5Ftoken=abc&flag')).toBe('/x?auth%5Ftoken=[redacted]&flag');
  });
});
