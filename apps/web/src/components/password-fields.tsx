import type { PasswordPair } from '../lib/password-pair.ts';
import { FormField, NEW_PASSWORD_INPUT } from './form-field.tsx';

interface PasswordFieldsProps {
  value: PasswordPair;
  onChange: (value: PasswordPair) => void;
  label?: string;
  confirmLabel?: string;
  /** Help under the first field. */
  hint?: string;
  /** Field names, for forms that a browser may post or a password manager reads. */
  names?: { password: string; confirm: string };
  /** What is wrong with each field, shown under it. */
  errors?: { password?: string; confirm?: string };
}

/** A new password and its confirmation, both `new-password` for password managers. */
export function PasswordFields({
  value,
  onChange,
  label = 'New Password',
  confirmLabel = 'Confirm New Password',
  hint,
  names,
  errors,
}: PasswordFieldsProps) {
  const fields = [
    { key: 'password', label, name: names?.password, hint },
    { key: 'confirm', label: confirmLabel, name: names?.confirm, hint: undefined },
  ] as const;
  return fields.map((field) => (
    <FormField
      key={field.key}
      label={field.label}
      {...NEW_PASSWORD_INPUT}
      name={field.name}
      value={value[field.key]}
      onValue={(text) => onChange({ ...value, [field.key]: text })}
      hint={field.hint}
      error={errors?.[field.key]}
      required
    />
  ));
}
