import { describe, expect, it } from 'vitest';
import { staleQueryRoots } from './live-notifications-provider.tsx';

describe('staleQueryRoots', () => {
  it('refreshes what a duel or league notification is about', () => {
    expect(staleQueryRoots('/duels/12')).toEqual(['duels', 'comparison', 'active-competitions']);
    expect(staleQueryRoots('/leagues/3')).toEqual(['leagues', 'active-competitions']);
  });

  it('refreshes the friend lists, the friends leaderboard and searches after a friend notification', () => {
    expect(staleQueryRoots('/contacts')).toEqual(['friends', 'leaderboards', 'player-search']);
  });

  it('leaves everything else alone', () => {
    expect(staleQueryRoots(null)).toEqual([]);
    expect(staleQueryRoots('/settings')).toEqual([]);
  });
});
