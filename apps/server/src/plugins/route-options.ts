import type { FastifyReply, FastifySchema } from 'fastify';
import { bearerSecurity, requireAuth } from './auth.ts';

/**
 * The options of a route only a signed-in player may call: the 401 check before validation (so an
 * anonymous caller hears "log in", not what is wrong with the body), and the bearer scheme in the
 * OpenAPI document. `extra` carries the route's other options (a serializer, a body limit).
 */
export function signedIn<S extends FastifySchema, E extends object = Record<never, never>>(schema: S, extra?: E) {
  return {
    ...(extra as E),
    preValidation: requireAuth,
    schema: { ...schema, security: bearerSecurity },
  };
}

/**
 * A serializer that sends the answer as built, without zod's response check: for large answers a
 * presenter builds field by field from the schema's types (decision 008; docs/performance.md).
 */
export const presentedAsIs = () => (data: unknown) => JSON.stringify(data);

/**
 * Sends an answer that is already its JSON text (kept in memory as sent, decision 062): no
 * serializer runs, so the text must be what the route's schema describes.
 */
export function sendSerialised(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
