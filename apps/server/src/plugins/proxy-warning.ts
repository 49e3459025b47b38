import type { FastifyInstance } from 'fastify';

/** Logged once, at the first request that came through a proxy we were not told about. */
export const PROXY_WITHOUT_TRUST_PROXY =
  'A request carried X-Forwarded-For but TRUST_PROXY is unset: behind a reverse proxy every client ' +
  "shares the proxy's address, so per-IP rate limits and sign-in lockouts hit everyone at once. " +
  "Set TRUST_PROXY to the proxy's address or hop count (README, configuration).";

/**
 * Behind a reverse proxy without TRUST_PROXY, ten wrong passwords from anyone lock an account's
 * owner out (they all share one address). The header is not believed — a client could forge it —
 * but its presence is worth one clear warning to the operator.
 */
export function registerProxyWarning(app: FastifyInstance, trustProxy: string | undefined): void {
  if (trustProxy) return;
  let warned = false;
  app.addHook('onRequest', async (req) => {
    if (warned || req.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    app.log.warn({ remoteAddress: req.ip }, PROXY_WITHOUT_TRUST_PROXY);
  });
}
