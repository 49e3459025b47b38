import {
  defaultLeagueSettings,
  type LeagueDetail,
  type LeagueInvite,
  type LeagueMember,
  type LeagueRound,
  type LeagueSettings,
  type LeagueSummary,
  type RoundSubmission,
  type Standing,
} from '@holeout/shared/leagues';

/** Hours after 2025-03-01T10:00Z as an ISO instant: the fixtures' timeline. */
export function at(hours: number): string {
  return new Date(Date.parse('2025-03-01T10:00:00.000Z') + hours * 3_600_000).toISOString();
}

/** Milliseconds of {@link at}, for the `now` of pure functions. */
export function msAt(hours: number): number {
  return Date.parse(at(hours));
}

/**
 * A league for web tests: 'Spring League', public, registering, created by player 12 (Ada), two
 * 2-hour rounds from hour 0 (so ending at hour 4), default settings; `overrides` replace whole
 * fields (`settings` may be partial).
 */
export function buildLeagueSummary(
  overrides: Partial<Omit<LeagueSummary, 'settings'>> & { settings?: Partial<LeagueSettings> } = {},
): LeagueSummary {
  const settings = { ...defaultLeagueSettings(), num_rounds: 2, ...overrides.settings };
  return {
    league_id: 7,
    name: 'Spring League',
    description: 'Ten minutes of putting a week.',
    privacy_type: 'public',
    status: 'registering',
    creator_id: 12,
    creator_name: 'Ada',
    start_time: at(0),
    end_time: at(4),
    created_at: at(-24),
    time_zone: null,
    member_count: 2,
    active_round_number: null,
    rank: null,
    score: null,
    is_member: true,
    ...overrides,
    settings,
    rules: settings,
  };
}

/** A pending invitation of player 34 (Ben) to {@link buildLeagueSummary}'s league, from Ada. */
export function buildLeagueInvite(overrides: Partial<LeagueInvite> = {}): LeagueInvite {
  return {
    ...buildLeagueSummary({ is_member: false }),
    invite_id: 91,
    league_invited_player_id: 34,
    league_inviter_id: 12,
    inviter_name: 'Ada',
    invited_at: at(-2),
    ...overrides,
  };
}

export function buildRound(overrides: Partial<LeagueRound> = {}): LeagueRound {
  const n = overrides.round_number ?? 1;
  return {
    round_id: 100 + n,
    round_number: n,
    status: 'scheduled',
    start_time: at(2 * (n - 1)),
    end_time: at(2 * n),
    participants_at_close: null,
    submissions: [],
    ...overrides,
  };
}

export function buildSubmission(overrides: Partial<RoundSubmission> = {}): RoundSubmission {
  return {
    player_id: 12,
    player_name: 'Ada',
    irl_player: null,
    score: 10,
    points_awarded: null,
    round_rank: null,
    session_id: '00000000-0000-4000-8000-000000000001',
    putt_log_sha256: 'a'.repeat(64),
    submitted_at: at(0.5),
    catch_up: false,
    capture_source: 'phone',
    ...overrides,
  };
}

export function buildMember(overrides: Partial<LeagueMember> = {}): LeagueMember {
  return { player_id: 12, name: 'Ada', joined_at: at(-24), is_creator: true, ...overrides };
}

/** Ada (creator, 12), Ben (34) and Cy (56): the members of a league for three. */
export function buildThreeMembers(): LeagueMember[] {
  return [
    buildMember(),
    buildMember({ player_id: 34, name: 'Ben', is_creator: false }),
    buildMember({ player_id: 56, name: 'Cy', is_creator: false }),
  ];
}

export function buildStanding(overrides: Partial<Standing> = {}): Standing {
  return {
    rank: 1,
    player_id: 12,
    player_name: 'Ada',
    irl_player: null,
    points: 0,
    rounds_submitted: 0,
    total_score: 0,
    ...overrides,
  };
}

/**
 * A league's detail for web tests: {@link buildLeagueSummary} with Ada (creator, 12) and Ben (34)
 * as members, its rounds, no standings, seen by Ada as creator; `overrides` replace whole fields.
 */
export function buildLeagueDetail(overrides: Partial<LeagueDetail> = {}): LeagueDetail {
  const league = overrides.league ?? buildLeagueSummary();
  return {
    success: true,
    league,
    members: [buildMember(), buildMember({ player_id: 34, name: 'Ben', is_creator: false })],
    rounds: Array.from({ length: league.settings.num_rounds }, (_, i) => buildRound({ round_number: i + 1 })),
    standings: [],
    viewer: {
      player_id: 12,
      is_member: true,
      is_creator: true,
      invite_id: null,
      can_edit: true,
      can_start: false,
      can_invite: true,
      can_join: false,
      can_leave: true,
      can_delete: true,
      calendar_url: null,
    },
    ...overrides,
  };
}
