import { stdSerializers } from 'pino';

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };
/**
 * Query parameters that carry a credential or a secret: the e-mailed `/reset-password?token=`
 * (valid for an hour), the `auth_token` and stream tickets, passwords (a client that puts one in
 * an address by mistake), API keys and signatures, OAuth's `code` and `state`.
 */
const SECRET_PARAM =
  /token|ticket|passw|pwd|secret|api[-_]?key|signature|^sig$|^auth|session[-_]?id|^code$|^state$|^nonce$/i;

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** Paths whose last segment is a secret: the Zaprite webhook's path token (DESIGN §8). */
const SECRET_PATH = /^(\/api\/subscriptions\/zaprite-webhook\/)[^/?#]+/i;

/**
 * The URL with the value of every credential-carrying query parameter, and a secret path
 * segment, replaced by `[redacted]`. The web app's pages are served by this process, so a reset
 * link's GET reaches the request log.
 */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATH, '$1[redacted]');
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const key = pair.slice(0, eq);
      return SECRET_PARAM.test(paramName(key)) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/**
 * Fields of an error that can hold what a user sent: drizzle's `params` (an e-mail address, a
 * password hash), and PostgreSQL's `detail` ("Key (email)=(…) already exists"). The SQL text
 * itself is kept: it names the statement without its values.
 */
const ERROR_FIELDS_WITH_VALUES = ['params', 'parameters', 'detail', 'where', 'internalQuery'];

/** An error as logged: pino's standard shape with every value-bearing field removed, cause included. */
export function scrubError(err: unknown): unknown {
  if (err === null || typeof err !== 'object') return err;
  const out: Record<string, unknown> = { ...(err as Record<string, unknown>) };
  for (const field of ERROR_FIELDS_WITH_VALUES) delete out[field];
  // drizzle's message is "Failed query: <sql>\nparams: <values>".
  if (typeof out.message === 'string') out.message = out.message.replace(/\nparams: [\s\S]*$/, '');
  if (typeof out.stack === 'string') out.stack = out.stack.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '');
  if (out.cause !== undefined) out.cause = scrubError(out.cause);
  return out;
}

/** What Fastify passes the `req` serializer (a FastifyRequest, though typed as the raw one). */
interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * Fastify's request serializer with the URL redacted: the same fields as its default, so log
 * lines keep their shape, but no credential from an address ever reaches a log.
 */
export const requestLogSerializers = {
  err(error: Error): SerializedError {
    return scrubError(stdSerializers.err(error)) as SerializedError;
  },
  req(request: LoggedRequest) {
    const version = request.headers?.['accept-version'];
    return {
      method: request.method,
      url: request.url === undefined ? undefined : redactUrl(request.url),
      version: Array.isArray(version) ? version.join(',') : version,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
