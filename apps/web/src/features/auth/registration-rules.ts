import { PASSWORD_MIN_LENGTH } from '@holeout/shared/accounts';

export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

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
  if (input.password !== input.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (input.password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
