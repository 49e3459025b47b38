/**
 * Valid requests of the outside sign-in routes for the attack suite
 * (test/attack/route-examples.ts spreads this table into its own): signed link and setup tokens,
 * NIP-98 events over a live challenge, an identity to unlink. Not used by the server.
 */
import { randomBytes } from 'node:crypto';
import { LINK_TOKEN_LIFETIME_SECONDS, type LinkTokenPayload } from '@holeout/shared/sign-in-providers';
import type { FastifyInstance } from 'fastify';
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import type { Db } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/sha256.ts';
import { insertChallenge, insertIdentity } from '../../modules/auth/sign-in-methods.repo.ts';
import { loadSigningSecret, TokenService } from '../../modules/auth/token.service.ts';
import { ATTACK_JWT_SECRET } from './crafted-tokens.ts';
import type { RouteSpecial } from './route-examples.ts';

/** A live link or setup token for `email`, as the OpenID Connect callback signs and records one. */
async function signedToken(db: Db, action: 'link' | 'setup', email: string): Promise<string> {
  const tokens = new TokenService({ db, clock: systemClock }, await loadSigningSecret(db, ATTACK_JWT_SECRET));
  const payload: LinkTokenPayload = {
    action,
    provider: 'google',
    subject: randomBytes(8).toString('hex'),
    email,
    name: 'Attack Golfer',
    picture: null,
    emailVerified: true,
  };
  const { token, jti } = await tokens.signFor(`holeout:${action}`, payload, LINK_TOKEN_LIFETIME_SECONDS);
  const expiresAt = new Date(Date.now() + LINK_TOKEN_LIFETIME_SECONDS * 1000);
  await insertChallenge(db, { keyHash: sha256(jti), purpose: action, expiresAt });
  return token;
}

/** A NIP-98 event of a new key over a fresh challenge for `action`. */
async function signedEvent(app: FastifyInstance, action: 'sign-in' | 'link') {
  const res = await app.inject({ method: 'POST', url: '/api/auth/nostr/challenge', payload: { action } });
  const { challenge, url } = res.json() as { challenge: string; url: string };
  const tags = [
    ['u', url],
    ['method', 'POST'],
    ['challenge', challenge],
  ];
  const event = finalizeEvent(
    { kind: 27235, created_at: Math.floor(Date.now() / 1000), tags, content: '' },
    generateSecretKey(),
  );
  return { event };
}

export const SIGN_IN_ROUTE_SPECIALS: Record<string, RouteSpecial> = {
  'POST /api/auth/{provider}/init': {
    why: 'the attack app configures no OpenID provider: init answers 404 with its message',
    status: 404,
  },
  'GET /api/auth/{provider}/callback': {
    why: "answers a redirect to the web app's return page, the refusal (unknown state) in its query",
    status: 302,
  },
  'POST /api/auth/link-oauth': {
    why: "needs a live link token naming the player's e-mail",
    valid: async ({ db, me }) => ({ body: { linkToken: await signedToken(db, 'link', me.email), provider: 'google' } }),
    opaque: ['linkToken'],
  },
  'POST /api/auth/complete-oauth-signup': {
    why: 'needs a live setup token for an unused e-mail address',
    status: 201,
    valid: async ({ db }) => ({
      body: {
        setupToken: await signedToken(db, 'setup', `attack-${randomBytes(6).toString('hex')}@example.com`),
        displayName: 'Attack Golfer',
        provider: 'google',
      },
    }),
    opaque: ['setupToken'],
  },
  'POST /api/auth/nostr/sign-in': {
    why: 'needs an event signed over a live challenge',
    valid: async ({ app }) => ({ body: await signedEvent(app, 'sign-in') }),
  },
  'POST /api/auth/nostr/link': {
    why: 'needs an event signed over a live challenge',
    valid: async ({ app }) => ({ body: await signedEvent(app, 'link') }),
  },
  'DELETE /api/auth/sign-in-methods/{id}': {
    why: 'needs an identity of the player (who keeps the password)',
    valid: async ({ db, me }) => {
      const identity = await insertIdentity(db, {
        playerId: me.id,
        provider: 'nostr',
        subject: getPublicKey(generateSecretKey()),
        email: null,
      });
      return { path: { id: String(identity?.id) } };
    },
  },
};
