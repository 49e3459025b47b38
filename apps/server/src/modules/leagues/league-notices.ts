/**
 * What leagues tell their players: title, message and link of every notification. Pure: the
 * caller writes them with `notify(tx, …)` in the transaction that made them true. Invitations use
 * the kind `league_invite` (e-mail flag `league_invites`), everything else `league_update`
 * (`league_updates`).
 */
import { LEAGUE_NOTIFICATION_KINDS } from '@holeout/shared/leagues';
import type { NewNotification } from '../notifications/notifications.service.ts';
import type { LeagueRow } from './leagues.repo.ts';

const link = (l: LeagueRow) => `/leagues/${l.id}`;

const update = (l: LeagueRow, playerId: number, title: string, message: string): NewNotification => ({
  playerId,
  kind: LEAGUE_NOTIFICATION_KINDS.update,
  title,
  message,
  linkPath: link(l),
});

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** A time as the league's players read it: in the league's time zone, else UTC. */
export function leagueTime(l: LeagueRow, at: Date): string {
  const timeZone = l.timeZone ?? 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return `${text} ${timeZone === 'UTC' ? 'UTC' : `(${timeZone})`}`;
}

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

export function inviteNotice(l: LeagueRow, inviteeId: number, inviterName: string): NewNotification {
  return {
    playerId: inviteeId,
    kind: LEAGUE_NOTIFICATION_KINDS.invite,
    title: 'League invitation',
    message: `${inviterName} invited you to join "${l.name}".`,
    linkPath: link(l),
  };
}

/** To the creator, when someone joins (themselves, by an invitation, or on registering). */
export function joinedNotice(l: LeagueRow, playerName: string): NewNotification {
  return update(l, l.creatorId, 'New league member', `${playerName} joined "${l.name}".`);
}

/** Round 1 opening is the league's start; later rounds say they are open. */
export function roundOpenNotice(l: LeagueRow, playerId: number, roundNumber: number, end: Date): NewNotification {
  const until = leagueTime(l, end);
  if (roundNumber === 1) {
    return update(l, playerId, 'League started', `"${l.name}" has started. Round 1 is open until ${until}.`);
  }
  return update(
    l,
    playerId,
    `Round ${roundNumber} is open`,
    `Round ${roundNumber} of "${l.name}" is open until ${until}.`,
  );
}

export function closingReminderNotice(l: LeagueRow, playerId: number, roundNumber: number, end: Date): NewNotification {
  return update(
    l,
    playerId,
    `Round ${roundNumber} closes soon`,
    `Round ${roundNumber} of "${l.name}" closes at ${leagueTime(l, end)} and you have not submitted a session yet.`,
  );
}

/** IRL: the organiser is reminded of the named players still to play. */
export function irlClosingReminderNotice(
  l: LeagueRow,
  roundNumber: number,
  end: Date,
  missing: string[],
): NewNotification {
  return update(
    l,
    l.creatorId,
    `Round ${roundNumber} closes soon`,
    `Round ${roundNumber} of "${l.name}" closes at ${leagueTime(l, end)}. Still to play: ${missing.join(', ')}.`,
  );
}

/** A member's result of a closed round: their place and points, or 0 without a session. */
export function roundResultNotice(
  l: LeagueRow,
  playerId: number,
  roundNumber: number,
  place: { rank: number; points: number; of: number } | null,
): NewNotification {
  const message = place
    ? `You placed ${ordinal(place.rank)} of ${place.of} in round ${roundNumber} of "${l.name}" and earned ${points(place.points)}.`
    : `Round ${roundNumber} of "${l.name}" has closed. You did not submit a session, so you earned 0 points.`;
  return update(l, playerId, `Round ${roundNumber} results`, message);
}

/** IRL: the organiser gets the round's podium. */
export function irlRoundResultNotice(
  l: LeagueRow,
  roundNumber: number,
  podium: { name: string; rank: number; points: number }[],
): NewNotification {
  const text = podium.length
    ? podium.map((p) => `${ordinal(p.rank)} ${p.name} (${points(p.points)})`).join(', ')
    : 'nobody submitted a session';
  return update(l, l.creatorId, `Round ${roundNumber} results`, `Round ${roundNumber} of "${l.name}": ${text}.`);
}

/** The final standings, to each member: their place and the champion. */
export function completeNotice(
  l: LeagueRow,
  playerId: number,
  mine: { rank: number; points: number } | null,
  champions: string[],
): NewNotification {
  const champs = champions.length ? ` Champion: ${champions.join(' and ')}.` : '';
  const you = mine ? ` You finished ${ordinal(mine.rank)} with ${points(mine.points)}.` : '';
  return update(l, playerId, 'League complete', `"${l.name}" is complete.${you}${champs}`);
}

export function deletedNotice(l: LeagueRow, playerId: number, creatorName: string): NewNotification {
  return {
    playerId,
    kind: LEAGUE_NOTIFICATION_KINDS.update,
    title: 'League deleted',
    message: `${creatorName} deleted the league "${l.name}".`,
    linkPath: '/leagues',
  };
}
