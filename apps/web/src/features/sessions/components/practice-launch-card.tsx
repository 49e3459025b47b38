import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DesktopHandoffControls } from '../../../components/desktop-handoff-controls.tsx';
import { buildHandoffUrl, practiceParameters, puttingDistanceProblem } from '../../../lib/desktop-handoff.ts';
import { paths } from '../../../lib/paths.ts';

const DEFAULT_DISTANCE = 7;

/**
 * Start a practice session: first by recording it in the browser (/record), which needs nothing
 * but this device; then, for those who have it, in the desktop app at a chosen putting distance
 * (3.0–10.0 ft), or by copying the parameters to paste into it.
 */
export function PracticeLaunchCard() {
  const [distance, setDistance] = useState(String(DEFAULT_DISTANCE));
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  // Set when an action found the distance out of range; cleared as soon as it is fixed.
  const [distanceError, setDistanceError] = useState<string | null>(null);
  const feet = Number(distance);
  const checkDistance = () => {
    const problem = puttingDistanceProblem(distance);
    setDistanceError(problem);
    return problem;
  };

  return (
    <section className="card practice-launch" aria-labelledby={headingId}>
      <h2 id={headingId}>Practice</h2>
      <p className="muted">Log your putts on this phone or computer as you go; the session joins your history.</p>
      <Link to={paths.record} className="button button-primary practice-record">
        Record in Browser
      </Link>
      <h3 className="practice-desktop">Have the desktop app?</h3>
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
          aria-describedby={distanceError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={distanceError ? true : undefined}
          onChange={(e) => {
            setDistance(e.target.value);
            if (distanceError) setDistanceError(puttingDistanceProblem(e.target.value));
          }}
        />
        <span id={hintId} className="field-hint">
          From 3.0 to 10.0 feet.
        </span>
        {distanceError && (
          <span id={errorId} className="field-error">
            {distanceError}
          </span>
        )}
      </div>
      <DesktopHandoffControls
        buildLink={() => buildHandoffUrl({ mode: 'practice', distanceFeet: feet })}
        buildParameters={() => practiceParameters(feet)}
        check={checkDistance}
        emphasis="secondary"
      />
    </section>
  );
}
