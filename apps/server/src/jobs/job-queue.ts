/**
 * The contract every module uses for background work. Implemented on pg-boss (jobs/pg-boss-queue.ts):
 * a job runs once across instances, is retried with exponential backoff, and survives restarts.
 *
 * Modules register their handlers (`<domain>.jobs.ts`) while the app is built; the queue runs
 * them only once started (`serve()` starts it after listen). A handler that decides whether
 * something is due asks the context's clock, never `Date.now()`.
 */
export interface JobQueue {
  /** Registers the handler of a queue (call while the app is built, before start()). */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>, options?: JobOptions): void;
  /**
   * Runs `name` on a cron schedule (UTC), once across all instances. An occurrence missed while
   * every instance was down runs once after the next start.
   */
  schedule(name: string, cron: string): void;
  /**
   * Enqueues one job; resolves once it is stored. Works whether or not this instance has started
   * its workers (a started instance anywhere runs it). Call it after the transaction that wrote the
   * job's row has committed: on PGlite a send inside a transaction would wait for that transaction.
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Starts this instance's workers, cron and maintenance (serve() calls it after listen). */
  start(): Promise<void>;
  /** Stops taking new jobs and waits for running handlers (graceful shutdown). */
  stop(): Promise<void>;
  /** stop(), then releases everything the queue holds; called when the app closes. */
  close(): Promise<void>;
  /**
   * Runs, in this process and without polling, every job of a registered queue that is due now,
   * until none is left; resolves with how many ran. For tests and scripts: the same fetch, handler,
   * complete/fail path as a worker, so retries and their backoff apply.
   */
  drain(options?: DrainOptions): Promise<number>;
}

export interface JobOptions {
  /** Attempts after the first failure (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry, about doubling each time (default 30, at most an hour). */
  retryDelay?: number;
  /**
   * `standard` (default) queues every job sent; `exclusive` keeps at most one job per singleton key
   * queued or running (a drain that is still running makes the next occurrence a no-op).
   */
  policy?: 'standard' | 'exclusive';
}

export interface SendOptions {
  /** On an `exclusive` queue, at most one job per key is queued or running; else no effect. */
  singletonKey?: string;
  /** Not before this time. */
  startAfter?: Date;
}

export interface DrainOptions {
  /**
   * Also run jobs whose time has not come (sent for later, or a retry waiting out its backoff), as
   * if it had. Makes a single pass, so a job that fails again waits for the next call.
   */
  includeDeferred?: boolean;
}
