import { passwordPairError } from '../../lib/password-pair.ts';

export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The client checks of spec 01 §5, in the spec's order; null when the form may be sent. */
export function registrationError(input: RegistrationInput): string | null {
  if (!input.name.trim() || !input.email.trim() || !input.password || !input.confirmPassword) {
    return ALL_FIELDS_REQUIRED;
  }
  return passwordPairError(
    { password: input.password, confirm: input.confirmPassword },
    { mismatch: PASSWORDS_DO_NOT_MATCH },
  );
}
