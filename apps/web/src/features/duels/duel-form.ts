/**
 * The Create Duel modal's rules (spec 02 §2, §5, §9): what the typed opponent text is, the rule
 * options and their defaults, when Send is allowed, and the body of POST /duels. Pure, so the
 * modal's decisions are tested without a browser.
 */
import {
  type CreateDuelRequest,
  DUEL_DEFAULTS,
  DUEL_MAX_ATTEMPTS,
  DUEL_TIME_LIMITS_MINUTES,
  type Duel,
  type DuelMode,
} from '@holeout/shared/duels';
import { classifyContact, type PickedPlayer } from '../../lib/contact-input.ts';

/** Characters typed before the opponent search runs. */
export const SEARCH_MIN_LENGTH = 2;

/** Who the duel is for: a player found by the search, or a person invited by e-mail or phone. */
export type DuelOpponent = PickedPlayer;

/** Spec 02 §9: invitation expiry in hours, sent as minutes. */
export const EXPIRY_HOURS = [24, 48, 72, 168] as const;
export const DEFAULT_EXPIRY_HOURS = 72;
export const TIME_LIMIT_OPTIONS = DUEL_TIME_LIMITS_MINUTES;
export const PUTT_COUNT_OPTIONS = DUEL_MAX_ATTEMPTS;
export const DISTANCE_MIN = 3;
export const DISTANCE_MAX = 10;
export const DISTANCE_STEP = 0.1;

/** The rule controls of the modal. */
export interface DuelRules {
  mode: DuelMode;
  timeLimitMinutes: number;
  maxAttempts: number;
  distanceFeet: number;
  expiryHours: number;
  /** Only tracked sessions (camera or desktop app) are accepted. */
  requireTracked?: boolean;
}

export const DEFAULT_RULES: DuelRules = {
  mode: DUEL_DEFAULTS.competition_mode,
  timeLimitMinutes: DUEL_DEFAULTS.time_limit_minutes,
  maxAttempts: DUEL_DEFAULTS.max_attempts,
  distanceFeet: DUEL_DEFAULTS.putting_distance_feet,
  expiryHours: DEFAULT_EXPIRY_HOURS,
};

/** A rematch plays by the finished duel's rules; anything the duel does not say keeps its default. */
export function rulesOf(duel: Duel): DuelRules {
  const hours = duel.invitation_expiry_minutes / 60;
  return {
    mode: duel.competition_mode,
    timeLimitMinutes: duel.time_limit_minutes ?? DEFAULT_RULES.timeLimitMinutes,
    maxAttempts: duel.max_attempts ?? DEFAULT_RULES.maxAttempts,
    distanceFeet: duel.putting_distance_feet,
    expiryHours: (EXPIRY_HOURS as readonly number[]).includes(hours) ? hours : DEFAULT_EXPIRY_HOURS,
    ...((duel as { require_tracked_sessions?: boolean }).require_tracked_sessions && { requireTracked: true }),
  };
}

/** The rematch's opponent: the other player, or the same contact when they never registered. */
export function rematchOpponent(duel: Duel, viewerId: number): DuelOpponent | null {
  if (duel.creator_id !== viewerId) return { kind: 'player', playerId: duel.creator_id, name: duel.creator_name };
  if (duel.invited_player_id !== null) {
    return { kind: 'player', playerId: duel.invited_player_id, name: duel.invited_player_name ?? 'Opponent' };
  }
  if (duel.invited_contact) {
    const typed = classifyContact(duel.invited_contact);
    if (typed.type !== 'username') return { kind: 'invite', contact: typed };
  }
  return null;
}

/** Spec 02 §5: Send needs a selected opponent or a prepared new-player invite. */
export function canSend(opponent: DuelOpponent | null, busy = false): boolean {
  return opponent !== null && !busy;
}

/** Distance on the slider's 0.1 ft grid, kept inside 3.0–10.0. */
export function snapDistance(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_RULES.distanceFeet;
  const clamped = Math.min(DISTANCE_MAX, Math.max(DISTANCE_MIN, value));
  return Math.round(clamped * 10) / 10;
}

/**
 * The body of POST /duels: the creator, the opponent (a player id, or the new-player contact) and
 * the rules: the time limit for a time_limit duel, the putt count for a shoot-out.
 */
export function createDuelBody(
  creatorId: number,
  opponent: DuelOpponent,
  rules: DuelRules,
): CreateDuelRequest & { require_tracked_sessions?: boolean } {
  const who =
    opponent.kind === 'player'
      ? { invited_player_id: opponent.playerId }
      : { invite_new_player: true, new_player_contact: opponent.contact };
  const limit =
    rules.mode === 'time_limit' ? { time_limit_minutes: rules.timeLimitMinutes } : { max_attempts: rules.maxAttempts };
  return {
    creator_id: creatorId,
    ...who,
    competition_mode: rules.mode,
    ...limit,
    putting_distance_feet: snapDistance(rules.distanceFeet),
    invitation_expiry_minutes: rules.expiryHours * 60,
    // Sent only when on: off is the server's default.
    ...(rules.requireTracked && { require_tracked_sessions: true }),
  };
}
