/**
 * The league state machine of DESIGN §5 as pure functions: a league's state, an event and the
 * time give the next state or a refusal with its status and message; {@link dueSteps} says what
 * the passing of time makes happen. The server reads a league (locked), asks these functions and
 * writes what they answer; nothing here touches a database or a clock.
 */
import type { CompetitionRefusalCode } from './competitions.ts';
import {
  LEAGUE_CLOSING_REMINDER_MINUTES,
  LEAGUE_DISTANCE_TOLERANCE_FEET,
  LEAGUE_MAX_MEMBERS,
  type LeaguePrivacy,
  type LeagueStatus,
  type RoundStatus,
} from './leagues.ts';

/** What the rules need to know of a league. */
export interface LeagueState {
  status: LeagueStatus;
  creatorId: number;
  privacy: LeaguePrivacy;
  isIrl: boolean;
  allowPlayerInvites: boolean;
  allowLateJoiners: boolean;
  allowCatchUp: boolean;
  /** Round 1's start. */
  startTime: Date;
  /** The last round's end. */
  endTime: Date;
  /** Current members (the creator included while they have not left). */
  memberCount: number;
}

/** Something a player does to a league. */
export type LeagueEvent =
  | { type: 'edit'; playerId: number; isIrl: boolean }
  | { type: 'start'; playerId: number }
  /** Joining by oneself, or by accepting an invitation (`invited`). */
  | { type: 'join'; playerId: number; isMember: boolean; invited: boolean }
  | { type: 'invite'; playerId: number; isMember: boolean }
  | { type: 'leave'; playerId: number; isMember: boolean }
  | { type: 'delete'; playerId: number };

export type LeagueOutcome = 'edited' | 'started' | 'joined' | 'invited' | 'left' | 'deleted';

export type Refusal = { ok: false; status: 403 | 409 | 422; message: string };
export type LeagueTransition = { ok: true; outcome: LeagueOutcome; next: LeagueState } | Refusal;

/** Every refusal's text (the web shows it as it is). */
export const LEAGUE_RULE_MESSAGES = {
  onlyCreatorEdits: 'Only the league creator can change its settings.',
  onlyCreatorStarts: 'Only the league creator can start this league.',
  onlyCreatorDeletes: 'Only the league creator can delete this league.',
  editOnlyBeforeStart: 'League settings can only be changed before the league begins.',
  alreadyStarted: 'This league has already started.',
  completed: 'This league is already completed.',
  alreadyMember: 'You are already a member of this league.',
  notMember: 'You are not a member of this league.',
  notOpenYet: 'This league is not open to players yet.',
  noLateJoiners: 'This league has already started and does not take late joiners.',
  privateLeague: 'This league is private. You can join it by invitation only.',
  irlNoMembers: 'An in-person league has named players instead of members.',
  full: `This league is full (${LEAGUE_MAX_MEMBERS} members).`,
  onlyMembersInvite: 'Only members of this league can invite players.',
  onlyCreatorInvites: 'Only the league creator can invite players to this league.',
  notStarted: 'This league has not started yet.',
  roundNotStarted: (n: number) => `Round ${n} has not started yet.`,
  roundClosed: (n: number) => `Round ${n} is closed for submissions.`,
  wrongDistance: (league: number, session: number) =>
    `Sessions for this league are played from ${league.toFixed(1)} ft; this session was ${session.toFixed(1)} ft.`,
} as const;

const refuse = (status: 403 | 409 | 422, message: string): Refusal => ({ ok: false, status, message });

/**
 * The status time gives a league: a registering league is active from its start and a started
 * league completed from its last round's end (the sweep writes the same, at most a minute later).
 * Setup waits for Start League; a completed league stays completed.
 */
export function leagueStatusAt(league: Pick<LeagueState, 'status' | 'startTime' | 'endTime'>, now: Date): LeagueStatus {
  const t = now.getTime();
  if (league.status === 'setup' || league.status === 'completed') return league.status;
  if (t >= league.endTime.getTime()) return 'completed';
  if (league.status === 'registering' && t < league.startTime.getTime()) return 'registering';
  return 'active';
}

