import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { usePlayerSessions } from '../api/get-player-sessions.ts';
import { usePageParam } from '../use-page-param.ts';
import { DownloadSessionsCsvButton } from './download-sessions-csv-button.tsx';
import { SessionHistoryBody } from './session-history-body.tsx';

/** Spec 01 §2: the dashboard's first-load text. */
export const LOADING_PLAYER_DATA = 'Loading player data';

/**
 * The dashboard's Session History: Refresh (player and sessions, with a busy state), Career Stats,
 * Download CSV, and the paged table (21 per page, page number in the address).
 */
export function SessionHistoryCard({
  playerId,
  timeZone,
  refreshing,
  onRefresh,
}: {
  playerId: number;
  /** The player's time zone, for the dates. */
  timeZone: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const [page, setPage] = usePageParam();
  const query = usePlayerSessions(playerId, page);

  return (
    <section className="card" aria-labelledby="session-history-heading">
      <div className="card-header">
        <h2 id="session-history-heading">Session History</h2>
        <div className="card-actions">
          <button
            type="button"
            className="button button-secondary"
            // aria-disabled rather than disabled, so focus stays on the button while it works.
            onClick={() => !refreshing && onRefresh()}
            aria-disabled={refreshing || undefined}
            aria-busy={refreshing}
          >
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </button>
          <Link className="button button-ghost" to={paths.playerStats(playerId)}>
            Career Stats
          </Link>
          <DownloadSessionsCsvButton playerId={playerId} />
        </div>
      </div>
      <SessionHistoryBody
        query={query}
        page={page}
        onPage={setPage}
        caption="Session History"
        loadingLabel={LOADING_PLAYER_DATA}
        empty={
          <p>
            <strong>No sessions yet.</strong> <Link to={paths.record}>Record one in your browser</Link> or with the
            Holeout desktop app: it will show up here with your makes, misses, streaks and speed.
          </p>
        }
        onRetry={onRefresh}
        timeZone={timeZone}
      />
    </section>
  );
}
