import type { JobQueue } from '../../jobs/job-queue.ts';
import type { BillingService } from './billing.service.ts';

/** Verifies one order against Zaprite after a webhook nudge (retried while Zaprite is down). */
export const BILLING_CHECK_ORDER_JOB = 'billing.check-order';
/** Re-checks every open order, so a lost webhook loses no payment. */
export const BILLING_RECONCILE_JOB = 'billing.reconcile';
/** Ends memberships whose period is over and warns those about to end. */
export const BILLING_EXPIRE_JOB = 'billing.expire-memberships';

export function registerBillingJobs(jobs: JobQueue, billing: BillingService): void {
  jobs.work<{ orderId: number }>(BILLING_CHECK_ORDER_JOB, async ({ orderId }) => {
    await billing.checkOrder(orderId);
  });
  jobs.work(
    BILLING_RECONCILE_JOB,
    async () => {
      await billing.reconcile();
    },
    { policy: 'exclusive' },
  );
  jobs.schedule(BILLING_RECONCILE_JOB, '*/5 * * * *');
  jobs.work(
    BILLING_EXPIRE_JOB,
    async () => {
      await billing.expireMemberships();
    },
    { policy: 'exclusive' },
  );
  jobs.schedule(BILLING_EXPIRE_JOB, '17 * * * *');
}
