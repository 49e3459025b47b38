/**
 * Query parameters that carry a credential: the e-mailed `/reset-password?token=` (valid for an
 * hour), the `auth_token` and stream `token` tickets, OAuth's `code` and `state`.
 */
const SECRET_PARAM = /token|ticket|^code$|^state$/i;

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/**
 * The URL with the value of every credential-carrying query parameter replaced by `[redacted]`.
 * The web app's pages are served by this process, so a reset link's GET reaches the request log.
 */
export function redactUrl(url: string): string {
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
