import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, type Job, type JobResult, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { DrainOptions, JobOptions, JobQueue, SendOptions } from './job-queue.ts';
import { bossDatabase } from './pg-boss-database.ts';

type Handler = (data: object) => Promise<void>;

const QUEUE_DEFAULTS = { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 } as const;
/** How long stop() lets running handlers finish before failing them (they are retried later). */
const STOP_TIMEOUT_MS = 8_000;
/** Jobs a drain() fetches per queue and round trip. */
const DRAIN_BATCH = 20;
/** Jobs a started worker fetches at a time. */
const WORK_BATCH = 5;

/** What pg-boss keeps as a failed attempt's output. */
function failureOutput(err: unknown): { message: string } {
  return { message: err instanceof Error ? err.message : String(err) };
}

export interface PgBossQueueOptions {
  /** How often a started worker looks for due jobs (pg-boss's default: 2 s; at least 0.5). */
  pollingIntervalSeconds?: number;
}

/**
 * {@link JobQueue} on pg-boss, in the app's own database (PostgreSQL or PGlite, see
 * pg-boss-database.ts), in pg-boss's schema `pgboss`.
 *
 * Two pg-boss instances share the connection: a *client*, started on first use (send, drain or
 * start), which installs or migrates pg-boss's schema, creates the queues and sends, fetches and
 * settles jobs, and runs no timers that touch jobs; and a *runner*, created by start() and ended by
 * stop(), which polls the registered queues, fires cron schedules and does pg-boss's maintenance
 * (expiry, retention). So an app that is built but not started (every API test) costs nothing
 * until it sends a job, and a sent job waits in the database for any started instance.
 */
export class PgBossQueue implements JobQueue {
  private readonly handlers = new Map<string, { handler: Handler; options: JobOptions }>();
  private readonly schedules = new Map<string, string>();
  private readonly createdQueues = new Set<string>();
  private client: Promise<PgBoss> | null = null;
  private runner: Promise<PgBoss> | null = null;
  /** Failed attempts in this process since it started, per queue (the metrics read it). */
  readonly failures = new Map<string, number>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: PgBossQueueOptions = {},
  ) {}

  work<T extends object>(name: string, handler: (data: T) => Promise<void>, options: JobOptions = {}): void {
    if (this.handlers.has(name)) throw new Error(`job queue ${name} already has a handler`);
    this.handlers.set(name, { handler: handler as Handler, options });
  }

  schedule(name: string, cron: string): void {
    this.schedules.set(name, cron);
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    const boss = await this.ensureClient();
    await this.ensureQueue(boss, name);
    await boss.send(name, data, options);
  }

  start(): Promise<void> {
    this.runner ??= this.startRunner().catch((err: unknown) => {
      this.runner = null;
      throw err;
    });
    return this.runner.then(() => undefined);
  }

  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    const boss = await runner?.catch(() => null);
    await boss?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  }

  async close(): Promise<void> {
    await this.stop();
    const client = this.client;
    this.client = null;
    const boss = await client?.catch(() => null);
    await boss?.stop({ graceful: false });
  }

  async drain({ includeDeferred = false }: DrainOptions = {}): Promise<number> {
    const boss = await this.ensureClient();
    let ran = 0;
    for (;;) {
      let ranThisPass = 0;
      for (const name of this.handlers.keys()) {
        await this.ensureQueue(boss, name);
        const jobs = await boss.fetch<object>(name, { batchSize: DRAIN_BATCH, ignoreStartAfter: includeDeferred });
        for (const job of jobs) {
          ranThisPass++;
          try {
            await this.run(name, job);
            await boss.complete(name, job.id);
          } catch (err) {
            await boss.fail(name, job.id, failureOutput(err));
          }
        }
      }
      ran += ranThisPass;
      if (ranThisPass === 0 || includeDeferred) return ran;
    }
  }

  /** Runs one job's handler; a failure is logged and rethrown so pg-boss retries the job. */
  private async run(name: string, job: Job<object>): Promise<void> {
    const entry = this.handlers.get(name);
    if (!entry) throw new Error(`no handler for job queue ${name}`);
    try {
      await entry.handler(job.data ?? {});
    } catch (err) {
      this.log.error({ err, job: name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
      this.failures.set(name, (this.failures.get(name) ?? 0) + 1);
      throw err;
    }
  }

  private async startRunner(): Promise<PgBoss> {
    const client = await this.ensureClient();
    for (const name of new Set([...this.handlers.keys(), ...this.schedules.keys()])) {
      await this.ensureQueue(client, name);
    }
    // The client has installed the schema; the runner only checks it.
    const boss = this.create({ migrate: false, supervise: true, schedule: true });
    await boss.start();
    try {
      const polling = this.options.pollingIntervalSeconds;
      const options = {
        // A few jobs per fetch, settled one by one, and fetching again at once while batches come
        // back full: a backlog does not wait a polling interval per job.
        batchSize: WORK_BATCH,
        burstWhenBatchFull: true,
        perJobResults: true,
        ...(polling ? { pollingIntervalSeconds: polling } : {}),
      } as const;
      for (const name of this.handlers.keys()) {
        await boss.work<object>(name, options, async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await this.run(name, job);
              results.push({ id: job.id, status: 'completed' });
            } catch (err) {
              results.push({ id: job.id, status: 'failed', output: failureOutput(err) });
            }
          }
          return results;
        });
      }
      for (const [name, cron] of this.schedules) {
        await boss.schedule(name, cron, null, { tz: 'UTC', missed: 'once' });
      }
    } catch (err) {
      await boss.stop({ graceful: false });
      throw err;
    }
    return boss;
  }

  private async ensureClient(): Promise<PgBoss> {
    this.client ??= (async () => {
      const boss = this.create({ migrate: true, supervise: false, schedule: false, registerInstance: false });
      await boss.start();
      return boss;
    })().catch((err: unknown) => {
      this.client = null;
      throw err;
    });
    return this.client;
  }

  /** pg-boss refuses jobs for a queue that does not exist; creating one is idempotent. */
  private async ensureQueue(boss: PgBoss, name: string): Promise<void> {
    if (this.createdQueues.has(name)) return;
    const { policy = 'standard', ...retry } = this.handlers.get(name)?.options ?? {};
    const options = { ...QUEUE_DEFAULTS, ...retry };
    await boss.createQueue(name, { ...options, policy });
    // createQueue leaves an existing queue as it was; a changed retry policy applies from here.
    await boss.updateQueue(name, options);
    this.createdQueues.add(name);
  }

  private create(options: ConstructorOptions): PgBoss {
    const boss = new PgBoss({ ...bossDatabase(this.database), ...options });
    // An unheard 'error' event would end the process; pg-boss reports and carries on.
    boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    boss.on('warning', (warning) => this.log.warn({ warning }, 'job queue warning'));
    return boss;
  }
}
