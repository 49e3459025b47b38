import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ReferralsService } from './referrals.service.ts';

/** Counts referred accounts whose after-registration listener did not run (a crash, a restart). */
export const REFERRALS_CATCH_UP_JOB = 'referrals.catch-up';

export function registerReferralJobs(jobs: JobQueue, referrals: ReferralsService): void {
  jobs.work(
    REFERRALS_CATCH_UP_JOB,
    async () => {
      await referrals.countMissedAccounts();
    },
    { policy: 'exclusive' },
  );
  jobs.schedule(REFERRALS_CATCH_UP_JOB, '*/10 * * * *');
}
