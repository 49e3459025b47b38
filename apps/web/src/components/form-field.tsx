import { type InputHTMLAttributes, useId } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field, linked with aria-describedby and announced. */
  error?: string | null;
  /** Quiet help text under the field. */
  hint?: string;
  /** Id of a form-level message that also describes this field (e.g. the form's error). */
  describedBy?: string;
}

/** A labelled input whose hint and error are tied to it for assistive technology. */
export function FormField({ label, error, hint, describedBy: extra, className, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, extra].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
