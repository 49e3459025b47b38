import { type BrokenPuttLimit, firstBrokenPuttLimit } from '@holeout/shared/putt-limits';
import type { Putt } from '@holeout/shared/putt-log';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { countsInResults, type SessionReviewState } from '../../db/schema/sessions.ts';
import { lockSessionForReview, type ReviewedSessionRow, sessionsAfter, setReview } from './session-review.repo.ts';

/** A stored session that breaks a physical limit, as the operator's list shows it. */
export interface ImplausibleSession {
  sessionId: string;
  playerId: number;
  sessionNumber: number | null;
  irlPlayer: string | null;
  /** Null until an operator flags it. */
  reviewState: SessionReviewState | null;
  broken: BrokenPuttLimit;
}

/**
 * What follows a session's review in other modules, inside the review's transaction: the career
 * and the leaderboards read from it, league points and leaderboard rows, duel results.
 */
export type ReviewRecount = (tx: Tx, session: ReviewedSessionRow) => Promise<void>;

/** The outcome of one review action, or why it could not be done. */
export type ReviewResult = { ok: true; session: ReviewedSessionRow } | { ok: false; problem: string };

const PAGE = 200;

/**
 * The operator's review of stored sessions that break a physical limit (issue 22, decision 041):
 * the list, flagging (the session then counts for nothing), clearing (it counts again, and is not
 * listed again) and removal (it counts for nothing for good; the row and its log stay, as the
 * certificates and competitions that hashed it still name it). Every change recounts what the
 * session fed, in one transaction.
 */
export class SessionReviewService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly recounts: readonly ReviewRecount[],
  ) {}

  /** Every stored session that breaks a limit and was neither cleared nor removed, in upload order. */
  async implausible(): Promise<ImplausibleSession[]> {
    const found: ImplausibleSession[] = [];
    for (let after = 0; ; ) {
      const page = await sessionsAfter(this.ctx.db, after, PAGE);
      for (const row of page) {
        if (row.reviewState === 'cleared' || row.reviewState === 'removed') continue;
        const broken = brokenLimit(row);
        if (broken) found.push({ ...pick(row), broken });
      }
      if (page.length < PAGE) return found;
      after = page[page.length - 1]?.id ?? after;
    }
  }

  /** Flags every listed session not flagged yet; returns those it flagged. */
  async flagImplausible(): Promise<ImplausibleSession[]> {
    const flagged: ImplausibleSession[] = [];
    for (const s of await this.implausible()) {
      if (s.reviewState !== null) continue;
      const done = await this.review(s.sessionId, 'flagged');
      if (done.ok) flagged.push({ ...s, reviewState: 'flagged' });
    }
    return flagged;
  }

  /**
   * Sets one session's review and recounts what it fed. Flagging needs a broken limit (a session
   * a golfer could putt is never flagged); a removed session stays removed.
   */
  async review(sessionId: string, state: SessionReviewState): Promise<ReviewResult> {
    return this.ctx.db.transaction(async (tx) => {
      const row = await lockSessionForReview(tx, sessionId.toLowerCase());
      if (!row) return { ok: false, problem: `There is no session ${sessionId}.` };
      if (row.reviewState === 'removed') return { ok: false, problem: `Session ${sessionId} was removed.` };
      if (row.reviewState === state) return { ok: false, problem: `Session ${sessionId} is already ${state}.` };
      const broken = brokenLimit(row);
      if (state === 'flagged' && !broken) {
        return { ok: false, problem: `Session ${sessionId} breaks no physical limit.` };
      }
      const before = countsInResults(row.reviewState);
      await setReview(tx, row.id, { state, note: broken?.message ?? null, at: this.ctx.clock.now() });
      // Flagged → removed changes nothing that counts: nothing to recount.
      if (before !== countsInResults(state)) {
        const reviewed = { ...row, reviewState: state };
        for (const recount of this.recounts) await recount(tx, reviewed);
      }
      return { ok: true, session: { ...row, reviewState: state } };
    });
  }
}

function brokenLimit(row: ReviewedSessionRow): BrokenPuttLimit | null {
  return firstBrokenPuttLimit(JSON.parse(row.puttLogText) as Putt[], row.durationSeconds);
}

function pick(row: ReviewedSessionRow): Omit<ImplausibleSession, 'broken'> {
  return {
    sessionId: row.sessionId,
    playerId: row.playerId,
    sessionNumber: row.sessionNumber,
    irlPlayer: row.irlPlayer,
    reviewState: row.reviewState,
  };
}
