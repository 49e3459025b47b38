import { NAME_MAX_LENGTH } from '@holeout/shared/accounts';
import { type InputHTMLAttributes, useId } from 'react';
import { useFormMessageId } from './form.tsx';

/** The input attributes of the app's recurring fields; a form adds the label, value and the rest. */
export const EMAIL_INPUT = { type: 'email', name: 'email', autoComplete: 'email' } as const;
export const CURRENT_PASSWORD_INPUT = { type: 'password', autoComplete: 'current-password' } as const;
export const NEW_PASSWORD_INPUT = { type: 'password', autoComplete: 'new-password' } as const;
export const DISPLAY_NAME_INPUT = { autoComplete: 'nickname', maxLength: NAME_MAX_LENGTH } as const;

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  /** Receives the new text on every change. */
  onValue: (value: string) => void;
  /**
   * What is wrong with this field, shown under it, marking it invalid and read with it (the form's
   * own message is the one announced, so this is not a second alert).
   */
  error?: string | null;
  /** Quiet help text under the field. */
  hint?: string;
}

/** A labelled text input whose hint and error are tied to it for assistive technology. */
export function FormField({ label, onValue, error, hint, className, ...input }: FormFieldProps) {
  const id = useId();
  const formMessageId = useFormMessageId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // Inside a Form, the form's message (an error or a success) describes every field too.
  const describedBy = [hintId, errorId, formMessageId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error under it, with the id its control's aria-describedby names; nothing without an error. */
export function FieldError({ id, error }: { id: string | undefined; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      {error}
    </p>
  );
}

type KnownFieldProps = Omit<FormFieldProps, 'label'> & { label?: string };

/** The e-mail address field of the sign-in, sign-up and account forms. */
export function EmailField({ label = 'Email Address', ...field }: KnownFieldProps) {
  return <FormField label={label} {...EMAIL_INPUT} required {...field} />;
}

/** The account's current password, as sign-in and password changes ask for it. */
export function CurrentPasswordField({ label = 'Password', ...field }: KnownFieldProps) {
  return <FormField label={label} {...CURRENT_PASSWORD_INPUT} name="password" required {...field} />;
}

/** The player's display name. */
export function DisplayNameField({ label = 'Display Name', ...field }: KnownFieldProps) {
  return <FormField label={label} {...DISPLAY_NAME_INPUT} name="name" required {...field} />;
}
