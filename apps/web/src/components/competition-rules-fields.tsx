import { MAX_PUTTING_DISTANCE_FEET, MIN_PUTTING_DISTANCE_FEET } from '@holeout/shared/putt-log';
import { useId } from 'react';

export type CompetitionMode = 'time_limit' | 'shoot_out';

const MODES = [
  { mode: 'time_limit', label: 'Time limit', hint: 'Most makes before time runs out' },
  { mode: 'shoot_out', label: 'Shoot-out', hint: 'Most makes in a set number of putts' },
] as const;

/** The competition mode of a duel or a league (spec 02 §2): time limit or shoot-out. */
export function CompetitionModeField({
  mode,
  onMode,
}: {
  mode: CompetitionMode;
  onMode: (mode: CompetitionMode) => void;
}) {
  const id = useId();
  return (
    <fieldset className="duel-mode">
      <legend>Competition mode</legend>
      <div className="duel-mode-options">
        {MODES.map((m) => (
          <label key={m.mode} className="duel-mode-option">
            <input
              type="radio"
              name={`${id}-mode`}
              value={m.mode}
              checked={mode === m.mode}
              onChange={() => onMode(m.mode)}
            />
            <span>
              {m.label}
              <span className="field-hint">{m.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The putting distance slider (3.0–10.0 ft on a 0.1 ft grid) with its value shown. */
export function DistanceField({ feet, onFeet, hint }: { feet: number; onFeet: (feet: number) => void; hint?: string }) {
  const id = useId();
  const shown = feet.toFixed(1);
  return (
    <div className="field duel-distance">
      <div className="duel-distance-label">
        <label htmlFor={`${id}-distance`}>Putting distance</label>
        <output htmlFor={`${id}-distance`} className="duel-distance-value">
          {shown} ft
        </output>
      </div>
      <input
        id={`${id}-distance`}
        type="range"
        min={MIN_PUTTING_DISTANCE_FEET}
        max={MAX_PUTTING_DISTANCE_FEET}
        step={0.1}
        value={feet}
        aria-valuetext={`${shown} feet`}
        aria-describedby={hint ? `${id}-distance-hint` : undefined}
        onChange={(e) => onFeet(Math.round(Number(e.target.value) * 10) / 10)}
      />
      {hint && (
        <p id={`${id}-distance-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The switch that makes a duel or league take only tracked sessions (the camera or the desktop
 * app): a hand-tapped session is then refused. Off by default.
 */
export function TrackedSessionsField({ checked, onChecked }: { checked: boolean; onChecked: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="toggle-row tracked-sessions-field">
      <input
        id={`${id}-tracked`}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={`${id}-tracked-hint`}
        onChange={(e) => onChecked(e.target.checked)}
      />
      <div className="toggle-text">
        <label htmlFor={`${id}-tracked`}>Require tracked sessions (camera or desktop app)</label>
        <p id={`${id}-tracked-hint`} className="field-hint">
          Sessions tapped in by hand are then not accepted: every score is counted by a camera.
        </p>
      </div>
    </div>
  );
}
