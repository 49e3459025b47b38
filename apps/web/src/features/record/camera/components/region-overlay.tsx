import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef } from 'react';
import { REGIONS } from '../calibration.ts';
import { applyHomography, type Calibration, type Point } from '../camera-api.ts';

/** Pixels an arrow key moves a handle (Shift: four times as far). */
const KEY_STEP = 4;

function pointsOf(polygon: readonly Point[]): string {
  return polygon.map((p) => `${p.x},${p.y}`).join(' ');
}

/** The cup's rim in the picture: the plane's circle as the camera sees it, an ellipse. */
function cupOutline(calibration: Calibration): Point[] | null {
  const plane = calibration.plane;
  if (!plane) return null;
  const { cx, cy, r } = plane.regions.cup;
  return Array.from({ length: 32 }, (_, k) =>
    applyHomography(plane.toImage, {
      x: cx + r * Math.cos((k * Math.PI) / 16),
      y: cy + r * Math.sin((k * Math.PI) / 16),
    }),
  );
}

/**
 * The calibration drawn over the camera picture, in the frame's pixels (the SVG's viewBox is the
 * frame, letterboxed like the video): the regions, the cup and its putt-direction arrow; the
 * caller adds handles, the ball or a flash as children.
 */
export function RegionOverlay({
  calibration,
  label,
  highlight,
  svgRef,
  children,
}: {
  calibration: Calibration;
  /** What the picture shows, for screen readers (its handles are named one by one). */
  label: string;
  /** The region being edited, drawn stronger. */
  highlight?: string;
  svgRef?: React.Ref<SVGSVGElement>;
  children?: ReactNode;
}) {
  const { cup, direction, width, height } = calibration;
  const arrow = { x: cup.cx - Math.cos(direction) * cup.r * 3, y: cup.cy - Math.sin(direction) * cup.r * 3 };
  const outline = cupOutline(calibration);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG picture cannot be a fieldset; it groups the named handles.
    <svg ref={svgRef} className="camera-overlay" viewBox={`0 0 ${width} ${height}`} role="group" aria-label={label}>
      {REGIONS.map(({ key }) => (
        <polygon
          key={key}
          className={`camera-region camera-region-${key}${highlight === key ? ' is-active' : ''}`}
          points={pointsOf(calibration[key])}
        />
      ))}
      {outline ? (
        <polygon className="camera-cup" points={pointsOf(outline)} data-testid="camera-cup-outline" />
      ) : (
        <circle className="camera-cup" cx={cup.cx} cy={cup.cy} r={cup.r} />
      )}
      <line className="camera-direction" x1={arrow.x} y1={arrow.y} x2={cup.cx} y2={cup.cy} markerEnd="url(#arrow)" />
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" className="camera-arrow-head" />
        </marker>
      </defs>
      {children}
    </svg>
  );
}

/**
 * A draggable point on the overlay: by pointer (mouse, finger) or by keyboard (arrow keys), named
 * for screen readers with its position. `onDrop` runs when a drag ends.
 */
export function Handle({
  at,
  label,
  svg,
  onMove,
  onDrop,
  radius = 9,
}: {
  at: Point;
  label: string;
  svg: React.RefObject<SVGSVGElement | null>;
  onMove: (to: Point) => void;
  onDrop?: () => void;
  radius?: number;
}) {
  const dragging = useRef(false);
  const toFrame = (event: PointerEvent) => {
    const matrix = svg.current?.getScreenCTM()?.inverse();
    if (!matrix) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    return { x: p.x, y: p.y };
  };
  const key = (event: KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onMove({ x: at.x + move.x, y: at.y + move.y });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG point has no native element; it acts as a button moved by arrow keys.
    <circle
      className="camera-handle"
      cx={at.x}
      cy={at.y}
      r={radius}
      role="button"
      tabIndex={0}
      aria-label={`${label} at ${Math.round(at.x)}, ${Math.round(at.y)}; arrow keys move it`}
      onKeyDown={key}
      onKeyUp={(event) => event.key.startsWith('Arrow') && onDrop?.()}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }}
      onPointerMove={(event) => {
        const p = dragging.current ? toFrame(event) : null;
        if (p) onMove(p);
      }}
      onPointerUp={() => {
        dragging.current = false;
        onDrop?.();
      }}
    />
  );
}
