import type { NotificationFlag } from '@holeout/shared/accounts';
import { passwordPairError } from '../../lib/password-pair.ts';

/** The e-mail notification flags in plain words. */
export const NOTIFICATION_FLAG_LABELS: Record<NotificationFlag, { label: string; description: string }> = {
  duel_requests: { label: 'Duel challenges', description: 'When another player challenges you to a duel.' },
  duel_updates: { label: 'Duel updates', description: 'When a duel you are in is accepted, declined or decided.' },
  league_invites: { label: 'League invitations', description: 'When you are invited to join a league.' },
  league_updates: { label: 'League updates', description: 'New rounds, results and standings in your leagues.' },
  fundraiser_updates: {
    label: 'Fundraiser updates',
    description: 'News about putting fundraisers and charity events.',
  },
  product_updates: { label: 'Product news', description: 'New features and improvements to Holeout.' },
};

/** Time zones for the select: 'UTC' first, then every zone the browser knows, alphabetically. */
export function timezoneOptions(current: string | null, supported: readonly string[]): string[] {
  const zones = new Set(supported.filter((z) => z !== 'UTC'));
  if (current && current !== 'UTC') zones.add(current);
  return ['UTC', ...[...zones].sort((a, b) => a.localeCompare(b))];
}

/** The zones this browser supports (empty where Intl.supportedValuesOf is missing). */
export function supportedTimezones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

export const MUST_BE_LOGGED_IN = 'You must be logged in to change your password.';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';

/** The change-password checks of spec 01 §5, before anything is sent; null when the form may go. */
export function changePasswordError(
  signedIn: boolean,
  input: { current: string; next: string; confirm: string },
): string | null {
  if (!signedIn) return MUST_BE_LOGGED_IN;
  if (!input.current || !input.next || !input.confirm) return 'All fields are required';
  return passwordPairError({ password: input.next, confirm: input.confirm }, { mismatch: NEW_PASSWORDS_DO_NOT_MATCH });
}

/** Settings errors read 'Error: …' (spec 01 §8). */
export function settingsError(message: string): string {
  return `Error: ${message}`;
}
