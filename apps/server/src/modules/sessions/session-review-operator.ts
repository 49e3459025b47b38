import type { AppContext } from '../../app-context.ts';
import { CareerRebuildService } from '../career/career-rebuild.service.ts';
import { CertificatesService } from '../certificates/certificates.service.ts';
import { recountDuelSession } from '../duels/duel-review.ts';
import { LeagueProgress } from '../leagues/league-progress.ts';
import { recountLeagueSession } from '../leagues/league-review.ts';
import { NotificationsService } from '../notifications/notifications.service.ts';
import { SessionReviewService } from './session-review.service.ts';

/**
 * The review of implausible sessions as `npm run admin -- sessions …` runs it, wired to what a
 * reviewed session feeds: the career (and the leaderboards that read it), league rounds and
 * leaderboard rows, duel results. In this order, the order an upload takes its locks.
 */
export function sessionReviewOperator(ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>): SessionReviewService {
  const career = new CareerRebuildService(ctx);
  const notifications = new NotificationsService(ctx);
  const progress = new LeagueProgress(notifications, new CertificatesService(ctx, notifications));
  return new SessionReviewService(ctx, [
    async (tx, s) => {
      if (s.irlPlayer === null) await career.recount(tx, s.playerId);
    },
    (tx, s) => recountLeagueSession(tx, progress, s.sessionId, ctx.clock.now()),
    (tx, s) => recountDuelSession(tx, s.sessionId),
  ]);
}
