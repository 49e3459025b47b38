import { describe, expect, it } from 'vitest';
import { INVALID_TOKEN_FORMAT, readLinkRequest } from './link-token.ts';

function token(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

const claims = {
  action: 'link',
  provider: 'google',
  subject: '1234',
  email: 'zoë@example.com',
  name: 'Zoë',
  picture: null,
  emailVerified: true,
};

describe('readLinkRequest (spec 01 §5)', () => {
  it('reads the e-mail and name of a well-formed token', () => {
    const request = readLinkRequest(
      new URLSearchParams({ token: token(claims), provider: 'google' }),
      'Invalid link request',
    );
    expect(request).toMatchObject({ ok: true, provider: 'google', payload: { email: 'zoë@example.com', name: 'Zoë' } });
  });

  it('names a missing token or provider, and a malformed token', () => {
    expect(readLinkRequest(new URLSearchParams({ provider: 'google' }), 'Invalid setup request')).toEqual({
      ok: false,
      message: 'Invalid setup request',
    });
    const malformed = (t: string, provider = 'google') =>
      readLinkRequest(new URLSearchParams({ token: t, provider }), 'Invalid link request');
    expect(malformed('not-a-token')).toEqual({ ok: false, message: INVALID_TOKEN_FORMAT });
    expect(malformed('a.%%%.c')).toEqual({ ok: false, message: INVALID_TOKEN_FORMAT });
    expect(malformed(token(claims), 'linkedin')).toEqual({ ok: false, message: INVALID_TOKEN_FORMAT });
  });
});
