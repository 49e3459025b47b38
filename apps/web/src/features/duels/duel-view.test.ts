import { describe, expect, it } from 'vitest';
import { buildDuel } from '../../test/build-duel.ts';
import {
  categoriseDuels,
  DEFAULT_SORT,
  duelResult,
  duelSection,
  duelStatusLabel,
  nextSort,
  opponentOf,
  rulesSummary,
  sortDuels,
} from './duel-view.ts';

const ADA = 12;
const BEN = 34;

describe('duelSection: the four sections of spec 02 §2', () => {
  it('puts a pending duel under Received for the invitee and under Sent for the creator', () => {
    const duel = buildDuel({ status: 'pending' });
    expect(duelSection(duel, BEN)).toBe('received');
    expect(duelSection(duel, ADA)).toBe('sent');
  });

  it('lists a new-player invite under Sent for its creator only', () => {
    const duel = buildDuel({ status: 'pending_new_player', invited_player_id: null, invited_player_name: null });
    expect(duelSection(duel, ADA)).toBe('sent');
    expect(duelSection(duel, BEN)).toBeNull();
  });

  it('puts active duels under Active, and completed, expired and declined ones under Completed, for both sides', () => {
    for (const viewer of [ADA, BEN]) {
      expect(duelSection(buildDuel({ status: 'active' }), viewer)).toBe('active');
      for (const status of ['completed', 'expired', 'declined'] as const) {
        expect(duelSection(buildDuel({ status }), viewer)).toBe('completed');
      }
    }
  });

  it('hides cancelled duels and duels of other players', () => {
    expect(duelSection(buildDuel({ status: 'cancelled' }), ADA)).toBeNull();
    expect(duelSection(buildDuel({ status: 'active' }), 99)).toBeNull();
  });

  it('categoriseDuels fills every section, keeping the input order within one', () => {
    const duels = [
      buildDuel({ duel_id: 1, status: 'pending', creator_id: BEN, creator_name: 'Ben', invited_player_id: ADA }),
      buildDuel({ duel_id: 2, status: 'pending' }),
      buildDuel({ duel_id: 3, status: 'active' }),
      buildDuel({ duel_id: 4, status: 'declined' }),
      buildDuel({ duel_id: 5, status: 'completed' }),
      buildDuel({ duel_id: 6, status: 'cancelled' }),
    ];
    const sections = categoriseDuels(duels, ADA);
    expect(Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, v.map((d) => d.duel_id)]))).toEqual({
      received: [1],
      sent: [2],
      active: [3],
      completed: [4, 5],
    });
  });
});

describe('duelResult', () => {
  it('is Won, Lost or Draw for a completed duel, from the viewer side', () => {
    const won = buildDuel({ status: 'completed', winner_id: ADA });
    expect(duelResult(won, ADA)).toBe('Won');
    expect(duelResult(won, BEN)).toBe('Lost');
    expect(duelResult(buildDuel({ status: 'completed', winner_id: null }), ADA)).toBe('Draw');
  });

  it('has no result before completion, nor for an expired or declined duel', () => {
    for (const status of ['pending', 'active', 'expired', 'declined'] as const) {
      expect(duelResult(buildDuel({ status, winner_id: null }), ADA)).toBeNull();
    }
  });
});

describe('opponentOf and rulesSummary', () => {
  it('names the other side, or the invited contact before they register', () => {
    expect(opponentOf(buildDuel(), ADA)).toEqual({ id: BEN, name: 'Ben' });
    expect(opponentOf(buildDuel(), BEN)).toEqual({ id: ADA, name: 'Ada' });
    const invite = buildDuel({ invited_player_id: null, invited_player_name: null, invited_contact: 'cy@example.com' });
    expect(opponentOf(invite, ADA)).toEqual({ id: null, name: 'cy@example.com' });
  });

  it('summarises the time limit or the putt count with the distance', () => {
    expect(rulesSummary(buildDuel({ putting_distance_feet: 6.5 }))).toBe('5 min · 6.5 ft');
    expect(rulesSummary(buildDuel({ competition_mode: 'shoot_out', time_limit_minutes: null, max_attempts: 21 }))).toBe(
      '21 putts · 7.0 ft',
    );
  });
});

