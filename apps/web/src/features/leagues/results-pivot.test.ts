import { describe, expect, it } from 'vitest';
import {
  buildLeagueDetail,
  buildLeagueSummary,
  buildMember,
  buildRound,
  buildStanding,
  buildSubmission,
  buildThreeMembers,
  msAt,
} from '../../test/build-league.ts';
import { DEFAULT_PIVOT_SORT, nextPivotSort, type PivotRow, resultsPivot, sortPivot } from './results-pivot.ts';

const league = buildLeagueSummary({ status: 'active', settings: { allow_catch_up_submissions: false } });
const detail = buildLeagueDetail({
  league,
  members: buildThreeMembers(),
  rounds: [
    buildRound({
      round_number: 2,
      status: 'active',
      submissions: [buildSubmission({ player_id: 56, player_name: 'Cy', score: 4 })],
    }),
    buildRound({
      round_number: 1,
      status: 'completed',
      submissions: [
        buildSubmission({ score: 12, points_awarded: 3, round_rank: 1 }),
        buildSubmission({ player_id: 34, player_name: 'Ben', score: 9, points_awarded: 2, round_rank: 2 }),
      ],
    }),
  ],
  standings: [
    buildStanding({ rank: 1, points: 3 }),
    buildStanding({ rank: 2, player_id: 34, player_name: 'Ben', points: 2 }),
    buildStanding({ rank: 3, player_id: 56, player_name: 'Cy', points: 0 }),
  ],
});

describe('resultsPivot', () => {
  const pivot = resultsPivot(detail, msAt(3));

  it('has one column per round, in order, and one row per member in standings order', () => {
    expect(pivot.rounds).toEqual([1, 2]);
    expect(pivot.rows.map((r) => [r.name, r.rank, r.points])).toEqual([
      ['Ada', 1, 3],
      ['Ben', 2, 2],
      ['Cy', 3, 0],
    ]);
  });

  it('puts score and points in a submitted cell, 0 points for a closed round without submission', () => {
    const cy = pivot.rows.find((r) => r.name === 'Cy')!;
    expect(cy.cells[0]).toMatchObject({ roundNumber: 1, score: null, points: 0, label: 'Completed' });
    expect(cy.cells[1]).toMatchObject({ roundNumber: 2, score: 4, points: null, label: 'Submitted' });
    const ada = pivot.rows.find((r) => r.name === 'Ada')!;
    expect(ada.cells[0]).toMatchObject({ score: 12, points: 3, label: 'Submitted' });
    expect(ada.cells[1]).toMatchObject({ score: null, label: 'Open App' });
  });

  it('keeps the results of a player who left', () => {
    const left = resultsPivot({ ...detail, members: detail.members.filter((m) => m.player_id !== 34) }, msAt(3));
    expect(left.rows.map((r) => r.name)).toContain('Ben');
  });

  it('has a row per named participant in an in-person league', () => {
    const irl = buildLeagueSummary({
      status: 'active',
      settings: { is_irl: true, num_players: 3, player_names: ['Ann', 'Bo', 'Cat'] },
    });
    const pivotIrl = resultsPivot(
      buildLeagueDetail({
        league: irl,
        members: [buildMember()],
        rounds: [
          buildRound({
            status: 'active',
            submissions: [buildSubmission({ player_id: null, irl_player: 'Bo', player_name: 'Bo', score: 7 })],
          }),
        ],
      }),
      msAt(1),
    );
    expect(pivotIrl.rows.map((r) => r.key)).toEqual(['irl:Ann', 'irl:Bo', 'irl:Cat']);
    expect(pivotIrl.rows[1].cells[0]).toMatchObject({ score: 7, label: 'Submitted' });
    expect(pivotIrl.rows[0].cells[0]).toMatchObject({ score: null, label: 'Open App' });
  });
});

describe('sorting the pivot', () => {
  const rows = resultsPivot(detail, msAt(3)).rows;
  const names = (list: PivotRow[]) => list.map((r) => r.name);

  it('sorts by points, by name and by one round, best first by default', () => {
    expect(names(sortPivot(rows, DEFAULT_PIVOT_SORT))).toEqual(['Ada', 'Ben', 'Cy']);
    expect(names(sortPivot(rows, { key: 'points', direction: 'ascending' }))).toEqual(['Cy', 'Ben', 'Ada']);
    expect(names(sortPivot(rows, { key: 'name', direction: 'descending' }))).toEqual(['Cy', 'Ben', 'Ada']);
    expect(names(sortPivot(rows, { key: 'round-1', direction: 'ascending' }))).toEqual(['Ben', 'Ada', 'Cy']);
  });

  it('puts players without a score for the sorted round last in either direction', () => {
    expect(names(sortPivot(rows, { key: 'round-2', direction: 'descending' }))).toEqual(['Cy', 'Ada', 'Ben']);
    expect(names(sortPivot(rows, { key: 'round-2', direction: 'ascending' }))).toEqual(['Cy', 'Ada', 'Ben']);
  });

  it('flips the sorted column and starts a new one in its natural order', () => {
    expect(nextPivotSort(DEFAULT_PIVOT_SORT, 'points')).toEqual({ key: 'points', direction: 'ascending' });
    expect(nextPivotSort(DEFAULT_PIVOT_SORT, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextPivotSort(DEFAULT_PIVOT_SORT, 'round-3')).toEqual({ key: 'round-3', direction: 'descending' });
  });

  it('keeps ties in name order', () => {
    const tied = rows.map((r) => ({ ...r, points: 1 }));
    expect(names(sortPivot(tied, DEFAULT_PIVOT_SORT))).toEqual(['Ada', 'Ben', 'Cy']);
  });
});