/** Whether a non-member could come in now, by invitation or not (ignores the member's own state). */
function entryRefusal(league: LeagueState, status: LeagueStatus): Refusal | null {
  if (league.isIrl) return refuse(409, LEAGUE_RULE_MESSAGES.irlNoMembers);
  if (status === 'completed') return refuse(409, LEAGUE_RULE_MESSAGES.completed);
  if (status === 'setup') return refuse(409, LEAGUE_RULE_MESSAGES.notOpenYet);
  if (status === 'active' && !league.allowLateJoiners) return refuse(409, LEAGUE_RULE_MESSAGES.noLateJoiners);
  return null;
}

/**
 * The league after `event` at `now`, or why it cannot happen: outsiders and members without the
 * right get 403, a move the league's state does not allow 409; nothing changes on a refusal.
 */
export function leagueTransition(league: LeagueState, event: LeagueEvent, now: Date): LeagueTransition {
  const status = leagueStatusAt(league, now);
  const isCreator = event.playerId === league.creatorId;
  switch (event.type) {
    case 'edit': {
      if (!isCreator) return refuse(403, LEAGUE_RULE_MESSAGES.onlyCreatorEdits);
      if (status !== 'setup' && status !== 'registering') return refuse(409, LEAGUE_RULE_MESSAGES.editOnlyBeforeStart);
      return { ok: true, outcome: 'edited', next: { ...league, status: event.isIrl ? 'setup' : 'registering' } };
    }
    case 'start': {
      if (!isCreator) return refuse(403, LEAGUE_RULE_MESSAGES.onlyCreatorStarts);
      if (status === 'completed') return refuse(409, LEAGUE_RULE_MESSAGES.completed);
      if (status === 'active') return refuse(409, LEAGUE_RULE_MESSAGES.alreadyStarted);
      return { ok: true, outcome: 'started', next: { ...league, status: 'active', startTime: now } };
    }
    case 'join': {
      if (event.isMember) return refuse(409, LEAGUE_RULE_MESSAGES.alreadyMember);
      const closed = entryRefusal(league, status);
      if (closed) return closed;
      if (league.privacy === 'private' && !event.invited && !isCreator) {
        return refuse(403, LEAGUE_RULE_MESSAGES.privateLeague);
      }
      if (league.memberCount >= LEAGUE_MAX_MEMBERS) return refuse(409, LEAGUE_RULE_MESSAGES.full);
      return { ok: true, outcome: 'joined', next: { ...league, memberCount: league.memberCount + 1 } };
    }
    case 'invite': {
      if (!event.isMember && !isCreator) return refuse(403, LEAGUE_RULE_MESSAGES.onlyMembersInvite);
      if (!isCreator && !league.allowPlayerInvites) return refuse(403, LEAGUE_RULE_MESSAGES.onlyCreatorInvites);
      const closed = entryRefusal(league, status);
      if (closed) return closed;
      return { ok: true, outcome: 'invited', next: league };
    }
    case 'leave': {
      if (!event.isMember) return refuse(409, LEAGUE_RULE_MESSAGES.notMember);
      if (status === 'completed') return refuse(409, LEAGUE_RULE_MESSAGES.completed);
      return { ok: true, outcome: 'left', next: { ...league, memberCount: league.memberCount - 1 } };
    }
    case 'delete': {
      if (!isCreator) return refuse(403, LEAGUE_RULE_MESSAGES.onlyCreatorDeletes);
      return { ok: true, outcome: 'deleted', next: league };
    }
  }
}

/** What the rules need to know of a round. */
export interface RoundState {
  roundNumber: number;
  status: RoundStatus;
  startTime: Date;
  endTime: Date;
  /** The closing reminder has been sent. */
  reminded: boolean;
}

/** Something the passing of time makes happen to a league, in order. */
export type LeagueStep =
  | { type: 'activate' }
  | { type: 'open_round'; roundNumber: number }
  | { type: 'remind_round'; roundNumber: number }
  | { type: 'close_round'; roundNumber: number }
  | { type: 'complete' };

const REMINDER_MS = LEAGUE_CLOSING_REMINDER_MINUTES * 60_000;

/**
 * Everything due at `now`, in the order it happened: a registering league becomes active at its
 * start; each round opens at its start and closes at its end (points are given then); members who
 * have not submitted are reminded an hour before the close (rounds of an hour or less are not:
 * their opening notice is the reminder); the league completes when its last round has closed. A
 * sweep that runs late gets every step it missed, so catching up after downtime records what
 * would have happened on time. A league in setup or completed has nothing due.
 */
