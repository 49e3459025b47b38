/**
 * The duel state machine of DESIGN §4 as pure functions: a duel's state, an event and the time give
 * the next state or a refusal with its status and message. The server reads a duel (locked), asks
 * {@link duelTransition}, and writes what it answers; nothing here touches a database or a clock.
 */
import type { CompetitionRefusalCode } from './competitions.ts';
import { DUEL_DISTANCE_TOLERANCE_FEET, type DuelMode, type DuelStatus } from './duels.ts';
import type { Putt } from './putt-log.ts';
import { competitionScore } from './stats/competition-score.ts';

/** What the rules need to know of a duel. */
export interface DuelState {
  status: DuelStatus;
  creatorId: number;
  /** Null while a new player is invited (`pending_new_player`). */
  invitedPlayerId: number | null;
  invitationExpiryMinutes: number;
  puttingDistanceFeet: number;
  expiresAt: Date;
  acceptedAt: Date | null;
  completedAt: Date | null;
  /** A player's score is set exactly when that player has submitted. */
  creatorScore: number | null;
  invitedPlayerScore: number | null;
  winnerId: number | null;
  forfeit: boolean;
}

/** Something that may happen to a duel. */
export type DuelEvent =
  | { type: 'respond'; playerId: number; response: 'accepted' | 'declined' }
  | { type: 'cancel'; playerId: number }
  | { type: 'submit'; playerId: number; distanceFeet: number; score: number }
  /** An account was registered (or found) with the contact a new-player invite went to. */
  | { type: 'invitee_joined'; playerId: number }
  /** The expiry sweep looks at the duel. */
  | { type: 'deadline' };

/** What a transition did, for notifications and ratings. */
export type DuelOutcome =
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'submitted'
  | 'completed'
  | 'forfeit'
  | 'expired'
  | 'invitee_joined';

export type DuelTransition =
  | { ok: true; outcome: DuelOutcome; next: DuelState }
  | { ok: false; status: 403 | 409 | 422; message: string; code?: CompetitionRefusalCode };

/** Every refusal's text (the web shows it as it is). */
export const DUEL_MESSAGES = {
  notAPlayer: 'You are not a player in this duel.',
  ownChallenge: 'You cannot answer your own duel challenge.',
  onlyCreatorCancels: 'Only the player who sent this challenge can cancel it. You can decline it instead.',
  alreadyAccepted: 'This duel has already been accepted.',
  alreadyDeclined: 'This duel has already been declined.',
  cancelled: 'This duel was cancelled.',
  expired: 'This duel has expired.',
  completed: 'This duel is already completed.',
  activeCannotBeCancelled: 'An active duel cannot be cancelled.',
  notAccepted: 'This duel has not been accepted yet, so no session can be submitted to it.',
  alreadySubmitted: 'You have already submitted a session to this duel.',
  notDue: 'This duel has not reached its deadline.',
  noLongerWaiting: 'This duel is no longer waiting for a new player.',
} as const;

const refuse = (status: 403 | 409 | 422, message: string, code?: CompetitionRefusalCode): DuelTransition =>
  code === undefined ? { ok: false, status, message } : { ok: false, status, message, code };
const MINUTE_MS = 60_000;

/** Pending and pending_new_player duels wait for an answer; past their deadline they are as good as expired. */
const isOpenInvitation = (s: DuelStatus) => s === 'pending' || s === 'pending_new_player';

/** The refusal for acting on a duel whose status no longer allows it. */
function settledRefusal(status: DuelStatus): DuelTransition {
  switch (status) {
    case 'active':
      return refuse(409, DUEL_MESSAGES.alreadyAccepted);
    case 'declined':
      return refuse(409, DUEL_MESSAGES.alreadyDeclined);
    case 'cancelled':
      return refuse(409, DUEL_MESSAGES.cancelled);
    case 'completed':
      return refuse(409, DUEL_MESSAGES.completed);
    default:
      return refuse(409, DUEL_MESSAGES.expired);
  }
}

/** The winner of two scores: the higher; null for a draw. */
export function duelWinner(creatorId: number, invitedPlayerId: number, creatorScore: number, invitedScore: number) {
  if (creatorScore === invitedScore) return null;
  return creatorScore > invitedScore ? creatorId : invitedPlayerId;
}

/**
 * The duel after `event` at `now`, or why it cannot happen. Outsiders get 403; a participant's
 * move the rules do not allow gets 409 (a wrong distance 422); nothing changes on a refusal.
 */
