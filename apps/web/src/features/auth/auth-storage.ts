import type { Player } from '@holeout/shared/accounts';
import { MEMBERSHIP_TIERS } from '@holeout/shared/membership';
import { AUTH_TOKEN_KEY } from '../../lib/api-client.ts';

/** localStorage key of the cached player record (spec 01 §3). */
export const PLAYER_DATA_KEY = 'playerData';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** sessionStorage key: this tab's sign-in was ended by the server (kept across a reload). */
const SESSION_ENDED_KEY = 'sessionEnded';

/**
 * Remembers for this tab that the server stopped accepting the sign-in, so /login still says so
 * after a reload (an open page can learn it from its live connection before the golfer moves on).
 */
export function rememberSessionEnded(ended: boolean): void {
  try {
    if (ended) globalThis.sessionStorage?.setItem(SESSION_ENDED_KEY, '1');
    else globalThis.sessionStorage?.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Storage refused (private mode): the note shows until the next reload only.
  }
}

/** Whether this tab's last sign-in was ended by the server (see rememberSessionEnded). */
export function sessionEndedEarlier(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(SESSION_ENDED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The stored bearer token, or null. */
export function readToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

/** Keeps the token and the player so a reload signs straight back in. */
export function storeCredentials(token: string, player: Player): void {
  const s = storage();
  s?.setItem(AUTH_TOKEN_KEY, token);
  s?.setItem(PLAYER_DATA_KEY, JSON.stringify(player));
}

/** Replaces the cached player (after a refresh or a settings change). */
export function storePlayer(player: Player): void {
  storage()?.setItem(PLAYER_DATA_KEY, JSON.stringify(player));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * True when a stored value has the player record's shape where the pages rely on it. A structural
 * check rather than the zod schema, which would put zod in the first download for a rarely used
 * fallback (docs/decisions/023); the record was the server's answer when it was stored.
 */
function looksLikePlayer(value: unknown): value is Player {
  if (!isObject(value) || !isObject(value.stats) || !isObject(value.notification_preferences)) return false;
  const { player_id: id, name, email, timezone, membership_tier: tier } = value;
  return (
    typeof id === 'number' &&
    Number.isSafeInteger(id) &&
    id > 0 &&
    typeof name === 'string' &&
    typeof email === 'string' &&
    typeof timezone === 'string' &&
    MEMBERSHIP_TIERS.includes(tier as Player['membership_tier']) &&
    typeof value.stats.total_makes === 'number' &&
    typeof value.stats.total_misses === 'number'
  );
}

/** The cached player, or null when none is stored or it no longer has the record's shape. */
export function readCachedPlayer(): Player | null {
  const raw = storage()?.getItem(PLAYER_DATA_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return looksLikePlayer(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Forgets the token and the cached player (logout, failed login, revoked token). */
export function clearCredentials(): void {
  const s = storage();
  s?.removeItem(AUTH_TOKEN_KEY);
  s?.removeItem(PLAYER_DATA_KEY);
}

/**
 * The player id in a JWT's `sub` claim, read without verifying the signature (the server does
 * that on every call); null when the token is not a readable JWT with a positive integer subject.
 */
export function playerIdFromToken(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims = JSON.parse(atob(padded)) as { sub?: unknown };
    const id = Number(claims.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
