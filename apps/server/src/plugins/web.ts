import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app; any non-API path that is not a file gets index.html so deep links
 * work. Unknown /api paths answer a JSON 404.
 */
export async function registerWeb(app: FastifyInstance, distDir = defaultDist) {
  const root = resolve(distDir);
  const hasWeb = existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  } else {
    app.log.warn({ root }, 'web app not built: run `npm run build`');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send({ error: 'Not Found', message: `No such endpoint: ${request.method} ${path}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
