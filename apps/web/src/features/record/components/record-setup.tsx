import { MAX_PUTTING_DISTANCE_FEET, MIN_PUTTING_DISTANCE_FEET } from '@holeout/shared/putt-log';
import { type FormEvent, useRef, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { isValidDistance } from '../recorder.ts';

/** The field's message for a distance the upload would refuse. */
export const DISTANCE_RANGE_MESSAGE = `Putting distance must be between ${MIN_PUTTING_DISTANCE_FEET.toFixed(1)} and ${MAX_PUTTING_DISTANCE_FEET.toFixed(1)} feet.`;

/** Before Start: the putting distance (remembered from the last session) and the Start button. */
export function RecordSetup({
  distanceFeet,
  onDistance,
  onStart,
  locked = false,
}: {
  distanceFeet: number;
  /** Called with every valid distance typed. */
  onDistance: (feet: number) => void;
  onStart: () => void;
  /** A competition's distance: shown, not editable (its rules are set on the duel or league). */
  locked?: boolean;
}) {
  const [text, setText] = useState(() => distanceFeet.toFixed(1));
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (value: string) => {
    setText(value);
    const feet = Number(value);
    if (value.trim() !== '' && isValidDistance(feet)) {
      setError(null);
      onDistance(feet);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return onStart();
    const feet = Number(text);
    if (text.trim() === '' || !isValidDistance(feet)) {
      setError(DISTANCE_RANGE_MESSAGE);
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    onStart();
  };

  return (
    <form ref={formRef} className="card record-setup" onSubmit={submit} noValidate aria-label="New session">
      {locked ? (
        <p className="record-locked-distance">
          Putting distance <strong>{distanceFeet.toFixed(1)} ft</strong> (the competition's rule)
        </p>
      ) : (
        <FormField
          label="Putting distance (feet)"
          type="number"
          inputMode="decimal"
          min={MIN_PUTTING_DISTANCE_FEET}
          max={MAX_PUTTING_DISTANCE_FEET}
          step={0.1}
          value={text}
          onValue={change}
          onBlur={() => setError(isValidDistance(Number(text)) && text.trim() !== '' ? null : DISTANCE_RANGE_MESSAGE)}
          hint="From 3.0 to 10.0 feet."
          error={error}
        />
      )}
      <button type="submit" className="button button-primary record-start">
        Start
      </button>
    </form>
  );
}
