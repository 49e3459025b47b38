import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildPlayer } from '../test/factories.ts';
import { openSse } from '../test/sse-client.ts';
import { createTestApp, openTestDatabase, TEST_JOB_POLLING, testConfig } from '../test/test-app.ts';
import { metricsPort, startMetricsServer } from './metrics.ts';

const { database, drop } = await openTestDatabase();
const { app, ctx, modules, metrics } = await buildApp(testConfig({ METRICS_PORT: '0' }), database, {
  jobs: TEST_JOB_POLLING,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
if (!metrics) throw new Error('METRICS_PORT is set: the app must collect metrics');
const metricsServer = await startMetricsServer(metrics, 0, '127.0.0.1');
const cleanups: (() => void)[] = [];
afterAll(async () => {
  for (const c of cleanups) c();
  metricsServer.close();
  await app.close();
  await database.close();
  await drop();
});

async function scrape() {
  const res = await fetch(`http://127.0.0.1:${metricsPort(metricsServer)}/metrics`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** A sample line of the Prometheus text format: name, optional labels, a number. */
const SAMPLE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/;

describe('GET /metrics (Prometheus text format)', () => {
  it('counts requests per route template, method and status, with their duration', async () => {
    const p = await buildPlayer(app);
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: `/api/player/${p.id}/sessions`, headers: p.auth });
    await app.inject({ method: 'GET', url: '/api/no-such-thing' });

    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('#'))) expect(line).toMatch(SAMPLE);
    expect(text).toContain('# TYPE holeout_http_requests_total counter');
    expect(text).toContain('holeout_http_requests_total{method="GET",route="/api/health",status="200"} 2');
    expect(text).toContain('holeout_http_requests_total{method="GET",route="/api/player/:id/sessions",status="200"} 1');
    expect(text).toContain('holeout_http_requests_total{method="POST",route="/api/register",status="201"} 1');
    expect(text).toMatch(/holeout_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(text).toContain('# TYPE holeout_http_request_duration_seconds histogram');
    expect(text).toContain(
      'holeout_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 2',
    );
    expect(text).toContain(
      'holeout_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status="200"} 2',
    );
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts open streams and the notifications delivered to them', async () => {
    const p = await buildPlayer(app);
    const ticket = (await app.inject({ method: 'POST', url: '/api/auth/ticket', headers: p.auth })).json().ticket;
    const stream = await openSse(`${base}/api/notifications/stream?ticket=${ticket}`);
    cleanups.push(() => stream.close());
    expect((await stream.next()).event).toBe('connected');
    expect((await scrape()).text).toContain('holeout_sse_streams_open 1');

    await database.db.transaction((tx) =>
      modules.notifications.notify(tx, {
        playerId: p.id,
        kind: 'duel_update',
        title: 'T',
        message: 'M',
        linkPath: null,
      }),
    );
    expect((await stream.next()).event).toBe('notification');
    expect((await scrape()).text).toContain('holeout_notifications_delivered_total 1');
  });

  it("shows the job queue's depth and failed attempts", async () => {
    ctx.jobs.work('metrics-test-fails', async () => {
      throw new Error('always fails');
    });
    await ctx.jobs.send('metrics-test-fails', {});
    await ctx.jobs.send('metrics-test-fails', {});
    expect((await scrape()).text).toContain('holeout_jobs{queue="metrics-test-fails",state="created"} 2');
    await ctx.jobs.drain();
    const { text } = await scrape();
    expect(text).toContain('holeout_job_failures_total{queue="metrics-test-fails"} 2');
    expect(text).toContain('holeout_jobs{queue="metrics-test-fails",state="retry"} 2');
  });

  it('answers only /metrics on its listener', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort(metricsServer)}/api/health`);
    expect(res.status).toBe(404);
  });
});

const plain = await createTestApp();

describe('metrics are off unless METRICS_PORT is set', () => {
  it('collects nothing and the public port does not answer /metrics', async () => {
    const built = await buildApp(testConfig(), plain.database);
    expect(built.metrics).toBeNull();
    await built.app.close();
    const res = await plain.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('holeout_http_requests_total');
  });
});