describe('sortDuels', () => {
  const zoe = buildDuel({ duel_id: 1, invited_player_name: 'zoe', created_at: '2025-03-02T00:00:00Z' });
  const ann = buildDuel({ duel_id: 2, invited_player_name: 'Ann', created_at: '2025-03-03T00:00:00Z' });
  const max = buildDuel({ duel_id: 3, invited_player_name: 'Max', created_at: '2025-03-01T00:00:00Z' });
  const ids = (list: { duel_id: number }[]) => list.map((d) => d.duel_id);

  it('opens newest first', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'created', direction: 'descending' });
    expect(ids(sortDuels([zoe, ann, max], ADA, DEFAULT_SORT))).toEqual([2, 1, 3]);
  });

  it('sorts opponents alphabetically regardless of case, both ways', () => {
    expect(ids(sortDuels([zoe, ann, max], ADA, { key: 'opponent', direction: 'ascending' }))).toEqual([2, 3, 1]);
    expect(ids(sortDuels([zoe, ann, max], ADA, { key: 'opponent', direction: 'descending' }))).toEqual([1, 3, 2]);
  });

  it('sorts results Lost < Draw < Won, and breaks ties newest first', () => {
    const won = buildDuel({ duel_id: 10, status: 'completed', winner_id: ADA, created_at: '2025-01-01T00:00:00Z' });
    const lost = buildDuel({ duel_id: 11, status: 'completed', winner_id: BEN, created_at: '2025-01-02T00:00:00Z' });
    const draw = buildDuel({ duel_id: 12, status: 'completed', winner_id: null, created_at: '2025-01-03T00:00:00Z' });
    const expired = buildDuel({ duel_id: 13, status: 'expired', created_at: '2025-01-04T00:00:00Z' });
    const lostToo = buildDuel({ duel_id: 14, status: 'completed', winner_id: BEN, created_at: '2025-01-05T00:00:00Z' });
    const all = [won, lost, draw, expired, lostToo];
    expect(ids(sortDuels(all, ADA, { key: 'result', direction: 'ascending' }))).toEqual([13, 14, 11, 12, 10]);
    expect(ids(sortDuels(all, ADA, { key: 'result', direction: 'descending' }))).toEqual([10, 12, 14, 11, 13]);
  });

  it('sorts by date: completion time, else the deadline', () => {
    const a = buildDuel({ duel_id: 1, completed_at: '2025-05-01T00:00:00Z' });
    const b = buildDuel({ duel_id: 2, completed_at: null, expires_at: '2025-04-01T00:00:00Z' });
    expect(ids(sortDuels([a, b], ADA, { key: 'date', direction: 'ascending' }))).toEqual([2, 1]);
  });

  it('does not change the list it is given', () => {
    const list = [zoe, ann];
    sortDuels(list, ADA, { key: 'opponent', direction: 'ascending' });
    expect(ids(list)).toEqual([1, 2]);
  });

  it('nextSort flips the same column and starts a new one ascending (dates newest first)', () => {
    expect(nextSort({ key: 'opponent', direction: 'ascending' }, 'opponent')).toEqual({
      key: 'opponent',
      direction: 'descending',
    });
    expect(nextSort(DEFAULT_SORT, 'status')).toEqual({ key: 'status', direction: 'ascending' });
    expect(nextSort(DEFAULT_SORT, 'date')).toEqual({ key: 'date', direction: 'descending' });
  });
});

describe('duelStatusLabel', () => {
  it('tells each side of an active duel who has submitted', () => {
    const duel = buildDuel({ status: 'active', creator_submitted_session_id: 'a0000000-0000-4000-8000-000000000001' });
    expect(duelStatusLabel(duel, ADA)).toBe('Active · you submitted');
    expect(duelStatusLabel(duel, BEN)).toBe('Active · opponent submitted');
    expect(duelStatusLabel(buildDuel({ status: 'active' }), BEN)).toBe('Active');
  });

  it('says whose answer a pending duel awaits, and marks a forfeit', () => {
    expect(duelStatusLabel(buildDuel(), BEN)).toBe('Awaiting your answer');
    expect(duelStatusLabel(buildDuel(), ADA)).toBe('Awaiting answer');
    expect(duelStatusLabel(buildDuel({ status: 'completed', forfeit: true, winner_id: ADA }), ADA)).toBe(
      'Completed (forfeit)',
    );
  });
});
