import { DUEL_REMINDERS, dueReminder } from '@holeout/shared/duel-rules';
import type { AppContext } from '../../app-context.ts';
import { sweepDue } from '../competitions/due-sweep.ts';
import { duelState } from './duel.presenter.ts';
import { unmailedInviteIds } from './duel-invitations.repo.ts';
import type { DuelInvitations } from './duel-invitations.ts';
import { reminderNotices } from './duel-notices.ts';
import type { DuelTransitions } from './duel-transitions.ts';
import * as repo from './duels.repo.ts';

/** The queue of the duel sweep (registered in app.ts, once across instances). */
export const DUEL_SWEEP_JOB = 'duels.sweep';
const FIRST_REMINDER_MS = Math.max(...DUEL_REMINDERS.map((r) => r.beforeMs));

/** What one sweep did. */
export interface SweepReport {
  /** Duels settled at their deadline (expired, or completed by forfeit). */
  settled: number;
  reminded: number;
  joined: number;
  mailed: number;
}

/**
 * Everything about duels that happens because time passes, run every minute by the job queue
 * ({@link DUEL_SWEEP_JOB}) and by tests that move the clock: deadlines (expiry and forfeit), reminders,
 * new-player invitations whose contact has since registered, and invitation e-mails never handed
 * to the mailer. Each duel is handled in its own transaction, locked with SKIP LOCKED and
 * re-checked by the state machine, so sweeps running at once on several instances, or again after
 * a crash, change each duel once and send each notification once. Deadlines are the duels' own
 * `expires_at`, so a sweep that catches up after downtime records what would have happened on time.
 */
export class DuelSweep {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly transitions: DuelTransitions,
    private readonly invitations: DuelInvitations,
  ) {}

  async run(): Promise<SweepReport> {
    const joined = await this.invitations.joinInvites();
    const settled = await this.settleDue();
    const reminded = await this.remind();
    let mailed = 0;
    for (const id of await unmailedInviteIds(this.ctx.db, this.ctx.clock.now())) {
      if (await this.invitations.mailInvite(id)) mailed++;
    }
    return { settled, reminded, joined, mailed };
  }

  /** Open duels past `expires_at`: invitations expire, active duels end by forfeit or expire. */
  private async settleDue(): Promise<number> {
    const now = this.ctx.clock.now();
    return sweepDue(
      this.ctx.db,
      (limit) => repo.dueDuelIds(this.ctx.db, now, limit),
      async (tx, id) => {
        const row = await repo.lockDuelIfFree(tx, id);
        if (!row || !(repo.OPEN_STATUSES as readonly string[]).includes(row.status) || row.expiresAt > now) {
          return false;
        }
        await this.transitions.apply(tx, row, { type: 'deadline' }, now);
        return true;
      },
    );
  }

  /** The 24-hour and 1-hour reminders, each sent once to each participant still to submit. */
  private async remind(): Promise<number> {
    const now = this.ctx.clock.now();
    let sent = 0;
    for (const id of await repo.reminderCandidateIds(this.ctx.db, now, FIRST_REMINDER_MS)) {
      sent += await this.ctx.db.transaction(async (tx) => {
        const row = await repo.lockDuelIfFree(tx, id);
        if (!row) return 0;
        const level = dueReminder(duelState(row), row.remindersSent, now);
        if (level === null) return 0;
        const updated = await repo.updateDuel(tx, row.id, 'active', { remindersSent: level });
        if (!updated) return 0;
        const notices = reminderNotices(updated, await this.transitions.names(tx, updated), level);
        await this.transitions.notifyAll(tx, notices);
        return notices.length;
      });
    }
    return sent;
  }
}
