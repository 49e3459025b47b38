import type { JobQueue } from '../../jobs/job-queue.ts';
import type { CoachService } from './coach.service.ts';

/** Writes one pending daily analysis (`{ conversationId }`). */
export const COACH_ANALYSIS_JOB = 'coach.analysis';
/** Every few minutes: pending analyses whose job was lost or gave up are written by the built-in analyst. */
export const COACH_STALE_JOB = 'coach.stale-analyses';

export function registerCoachJobs(jobs: JobQueue, coach: CoachService): void {
  jobs.work<{ conversationId: number }>(
    COACH_ANALYSIS_JOB,
    async ({ conversationId }) => {
      await coach.writeAnalysis(conversationId);
    },
    // A provider failure is retried soon; the last run (attempts > ANALYSIS_MODEL_ATTEMPTS) uses the built-in analyst.
    { retryLimit: 3, retryDelay: 5 },
  );
  jobs.work(
    COACH_STALE_JOB,
    async () => {
      await coach.writeStaleAnalyses();
    },
    { policy: 'exclusive' },
  );
  jobs.schedule(COACH_STALE_JOB, '*/5 * * * *');
}
