import { useId } from 'react';

/**
 * One-tap choice among a few options (make zone, miss kind): native radio buttons drawn as large
 * segments, so arrow keys, screen readers and forms all treat them as the single choice they are.
 */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled = false,
  labelOf = (option) => option,
  hintOf,
}: {
  legend: string;
  options: readonly T[];
  /** The chosen option; null when none is (an optional choice not made). */
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** What an option is called on screen (its value by default): the golfer's word for a stored value. */
  labelOf?: (option: T) => string;
  /** A small second line under the label (the stored category it maps to), not part of its name. */
  hintOf?: (option: T) => string | undefined;
}) {
  const name = useId();
  return (
    <fieldset className="choice-group" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="choice-options">
        {options.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>
              {labelOf(option)}
              {hintOf?.(option) && (
                <small className="choice-hint" aria-hidden="true">
                  {hintOf(option)}
                </small>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
