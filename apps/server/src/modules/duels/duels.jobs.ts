import type { EventBus } from '../../domain-events.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { DuelInvitations } from './duel-invitations.ts';
import type { DuelSweep } from './duel-sweep.ts';

/** The queue of the duel sweep. */
export const DUEL_SWEEP_JOB = 'duels.sweep';

/**
 * The duel sweep (deadlines, forfeits, reminders, joined invitees, unsent invitations) runs every
 * minute, once across instances; `exclusive`, so a slow sweep makes the next occurrence a no-op.
 * A missed minute runs once after start (`missed: 'once'`), and since the sweep works from the
 * duels' own deadlines, one run catches up on any downtime.
 *
 * A registration turns invitations to that e-mail address into duels at once; if that listener is
 * lost (a crash right after the commit), the next sweep, or the player's first look at their duels,
 * does it instead.
 */
export function registerDuelJobs(
  jobs: JobQueue,
  events: EventBus,
  sweep: DuelSweep,
  invitations: DuelInvitations,
): void {
  jobs.work(
    DUEL_SWEEP_JOB,
    async () => {
      await sweep.run();
    },
    { policy: 'exclusive' },
  );
  jobs.schedule(DUEL_SWEEP_JOB, '* * * * *');
  events.on('player.registered', async ({ playerId }) => {
    await invitations.joinInvites(playerId);
  });
}
