import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * An error whose message is meant for the user, with the HTTP status to answer and, where a client
 * reacts to the reason itself (a refused competition submission), a machine-readable `code`
 * answered beside the message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** 404 message for an unknown player id, wherever a player is looked up. */
export const PLAYER_NOT_FOUND = 'Player not found';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * 5xx statuses whose {@link HttpError} message is chosen for the user (payments not configured,
 * a provider unreachable) and so is answered as is; every other 5xx says only 'Unknown server error.'
 */
const SPOKEN_5XX = new Set([502, 503]);

/** Words for Fastify's own refusals, instead of its codes and echoes of the request. */
const PLAIN_MESSAGES: Record<number, string> = {
  413: 'The request body is too large.',
  414: 'The address is too long.',
  415: 'Send the request body as JSON (Content-Type: application/json).',
};

function shortened(message: string): string {
  return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}

/** Formats a validation issue path like `putts.3.zone` so a 400 names the field. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * One error envelope for the whole API: `{ error, message }`, plus `code` where the refusal has
 * one (competition submissions). The web client shows `message`.
 * Validation errors name the first offending field; unexpected errors never leak internals
 * (a 502/503 `HttpError` keeps its chosen message).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const params = first?.params as { issue?: { path?: PropertyKey[] } } | undefined;
      const path = params?.issue?.path ? fieldPath(params.issue.path) : where;
      const message = path ? `${path}: ${first?.message}` : (first?.message ?? 'Invalid request');
      return reply.status(400).send({ error: reasons[400], message });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause?.issues }, 'response does not match its schema');
      return reply.status(500).send({ error: 'Internal Server Error', message: 'Unknown server error.' });
    }
    const status = err.statusCode ?? 500;
    if (err instanceof HttpError && SPOKEN_5XX.has(status)) {
      request.log.warn({ err }, 'request refused by an unavailable dependency');
      return reply.status(status).send({ error: reasons[status], message: err.message });
    }
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send({ error: 'Internal Server Error', message: 'Unknown server error.' });
    }
    // The per-IP limiter's own text names its window badly; our per-account limits say theirs.
    if (status === 429 && !(err instanceof HttpError)) {
      return reply
        .status(429)
        .send({ error: reasons[429], message: 'Too many requests. Please wait a minute and try again.' });
    }
    // Fastify's own refusals can quote the request (a 414 repeats a 10,000-character path).
    const message = err instanceof HttpError ? err.message : (PLAIN_MESSAGES[status] ?? shortened(err.message));
    const code = err instanceof HttpError ? err.code : undefined;
    return reply.status(status).send({ error: reasons[status] ?? 'Error', message, ...(code && { code }) });
  });
}

/**
 * Errors the router raises before a route is found (Fastify's `frameworkErrors`): a path
 * segment beyond the router's length limit (414) or a badly encoded one (400). Fastify's own
 * answer quotes the whole path back; this one says what is wrong in the API's envelope.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ error: reasons[414], message: PLAIN_MESSAGES[414] });
  }
  return reply.status(400).send({ error: reasons[400], message: 'The address is not valid.' });
}