export function duelTransition(duel: DuelState, event: DuelEvent, now: Date): DuelTransition {
  const pastDeadline = now.getTime() >= duel.expiresAt.getTime();
  switch (event.type) {
    case 'respond': {
      if (event.playerId === duel.creatorId) return refuse(409, DUEL_MESSAGES.ownChallenge);
      if (event.playerId !== duel.invitedPlayerId) return refuse(403, DUEL_MESSAGES.notAPlayer);
      if (duel.status !== 'pending') return settledRefusal(duel.status);
      if (pastDeadline) return refuse(409, DUEL_MESSAGES.expired);
      if (event.response === 'declined') {
        return { ok: true, outcome: 'declined', next: { ...duel, status: 'declined', completedAt: now } };
      }
      const expiresAt = new Date(now.getTime() + duel.invitationExpiryMinutes * MINUTE_MS);
      return { ok: true, outcome: 'accepted', next: { ...duel, status: 'active', acceptedAt: now, expiresAt } };
    }
    case 'cancel': {
      if (event.playerId === duel.invitedPlayerId) return refuse(409, DUEL_MESSAGES.onlyCreatorCancels);
      if (event.playerId !== duel.creatorId) return refuse(403, DUEL_MESSAGES.notAPlayer);
      if (duel.status === 'active') return refuse(409, DUEL_MESSAGES.activeCannotBeCancelled);
      if (!isOpenInvitation(duel.status)) return settledRefusal(duel.status);
      if (pastDeadline) return refuse(409, DUEL_MESSAGES.expired);
      return { ok: true, outcome: 'cancelled', next: { ...duel, status: 'cancelled', completedAt: now } };
    }
    case 'submit':
      return submit(duel, event, now, pastDeadline);
    case 'invitee_joined': {
      if (duel.status !== 'pending_new_player' || pastDeadline) return refuse(409, DUEL_MESSAGES.noLongerWaiting);
      if (event.playerId === duel.creatorId) return refuse(409, DUEL_MESSAGES.ownChallenge);
      return {
        ok: true,
        outcome: 'invitee_joined',
        next: { ...duel, status: 'pending', invitedPlayerId: event.playerId },
      };
    }
    case 'deadline':
      return deadline(duel, pastDeadline);
  }
}

function submit(
  duel: DuelState,
  event: { playerId: number; distanceFeet: number; score: number },
  now: Date,
  pastDeadline: boolean,
): DuelTransition {
  const isCreator = event.playerId === duel.creatorId;
  if (!isCreator && event.playerId !== duel.invitedPlayerId) {
    return refuse(403, DUEL_MESSAGES.notAPlayer, 'not_a_participant');
  }
  // The codes let the recorder tell a duel that will never take the session (closed) from one
  // that is not open yet.
  if (isOpenInvitation(duel.status)) {
    return pastDeadline
      ? refuse(409, DUEL_MESSAGES.expired, 'competition_closed')
      : refuse(409, DUEL_MESSAGES.notAccepted, 'competition_not_open');
  }
  if (duel.status !== 'active') return refuse(409, submitRefusal(duel.status), 'competition_closed');
  if (pastDeadline) return refuse(409, DUEL_MESSAGES.expired, 'competition_closed');
  if ((isCreator ? duel.creatorScore : duel.invitedPlayerScore) !== null) {
    return refuse(409, DUEL_MESSAGES.alreadySubmitted, 'already_submitted');
  }
  // A little slack for floating-point: 7.05 sent for a 7.0 duel is inside the tolerance.
  if (Math.abs(event.distanceFeet - duel.puttingDistanceFeet) > DUEL_DISTANCE_TOLERANCE_FEET + 1e-9) {
    return refuse(422, wrongDistance(duel.puttingDistanceFeet, event.distanceFeet), 'rules_mismatch');
  }
  const next: DuelState = isCreator
    ? { ...duel, creatorScore: event.score }
    : { ...duel, invitedPlayerScore: event.score };
  if (next.creatorScore === null || next.invitedPlayerScore === null || next.invitedPlayerId === null) {
    return { ok: true, outcome: 'submitted', next };
  }
  const winnerId = duelWinner(next.creatorId, next.invitedPlayerId, next.creatorScore, next.invitedPlayerScore);
  return { ok: true, outcome: 'completed', next: { ...next, status: 'completed', completedAt: now, winnerId } };
}

function submitRefusal(status: DuelStatus): string {
  if (status === 'completed') return DUEL_MESSAGES.completed;
  if (status === 'declined') return DUEL_MESSAGES.alreadyDeclined;
  if (status === 'cancelled') return DUEL_MESSAGES.cancelled;
  return DUEL_MESSAGES.expired;
}

