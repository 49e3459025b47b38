import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';

/**
 * Listens on the configured address, then starts the job queue's workers (when given), and shuts
 * down gracefully on SIGINT/SIGTERM: the queue stops taking jobs and lets running ones finish,
 * in-flight requests finish, then the database closes (forced exit after 10 s).
 */
export async function serve(app: FastifyInstance, database: Database, config: Config, jobs?: JobQueue): Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    await jobs?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  if (jobs) {
    const began = performance.now();
    await jobs.start();
    app.log.info({ ms: Math.round(performance.now() - began) }, 'job queue started');
  }
}
