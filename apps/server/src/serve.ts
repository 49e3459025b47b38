import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { HealthService } from './modules/health/health.service.ts';
import { metricsPort, startMetricsServer } from './plugins/metrics.ts';

/** What serve() runs beside the HTTP server. */
export interface ServeParts {
  /** The job queue, started after listen. */
  jobs?: JobQueue;
  /** Readiness, turned to draining on shutdown. */
  health?: Pick<HealthService, 'startDraining'>;
  /** The metrics registry, served on METRICS_HOST:METRICS_PORT. */
  metrics?: Registry | null;
}

/**
 * Listens on the configured address (and the metrics listener when configured), then starts the
 * job queue's workers, and shuts down gracefully on SIGINT/SIGTERM: readiness turns to 503 and the
 * instance keeps serving for SHUTDOWN_DRAIN_SECONDS (a proxy stops sending it work meanwhile),
 * then the queue stops taking jobs and lets running ones finish, in-flight requests finish, then
 * the database closes (forced exit 10 s after the drain).
 */
export async function serve(app: FastifyInstance, database: Database, config: Config, parts: ServeParts = {}) {
  let closing = false;
  let metricsServer: Server | null = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    parts.health?.startDraining();
    app.log.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS }, 'draining, then shutting down');
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
    setTimeout(() => process.exit(1), 10_000).unref();
    await parts.jobs?.stop();
    await app.close();
    metricsServer?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  if (parts.metrics && config.METRICS_PORT !== undefined) {
    metricsServer = await startMetricsServer(parts.metrics, config.METRICS_PORT, config.METRICS_HOST);
    app.log.info(`metrics listening at http://${config.METRICS_HOST}:${metricsPort(metricsServer)}/metrics`);
  }
  if (parts.jobs) {
    const began = performance.now();
    await parts.jobs.start();
    app.log.info({ ms: Math.round(performance.now() - began) }, 'job queue started');
  }
}
