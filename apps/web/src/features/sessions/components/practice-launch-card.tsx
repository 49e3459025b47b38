import { useId, useState } from 'react';
import { buildHandoffUrl, practiceParameters } from '../../../lib/desktop-handoff.ts';
import { DesktopHandoffControls } from './desktop-handoff-controls.tsx';

const DEFAULT_DISTANCE = 7;

/**
 * Start a practice session in the desktop app at a chosen putting distance (3.0–10.0 ft), or copy
 * the parameters to paste into it.
 */
export function PracticeLaunchCard() {
  const [distance, setDistance] = useState(String(DEFAULT_DISTANCE));
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const feet = Number(distance);

  return (
    <section className="card practice-launch" aria-labelledby={headingId}>
      <h2 id={headingId}>Practice</h2>
      <p className="muted">Start a session in the Holeout desktop app; it uploads here when you finish.</p>
      <div className="field practice-distance">
        <label htmlFor={inputId}>Putting distance (feet)</label>
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={3}
          max={10}
          step={0.1}
          value={distance}
          aria-describedby={hintId}
          onChange={(e) => setDistance(e.target.value)}
        />
        <span id={hintId} className="field-hint">
          From 3.0 to 10.0 feet.
        </span>
      </div>
      <DesktopHandoffControls
        buildLink={() => buildHandoffUrl({ mode: 'practice', distanceFeet: feet })}
        buildParameters={() => practiceParameters(feet)}
      />
    </section>
  );
}
