/**
 * Bearer tokens an attacker could present: forged, expired, of the wrong algorithm, revoked. Each
 * is made from a real token of the player, so only the one property under test is wrong.
 */
import { SignJWT } from 'jose';

/** The secret the attack suite's app signs with (passed as JWT_SECRET), so tokens can be forged exactly. */
export const ATTACK_JWT_SECRET = 'attack-suite-signing-secret-0123456789abcdef';

interface Claims {
  sub: string;
  jti: string;
  iss: string;
  iat: number;
  exp: number;
}

function claimsOf(token: string): Claims {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Claims;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(claims: Claims, alg: 'HS256' | 'HS512', secret: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuer(claims.iss)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));
}

/** Authorization header values that must all be refused like no token at all, by name. */
export async function badAuthorizations(token: string, revoked: string): Promise<Record<string, string>> {
  const claims = claimsOf(token);
  const now = Math.floor(Date.now() / 1000);
  const [, payload, signature] = token.split('.');
  return {
    'a garbage token': 'Bearer garbage',
    'three garbage segments': 'Bearer aaaa.bbbb.cccc',
    'an alg:none token': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'an alg:none header on a real signature': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
    'an HS512 token signed with the real secret': `Bearer ${await sign(claims, 'HS512', ATTACK_JWT_SECRET)}`,
    'a token signed with another secret': `Bearer ${await sign(claims, 'HS256', 'x'.repeat(48))}`,
    'an expired token': `Bearer ${await sign({ ...claims, iat: now - 7200, exp: now - 60 }, 'HS256', ATTACK_JWT_SECRET)}`,
    'a token of another issuer': `Bearer ${await sign({ ...claims, iss: 'someone-else' }, 'HS256', ATTACK_JWT_SECRET)}`,
    'a token whose subject was changed': `Bearer ${await sign({ ...claims, sub: String(Number(claims.sub) + 1) }, 'HS256', ATTACK_JWT_SECRET)}`,
    'a revoked token (logged out)': `Bearer ${revoked}`,
    'the token under the Basic scheme': `Basic ${token}`,
  };
}
