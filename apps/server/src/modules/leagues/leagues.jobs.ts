import type { EventBus } from '../../domain-events.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { LeagueInvitesService } from './league-invites.service.ts';
import type { LeagueSweep } from './league-sweep.ts';

/** The queue of the league sweep. */
export const LEAGUE_SWEEP_JOB = 'leagues.sweep';

/**
 * The league sweep (starts, rounds opening, reminders, closes with points, completion, address
 * invitations of new players, unsent invitation e-mails) runs every minute, once across
 * instances; `exclusive`, so a slow sweep makes the next occurrence a no-op. A missed minute runs
 * once after start, and since the sweep works from the rounds' own times, one run catches up.
 *
 * A registration turns invitations to that address into memberships at once; if that listener is
 * lost (a crash right after the commit), the next sweep, or the player's first look at their
 * leagues, does it instead — so `player.registered` is durable for leagues.
 */
export function registerLeagueJobs(
  jobs: JobQueue,
  events: EventBus,
  sweep: LeagueSweep,
  invites: LeagueInvitesService,
): void {
  jobs.work(
    LEAGUE_SWEEP_JOB,
    async () => {
      await sweep.run();
    },
    { policy: 'exclusive' },
  );
  jobs.schedule(LEAGUE_SWEEP_JOB, '* * * * *');
  events.on('player.registered', async ({ playerId }) => {
    await invites.joinEmailInvites(playerId);
  });
}
