import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Mailer } from './mail.service.ts';

/** The queue that delivers due outbox rows. */
export const MAIL_DRAIN_JOB = 'mail.drain';

/**
 * The mail drain runs every minute, once across instances: it sends the outbox rows whose
 * delivery failed (once their backoff has passed) or never finished (written just before a
 * crash, their lease run out). `exclusive`: a drain still running makes the next one a no-op.
 * The rows themselves carry the retry state, so a failing message does not fail the job.
 */
export function registerMailJobs(jobs: JobQueue, mailer: Mailer): void {
  jobs.work(
    MAIL_DRAIN_JOB,
    async () => {
      await mailer.deliverDue();
    },
    { policy: 'exclusive' },
  );
  jobs.schedule(MAIL_DRAIN_JOB, '* * * * *');
}
