import { describe, expect, it } from 'vitest';
import {
  at,
  buildLeagueInvite,
  buildLeagueSummary,
  buildRound,
  buildSubmission,
  msAt,
} from '../../test/build-league.ts';
import {
  canJoinFromList,
  catchUpRounds,
  currentRound,
  displayLeagueStatus,
  displayRoundStatus,
  lastStartedRound,
  leagueRow,
  leagueStatusLabel,
  memberRoundLabel,
  nextRound,
  rulesRows,
} from './league-view.ts';

const open = { status: 'active' as const, allowCatchUp: false };
const withCatchUp = { status: 'active' as const, allowCatchUp: true };

describe('statuses as of now (spec 02 §4)', () => {
  it('shows a league as completed once its last round has ended', () => {
    const league = buildLeagueSummary({ status: 'active', end_time: at(4) });
    expect(displayLeagueStatus(league, msAt(3.9))).toBe('active');
    expect(displayLeagueStatus(league, msAt(4))).toBe('completed');
  });

  it('shows an active round as completed once its end time has passed, never a scheduled one', () => {
    expect(displayRoundStatus(buildRound({ status: 'active' }), msAt(1))).toBe('active');
    expect(displayRoundStatus(buildRound({ status: 'active' }), msAt(2.1))).toBe('completed');
    expect(displayRoundStatus(buildRound({ status: 'scheduled' }), msAt(9))).toBe('scheduled');
  });

  it("labels a running league by its round, 'Active' without one, and the other statuses by name", () => {
    const active = buildLeagueSummary({ status: 'active', active_round_number: 2 });
    expect(leagueStatusLabel(active, msAt(3))).toBe('Round 2');
    expect(leagueStatusLabel({ ...active, active_round_number: null }, msAt(3))).toBe('Active');
    expect(leagueStatusLabel(buildLeagueSummary({ status: 'setup' }), msAt(-1))).toBe('Setup');
    expect(leagueStatusLabel(active, msAt(5))).toBe('Completed');
  });
});

describe('memberRoundLabel (spec 02 §4)', () => {
  const round = buildRound({ status: 'active', start_time: at(0), end_time: at(2) });

  it('reads Submitted once the member submitted, whatever the round', () => {
    expect(memberRoundLabel(round, true, open, msAt(1))).toBe('Submitted');
    expect(memberRoundLabel({ ...round, status: 'completed' }, true, open, msAt(3))).toBe('Submitted');
  });

  it('reads Scheduled before the round starts', () => {
    expect(memberRoundLabel(buildRound({ start_time: at(1), end_time: at(3) }), false, open, msAt(0.5))).toBe(
      'Scheduled',
    );
  });

  it('reads Open App while the round runs and the member has not submitted', () => {
    expect(memberRoundLabel(round, false, open, msAt(1))).toBe('Open App');
    // The server's status may lag the start by up to a minute: the time decides.
    expect(memberRoundLabel({ ...round, status: 'scheduled' }, false, open, msAt(0.01))).toBe('Open App');
  });

  it('reads Open App after the end while catch-up is allowed and the league is not over', () => {
    const closed = { ...round, status: 'completed' as const };
    expect(memberRoundLabel(closed, false, withCatchUp, msAt(3))).toBe('Open App');
    expect(memberRoundLabel(closed, false, { status: 'completed', allowCatchUp: true }, msAt(3))).toBe('Completed');
  });

  it('reads Round Closed when time is up but the round is not scored yet, Completed once it is', () => {
    expect(memberRoundLabel(round, false, open, msAt(2.5))).toBe('Round Closed');
    expect(memberRoundLabel({ ...round, status: 'completed' }, false, open, msAt(2.5))).toBe('Completed');
  });
});

