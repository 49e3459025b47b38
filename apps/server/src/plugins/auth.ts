import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthIdentity, TokenService } from '../modules/auth/token.service.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer token's identity; null for anonymous requests. Set by the auth hook. */
    auth: AuthIdentity | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Reads the bearer token on every request; identity comes from nowhere else. */
export function registerAuth(app: FastifyInstance, tokens: TokenService) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (token) request.auth = await tokens.verify(token);
  });
}

/** preHandler for routes that need a signed-in player. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.auth) throw new HttpError(401, 'Authentication required. Please log in.');
}

/** The signed-in player's identity (id and membership tier); throws 401 when anonymous. */
export function currentIdentity(request: FastifyRequest): AuthIdentity {
  if (!request.auth) throw new HttpError(401, 'Authentication required. Please log in.');
  return request.auth;
}

/** The signed-in player's id; throws 401 when anonymous. */
export function currentPlayerId(request: FastifyRequest): number {
  return currentIdentity(request).playerId;
}

/** Private data: the id in the path must be the token's player (401 anonymous, 403 otherwise). */
export function assertSelf(request: FastifyRequest, playerId: number): number {
  const me = currentPlayerId(request);
  if (me !== playerId) throw new HttpError(403, 'You can only access your own account.');
  return me;
}

/** OpenAPI `security` of routes that take the bearer token. */
export const bearerSecurity = [{ bearer: [] }];
