/**
 * `npm run admin -- sessions …`: the review of stored sessions that break a physical limit of
 * putting (issue 22, decision 041). Kept out of admin.ts, which holds the other commands.
 */
import type { ImplausibleSession, SessionReviewService } from '../modules/sessions/session-review.service.ts';

const ACTIONS = { flag: 'flagged', clear: 'cleared', remove: 'removed' } as const;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function line(s: ImplausibleSession): string {
  const who = s.irlPlayer === null ? `session #${s.sessionNumber}` : `IRL "${s.irlPlayer}"`;
  return `${s.sessionId}  player ${s.playerId}  ${who}  ${s.reviewState ?? 'not flagged'}  ${s.broken.message}`;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The `sessions` command, validated before the database is opened. */
export function reviewCommand(
  sub: string | undefined,
  flag: boolean,
  sessionId: string | undefined,
): (ops: { review: SessionReviewService }) => Promise<void> {
  if (sub === 'implausible') {
    return async ({ review }) => {
      const found = await review.implausible();
      if (found.length === 0) console.log('No stored session breaks a physical limit.');
      for (const s of found) console.log(line(s));
      if (!flag) return;
      const flagged = await review.flagImplausible();
      console.log(`Flagged ${flagged.length} session(s): they count for nothing until cleared or removed.`);
    };
  }
  if (sub !== 'flag' && sub !== 'clear' && sub !== 'remove') {
    fail('Usage: npm run admin -- sessions implausible [--flag] | flag|clear|remove --session SESSION_ID');
  }
  if (!sessionId || !GUID.test(sessionId)) fail('--session must be a session id (a UUID)');
  const state = ACTIONS[sub];
  return async ({ review }) => {
    const done = await review.review(sessionId, state);
    if (!done.ok) {
      console.error(done.problem);
      process.exitCode = 1;
      return;
    }
    console.log(
      `Session ${done.session.sessionId} is ${state}; the career, leaderboards and competitions it fed are recounted.`,
    );
  };
}
