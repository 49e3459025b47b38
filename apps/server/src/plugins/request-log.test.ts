import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { players } from '../db/schema/accounts.ts';
import { createTestApp } from '../test/test-app.ts';
import { redactUrl, requestLogSerializers } from './request-log.ts';

// The app at LOG_LEVEL=info, its log lines collected instead of written to stdout.
const lines: string[] = [];
const { app, ctx } = await createTestApp({ LOG_LEVEL: 'info' }, { logLines: lines });

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

describe('redactUrl: secret path segments', () => {
  it("redacts the Zaprite webhook's path token, and only that segment", () => {
    expect(redactUrl('/api/subscriptions/zaprite-webhook/s3cret-path-token-0123')).toBe(
      '/api/subscriptions/zaprite-webhook/[redacted]',
    );
    expect(redactUrl('/api/subscriptions/zaprite-webhook/s3cret?token=x&page=1')).toBe(
      '/api/subscriptions/zaprite-webhook/[redacted]?token=[redacted]&page=1',
    );
    expect(redactUrl('/api/subscriptions/status')).toBe('/api/subscriptions/status');
  });
});

describe('redactUrl: every secret-bearing name', () => {
  it('redacts passwords, API keys, signatures and session ids put in an address', () => {
    expect(redactUrl('/x?password=hunter2&new_password=p2&pwd=p3&page=1')).toBe(
      '/x?password=[redacted]&new_password=[redacted]&pwd=[redacted]&page=1',
    );
    expect(redactUrl('/x?api_key=k&apiKey=k2&client_secret=s&signature=g&sig=g2')).toBe(
      '/x?api_key=[redacted]&apiKey=[redacted]&client_secret=[redacted]&signature=[redacted]&sig=[redacted]',
    );
  });
});

describe('database errors in the log', () => {
  it('are logged without the values of the failed statement (no e-mail, no password hash)', async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$secret-salt$secret-hash';
    const email = 'leaky-address@example.com';
    // A write that fails in the database: a duplicate e-mail through a plain insert.
    await ctx.db.insert(players).values({ name: 'Leak', email, passwordHash: hash });
    const failure = await ctx.db
      .insert(players)
      .values({ name: 'Leak', email, passwordHash: hash })
      .then(() => null)
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);

    const written: string[] = [];
    const logger = pino({ serializers: requestLogSerializers }, { write: (line: string) => written.push(line) });
    logger.error({ err: failure }, 'request failed');
    const logged = written.join('');
    expect(logged).toContain('Failed query: insert into');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('secret-hash');
    await ctx.db.execute(sql`delete from players where email = ${email}`);
  });
});
