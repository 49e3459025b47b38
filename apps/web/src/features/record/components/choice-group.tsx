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
  wordOf,
}: {
  legend: string;
  options: readonly T[];
  /** The chosen option; null when none is (an optional choice not made). */
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  /**
   * The golfer's word for a stored value (decision 056), shown instead of it; where the two differ
   * ('Back' for TOP) the stored category stands small under the word, not part of its name.
   */
  wordOf?: (option: T) => string;
}) {
  const name = useId();
  return (
    <fieldset className="choice-group" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="choice-options">
        {options.map((option) => {
          const word = wordOf?.(option) ?? option;
          const stored = wordOf && word.toUpperCase() !== option ? option : null;
          return (
            <label key={option} className="choice">
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
              />
              <span>
                {word}
                {stored && (
                  <small className="choice-hint" aria-hidden="true">
                    {stored}
                  </small>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
