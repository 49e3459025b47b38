import type { EventBus } from '../../domain-events.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/**
 * A competition kind's sweep (deadlines, rounds, reminders, joined invitees, unsent invitation
 * e-mails) runs every minute, once across instances; `exclusive`, so a slow sweep makes the next
 * occurrence a no-op. A missed minute runs once after start, and since each sweep works from the
 * competitions' own times, one run catches up on any downtime.
 *
 * A registration turns invitations to that address into duels or memberships at once
 * (`joinInvites`); if that listener is lost (a crash right after the commit), the next sweep, or
 * the player's first look at their list, does it instead.
 */
export function registerSweepJob(
  jobs: JobQueue,
  events: EventBus,
  queue: string,
  sweep: { run(): Promise<unknown> },
  joinInvites: (playerId: number) => Promise<unknown>,
): void {
  jobs.work(
    queue,
    async () => {
      await sweep.run();
    },
    { policy: 'exclusive' },
  );
  jobs.schedule(queue, '* * * * *');
  events.on('player.registered', async ({ playerId }) => {
    await joinInvites(playerId);
  });
}