export function dueSteps(
  status: LeagueStatus,
  startTime: Date,
  rounds: readonly RoundState[],
  now: Date,
): LeagueStep[] {
  const t = now.getTime();
  if (status === 'setup' || status === 'completed') return [];
  const steps: LeagueStep[] = [];
  if (status === 'registering') {
    if (t < startTime.getTime()) return [];
    steps.push({ type: 'activate' });
  }
  let open = 0;
  for (const r of [...rounds].sort((a, b) => a.roundNumber - b.roundNumber)) {
    let current = r.status;
    if (current === 'scheduled' && t >= r.startTime.getTime()) {
      steps.push({ type: 'open_round', roundNumber: r.roundNumber });
      current = 'active';
    }
    if (current === 'active') {
      const end = r.endTime.getTime();
      if (t >= end) {
        steps.push({ type: 'close_round', roundNumber: r.roundNumber });
        current = 'completed';
      } else if (!r.reminded && t >= end - REMINDER_MS && end - r.startTime.getTime() > REMINDER_MS) {
        steps.push({ type: 'remind_round', roundNumber: r.roundNumber });
      }
    }
    if (current !== 'completed') open++;
  }
  if (open === 0 && rounds.length > 0) steps.push({ type: 'complete' });
  return steps;
}

/**
 * How a submission to a round is taken: on time, or as a catch-up after the round's end; a refusal
 * carries the code the recorder reacts to.
 */
export type SubmissionCheck = { ok: true; catchUp: boolean } | (Refusal & { code: CompetitionRefusalCode });

const refuseSubmission = (status: 409 | 422, message: string, code: CompetitionRefusalCode): SubmissionCheck => ({
  ok: false,
  status,
  message,
  code,
});

/**
 * Whether a session may be submitted to a round at `now` (the member's right and the first-stands
 * rule are checked by the caller): the league must have started; the round must have started; it
 * is on time before the round's end, and a catch-up after it while the league is still running and
 * allows catch-ups; the distance must be the league's (±0.05 ft).
 */
export function submissionCheck(
  league: LeagueState,
  round: Pick<RoundState, 'roundNumber' | 'startTime' | 'endTime'>,
  distanceFeet: { league: number; session: number },
  now: Date,
): SubmissionCheck {
  const status = leagueStatusAt(league, now);
  const t = now.getTime();
  if (status === 'setup' || status === 'registering') {
    return refuseSubmission(409, LEAGUE_RULE_MESSAGES.notStarted, 'competition_not_open');
  }
  if (t < round.startTime.getTime()) {
    return refuseSubmission(409, LEAGUE_RULE_MESSAGES.roundNotStarted(round.roundNumber), 'competition_not_open');
  }
  const onTime = t < round.endTime.getTime();
  if (!onTime && !(league.allowCatchUp && status === 'active')) {
    return refuseSubmission(409, LEAGUE_RULE_MESSAGES.roundClosed(round.roundNumber), 'competition_closed');
  }
  if (Math.abs(distanceFeet.session - distanceFeet.league) > LEAGUE_DISTANCE_TOLERANCE_FEET + 1e-9) {
    return refuseSubmission(
      422,
      LEAGUE_RULE_MESSAGES.wrongDistance(distanceFeet.league, distanceFeet.session),
      'rules_mismatch',
    );
  }
  return { ok: true, catchUp: !onTime };
}

/** The label of one member's cell for one round (spec 02 §4, per-member round display). */
export type MemberRoundLabel = 'Open App' | 'Submitted' | 'Completed' | 'Round Closed' | 'Scheduled';

/**
 * The per-member round label. The spec leaves the precedence open; this one reads: a submission
 * always shows as Submitted; before its start a round is Scheduled; a round that takes sessions
 * from the member now (open, or closed with catch-up still allowed) is Open App; a closed round is
 * Completed once its points are given and Round Closed until then.
 */
export function memberRoundLabel(
  round: { status: RoundStatus; startTime: Date; endTime: Date },
  submitted: boolean,
  catchUpOpen: boolean,
  now: Date,
): MemberRoundLabel {
  const t = now.getTime();
  if (submitted) return 'Submitted';
  if (t < round.startTime.getTime()) return 'Scheduled';
  if (t < round.endTime.getTime() || catchUpOpen) return 'Open App';
  return round.status === 'completed' ? 'Completed' : 'Round Closed';
}
