/**
 * What duels tell their players: title, message and link of every notification, built from the
 * duel as it is after the change. Pure: the caller writes them with `notify(tx, …)`.
 */
import {
  DUEL_REMINDERS,
  type DuelOutcome,
  type DuelReminderLevel,
  describeDuelRules,
} from '@holeout/shared/duel-rules';
import { DUEL_NOTIFICATION_KINDS } from '@holeout/shared/duels';
import type { NewNotification } from '../notifications/notifications.service.ts';
import type { DuelRow } from './duels.repo.ts';

/** The players' names: the invitee's is null while a new player is invited. */
export interface DuelNames {
  creator: string;
  invitee: string | null;
}

const link = (d: DuelRow) => `/duels/${d.id}`;
const hours = (d: DuelRow) => d.invitationExpiryMinutes / 60;
const rules = (d: DuelRow) =>
  describeDuelRules({
    competition_mode: d.competitionMode,
    time_limit_minutes: d.timeLimitMinutes,
    max_attempts: d.maxAttempts,
    putting_distance_feet: d.puttingDistanceFeet,
  });

function notice(d: DuelRow, playerId: number, kind: string, title: string, message: string): NewNotification {
  return { playerId, kind, title, message, linkPath: link(d) };
}
const update = (d: DuelRow, playerId: number, title: string, message: string) =>
  notice(d, playerId, DUEL_NOTIFICATION_KINDS.update, title, message);

/** The challenge, to the invitee. */
export function challengeNotice(d: DuelRow, names: DuelNames, inviteeId: number): NewNotification {
  return notice(
    d,
    inviteeId,
    DUEL_NOTIFICATION_KINDS.challenge,
    'New duel challenge',
    `${names.creator} challenged you to a duel: ${rules(d)}. Accept or decline within ${hours(d)} hours.`,
  );
}

/** " Your duel rating is now 1662 (+162)." — after a rated result. */
function ratingSentence(rating: number | null, change: number | null): string {
  if (rating === null || change === null) return '';
  const rounded = Math.round(change);
  return ` Your duel rating is now ${Math.round(rating)} (${rounded >= 0 ? '+' : '−'}${Math.abs(rounded)}).`;
}

/** The notifications an outcome sends (the duel as it is after it). */
export function outcomeNotices(outcome: DuelOutcome, d: DuelRow, names: DuelNames): NewNotification[] {
  const invitee = names.invitee ?? 'the new player';
  const inviteeId = d.invitedPlayerId;
  switch (outcome) {
    case 'invitee_joined':
      return inviteeId === null
        ? []
        : [
            challengeNotice(d, names, inviteeId),
            update(
              d,
              d.creatorId,
              'Duel challenge delivered',
              `${invitee} joined Holeout and received your duel challenge.`,
            ),
          ];
    case 'accepted':
      return [
        update(
          d,
          d.creatorId,
          'Duel accepted',
          `${invitee} accepted your duel challenge. You both have ${hours(d)} hours to submit a session.`,
        ),
      ];
    case 'declined':
      return [update(d, d.creatorId, 'Duel declined', `${invitee} declined your duel challenge.`)];
    case 'cancelled':
      return inviteeId === null
        ? []
        : [update(d, inviteeId, 'Duel cancelled', `${names.creator} cancelled their duel challenge.`)];
    case 'submitted':
      return submittedNotices(d, names);
    case 'completed':
      return completedNotices(d, names);
    case 'forfeit':
      return forfeitNotices(d, names);
    case 'expired':
      return expiredNotices(d, names);
  }
}

/** One side of a finished duel, seen by `me`. */
function sides(d: DuelRow, names: DuelNames) {
  const creator = {
    id: d.creatorId,
    name: names.creator,
    score: d.creatorScore,
    rating: d.creatorRating,
    change: d.creatorRatingChange,
  };
  const invitee = {
    id: d.invitedPlayerId ?? 0,
    name: names.invitee ?? '',
    score: d.invitedPlayerScore,
    rating: d.invitedPlayerRating,
    change: d.invitedPlayerRatingChange,
  };
  return [
    { me: creator, opponent: invitee },
    { me: invitee, opponent: creator },
  ];
}

function submittedNotices(d: DuelRow, names: DuelNames): NewNotification[] {
  return sides(d, names)
    .filter(({ me, opponent }) => me.score === null && opponent.score !== null)
    .map(({ me, opponent }) =>
      update(
        d,
        me.id,
        'Your opponent has played',
        `${opponent.name} submitted a session to your duel. Submit yours before the duel ends.`,
      ),
    );
}

function completedNotices(d: DuelRow, names: DuelNames): NewNotification[] {
  return sides(d, names).map(({ me, opponent }) => {
    const score = `${me.score}–${opponent.score}`;
    const rating = ratingSentence(me.rating, me.change);
    if (d.winnerId === null) return update(d, me.id, 'Duel drawn', `You and ${opponent.name} drew ${score}.${rating}`);
    if (d.winnerId === me.id) return update(d, me.id, 'Duel won', `You beat ${opponent.name} ${score}.${rating}`);
    return update(d, me.id, 'Duel lost', `${opponent.name} won ${opponent.score}–${me.score}.${rating}`);
  });
}

function forfeitNotices(d: DuelRow, names: DuelNames): NewNotification[] {
  return sides(d, names).map(({ me, opponent }) => {
    const rating = ratingSentence(me.rating, me.change);
    return d.winnerId === me.id
      ? update(
          d,
          me.id,
          'Duel won by forfeit',
          `${opponent.name} did not submit a session in time, so you win the duel with ${me.score} makes.${rating}`,
        )
      : update(
          d,
          me.id,
          'Duel lost by forfeit',
          `You did not submit a session in time, so ${opponent.name} wins the duel.${rating}`,
        );
  });
}

function expiredNotices(d: DuelRow, names: DuelNames): NewNotification[] {
  const title = 'Duel expired';
  if (d.acceptedAt !== null) {
    return sides(d, names).map(({ me, opponent }) =>
      update(d, me.id, title, `Your duel with ${opponent.name} expired: neither of you submitted a session in time.`),
    );
  }
  const invited = names.invitee ?? d.invitedContact ?? 'the new player';
  const out = [update(d, d.creatorId, title, `Your duel challenge to ${invited} expired without an answer.`)];
  if (d.invitedPlayerId !== null) {
    out.push(update(d, d.invitedPlayerId, title, `The duel challenge from ${names.creator} expired.`));
  }
  return out;
}

/** A deadline reminder to each participant who has not submitted. */
export function reminderNotices(d: DuelRow, names: DuelNames, level: DuelReminderLevel): NewNotification[] {
  const left = DUEL_REMINDERS.find((r) => r.level === level)?.label ?? '';
  return sides(d, names)
    .filter(({ me }) => me.score === null && me.id !== 0)
    .map(({ me, opponent }) =>
      notice(
        d,
        me.id,
        DUEL_NOTIFICATION_KINDS.reminder,
        `Duel ends in ${left}`,
        `Submit your session to your duel with ${opponent.name} within ${left}.` +
          (opponent.score === null
            ? ''
            : ` ${opponent.name} has already submitted; without a session from you, they win.`),
      ),
    );
}