/** 422 text for a session putted from another distance than the duel's. */
export function wrongDistance(duelFeet: number, sentFeet: number): string {
  return `This duel is played from ${duelFeet.toFixed(1)} ft; the session was putted from ${sentFeet} ft.`;
}

/**
 * At `expires_at`: an open invitation expires; an active duel with one submission is completed
 * with the submitter as winner (forfeit), with none it expires. The deadline, not the moment the
 * sweep ran, is the duel's end, so a sweep catching up after downtime records the same result.
 */
function deadline(duel: DuelState, pastDeadline: boolean): DuelTransition {
  if (!pastDeadline) return refuse(409, DUEL_MESSAGES.notDue);
  const end = duel.expiresAt;
  if (isOpenInvitation(duel.status)) {
    return { ok: true, outcome: 'expired', next: { ...duel, status: 'expired', completedAt: end } };
  }
  if (duel.status !== 'active') return settledRefusal(duel.status);
  const creatorIn = duel.creatorScore !== null;
  const invitedIn = duel.invitedPlayerScore !== null;
  if (creatorIn === invitedIn) {
    // Neither submitted (both cannot have: the second submission completes the duel).
    return { ok: true, outcome: 'expired', next: { ...duel, status: 'expired', completedAt: end } };
  }
  const winnerId = creatorIn ? duel.creatorId : duel.invitedPlayerId;
  return {
    ok: true,
    outcome: 'forfeit',
    next: { ...duel, status: 'completed', completedAt: end, winnerId, forfeit: true },
  };
}

/** Reminder levels: 1 = a day before `expires_at`, 2 = an hour before. */
export const DUEL_REMINDERS = [
  { level: 1, beforeMs: 24 * 60 * MINUTE_MS, label: '24 hours' },
  { level: 2, beforeMs: 60 * MINUTE_MS, label: '1 hour' },
] as const;
export type DuelReminderLevel = (typeof DUEL_REMINDERS)[number]['level'];

/**
 * The reminder due for an active duel at `now`, or null: the latest level whose moment has come,
 * if it is later than the last one sent. A level whose moment came before the duel was accepted
 * (the 24-hour one of a 24-hour duel) is never due, and a sweep that runs late sends only the
 * latest level, never both.
 */
export function dueReminder(duel: DuelState, remindersSent: number, now: Date): DuelReminderLevel | null {
  if (duel.status !== 'active' || duel.acceptedAt === null) return null;
  const end = duel.expiresAt.getTime();
  if (now.getTime() >= end) return null;
  let due: DuelReminderLevel | null = null;
  for (const r of DUEL_REMINDERS) {
    const at = end - r.beforeMs;
    if (now.getTime() >= at && duel.acceptedAt.getTime() < at) due = r.level;
  }
  return due !== null && due > remindersSent ? due : null;
}

/** The players a reminder goes to: participants who have not submitted. */
export function playersToRemind(duel: DuelState): number[] {
  const ids: number[] = [];
  if (duel.creatorScore === null) ids.push(duel.creatorId);
  if (duel.invitedPlayerScore === null && duel.invitedPlayerId !== null) ids.push(duel.invitedPlayerId);
  return ids;
}

/** A duel's scoring rules as stored. */
export interface DuelRules {
  competition_mode: DuelMode;
  time_limit_minutes: number | null;
  max_attempts: number | null;
}

/**
 * A session's score under the duel's rules: makes with t ≤ limit × 60 (a putt on the buzzer
 * counts), or makes among the first `max_attempts` putts (fewer putts score what they made).
 */
export function duelScore(putts: readonly Putt[], rules: DuelRules): number {
  if (rules.competition_mode === 'time_limit') {
    return competitionScore(putts, {
      competition_mode: 'time_limit',
      time_limit_minutes: rules.time_limit_minutes ?? 0,
    });
  }
  return competitionScore(putts, { competition_mode: 'shoot_out', max_attempts: rules.max_attempts ?? 0 });
}

/** How a duel's rules read in a sentence: "5-minute time limit from 7.0 ft". */
export function describeDuelRules(rules: DuelRules & { putting_distance_feet: number }): string {
  const from = `from ${rules.putting_distance_feet.toFixed(1)} ft`;
  return rules.competition_mode === 'time_limit'
    ? `${rules.time_limit_minutes}-minute time limit ${from}`
    : `${rules.max_attempts}-putt shoot-out ${from}`;
}

/** A contact as stored and compared: an e-mail lower-cased, a phone number as its digits. */
export function normalizeContact(contact: { type: 'email' | 'phone'; value: string }): string {
  return contact.type === 'email' ? contact.value.trim().toLowerCase() : contact.value.replace(/\D/g, '');
}
