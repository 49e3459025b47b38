import type { SessionsPage } from '@holeout/shared/sessions';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { PaginationControls } from './pagination-controls.tsx';
import { SessionHistoryTable } from './session-history-table.tsx';

/** Shown when a sessions page cannot be loaded (other than "no sessions yet"). */
export const SESSIONS_UNAVAILABLE = 'Unable to load sessions.';

/**
 * Everything under a Session History heading: the first load, the unable-to-load state with its
 * Refresh button, the empty history, the table and its pages. The page owns the query, because
 * it also needs the answer (player name, totals) for its own heading and prompts.
 */
export function SessionHistoryBody({
  query,
  page,
  onPage,
  caption,
  loadingLabel,
  empty,
  onRetry,
  timeZone,
}: {
  query: UseQueryResult<SessionsPage | null>;
  page: number;
  onPage: (page: number) => void;
  caption: string;
  loadingLabel: string;
  empty: ReactNode;
  onRetry: () => void;
  /** The viewer's time zone, for the dates. */
  timeZone: string;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;

  if (query.isError && !query.data) {
    return (
      <div className="state-panel" role="alert">
        <p>
          <strong>{SESSIONS_UNAVAILABLE}</strong> {errorText(query.error, 'Please try again.')}
        </p>
        <button type="button" className="button button-primary" onClick={onRetry} disabled={query.isFetching}>
          {query.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
    );
  }

  const data = query.data;
  const totalPages = data?.pagination.total_pages ?? 0;
  if (!data || data.sessions.length === 0) {
    if (page > 1 && totalPages > 0) {
      return (
        <div className="state-panel">
          <p>There are no sessions on page {page}.</p>
          <button type="button" className="button button-secondary" onClick={() => onPage(1)}>
            Go to the first page
          </button>
        </div>
      );
    }
    return <div className="state-panel">{empty}</div>;
  }

  return (
    <div aria-busy={query.isFetching}>
      {query.isError && (
        <p className="form-message form-message-error" role="alert">
          {errorText(query.error, SESSIONS_UNAVAILABLE)}
        </p>
      )}
      <SessionHistoryTable sessions={data.sessions} caption={caption} timeZone={timeZone} />
      <PaginationControls
        page={data.pagination.page}
        totalPages={totalPages}
        onPage={onPage}
        label={`${caption}: pages`}
        busy={query.isFetching}
      />
    </div>
  );
}
