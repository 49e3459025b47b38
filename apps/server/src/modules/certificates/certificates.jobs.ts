import type { EventBus } from '../../domain-events.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { CertificatesStampingService } from './certificates-stamping.service.ts';

/** Stamps one batch of unstamped certificates. */
export const CERTIFICATES_STAMP_JOB = 'certificates.stamp';
/** Asks the calendars about stamped certificates until Bitcoin confirms them. */
export const CERTIFICATES_UPGRADE_JOB = 'certificates.upgrade';
/** New certificates wait this long for others to share their batch. */
const STAMP_SOON_MS = 60_000;

/**
 * Stamping and upgrading run every ten minutes, once across instances (`exclusive`: a slow run
 * makes the next occurrence a no-op; a missed one runs once after start). An upload, which may have
 * earned certificates, brings the stamp forward to a minute later; championships and duel
 * victories wait for the next run. With stamping off the runs do nothing (they stay registered, so
 * a schedule stored while it was on never fills a queue nobody works) and uploads send no job.
 */
export function registerCertificateJobs(jobs: JobQueue, events: EventBus, stamping: CertificatesStampingService): void {
  jobs.work(
    CERTIFICATES_STAMP_JOB,
    async () => {
      await stamping.stamp();
    },
    { policy: 'exclusive' },
  );
  jobs.schedule(CERTIFICATES_STAMP_JOB, '*/10 * * * *');
  jobs.work(
    CERTIFICATES_UPGRADE_JOB,
    async () => {
      await stamping.upgrade();
    },
    { policy: 'exclusive' },
  );
  jobs.schedule(CERTIFICATES_UPGRADE_JOB, '5-55/10 * * * *');
  if (!stamping.enabled) return;
  events.on('session.uploaded', async () => {
    await jobs.send(
      CERTIFICATES_STAMP_JOB,
      {},
      { singletonKey: CERTIFICATES_STAMP_JOB, startAfter: new Date(Date.now() + STAMP_SOON_MS) },
    );
  });
}
