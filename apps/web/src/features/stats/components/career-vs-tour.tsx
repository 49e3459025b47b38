import { TOUR_BASELINE_SOURCE, vsTourByDistance } from '@holeout/shared/coach-tour-baseline';
import { TableHead } from '../../../components/table-head.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useLatestSessions } from '../api/get-latest-sessions.ts';
import { TableCard } from './stat-tables.tsx';

export const VS_TOUR_TITLE = 'Against the Tour';
export const VS_TOUR_NONE = 'No sessions between 3 and 10 ft, where the tour baseline applies.';
export const VS_TOUR_FAILED = 'Could not load the sessions to compare with the tour.';

const COLUMNS = [
  { label: 'Distance' },
  { label: 'Sessions', numeric: true },
  { label: 'Putts', numeric: true },
  { label: 'Vs tour' },
];

/**
 * The career against PGA Tour make rates: for each putting distance of the player's sessions (the
 * newest 100), makes above or below the tour per 21 putts. Shown with the career tables, so to
 * the viewers who see those (the membership policy).
 */
export function CareerVsTour({ playerId }: { playerId: number }) {
  const query = useLatestSessions(playerId);
  const page = query.data;
  const rows = vsTourByDistance(page?.sessions ?? []);
  const total = page?.pagination.total ?? 0;
  const counted = page?.sessions.length ?? 0;
  return (
    <TableCard title={VS_TOUR_TITLE} id="career-vs-tour">
      {query.isPending ? (
        <p className="muted">Loading...</p>
      ) : query.isError ? (
        <p className="error-text" role="alert">
          {errorText(query.error, VS_TOUR_FAILED)}
        </p>
      ) : rows.length === 0 ? (
        <p className="muted">{VS_TOUR_NONE}</p>
      ) : (
        <>
          <table className="data-table stack-on-phone">
            <TableHead columns={COLUMNS} />
            <tbody>
              {rows.map((r) => (
                <tr key={r.feet}>
                  <th scope="row">{r.feet} ft</th>
                  <td className="num" data-label="Sessions">
                    {r.sessions}
                  </td>
                  <td className="num" data-label="Putts">
                    {r.putts}
                  </td>
                  <td data-label="Vs tour">{r.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted">
            {counted < total ? `Your newest ${counted} of ${total} sessions. ` : ''}
            Tour rates: {TOUR_BASELINE_SOURCE}.
          </p>
        </>
      )}
    </TableCard>
  );
}
