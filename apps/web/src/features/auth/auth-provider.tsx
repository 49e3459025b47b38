import type { Player } from '@holeout/shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../components/toast-provider.tsx';
import { ApiError, errorText, onUnauthorized } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { exchangeTicket } from './api/exchange-ticket.ts';
import { getPlayerData } from './api/get-player-data.ts';
import { logout } from './api/logout.ts';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context.ts';
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
import { fallbackPlayer } from './fallback-player.ts';
import { saveReferral } from './referral-storage.ts';

const INVALID_LINK = 'This sign-in link is invalid or has expired.';
const anonymous: AuthState = { status: 'anonymous', player: null, stale: false, endReason: null };

type Refresh = 'fresh' | 'fallback' | 'ended';

/**
 * Owns the sign-in state. At start it takes the `ref` and `auth_token` parameters out of the
 * address (saving the referral, exchanging the single-use ticket), then refreshes the stored
 * player from the server. Lives inside the router so it can navigate.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ ...anonymous, status: 'loading' });
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const booted = useRef(false);

  /**
   * The server no longer accepts the token: forget it. Protected pages then send the visitor to
   * /login, which says that the session ended (endReason 'expired').
   */
  const expire = useCallback(() => {
    if (!readToken()) return;
    clearCredentials();
    rememberSessionEnded(true);
    queryClient.clear();
    setState({ ...anonymous, endReason: 'expired' });
  }, [queryClient]);

  useEffect(() => onUnauthorized(expire), [expire]);

  const refresh = useCallback(async (): Promise<Refresh> => {
    const token = readToken();
    const playerId = token ? playerIdFromToken(token) : null;
    if (!playerId) {
      clearCredentials();
      return 'ended';
    }
    try {
      const data = await getPlayerData(playerId);
      if (data.kind === 'owner') {
        storePlayer(data.player);
        setState({ status: 'authenticated', player: data.player, stale: false, endReason: null });
        return 'fresh';
      }
      // A public answer for our own id means the token was not accepted; missing means no account.
      expire();
      return 'ended';
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        expire();
        return 'ended';
      }
      const player = fallbackPlayer(playerId, readCachedPlayer());
      setState({ status: 'authenticated', player, stale: true, endReason: null });
      return 'fallback';
    }
  }, [expire]);

  const signIn = useCallback(
    (token: string, player: Player) => {
      storeCredentials(token, player);
      rememberSessionEnded(false);
      queryClient.clear();
      setState({ status: 'authenticated', player, stale: false, endReason: null });
    },
    [queryClient],
  );

  // Start-up: runs once, even under StrictMode's double effects (the ticket is single-use).
  // biome-ignore lint/correctness/useExhaustiveDependencies: start-up reads the first address only.
  useEffect(() => {
    if (booted.current) return;
    booted.current = true;
    const params = new URLSearchParams(location.search);
    const ref = params.get('ref');
    const ticket = params.get('auth_token');
    if (ref) saveReferral(ref);
    if (ref !== null || ticket !== null) {
      params.delete('ref');
      params.delete('auth_token');
      const search = params.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true },
      );
    }
    void (async () => {
      if (ticket) {
        try {
          const answer = await exchangeTicket(ticket);
          if (answer) {
            signIn(answer.token, answer.player);
            navigate(paths.home, { replace: true });
            return;
          }
          toast(INVALID_LINK, { error: true });
        } catch (err) {
          toast(errorText(err, INVALID_LINK), { error: true });
        }
      }
      if (!readToken()) {
        setState(sessionEndedEarlier() ? { ...anonymous, endReason: 'expired' } : anonymous);
        return;
      }
      if ((await refresh()) === 'ended') setState((s) => (s.status === 'loading' ? anonymous : s));
    })();
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is forgotten here either way; a server that cannot be reached revokes nothing.
    }
    clearCredentials();
    rememberSessionEnded(false);
    queryClient.clear();
    setState({ ...anonymous, endReason: 'logout' });
    navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);

  const setPlayer = useCallback((player: Player) => {
    storePlayer(player);
    setState((s) => (s.status === 'authenticated' ? { ...s, player, stale: false } : s));
  }, []);

  const refreshPlayer = useCallback(async () => (await refresh()) === 'fresh', [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signOut, setPlayer, refreshPlayer }),
    [state, signIn, signOut, setPlayer, refreshPlayer],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
