/**
 * The dashboard's trend chart data: makes per minute and accuracy per session, oldest to newest,
 * and a sentence that says the same for screen readers.
 */
import type { SessionSummary } from '@holeout/shared/sessions';
import { sessionAccuracy } from './session-format.ts';

/**
 * How many recent sessions the chart plots at most: the first page of the history (spec 01 §9,
 * 21 a page), which the dashboard already holds for its table.
 */
export const TREND_SESSION_COUNT = 21;

/** One point of the chart. */
export interface TrendPoint {
  sessionNumber: number;
  startTime: string;
  /** Null when the session has no duration (no rate can be computed). */
  makesPerMinute: number | null;
  /** Percent; null without putts. */
  accuracy: number | null;
}

type TrendInput = Pick<SessionSummary, 'session_number' | 'start_time' | 'makes' | 'misses' | 'makes_per_minute'>;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The last {@link TREND_SESSION_COUNT} sessions in play order (by session number, which counts
 * uploads), whatever order the list came in.
 */
export function buildTrendSeries(sessions: readonly TrendInput[], count = TREND_SESSION_COUNT): TrendPoint[] {
  return [...sessions]
    .sort((a, b) => a.session_number - b.session_number)
    .slice(-count)
    .map((s) => {
      const accuracy = sessionAccuracy(s.makes, s.misses);
      const mpm = s.makes_per_minute;
      return {
        sessionNumber: s.session_number,
        startTime: s.start_time,
        makesPerMinute: mpm != null && Number.isFinite(mpm) ? round(mpm, 2) : null,
        accuracy: accuracy == null ? null : round(accuracy, 1),
      };
    });
}

function describeSeries(name: string, values: (number | null)[], unit: string, digits: number): string | null {
  const known = values.filter((v): v is number => v != null);
  if (known.length === 0) return null;
  const fmt = (v: number) => `${v.toFixed(digits)}${unit}`;
  const average = known.reduce((a, b) => a + b, 0) / known.length;
  const first = known[0];
  const last = known[known.length - 1];
  if (known.length === 1) return `${name}: ${fmt(first)}.`;
  const direction = last > first ? 'up' : last < first ? 'down' : 'unchanged';
  return `${name}: ${fmt(first)} in the first session, ${fmt(last)} in the latest (${direction}), average ${fmt(average)}.`;
}

/** A plain-language summary of the chart, e.g. for its aria-label. */
export function summariseTrend(points: readonly TrendPoint[]): string {
  if (points.length === 0) return 'No sessions to chart yet.';
  const first = points[0].sessionNumber;
  const last = points[points.length - 1].sessionNumber;
  const span =
    points.length === 1 ? `Session #${first}.` : `${points.length} sessions, from session #${first} to #${last}.`;
  const lines = [
    span,
    describeSeries(
      'Makes per minute',
      points.map((p) => p.makesPerMinute),
      '',
      2,
    ),
    describeSeries(
      'Accuracy',
      points.map((p) => p.accuracy),
      '%',
      1,
    ),
  ];
  return lines.filter(Boolean).join(' ');
}
