import { describe, expect, it } from 'vitest';
import { buildLeagueSummary } from '../../test/build-league.ts';
import { careerLeagueRows } from './career-leagues.ts';

describe('careerLeagueRows (spec 01 §2 league rows)', () => {
  it('keeps only active and completed leagues, running ones first', () => {
    const leagues = (['setup', 'registering', 'completed', 'active'] as const).map((status, i) =>
      buildLeagueSummary({ league_id: i + 1, status, start_time: `2025-03-0${i + 1}T00:00:00Z` }),
    );
    expect(careerLeagueRows(leagues).map((r) => [r.leagueId, r.status])).toEqual([
      [4, 'Active'],
      [3, 'Complete'],
    ]);
  });

  it("labels a running league by its active round, and shows the player's rank and points", () => {
    const row = careerLeagueRows([
      buildLeagueSummary({ status: 'active', active_round_number: 3, rank: 2, score: 1250 }),
    ]);
    expect(row[0]).toMatchObject({ status: 'Round 3', rank: '2', points: '1,250', name: 'Spring League' });
  });

  it('shows a dash for a rank and points not earned yet', () => {
    expect(careerLeagueRows([buildLeagueSummary({ status: 'active' })])[0]).toMatchObject({ rank: '-', points: '-' });
  });
});
