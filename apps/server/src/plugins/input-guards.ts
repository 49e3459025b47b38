import type { FastifyInstance } from 'fastify';
import { findControlCharacter, findDuplicateKey, nestsDeeperThan } from '../lib/json-guards.ts';
import { HttpError } from './errors.ts';

/**
 * The body fields that may hold line breaks (`\n` only; every other control character is still
 * refused): the coach's chat message, which a player types in a multi-line box (decision 018).
 */
const MULTILINE_FIELDS: Readonly<Record<string, string>> = { 'POST /api/coach/chat': 'message' };

/** The body as the control-character check sees it: the route's multi-line field without its `\n`s. */
function withoutAllowedLineBreaks(route: string, value: unknown): unknown {
  const field = MULTILINE_FIELDS[route];
  if (!field || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const text = (value as Record<string, unknown>)[field];
  return typeof text === 'string' ? { ...value, [field]: text.replaceAll('\n', ' ') } : value;
}

/** True when a route's body schema (zod) takes `{}`: every field of its body is optional. */
function acceptsEmptyObject(schema: unknown): boolean {
  const parse = (schema as { safeParse?: (v: unknown) => { success: boolean } } | undefined)?.safeParse;
  return typeof parse === 'function' && parse.call(schema, {}).success;
}

/**
 * Guards every route's input before its schema sees it, so a route added later is covered
 * without remembering to: JSON bodies with a key given twice, and control characters in any
 * body string, query value or path parameter, are refused with a 400 naming the field. An empty
 * JSON body is no body.
 */
/** Deepest nesting of objects and arrays a request body may have (ours nest four levels at most). */
const MAX_BODY_DEPTH = 32;

export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // Browser clients set `Content-Type: application/json` on every call, bodyless ones included
    // (issue 21): an empty body means no body. A route that needs one still answers 400 naming
    // the missing fields (plugins/errors.ts).
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, (err, value) => {
      if (err) return done(err, undefined);
      if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
        return done(
          new HttpError(400, `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`),
          undefined,
        );
      }
      const duplicate = findDuplicateKey(text);
      if (duplicate !== null) return done(new HttpError(400, `${duplicate}: is given more than once`), undefined);
      const route = `${request.method} ${request.routeOptions.url}`;
      const field = findControlCharacter(withoutAllowedLineBreaks(route, value));
      if (field !== null) return done(new HttpError(400, `${field}: must not contain control characters`), undefined);
      done(null, value);
    });
  });

  app.addHook('preValidation', async (request) => {
    const field = findControlCharacter({ ...(request.params as object), ...(request.query as object) });
    if (field !== null) throw new HttpError(400, `${field}: must not contain control characters`);
    // No body on a route whose body has only optional fields is the empty body, not a refusal.
    if (request.body === undefined && acceptsEmptyObject(request.routeOptions.schema?.body)) request.body = {};
  });
}
