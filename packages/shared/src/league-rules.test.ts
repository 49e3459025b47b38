import { describe, expect, it } from 'vitest';
import {
  dueSteps,
  type LeagueState,
  leagueStatusAt,
  leagueTransition,
  LEAGUE_RULE_MESSAGES as M,
  memberRoundLabel,
  type RoundState,
  submissionCheck,
} from './league-rules.ts';
import { LEAGUE_MAX_MEMBERS } from './leagues.ts';

const T0 = new Date('2026-05-01T18:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const CREATOR = 1;
const league = (over: Partial<LeagueState> = {}): LeagueState => ({
  status: 'registering',
  creatorId: CREATOR,
  privacy: 'public',
  isIrl: false,
  allowPlayerInvites: true,
  allowLateJoiners: true,
  allowCatchUp: true,
  startTime: T0,
  endTime: at(240),
  memberCount: 1,
  ...over,
});

describe('leagueStatusAt', () => {
  it('follows the clock from registering to active to completed', () => {
    expect(leagueStatusAt(league(), at(-1))).toBe('registering');
    expect(leagueStatusAt(league(), at(0))).toBe('active');
    expect(leagueStatusAt(league({ status: 'active' }), at(239))).toBe('active');
    expect(leagueStatusAt(league({ status: 'active' }), at(240))).toBe('completed');
    expect(leagueStatusAt(league({ status: 'registering' }), at(300))).toBe('completed');
  });

  it('keeps setup until started by hand, and completed for good', () => {
    expect(leagueStatusAt(league({ status: 'setup' }), at(1000))).toBe('setup');
    expect(leagueStatusAt(league({ status: 'completed' }), at(-100))).toBe('completed');
  });
});

describe('leagueTransition — edit and start', () => {
  it('lets only the creator edit, and only before the league begins', () => {
    expect(leagueTransition(league(), { type: 'edit', playerId: 2, isIrl: false }, at(-5))).toEqual({
      ok: false,
      status: 403,
      message: M.onlyCreatorEdits,
    });
    expect(leagueTransition(league(), { type: 'edit', playerId: CREATOR, isIrl: false }, at(0))).toEqual({
      ok: false,
      status: 409,
      message: M.editOnlyBeforeStart,
    });
    const ok = leagueTransition(league(), { type: 'edit', playerId: CREATOR, isIrl: true }, at(-5));
    expect(ok).toMatchObject({ ok: true, outcome: 'edited', next: { status: 'setup' } });
    const back = leagueTransition(
      league({ status: 'setup' }),
      { type: 'edit', playerId: CREATOR, isIrl: false },
      at(9),
    );
    expect(back).toMatchObject({ ok: true, next: { status: 'registering' } });
  });

  it('starts a setup or registering league now, by the creator only', () => {
    const now = at(-30);
    expect(leagueTransition(league({ status: 'setup' }), { type: 'start', playerId: CREATOR }, now)).toEqual({
      ok: true,
      outcome: 'started',
      next: league({ status: 'active', startTime: now }),
    });
    expect(leagueTransition(league(), { type: 'start', playerId: 2 }, now)).toMatchObject({ status: 403 });
    expect(leagueTransition(league(), { type: 'start', playerId: CREATOR }, at(1))).toEqual({
      ok: false,
      status: 409,
      message: M.alreadyStarted,
    });
    expect(leagueTransition(league({ status: 'completed' }), { type: 'start', playerId: CREATOR }, now)).toEqual({
      ok: false,
      status: 409,
      message: M.completed,
    });
  });
});

describe('leagueTransition — join', () => {
  const join = (over: Partial<LeagueState>, now: Date, invited = false, isMember = false) =>
    leagueTransition(league(over), { type: 'join', playerId: 7, isMember, invited }, now);

  it('admits anyone to a public league while registering, counting the member', () => {
    expect(join({}, at(-1))).toEqual({ ok: true, outcome: 'joined', next: league({ memberCount: 2 }) });
  });

  it('admits late joiners only when the league allows them', () => {
    expect(join({ status: 'active' }, at(10))).toMatchObject({ ok: true });
    expect(join({ status: 'active', allowLateJoiners: false }, at(10))).toEqual({
      ok: false,
      status: 409,
      message: M.noLateJoiners,
    });
    // The clock decides, not the stored status: registering but already past the start.
    expect(join({ allowLateJoiners: false }, at(0))).toMatchObject({ status: 409, message: M.noLateJoiners });
  });

  it('refuses private leagues without an invitation, and takes one with it', () => {
    expect(join({ privacy: 'private' }, at(-1))).toEqual({ ok: false, status: 403, message: M.privateLeague });
    expect(join({ privacy: 'private' }, at(-1), true)).toMatchObject({ ok: true });
  });

  it('refuses members, setup, completed, IRL and full leagues', () => {
    expect(join({}, at(-1), false, true)).toMatchObject({ status: 409, message: M.alreadyMember });
    expect(join({ status: 'setup' }, at(-1))).toMatchObject({ status: 409, message: M.notOpenYet });
    expect(join({ status: 'active' }, at(240))).toMatchObject({ status: 409, message: M.completed });
    expect(join({ isIrl: true, status: 'setup' }, at(-1))).toMatchObject({ status: 409, message: M.irlNoMembers });
    expect(join({ memberCount: LEAGUE_MAX_MEMBERS }, at(-1))).toMatchObject({ status: 409, message: M.full });
    expect(join({ memberCount: LEAGUE_MAX_MEMBERS - 1 }, at(-1))).toMatchObject({ ok: true });
  });

  it('lets the creator rejoin a private league they left', () => {
    const res = leagueTransition(
      league({ privacy: 'private' }),
      { type: 'join', playerId: CREATOR, isMember: false, invited: false },
      at(-1),
    );
    expect(res).toMatchObject({ ok: true });
  });
});

describe('leagueTransition — invite, leave, delete', () => {
  const invite = (over: Partial<LeagueState>, playerId: number, isMember: boolean, now = at(-1)) =>
    leagueTransition(league(over), { type: 'invite', playerId, isMember }, now);

  it('lets members invite when player invites are on, and the creator always', () => {
    expect(invite({}, 5, true)).toMatchObject({ ok: true, outcome: 'invited' });
    expect(invite({ allowPlayerInvites: false }, 5, true)).toEqual({
      ok: false,
      status: 403,
      message: M.onlyCreatorInvites,
    });
    expect(invite({ allowPlayerInvites: false }, CREATOR, false)).toMatchObject({ ok: true });
    expect(invite({}, 5, false)).toEqual({ ok: false, status: 403, message: M.onlyMembersInvite });
  });

  it('refuses invitations nobody could accept', () => {
    expect(invite({ status: 'active', allowLateJoiners: false }, CREATOR, true, at(5))).toMatchObject({
      status: 409,
      message: M.noLateJoiners,
    });
    expect(invite({}, CREATOR, true, at(500))).toMatchObject({ status: 409, message: M.completed });
    expect(invite({ isIrl: true, status: 'setup' }, CREATOR, true)).toMatchObject({ message: M.irlNoMembers });
  });

  it('lets a member leave until the league completes', () => {
    const left = leagueTransition(league({ memberCount: 3 }), { type: 'leave', playerId: 5, isMember: true }, at(5));
    expect(left).toEqual({ ok: true, outcome: 'left', next: league({ memberCount: 2 }) });
    expect(leagueTransition(league(), { type: 'leave', playerId: 5, isMember: false }, at(5))).toMatchObject({
      status: 409,
      message: M.notMember,
    });
    expect(leagueTransition(league(), { type: 'leave', playerId: 5, isMember: true }, at(240))).toMatchObject({
      status: 409,
      message: M.completed,
    });
  });

  it('lets only the creator delete, in any state', () => {
    expect(
      leagueTransition(league({ status: 'completed' }), { type: 'delete', playerId: CREATOR }, at(999)),
    ).toMatchObject({ ok: true, outcome: 'deleted' });
    expect(leagueTransition(league(), { type: 'delete', playerId: 2 }, at(0))).toEqual({
      ok: false,
      status: 403,
      message: M.onlyCreatorDeletes,
    });
  });
});

const rounds = (statuses: RoundState['status'][], reminded = false): RoundState[] =>
  statuses.map((status, i) => ({
    roundNumber: i + 1,
    status,
    startTime: at(i * 120),
    endTime: at((i + 1) * 120),
    reminded,
  }));

describe('dueSteps', () => {
  it('has nothing to do before the start, in setup, or once completed', () => {
    expect(dueSteps('registering', T0, rounds(['scheduled', 'scheduled']), at(-1))).toEqual([]);
    expect(dueSteps('setup', T0, rounds(['scheduled', 'scheduled']), at(500))).toEqual([]);
    expect(dueSteps('completed', T0, rounds(['completed', 'completed']), at(500))).toEqual([]);
  });

  it('activates the league and opens round 1 at the start', () => {
    expect(dueSteps('registering', T0, rounds(['scheduled', 'scheduled']), at(0))).toEqual([
      { type: 'activate' },
      { type: 'open_round', roundNumber: 1 },
    ]);
  });

  it('reminds an hour before the close, once', () => {
    expect(dueSteps('active', T0, rounds(['active', 'scheduled']), at(59))).toEqual([]);
    expect(dueSteps('active', T0, rounds(['active', 'scheduled']), at(60))).toEqual([
      { type: 'remind_round', roundNumber: 1 },
    ]);
    expect(dueSteps('active', T0, rounds(['active', 'scheduled'], true), at(61))).toEqual([]);
  });

  it('does not remind for rounds of an hour or less', () => {
    const short: RoundState[] = [{ roundNumber: 1, status: 'active', startTime: T0, endTime: at(60), reminded: false }];
    expect(dueSteps('active', T0, short, at(0))).toEqual([]);
  });

  it('closes a round at its end and opens the next, then completes after the last', () => {
    expect(dueSteps('active', T0, rounds(['active', 'scheduled']), at(120))).toEqual([
      { type: 'close_round', roundNumber: 1 },
      { type: 'open_round', roundNumber: 2 },
    ]);
    expect(dueSteps('active', T0, rounds(['completed', 'active']), at(240))).toEqual([
      { type: 'close_round', roundNumber: 2 },
      { type: 'complete' },
    ]);
  });

  it('catches up on everything missed while nobody ran the sweep, in order', () => {
    expect(dueSteps('registering', T0, rounds(['scheduled', 'scheduled']), at(1000))).toEqual([
      { type: 'activate' },
      { type: 'open_round', roundNumber: 1 },
      { type: 'close_round', roundNumber: 1 },
      { type: 'open_round', roundNumber: 2 },
      { type: 'close_round', roundNumber: 2 },
      { type: 'complete' },
    ]);
  });
});

describe('submissionCheck', () => {
  const round = { roundNumber: 1, startTime: T0, endTime: at(120) };
  const seven = { league: 7, session: 7 };

  it('takes a session on time while the round runs', () => {
    expect(submissionCheck(league({ status: 'active' }), round, seven, at(0))).toEqual({ ok: true, catchUp: false });
    expect(submissionCheck(league({ status: 'active' }), round, seven, at(119.99))).toEqual({
      ok: true,
      catchUp: false,
    });
  });

  it('takes a catch-up after the end while the league runs and allows it', () => {
    expect(submissionCheck(league({ status: 'active' }), round, seven, at(120))).toEqual({ ok: true, catchUp: true });
    expect(submissionCheck(league({ status: 'active', allowCatchUp: false }), round, seven, at(120))).toEqual({
      ok: false,
      status: 409,
      message: M.roundClosed(1),
      code: 'competition_closed',
    });
    expect(submissionCheck(league({ status: 'active' }), round, seven, at(240))).toMatchObject({
      message: M.roundClosed(1),
      code: 'competition_closed',
    });
    expect(submissionCheck(league({ status: 'completed' }), round, seven, at(240))).toMatchObject({
      code: 'competition_closed',
    });
  });

  it('refuses before the league or the round starts', () => {
    expect(submissionCheck(league({ status: 'setup' }), round, seven, at(10))).toMatchObject({
      message: M.notStarted,
      code: 'competition_not_open',
    });
    expect(submissionCheck(league(), round, seven, at(-1))).toMatchObject({ message: M.notStarted });
    const later = { roundNumber: 2, startTime: at(120), endTime: at(240) };
    expect(submissionCheck(league({ status: 'active' }), later, seven, at(60))).toEqual({
      ok: false,
      status: 409,
      message: M.roundNotStarted(2),
      code: 'competition_not_open',
    });
  });

  it('enforces the distance within 0.05 ft', () => {
    expect(submissionCheck(league({ status: 'active' }), round, { league: 7, session: 7.05 }, at(1))).toMatchObject({
      ok: true,
    });
    expect(submissionCheck(league({ status: 'active' }), round, { league: 7, session: 7.1 }, at(1))).toEqual({
      ok: false,
      status: 422,
      message: 'Sessions for this league are played from 7.0 ft; this session was 7.1 ft.',
      code: 'rules_mismatch',
    });
  });
});

describe('memberRoundLabel', () => {
  const r = (status: RoundState['status']) => ({ status, startTime: T0, endTime: at(120) });
  it('labels each situation', () => {
    expect(memberRoundLabel(r('scheduled'), false, false, at(-1))).toBe('Scheduled');
    expect(memberRoundLabel(r('active'), false, false, at(1))).toBe('Open App');
    expect(memberRoundLabel(r('active'), true, false, at(1))).toBe('Submitted');
    expect(memberRoundLabel(r('active'), false, false, at(121))).toBe('Round Closed');
    expect(memberRoundLabel(r('completed'), false, false, at(121))).toBe('Completed');
    expect(memberRoundLabel(r('completed'), false, true, at(121))).toBe('Open App');
    expect(memberRoundLabel(r('completed'), true, true, at(121))).toBe('Submitted');
  });
});
