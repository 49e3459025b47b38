import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { EventBus } from './domain-events.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './modules/mail/mail.service.ts';

/**
 * Infrastructure every module is built from, and nothing else: modules (their services) are
 * created from it and wired together in one place, `app.ts`.
 */
export interface AppContext {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** The time, for every rule that depends on it. */
  clock: Clock;
  mailer: Mailer;
  /** Background work, once across instances; modules register handlers in `<domain>.jobs.ts`. */
  jobs: JobQueue;
  /** Typed domain events, raised after commit. */
  events: EventBus;
}
