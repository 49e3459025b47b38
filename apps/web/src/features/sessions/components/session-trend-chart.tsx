import { type ReactNode, useId, useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePlayerSessions } from '../api/get-player-sessions.ts';
import { buildTrendSeries, summariseTrend, TREND_SESSION_COUNT, type TrendPoint } from '../session-trend.ts';

// Series colours chosen for contrast on white and for telling apart without colour (one dashed).
const MPM_COLOUR = '#1f5135';
const ACCURACY_COLOUR = '#b45309';

function TrendTable({ points, caption }: { points: TrendPoint[]; caption: string }) {
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
              <td>{formatDate(p.startTime)}</td>
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
 * Makes per minute and accuracy over the player's last sessions, oldest to newest. The drawing is
 * hidden from assistive technology; a sentence and a visually hidden table carry the same data.
 */
export function SessionTrendChart({ playerId }: { playerId: number }) {
  const query = usePlayerSessions(playerId, 1, TREND_SESSION_COUNT);
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
          ? 'Your trend appears here once you have uploaded a few sessions from the desktop app.'
          : 'Upload one more session to see how your makes per minute and accuracy change over time.'}
      </p>
    );
  else
    body = (
      <>
        <div className="trend-chart" aria-hidden="true">
          <ResponsiveContainer width="100%" height={260}>
            <LineChart data={points} margin={{ top: 8, right: 4, bottom: 4, left: -12 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#d7ded9" />
              <XAxis dataKey="sessionNumber" tickFormatter={(n) => `#${n}`} minTickGap={16} fontSize={12} />
              <YAxis yAxisId="mpm" fontSize={12} allowDecimals width={44} />
              <YAxis yAxisId="acc" orientation="right" domain={[0, 100]} unit="%" fontSize={12} width={48} />
              <Tooltip
                labelFormatter={(n) => `Session #${n}`}
                formatter={(value, name) => [name === 'Accuracy' ? `${value}%` : value, name]}
              />
              <Legend wrapperStyle={{ fontSize: 13 }} />
              <Line
                yAxisId="mpm"
                type="monotone"
                dataKey="makesPerMinute"
                name="Makes per minute"
                stroke={MPM_COLOUR}
                strokeWidth={2}
                dot={points.length <= 20}
                connectNulls
                isAnimationActive={false}
              />
              <Line
                yAxisId="acc"
                type="monotone"
                dataKey="accuracy"
                name="Accuracy"
                stroke={ACCURACY_COLOUR}
                strokeWidth={2}
                strokeDasharray="6 3"
                dot={points.length <= 20}
                connectNulls
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <p id={summaryId} className="trend-summary muted">
          {summary}
        </p>
        <TrendTable points={points} caption="Makes per minute and accuracy per session" />
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
