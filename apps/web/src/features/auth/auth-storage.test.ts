import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../lib/memory-storage.ts';
import { buildPlayer } from '../../test/build-player.ts';
import { withMemoryLocalStorage } from '../../test/memory-local-storage.ts';
import {
  clearCredentials,
  playerIdFromToken,
  readCachedPlayer,
  readToken,
  rememberSessionEnded,
  sessionEndedEarlier,
  storeCredentials,
  storePlayer,
} from './auth-storage.ts';

function jwt(claims: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

const player = buildPlayer();
const storage = withMemoryLocalStorage();

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
    expect(storage().getItem('authToken')).toBe('tok');
    expect(JSON.parse(storage().getItem('playerData') ?? '')).toMatchObject({ player_id: 12 });
    expect(readToken()).toBe('tok');
    expect(readCachedPlayer()).toEqual(player);
  });

  it('ignores a cached player that is unreadable or out of contract', () => {
    storage().setItem('playerData', '{broken');
    expect(readCachedPlayer()).toBeNull();
    storage().setItem('playerData', JSON.stringify({ player_id: 'x' }));
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

describe('rememberSessionEnded', () => {
  it('keeps, for the tab, that the server ended the sign-in, until it is forgotten', () => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    expect(sessionEndedEarlier()).toBe(false);
    rememberSessionEnded(true);
    expect(sessionEndedEarlier()).toBe(true);
    rememberSessionEnded(false);
    expect(sessionEndedEarlier()).toBe(false);
  });

  it('answers false where the tab has no session storage', () => {
    vi.stubGlobal('sessionStorage', undefined);
    rememberSessionEnded(true);
    expect(sessionEndedEarlier()).toBe(false);
  });
});
