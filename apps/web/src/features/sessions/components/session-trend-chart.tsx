import { type ReactNode, useId, useMemo } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePlayerSessions } from '../api/get-player-sessions.ts';
import { buildTrendSeries, summariseTrend, type TrendPoint } from '../session-trend.ts';
import { TrendLineChart } from './trend-line-chart.tsx';

function TrendTable({ points, caption, timeZone }: { points: TrendPoint[]; caption: string; timeZone: string }) {
  return (
    // The wrapper hides it: a table ignores the 1px width of .visually-hidden and would widen the page.
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Session #</th>
            <th scope="col">Date</th>
            <th scope="col">Makes per minute</th>
            <th scope="col">Accuracy</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.sessionNumber}>
              <th scope="row">{p.sessionNumber}</th>
              <td>{formatDate(p.startTime, timeZone)}</td>
              <td>{p.makesPerMinute ?? 'N/A'}</td>
              <td>{p.accuracy == null ? 'N/A' : `${p.accuracy}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Makes per minute and accuracy over the player's latest sessions (the first page of the history,
 * which the Session History card reads too: one request feeds both), oldest to newest. The
 * drawing is hidden from assistive technology; a sentence and a visually hidden table carry the
 * same data.
 */
export function SessionTrendChart({ playerId, timeZone }: { playerId: number; timeZone: string }) {
  const query = usePlayerSessions(playerId, 1);
  const points = useMemo(() => buildTrendSeries(query.data?.sessions ?? []), [query.data]);
  const summary = summariseTrend(points);
  const headingId = useId();
  const summaryId = useId();

  let body: ReactNode;
  if (query.isPending) body = <Spinner label="Loading your trend" inline />;
  else if (query.isError && !query.data)
    body = <p className="muted">{errorText(query.error, 'Unable to load your trend.')}</p>;
  else if (points.length < 2)
    body = (
      <p className="muted">
        {points.length === 0
          ? 'Your trend appears here once you have recorded a few sessions.'
          : 'Record one more session to see how your makes per minute and accuracy change over time.'}
      </p>
    );
  else
    body = (
      <>
        <TrendLineChart points={points} />
        <p id={summaryId} className="trend-summary muted">
          {summary}
        </p>
        <TrendTable points={points} caption="Makes per minute and accuracy per session" timeZone={timeZone} />
      </>
    );
  return (
    <section className="card" aria-labelledby={headingId} aria-describedby={points.length >= 2 ? summaryId : undefined}>
      <h2 id={headingId}>Your Trend</h2>
      <p className="muted card-subtitle">
        {points.length >= 2
          ? `Makes per minute and accuracy over your last ${points.length} sessions`
          : 'Makes per minute and accuracy, session by session'}
      </p>
      {body}
    </section>
  );
}
