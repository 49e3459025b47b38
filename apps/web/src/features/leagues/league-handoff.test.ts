import { describe, expect, it } from 'vitest';
import { buildLeagueSummary, buildRound } from '../../test/build-league.ts';
import { leagueRoundHandoffUrl, leagueRoundParameterString } from './league-handoff.ts';

const league = buildLeagueSummary({ league_id: 7, settings: { time_limit_minutes: 5, putting_distance_feet: 6.5 } });
const round = buildRound({ round_id: 40, round_number: 3 });

describe('league round hand-off (spec 02 §7)', () => {
  it('copies league_round=N,league_id=ID,time_limit=MIN', () => {
    expect(leagueRoundParameterString(league, round)).toBe('league_round=3,league_id=7,time_limit=5');
  });

  it('leaves the time limit out of a shoot-out', () => {
    const shootOut = buildLeagueSummary({
      settings: { competition_mode: 'shoot_out', time_limit_minutes: null, max_attempts: 50 },
    });
    expect(leagueRoundParameterString(shootOut, round)).toBe('league_round=3,league_id=7');
    expect(leagueRoundHandoffUrl(shootOut, round)).toBe(
      'holeout://start?mode=league&league_round_id=40&max_attempts=50&distance_feet=7.0',
    );
  });

  it('opens the app on the round with its rules', () => {
    expect(leagueRoundHandoffUrl(league, round)).toBe(
      'holeout://start?mode=league&league_round_id=40&time_limit_minutes=5&distance_feet=6.5',
    );
  });

  it('names the in-person player being recorded', () => {
    expect(leagueRoundParameterString(league, round, 'Bo Li')).toBe(
      'league_round=3,league_id=7,time_limit=5,irl_player=Bo Li',
    );
    expect(leagueRoundHandoffUrl(league, round, 'Bo Li')).toMatch(/&irl_player=Bo\+Li$/);
  });

  it('refuses unusable ids (the page shows the parameter failure message)', () => {
    expect(() => leagueRoundParameterString({ ...league, league_id: 0 }, round)).toThrow();
    expect(() => leagueRoundHandoffUrl(league, { ...round, round_id: -1 })).toThrow();
  });
});
