import type { NotificationFlag } from '@holeout/shared/accounts';
import type { FormProblems } from '../../lib/field-errors.ts';
import { passwordPairError } from '../../lib/password-pair.ts';

/** The e-mail notification flags in plain words. */
export const NOTIFICATION_FLAG_LABELS: Record<NotificationFlag, { label: string; description: string }> = {
  duel_requests: {
    label: 'Duel challenges',
    description: 'When another player challenges you to a duel, or asks or accepts to be your friend.',
  },
  duel_updates: { label: 'Duel updates', description: 'When a duel you are in is accepted, declined or decided.' },
  league_invites: { label: 'League invitations', description: 'When you are invited to join a league.' },
  league_updates: { label: 'League updates', description: 'New rounds, results and standings in your leagues.' },
  fundraiser_updates: {
    label: 'Fundraiser updates',
    description: 'News about putting fundraisers and charity events.',
  },
  product_updates: { label: 'Product news', description: 'New features and improvements to Holeout.' },
};

/** The zones this browser supports (empty where Intl.supportedValuesOf is missing). */
export function supportedTimezones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/** This device's own time zone, or null when the browser does not say. */
export function browserTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** localStorage key marking that the player saved a time zone from this device. */
const TIMEZONE_CONFIRMED_KEY = 'timezone_confirmed';

function confirmedIds(): string[] {
  try {
    return (globalThis.localStorage?.getItem(TIMEZONE_CONFIRMED_KEY) ?? '').split(',').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * True once the player has saved their account info on this device: from then on the stored zone
 * is their choice, even UTC, and the device's zone is no longer proposed.
 */
export function isTimezoneConfirmed(playerId: number): boolean {
  return confirmedIds().includes(String(playerId));
}

/** Records that the player saved a time zone on this device. */
export function markTimezoneConfirmed(playerId: number): void {
  const ids = new Set(confirmedIds());
  ids.add(String(playerId));
  try {
    globalThis.localStorage?.setItem(TIMEZONE_CONFIRMED_KEY, [...ids].join(','));
  } catch {
    // Private browsing without storage: the device's zone is proposed again next time, nothing worse.
  }
}

export const MUST_BE_LOGGED_IN = 'You must be logged in to change your password.';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';

export type ChangePasswordField = 'old_password' | 'new_password' | 'confirm';

/** The change-password fields' labels, keyed by the API's names where the API has them. */
export const CHANGE_PASSWORD_LABELS: Record<ChangePasswordField, string> = {
  old_password: 'Current Password',
  new_password: 'New Password',
  confirm: 'Confirm New Password',
};

/**
 * The change-password checks of spec 01 §5 before anything is sent, every field at once: the
 * message is the spec's, in its order, and null when the form may go.
 */
export function changePasswordProblems(
  signedIn: boolean,
  input: { current: string; next: string; confirm: string },
): FormProblems<ChangePasswordField> {
  if (!signedIn) return { message: MUST_BE_LOGGED_IN, fields: {} };
  const fields: FormProblems<ChangePasswordField>['fields'] = {};
  if (!input.current) fields.old_password = 'Please enter your current password.';
  if (!input.next) fields.new_password = 'Please enter a new password.';
  if (!input.confirm) fields.confirm = 'Please enter the new password again.';
  if (input.next && input.confirm) {
    const pair = passwordPairError(
      { password: input.next, confirm: input.confirm },
      { mismatch: NEW_PASSWORDS_DO_NOT_MATCH },
    );
    if (pair === NEW_PASSWORDS_DO_NOT_MATCH) fields.confirm = pair;
    else if (pair) fields.new_password = pair;
    if (pair && input.current) return { message: pair, fields };
  }
  const missing = !input.current || !input.next || !input.confirm;
  return { message: missing ? 'All fields are required' : null, fields };
}

/** The message of {@link changePasswordProblems} alone. */
export function changePasswordError(
  signedIn: boolean,
  input: { current: string; next: string; confirm: string },
): string | null {
  return changePasswordProblems(signedIn, input).message;
}

/** Settings errors read 'Error: …' (spec 01 §8). */
export function settingsError(message: string): string {
  return `Error: ${message}`;
}
