import { LEAGUE_CLOSING_REMINDER_MINUTES } from '@holeout/shared/leagues';
import type { AppContext } from '../../app-context.ts';
import { sweepDue } from '../competitions/due-sweep.ts';
import type { LeagueInvitesService } from './league-invites.service.ts';
import type { LeagueProgress } from './league-progress.ts';
import * as repo from './leagues.repo.ts';

/** The queue of the league sweep (registered in app.ts, once across instances). */
export const LEAGUE_SWEEP_JOB = 'leagues.sweep';

/** What one sweep did. */
export interface LeagueSweepReport {
  /** Leagues moved on (started, a round opened, reminded or closed, completed). */
  advanced: number;
  /** Address invitations turned into memberships. */
  joined: number;
  /** Invitation e-mails handed to the mailer late. */
  mailed: number;
}

/**
 * Everything about leagues that happens because time passes, run every minute by the job queue
 * ({@link LEAGUE_SWEEP_JOB}) and by tests that move the clock: registering leagues start, rounds open,
 * remind, close with their points, leagues complete with their champions. Each league is handled
 * in its own transaction on its row locked with SKIP LOCKED, and the steps come from the rounds'
 * own times (`dueSteps`), so sweeps on several instances, or again after a crash, do each step
 * once, and a sweep after downtime records what would have happened on time.
 */
export class LeagueSweep {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly progress: LeagueProgress,
    private readonly invites: LeagueInvitesService,
  ) {}

  async run(): Promise<LeagueSweepReport> {
    const joined = await this.invites.joinEmailInvites();
    const advanced = await this.advanceDue();
    const mailed = await this.invites.mailUnsent();
    return { advanced, joined, mailed };
  }

  private async advanceDue(): Promise<number> {
    const now = this.ctx.clock.now();
    return sweepDue(
      this.ctx.db,
      (limit) => repo.dueLeagueIds(this.ctx.db, now, LEAGUE_CLOSING_REMINDER_MINUTES * 60_000, limit),
      async (tx, id) => {
        const row = await repo.lockLeagueIfFree(tx, id);
        return row ? (await this.progress.advance(tx, row, now)) > 0 : false;
      },
    );
  }
}