describe('rounds of the league page', () => {
  const rounds = [
    buildRound({ round_number: 1, status: 'completed' }),
    buildRound({ round_number: 2, status: 'active', submissions: [buildSubmission({ player_id: 34 })] }),
    buildRound({ round_number: 3, status: 'scheduled', start_time: at(4), end_time: at(6) }),
  ];

  it('finds the latest round that has started, for the gap between its end and its close', () => {
    expect(lastStartedRound(rounds, msAt(4.5))?.round_number).toBe(3);
    expect(lastStartedRound(rounds, msAt(3))?.round_number).toBe(2);
    expect(lastStartedRound(rounds, msAt(-1))).toBeNull();
  });

  it('finds the running round and the next one to start', () => {
    expect(currentRound(rounds, msAt(3))?.round_number).toBe(2);
    expect(currentRound(rounds, msAt(4.5))).toBeNull();
    expect(nextRound(rounds, msAt(3))?.round_number).toBe(3);
    expect(nextRound(rounds, msAt(7))).toBeNull();
  });

  it('offers catch-up rounds only while allowed and the league is not over', () => {
    expect(catchUpRounds(rounds, 12, withCatchUp, msAt(3)).map((r) => r.round_number)).toEqual([1]);
    expect(catchUpRounds(rounds, 34, withCatchUp, msAt(4.5)).map((r) => r.round_number)).toEqual([1]);
    expect(catchUpRounds(rounds, 12, open, msAt(3))).toEqual([]);
    expect(catchUpRounds(rounds, 12, { status: 'completed', allowCatchUp: true }, msAt(3))).toEqual([]);
  });
});

describe('list rows and joining', () => {
  it('makes a row of a league and of an invitation', () => {
    expect(leagueRow(buildLeagueSummary(), msAt(-1))).toMatchObject({
      leagueId: 7,
      name: 'Spring League',
      status: 'Registering',
      members: 2,
      privacy: 'Public',
    });
    expect(leagueRow(buildLeagueInvite(), msAt(-1))).toMatchObject({ inviteId: 91, inviter: 'Ada' });
  });

  it('joins a public league while registering, or while active with late joiners', () => {
    const other = buildLeagueSummary({ is_member: false });
    expect(canJoinFromList(other, msAt(-1))).toBe(true);
    expect(canJoinFromList({ ...other, privacy_type: 'private' }, msAt(-1))).toBe(false);
    expect(canJoinFromList({ ...other, is_member: true }, msAt(-1))).toBe(false);
    const active = { ...other, status: 'active' as const };
    expect(canJoinFromList(active, msAt(1))).toBe(true);
    expect(canJoinFromList({ ...active, settings: { ...active.settings, allow_late_joiners: false } }, msAt(1))).toBe(
      false,
    );
    expect(canJoinFromList(active, msAt(5))).toBe(false);
    // A league waiting in setup takes members (decision 043), even past its planned end; IRL never.
    const setup = { ...other, status: 'setup' as const };
    expect(canJoinFromList(setup, msAt(5))).toBe(true);
    expect(displayLeagueStatus(setup, msAt(5))).toBe('setup');
    expect(canJoinFromList({ ...setup, settings: { ...setup.settings, is_irl: true } }, msAt(-1))).toBe(false);
  });
});

describe('rulesRows', () => {
  it('lists the rules of a time-limit league and of a shoot-out IRL league', () => {
    const league = buildLeagueSummary();
    const rows = rulesRows(league, league.settings);
    expect(rows).toContainEqual({ label: 'Time limit', value: '2 minutes' });
    expect(rows).toContainEqual({ label: 'Round length', value: '2 hours' });
    expect(rows).toContainEqual({ label: 'Catch-up submissions', value: 'Yes' });
    const irl = rulesRows(league, {
      ...league.settings,
      competition_mode: 'shoot_out',
      max_attempts: 100,
      time_limit_minutes: null,
      is_irl: true,
      num_players: 3,
      player_names: ['A', 'B', 'C'],
    });
    expect(irl).toContainEqual({ label: 'Putts', value: '100 putts' });
    expect(irl).toContainEqual({ label: 'In person (IRL)', value: 'Yes, 3 players' });
  });
});
