import { useId } from 'react';
import { useFormMessageId } from './form.tsx';

/** `describedBy` ids joined, undefined when none. */
const ids = (...list: (string | undefined | false)[]) => list.filter(Boolean).join(' ') || undefined;

/** A labelled select of numbers or schedules. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  labelOf,
  onValue,
  hint,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labelOf: (v: T) => string;
  onValue: (v: T) => void;
  hint?: string;
}) {
  const id = useId();
  const formMessageId = useFormMessageId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={String(value)}
        aria-describedby={ids(hint && `${id}-hint`, formMessageId)}
        onChange={(e) => {
          const picked = options.find((o) => String(o) === e.target.value);
          if (picked !== undefined) onValue(picked);
        }}
      >
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {labelOf(o)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
