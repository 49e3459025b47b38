import { Link } from 'react-router';

/** Spec 01 §2: the Session History columns, in order. */
export const SESSION_HISTORY_COLUMNS = [
  'Details',
  'Session #',
  'Type',
  'Duration',
  'Makes',
  'Misses',
  'Top Streak',
  'Fastest 21',
  'PPM',
  'MPM',
  'Max 60s',
] as const;

interface SessionHistoryCardProps {
  playerId: number;
  totalSessions: number;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The dashboard's Session History frame: its controls, its columns and, for now, its empty state. */
export function SessionHistoryCard({ playerId, totalSessions, refreshing, onRefresh }: SessionHistoryCardProps) {
  return (
    <section className="card" aria-labelledby="session-history-heading">
      <div className="card-header">
        <h2 id="session-history-heading">Session History</h2>
        <div className="card-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={onRefresh}
            disabled={refreshing}
            aria-busy={refreshing}
          >
            Refresh
          </button>
          <Link className="button button-ghost" to={`/player/${playerId}/stats`}>
            Career Stats
          </Link>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="table-scroll" aria-label="Session History table" tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              {SESSION_HISTORY_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        </table>
      </section>
      <div className="table-empty">
        {totalSessions === 0 ? (
          <p>
            <strong>No sessions yet.</strong> Putt a session with the Holeout desktop app and upload it: it will show up
            here with your makes, misses, streaks and speed.
          </p>
        ) : (
          <p>
            You have {totalSessions} {totalSessions === 1 ? 'session' : 'sessions'} on record. Listing them here is
            coming soon; your all-time figures above already include them.
          </p>
        )}
      </div>
    </section>
  );
}
