import { describe, expect, it } from 'vitest';
import { buildDuel } from '../../test/build-duel.ts';
import { careerDuelRows } from './career-duels.ts';

describe('careerDuelRows (spec 01 §2 duel rows)', () => {
  it('keeps only active, accepted and completed duels, newest first', () => {
    const statuses = [
      'pending',
      'pending_new_player',
      'active',
      'accepted',
      'completed',
      'declined',
      'expired',
      'cancelled',
    ];
    const duels = statuses.map((status, i) =>
      buildDuel({ duel_id: i + 1, status: status as never, created_at: `2025-03-0${i + 1}T00:00:00Z` }),
    );
    expect(careerDuelRows(duels, 12).map((r) => [r.duelId, r.status])).toEqual([
      [5, 'Draw'],
      [4, 'Pending'],
      [3, 'Active'],
    ]);
  });

  it("labels completed duels Won, Lost or Draw from the page player's side, with their score first", () => {
    const won = buildDuel({ status: 'completed', winner_id: 12, creator_score: 14, invited_player_score: 9 });
    expect(careerDuelRows([won], 12)[0]).toMatchObject({ opponent: 'Ben', status: 'Won', score: '14 – 9' });
    expect(careerDuelRows([won], 34)[0]).toMatchObject({ opponent: 'Ada', status: 'Lost', score: '9 – 14' });
    const draw = buildDuel({ status: 'completed', winner_id: null, creator_score: 7, invited_player_score: 7 });
    expect(careerDuelRows([draw], 34)[0]).toMatchObject({ status: 'Draw', score: '7 – 7' });
  });

  it('shows no score before completion and the date as MMM dd, yyyy', () => {
    const active = buildDuel({ status: 'active', created_at: '2025-03-04T12:00:00Z' });
    expect(careerDuelRows([active], 12)[0]).toMatchObject({ score: '-', date: 'Mar 04, 2025' });
  });
});
