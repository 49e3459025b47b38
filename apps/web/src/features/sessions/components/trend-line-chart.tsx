import { type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import type { TrendPoint } from '../session-trend.ts';
import { linearScale, linePath, nearestIndex, niceTicksFromZero, spreadIndexes } from '../trend-chart-geometry.ts';

// Series colours chosen for contrast on white and for telling apart without colour (one dashed).
const MPM_COLOUR = '#1f5135';
const ACCURACY_COLOUR = '#b45309';
const HEIGHT = 240;
const MARGIN = { top: 12, right: 44, bottom: 28, left: 40 };
const ACCURACY_TICKS = [0, 25, 50, 75, 100];

/** The width of an element, followed as it resizes (0 until measured). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const tickLabel = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 1 ? 2 : 1));

/**
 * Makes per minute (left axis, solid) and accuracy (right axis, dashed) per session, drawn as plain
 * SVG: two lines are all the dashboard needs, and a chart library weighed more than the rest of
 * the page (docs/decisions/023). Hidden from assistive technology; the caller gives the same data
 * as a sentence and a table. A pointer over the chart reads out the nearest session.
 */
export function TrendLineChart({ points }: { points: TrendPoint[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const bottom = HEIGHT - MARGIN.bottom;

  const mpmValues = points.map((p) => p.makesPerMinute);
  const accuracyValues = points.map((p) => p.accuracy);
  const mpmTicks = niceTicksFromZero(Math.max(0, ...mpmValues.map((v) => v ?? 0)));
  const yMpm = linearScale([0, mpmTicks[mpmTicks.length - 1]], [bottom, MARGIN.top]);
  const yAccuracy = linearScale([0, 100], [bottom, MARGIN.top]);
  const xScale = linearScale([0, Math.max(1, points.length - 1)], [MARGIN.left, MARGIN.left + plotWidth]);
  const x = (index: number) => (points.length === 1 ? MARGIN.left + plotWidth / 2 : xScale(index));
  const labelIndexes = spreadIndexes(points.length, Math.max(2, Math.floor(plotWidth / 56)));
  const showDots = points.length <= 20;

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - box.left, points.length, x));
  }

  const current = active === null ? null : points[active];

  return (
    <div className="trend-chart" aria-hidden="true">
      <ul className="trend-legend">
        <li>
          <svg width="24" height="10" aria-hidden="true" focusable="false">
            <line x1="0" y1="5" x2="24" y2="5" stroke={MPM_COLOUR} strokeWidth="2.5" />
          </svg>
          Makes per minute
        </li>
        <li>
          <svg width="24" height="10" aria-hidden="true" focusable="false">
            <line x1="0" y1="5" x2="24" y2="5" stroke={ACCURACY_COLOUR} strokeWidth="2.5" strokeDasharray="6 3" />
          </svg>
          Accuracy
        </li>
      </ul>
      <div ref={ref} className="trend-plot">
        {width > 0 && (
          <svg
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="trend-svg"
            aria-hidden="true"
            focusable="false"
            onPointerMove={onPointerMove}
            onPointerLeave={() => setActive(null)}
            data-testid="trend-chart"
          >
            {mpmTicks.map((tick) => (
              <g key={`mpm-${tick}`}>
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + plotWidth}
                  y1={yMpm(tick)}
                  y2={yMpm(tick)}
                  className="trend-grid"
                />
                <text
                  x={MARGIN.left - 6}
                  y={yMpm(tick)}
                  className="trend-tick"
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {tickLabel(tick)}
                </text>
              </g>
            ))}
            {ACCURACY_TICKS.map((tick) => (
              <text
                key={`acc-${tick}`}
                x={MARGIN.left + plotWidth + 6}
                y={yAccuracy(tick)}
                className="trend-tick"
                dominantBaseline="middle"
              >
                {tick}%
              </text>
            ))}
            {labelIndexes.map((index) => (
              <text key={`x-${index}`} x={x(index)} y={HEIGHT - 8} className="trend-tick" textAnchor="middle">
                #{points[index].sessionNumber}
              </text>
            ))}
            {current && active !== null && (
              <line x1={x(active)} x2={x(active)} y1={MARGIN.top} y2={bottom} className="trend-guide" />
            )}
            <path d={linePath(mpmValues, x, yMpm)} fill="none" stroke={MPM_COLOUR} strokeWidth="2" />
            <path
              d={linePath(accuracyValues, x, yAccuracy)}
              fill="none"
              stroke={ACCURACY_COLOUR}
              strokeWidth="2"
              strokeDasharray="6 3"
            />
            {(showDots || points.length === 1) &&
              points.map((p, index) => (
                <g key={p.sessionNumber}>
                  {p.makesPerMinute != null && (
                    <circle cx={x(index)} cy={yMpm(p.makesPerMinute)} r="3" fill={MPM_COLOUR} />
                  )}
                  {p.accuracy != null && (
                    <circle cx={x(index)} cy={yAccuracy(p.accuracy)} r="3" fill={ACCURACY_COLOUR} />
                  )}
                </g>
              ))}
          </svg>
        )}
        {current && active !== null && (
          <div className="trend-readout" style={{ left: Math.min(Math.max(x(active), 70), Math.max(70, width - 70)) }}>
            <strong>Session #{current.sessionNumber}</strong>
            <span>Makes per minute: {current.makesPerMinute ?? 'N/A'}</span>
            <span>Accuracy: {current.accuracy == null ? 'N/A' : `${current.accuracy}%`}</span>
          </div>
        )}
      </div>
    </div>
  );
}
