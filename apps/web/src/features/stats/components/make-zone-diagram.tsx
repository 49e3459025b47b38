import type { CareerStats } from '@holeout/shared/career';
import type { Zone } from '@holeout/shared/putt-log';
import { useId } from 'react';
import { describeZoneShares, formatShare, zoneShares } from '../make-zone-shares.ts';

const SIZE = 240;
const C = SIZE / 2;
const R = 100;

// Each zone is a quarter of the cup seen from above, centred on its compass direction (TOP is the
// far side of the hole from the putter). Angles are degrees clockwise from straight up.
const SECTORS: Record<Zone, { from: number; to: number; labelAngle: number }> = {
  TOP: { from: -45, to: 45, labelAngle: 0 },
  RIGHT: { from: 45, to: 135, labelAngle: 90 },
  LOW: { from: 135, to: 225, labelAngle: 180 },
  LEFT: { from: 225, to: 315, labelAngle: 270 },
};

function point(angle: number, radius: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  return [C + radius * Math.sin(rad), C - radius * Math.cos(rad)];
}

function sectorPath(from: number, to: number): string {
  const [x1, y1] = point(from, R);
  const [x2, y2] = point(to, R);
  return `M ${C} ${C} L ${x1.toFixed(2)} ${y1.toFixed(2)} A ${R} ${R} 0 0 1 ${x2.toFixed(2)} ${y2.toFixed(2)} Z`;
}

/**
 * Where the player's career makes drop into the cup: four sectors shaded by their share of makes,
 * each labelled with its percentage and count. One image for assistive technology, named by a
 * sentence with every figure.
 */
export function MakeZoneDiagram({
  overview,
  isOwner,
}: {
  overview: CareerStats['makes_overview'];
  /** The viewer's own page ('your career makes'), or another player's ('their'). */
  isOwner: boolean;
}) {
  const shares = zoneShares(overview);
  const total = shares.reduce((a, s) => a + s.count, 0);
  const top = Math.max(...shares.map((s) => s.share));
  const headingId = useId();

  return (
    <section className="card make-zones" aria-labelledby={headingId}>
      <h2 id={headingId}>Make Zones</h2>
      <p className="muted card-subtitle">
        Where {isOwner ? 'your' : 'their'} career makes drop into the cup, seen from above.
      </p>
      {total === 0 ? (
        <p className="muted">No makes recorded yet.</p>
      ) : (
        <svg
          className="make-zone-svg"
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="img"
          aria-label={describeZoneShares(shares)}
          data-testid="make-zone-diagram"
        >
          <circle cx={C} cy={C} r={R + 8} className="cup-rim" />
          <circle cx={C} cy={C} r={R} className="cup-base" />
          {shares.map((s) => {
            const sector = SECTORS[s.zone];
            // Shade relative to the leading zone so differences show even when shares are close.
            const strength = top > 0 ? s.share / top : 0;
            const [lx, ly] = point(sector.labelAngle, R * 0.58);
            return (
              <g key={s.zone}>
                <path
                  d={sectorPath(sector.from, sector.to)}
                  className="cup-sector"
                  style={{ fillOpacity: 0.1 + 0.85 * strength }}
                />
                <text x={lx} y={ly - 14} className={strength > 0.55 ? 'cup-label is-strong' : 'cup-label'}>
                  {s.zone}
                </text>
                <text x={lx} y={ly + 4} className={strength > 0.55 ? 'cup-share is-strong' : 'cup-share'}>
                  {formatShare(s.share)}
                </text>
                <text x={lx} y={ly + 20} className={strength > 0.55 ? 'cup-count is-strong' : 'cup-count'}>
                  {s.count}
                </text>
              </g>
            );
          })}
          <circle cx={C} cy={C} r={14} className="cup-centre" />
        </svg>
      )}
    </section>
  );
}
