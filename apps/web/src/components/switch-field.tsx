import { useId } from 'react';

/** An on/off setting: a switch, its label and a hint under it (the hint describes the switch). */
export function SwitchField({
  label,
  hint,
  checked,
  onChecked,
  disabled = false,
  busy = false,
  className,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChecked: (on: boolean) => void;
  disabled?: boolean;
  /** While a save runs: announced as unavailable, yet still focusable. */
  busy?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `toggle-row ${className}` : 'toggle-row'}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChecked(e.target.checked)}
      />
      <div className="toggle-text">
        <label htmlFor={id}>{label}</label>
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      </div>
    </div>
  );
}
