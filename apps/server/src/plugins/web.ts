import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Vite's output folder of content-hashed files: a name changes whenever its bytes do. */
const HASHED_DIR = 'assets';

/** Hashed files never change under their name: cached a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, icons): kept, but checked again before each use. */
export const REVALIDATE = 'no-cache';

/** The cache rule of a built file, by where it sits in `root`. */
export function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file);
  return path.startsWith(`${HASHED_DIR}${sep}`) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built web app; any non-API path that is not a file gets index.html so deep links
 * work. Unknown /api paths answer a JSON 404. Files are sent in the brotli or gzip form the build
 * wrote beside them when the browser takes it (`preCompressed`); hashed assets are cached for a
 * year, everything else revalidated (ETag and Last-Modified make that a 304).
 */
export async function registerWeb(app: FastifyInstance, distDir = defaultDist) {
  const root = resolve(distDir);
  const hasWeb = existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', cacheControlFor(root, file));
        // The body depends on Accept-Encoding once a compressed form may be sent.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: run `npm run build`');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send({ error: 'Not Found', message: `No such endpoint: ${request.method} ${path}` });
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
