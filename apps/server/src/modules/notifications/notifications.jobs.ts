import type { JobQueue } from '../../jobs/job-queue.ts';
import type { NotificationEmailService } from './notification-email.service.ts';

/** The queue that decides and writes the e-mails of pending notifications. */
export const NOTIFICATION_EMAIL_JOB = 'notifications.email';

/**
 * Every minute, once across instances, the e-mail drain catches up: notifications committed while
 * no instance was listening, or whose drain failed. The drain is idempotent (each pending row is
 * decided once, under FOR UPDATE SKIP LOCKED), so it may overlap the drains listeners start.
 */
export function registerNotificationJobs(jobs: JobQueue, emails: NotificationEmailService): void {
  jobs.work(
    NOTIFICATION_EMAIL_JOB,
    async () => {
      await emails.deliverPending();
    },
    { policy: 'exclusive' },
  );
  jobs.schedule(NOTIFICATION_EMAIL_JOB, '* * * * *');
}
