import type { Player } from '@holeout/shared/accounts';
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  /** The signed-in player; set whenever status is 'authenticated'. */
  player: Player | null;
  /**
   * True when the start-up refresh failed (server unreachable or erroring) and `player` is the
   * cached record or, without one, a placeholder with zeroed stats (spec 01 §4 fallback).
   */
  stale: boolean;
  /** Why the last sign-in ended: the player logged out, or the server stopped accepting the token. */
  endReason: 'logout' | 'expired' | null;
}

export interface AuthContextValue extends AuthState {
  /** Stores the token and the player and marks the visitor signed in. */
  signIn: (token: string, player: Player) => void;
  /** POST /logout, clears storage and goes to /login. */
  signOut: () => Promise<void>;
  /** Replaces the signed-in player (e.g. with the record a settings call returned). */
  setPlayer: (player: Player) => void;
  /** Fetches the player record again; resolves true when it was refreshed from the server. */
  refreshPlayer: () => Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The sign-in state. Other features may read it (it is the app's foundation, like the API
 * client); they never reach into the auth feature's other modules.
 */
export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside AuthProvider');
  return auth;
}

/** The signed-in player; only for pages behind the protected route, where there always is one. */
export function useCurrentPlayer(): Player {
  const { player } = useAuth();
  if (!player) throw new Error('useCurrentPlayer used outside a protected route');
  return player;
}
