import type { FastifyContextConfig } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Route config for a per-IP limit of `max` requests a minute (off when RATE_LIMITS=off, which
 * only load tests use). Answers 429 with the API's error envelope.
 */
export function perIpLimit(config: Config, max: number): FastifyContextConfig {
  return config.RATE_LIMITS === 'on' ? ({ rateLimit: { max, timeWindow: '1 minute' } } as FastifyContextConfig) : {};
}
