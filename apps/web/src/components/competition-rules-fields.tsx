import { MAX_PUTTING_DISTANCE_FEET, MIN_PUTTING_DISTANCE_FEET } from '@holeout/shared/putt-log';
import { type ReactNode, useId } from 'react';
import { SelectField } from './select-field.tsx';
import { SwitchField } from './switch-field.tsx';

export type CompetitionMode = 'time_limit' | 'shoot_out';

const MODES = [
  { value: 'time_limit', label: 'Time limit', hint: 'Most makes before time runs out' },
  { value: 'shoot_out', label: 'Shoot-out', hint: 'Most makes in a set number of putts' },
] as const;

/** A choice between a few options shown as labelled radio cards, each with a hint. */
export function ChoiceField<T extends string>({
  legend,
  value,
  options,
  onValue,
  className,
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string; hint: string }[];
  onValue: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset className={className ? `duel-mode ${className}` : 'duel-mode'}>
      <legend>{legend}</legend>
      <div className="duel-mode-options">
        {options.map((o) => (
          <label key={o.value} className="duel-mode-option">
            <input
              type="radio"
              name={`${id}-choice`}
              value={o.value}
              checked={value === o.value}
              onChange={() => onValue(o.value)}
            />
            <span>
              {o.label}
              <span className="field-hint">{o.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The competition mode of a duel or a league (spec 02 §2): time limit or shoot-out. */
export function CompetitionModeField({
  mode,
  onMode,
}: {
  mode: CompetitionMode;
  onMode: (mode: CompetitionMode) => void;
}) {
  return <ChoiceField legend="Competition mode" value={mode} options={MODES} onValue={onMode} />;
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
  return (
    <SwitchField
      className="tracked-sessions-field"
      label="Require tracked sessions (camera or desktop app)"
      hint="Sessions tapped in by hand are then not accepted: every score is counted by a camera."
      checked={checked}
      onChecked={onChecked}
    />
  );
}

/** The rules a duel and a league share (spec 02 §2), as the forms hold them. */
export interface CompetitionRules {
  mode: CompetitionMode;
  timeLimitMinutes: number;
  maxAttempts: number;
  distanceFeet: number;
  requireTracked?: boolean;
}

/**
 * The rule controls of a duel or a league: competition mode, then the time limit or the putt count
 * and the putting distance (in `rowClassName` side by side where the form wants it), any controls
 * of the form's own (`children`), and the tracked-sessions switch.
 */
export function CompetitionRulesFields<R extends CompetitionRules>({
  rules,
  onRules,
  timeLimits,
  puttCounts,
  distanceHint,
  snapFeet = (feet) => feet,
  rowClassName,
  children,
}: {
  rules: R;
  onRules: (rules: R) => void;
  timeLimits: readonly number[];
  puttCounts: readonly number[];
  distanceHint?: string;
  snapFeet?: (feet: number) => number;
  rowClassName?: string;
  children?: ReactNode;
}) {
  const set = (change: Partial<CompetitionRules>) => onRules({ ...rules, ...change });
  const measures = (
    <>
      {rules.mode === 'time_limit' ? (
        <SelectField
          label="Time limit"
          value={rules.timeLimitMinutes}
          options={timeLimits}
          labelOf={(m) => `${m} minutes`}
          onValue={(timeLimitMinutes) => set({ timeLimitMinutes })}
        />
      ) : (
        <SelectField
          label="Number of putts"
          value={rules.maxAttempts}
          options={puttCounts}
          labelOf={(n) => `${n.toLocaleString('en-US')} putts`}
          onValue={(maxAttempts) => set({ maxAttempts })}
        />
      )}
      <DistanceField
        feet={rules.distanceFeet}
        onFeet={(feet) => set({ distanceFeet: snapFeet(feet) })}
        hint={distanceHint}
      />
    </>
  );
  return (
    <>
      <CompetitionModeField mode={rules.mode} onMode={(mode) => set({ mode })} />
      {rowClassName ? <div className={rowClassName}>{measures}</div> : measures}
      {children}
      <TrackedSessionsField
        checked={rules.requireTracked === true}
        onChecked={(requireTracked) => set({ requireTracked })}
      />
    </>
  );
}
