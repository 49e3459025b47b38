import type { Player } from '@holeout/shared/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../lib/memory-storage.ts';
import {
  clearCredentials,
  playerIdFromToken,
  readCachedPlayer,
  readToken,
  storeCredentials,
  storePlayer,
} from './auth-storage.ts';

function jwt(claims: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

const player: Player = {
  player_id: 12,
  name: 'Ada',
  email: 'ada@example.com',
  phone: null,
  timezone: 'UTC',
  membership_tier: 'free',
  notification_preferences: {
    duel_requests: true,
    duel_updates: true,
    league_invites: true,
    league_updates: true,
    fundraiser_updates: false,
    product_updates: true,
  },
  x_url: null,
  tiktok_url: null,
  website_url: null,
  telegram_url: null,
  created_at: '2025-01-01T00:00:00.000Z',
  stats: {
    total_sessions: 0,
    total_makes: 0,
    total_misses: 0,
    best_streak: 0,
    fastest_21_makes_seconds: null,
    fastest_21_makes: null,
    max_makes_per_minute: null,
    max_putts_per_minute: null,
    most_in_60_seconds: 0,
    max_session_duration: 0,
    make_percentage: null,
    last_session_at: null,
  },
};

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('playerIdFromToken', () => {
  it("reads the player id from the token's sub claim", () => {
    expect(playerIdFromToken(jwt({ sub: '42', jti: 'x' }))).toBe(42);
  });

  it('handles base64url characters and missing padding', () => {
    // A name with characters that encode to '-' and '_' in base64url.
    expect(playerIdFromToken(jwt({ sub: '7', note: '>>>???~~~' }))).toBe(7);
  });

  it('refuses tokens that are not readable JWTs with a positive integer subject', () => {
    expect(playerIdFromToken('not-a-token')).toBeNull();
    expect(playerIdFromToken('a.%%%.c')).toBeNull();
    expect(playerIdFromToken(jwt({ sub: 'abc' }))).toBeNull();
    expect(playerIdFromToken(jwt({ sub: '0' }))).toBeNull();
    expect(playerIdFromToken(jwt({}))).toBeNull();
  });
});

describe('stored credentials', () => {
  it('stores the token and the player under the spec keys', () => {
    storeCredentials('tok', player);
    expect(storage.getItem('authToken')).toBe('tok');
    expect(JSON.parse(storage.getItem('playerData') ?? '')).toMatchObject({ player_id: 12 });
    expect(readToken()).toBe('tok');
    expect(readCachedPlayer()).toEqual(player);
  });

  it('ignores a cached player that is unreadable or out of contract', () => {
    storage.setItem('playerData', '{broken');
    expect(readCachedPlayer()).toBeNull();
    storage.setItem('playerData', JSON.stringify({ player_id: 'x' }));
    expect(readCachedPlayer()).toBeNull();
  });

  it('replaces the cached player and clears both keys', () => {
    storeCredentials('tok', player);
    storePlayer({ ...player, name: 'Ada L.' });
    expect(readCachedPlayer()?.name).toBe('Ada L.');
    clearCredentials();
    expect(readToken()).toBeNull();
    expect(readCachedPlayer()).toBeNull();
  });
});
