import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

/** What the metrics read from the rest of the app at scrape time. */
export interface MetricSources {
  database: Database;
  /** Open live-notification streams on this instance. */
  openStreams(): number;
  /** Notifications pushed to streams on this instance since it started. */
  notificationsDelivered(): number;
  /** Failed job attempts on this instance since it started, per queue. */
  jobFailures(): ReadonlyMap<string, number>;
}

/** Buckets for request durations (seconds): most answers take milliseconds, uploads and exports more. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Jobs waiting, running or failed, per queue, across every instance (one query per scrape). */
async function jobCounts(database: Database): Promise<{ name: string; state: string; n: number }[]> {
  try {
    const result = (await database.db.execute(
      sql`select name, state::text as state, count(*)::int as n from pgboss.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
    )) as unknown as { rows: { name: string; state: string; n: number }[] };
    return result.rows;
  } catch {
    return []; // pg-boss has not created its schema yet (no job sent or worker started).
  }
}

/**
 * Prometheus metrics of one instance (decision 055), in a registry of its own (never the global
 * one, so that every app built in a test process counts alone): requests by route, method and
 * status with their duration, open streams, notifications delivered, the job queue's depth and
 * failures, the PostgreSQL pool's use, and Node's own process metrics.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'holeout_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'holeout_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route template, method and status code.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's template (/api/player/:id/sessions), never the raw URL: ids would make a series each.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'holeout_sse_streams_open',
    help: 'Live notification streams open on this instance.',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Counter({
    name: 'holeout_notifications_delivered_total',
    help: 'Notifications pushed to live streams on this instance.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.notificationsDelivered());
    },
  });
  new Counter({
    name: 'holeout_job_failures_total',
    help: 'Failed job attempts on this instance, by queue (each is retried with backoff until its limit).',
    labelNames: ['queue'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [queue, n] of sources.jobFailures()) this.inc({ queue }, n);
    },
  });
  new Gauge({
    name: 'holeout_jobs',
    help: 'Jobs in the shared queue by queue and state: created and retry wait, active run, failed gave up.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobCounts(sources.database)) this.set({ queue: row.name, state: row.state }, row.n);
    },
  });
  const { database } = sources;
  if (database.kind === 'postgres') {
    new Gauge({
      name: 'holeout_db_pool_connections',
      help: "This instance's PostgreSQL pool: connections in use, idle, and requests waiting for one.",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = database.raw;
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  return registry;
}

/**
 * Serves `GET /metrics` from the registry on a listener of its own (METRICS_HOST:METRICS_PORT,
 * loopback unless set otherwise), so the public port never answers it.
 */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${err.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/** The port a started metrics server listens on (the real one when started on port 0). */
export function metricsPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}
