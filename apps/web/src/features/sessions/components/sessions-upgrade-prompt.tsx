import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** Spec 01 §2: the owner's prompt on the history page when the free plan hides older details. */
export const UNLOCK_HISTORY_TITLE = 'Unlock Full Session History';

/** Offers the subscription that opens every session's breakdown, with the way to /membership. */
export function SessionsUpgradePrompt() {
  return (
    <section className="upgrade-prompt" aria-labelledby="unlock-history-title" data-testid="upgrade-prompt">
      <h2 id="unlock-history-title" className="upgrade-prompt-title">
        {UNLOCK_HISTORY_TITLE}
      </h2>
      <p>
        On the free plan only your latest session shows its makes and misses by category and its consecutive makes.
        Upgrade to a Regular or Premium membership to open every session.
      </p>
      <Link className="button button-primary" to={paths.membership}>
        Upgrade Now
      </Link>
    </section>
  );
}
