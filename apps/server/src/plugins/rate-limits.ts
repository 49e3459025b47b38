import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Route config for a per-IP limit of `max` requests a minute (off when RATE_LIMITS=off, which
 * only load tests use). Answers 429 with the API's error envelope.
 */
export function perIpLimit(config: Config, max: number): FastifyContextConfig {
  return config.RATE_LIMITS === 'on' ? ({ rateLimit: { max, timeWindow: '1 minute' } } as FastifyContextConfig) : {};
}

/**
 * Route config for a per-IP limit that is tighter for anonymous callers: public reads must not
 * let a stranger walk every player's record, while a signed-in app stays unhindered.
 */
export function perIpLimitForAnonymous(
  config: Config,
  anonymousMax: number,
  signedInMax: number,
): FastifyContextConfig {
  if (config.RATE_LIMITS !== 'on') return {};
  const max = (request: FastifyRequest) => (request.auth ? signedInMax : anonymousMax);
  return { rateLimit: { max, timeWindow: '1 minute' } } as FastifyContextConfig;
}
