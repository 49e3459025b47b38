import { registerRequestSchema } from '@holeout/shared/accounts';
import { type FormProblems, fieldsSummary } from '../../lib/field-errors.ts';
import { passwordPairError } from '../../lib/password-pair.ts';

export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = 'name' | 'email' | 'password' | 'confirm';

/** The create-account fields' labels (spec 01 §2 /register), in the form's order. */
export const REGISTRATION_LABELS: Record<RegistrationField, string> = {
  name: 'Display Name / Username',
  email: 'Email Address',
  password: 'Password',
  confirm: 'Confirm Password',
};

const MISSING: Record<RegistrationField, string> = {
  name: 'Please enter a display name.',
  email: 'Please enter your e-mail address.',
  password: 'Please choose a password.',
  confirm: 'Please enter the password again.',
};

/**
 * The client checks of spec 01 §5, every field at once: each invalid field gets its own text, and
 * the form's message is the spec's, in the spec's order (all fields required, then the passwords
 * match, then their length), else the fields to correct. Name and e-mail are checked with the
 * server's own rules, so they are refused in the same words. The message is null when the form
 * may be sent.
 */
export function registrationProblems(input: RegistrationInput): FormProblems<RegistrationField> {
  const fields: FormProblems<RegistrationField>['fields'] = {};
  const values: Record<RegistrationField, string> = {
    name: input.name.trim(),
    email: input.email.trim(),
    password: input.password,
    confirm: input.confirmPassword,
  };
  for (const key of Object.keys(MISSING) as RegistrationField[]) if (!values[key]) fields[key] = MISSING[key];
  if (values.name) {
    const name = registerRequestSchema.shape.name.safeParse(values.name);
    if (!name.success) fields.name = name.error.issues[0]?.message;
  }
  if (values.email) {
    const email = registerRequestSchema.shape.email.safeParse(values.email);
    if (!email.success) fields.email = email.error.issues[0]?.message;
  }
  let pair: string | null = null;
  if (values.password && values.confirm) {
    pair = passwordPairError(
      { password: values.password, confirm: values.confirm },
      { mismatch: PASSWORDS_DO_NOT_MATCH },
    );
    if (pair === PASSWORDS_DO_NOT_MATCH) fields.confirm = pair;
    else if (pair) fields.password = pair;
  }
  const missing = Object.values(values).some((value) => !value);
  return {
    message: missing ? ALL_FIELDS_REQUIRED : (pair ?? fieldsSummary(fields, REGISTRATION_LABELS)),
    fields,
  };
}

/** The form's message alone: null when the form may be sent. */
export function registrationError(input: RegistrationInput): string | null {
  return registrationProblems(input).message;
}
