import { useId } from 'react';
import {
  DISTANCE_MAX,
  DISTANCE_MIN,
  DISTANCE_STEP,
  type DuelRules,
  EXPIRY_HOURS,
  PUTT_COUNT_OPTIONS,
  snapDistance,
  TIME_LIMIT_OPTIONS,
} from '../duel-form.ts';

function expiryLabel(hours: number): string {
  return hours === 168 ? '168 hours (1 week)' : `${hours} hours`;
}

/**
 * The rule controls of a new duel (spec 02 §2, §9): competition mode, then the time limit or the
 * putt count, the putting distance slider with its value shown, and the invitation expiry.
 */
export function DuelRulesFields({ rules, onRules }: { rules: DuelRules; onRules: (rules: DuelRules) => void }) {
  const id = useId();
  const set = (change: Partial<DuelRules>) => onRules({ ...rules, ...change });
  const distance = rules.distanceFeet.toFixed(1);

  return (
    <>
      <fieldset className="duel-mode">
        <legend>Competition mode</legend>
        <div className="duel-mode-options">
          <label className="duel-mode-option">
            <input
              type="radio"
              name={`${id}-mode`}
              value="time_limit"
              checked={rules.mode === 'time_limit'}
              onChange={() => set({ mode: 'time_limit' })}
            />
            <span>
              Time limit
              <span className="field-hint">Most makes before time runs out</span>
            </span>
          </label>
          <label className="duel-mode-option">
            <input
              type="radio"
              name={`${id}-mode`}
              value="shoot_out"
              checked={rules.mode === 'shoot_out'}
              onChange={() => set({ mode: 'shoot_out' })}
            />
            <span>
              Shoot-out
              <span className="field-hint">Most makes in a set number of putts</span>
            </span>
          </label>
        </div>
      </fieldset>

      {rules.mode === 'time_limit' ? (
        <div className="field">
          <label htmlFor={`${id}-time`}>Time limit</label>
          <select
            id={`${id}-time`}
            value={rules.timeLimitMinutes}
            onChange={(e) => set({ timeLimitMinutes: Number(e.target.value) })}
          >
            {TIME_LIMIT_OPTIONS.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-putts`}>Number of putts</label>
          <select
            id={`${id}-putts`}
            value={rules.maxAttempts}
            onChange={(e) => set({ maxAttempts: Number(e.target.value) })}
          >
            {PUTT_COUNT_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n.toLocaleString('en-US')} putts
              </option>
            ))}
          </select>
        </div>
      )}

      <div className="field duel-distance">
        <div className="duel-distance-label">
          <label htmlFor={`${id}-distance`}>Putting distance</label>
          <output htmlFor={`${id}-distance`} className="duel-distance-value">
            {distance} ft
          </output>
        </div>
        <input
          id={`${id}-distance`}
          type="range"
          min={DISTANCE_MIN}
          max={DISTANCE_MAX}
          step={DISTANCE_STEP}
          value={rules.distanceFeet}
          aria-valuetext={`${distance} feet`}
          aria-describedby={`${id}-distance-hint`}
          onChange={(e) => set({ distanceFeet: snapDistance(Number(e.target.value)) })}
        />
        <p id={`${id}-distance-hint`} className="field-hint">
          From {DISTANCE_MIN.toFixed(1)} to {DISTANCE_MAX.toFixed(1)} feet; both players putt from here.
        </p>
      </div>

      <div className="field">
        <label htmlFor={`${id}-expiry`}>Invitation expires after</label>
        <select
          id={`${id}-expiry`}
          value={rules.expiryHours}
          onChange={(e) => set({ expiryHours: Number(e.target.value) })}
        >
          {EXPIRY_HOURS.map((h) => (
            <option key={h} value={h}>
              {expiryLabel(h)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
