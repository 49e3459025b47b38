import type { OAuthMode } from '@holeout/shared/sign-in-providers';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import type { OAuthResult } from '../../lib/oauth-popup.ts';
import { paths, withQuery } from '../../lib/paths.ts';
import { exchangeTicket } from './api/exchange-ticket.ts';
import { useAuth } from './auth-context.ts';
import { clearReferral } from './referral-storage.ts';

/** Spec 01 §8: a provider's refusal, worded by what the visitor was doing. */
export function oauthFailure(mode: OAuthMode | string | undefined, error: string): string {
  return mode === 'signup' ? `OAuth registration failed: ${error}` : `OAuth login failed: ${error}`;
}

/** Spec 01 §8: why exchanging the return's ticket failed. */
function exchangeFailure(err: unknown): string {
  if (err instanceof ApiError)
    return err.status === 401 ? 'Authentication failed - invalid token' : `Authentication failed: HTTP ${err.status}`;
  return 'Authentication failed';
}

/**
 * Acts on an OAuth return (the popup's message or the full-page query): a ticket signs in and
 * goes home, a link or setup token goes to its page. Resolves to the error text to show, if any.
 */
export function useOAuthOutcome() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async (result: OAuthResult, mode?: OAuthMode | string): Promise<string | null> => {
      if (result.oauth_error) return oauthFailure(mode ?? result.mode, result.oauth_error);
      const { token, provider } = result;
      if (!token || !provider) return 'Authentication failed';
      if (result.action === 'link' || result.action === 'setup') {
        navigate(withQuery(result.action === 'link' ? paths.linkAccount : paths.setupAccount, { token, provider }));
        return null;
      }
      try {
        const answer = await exchangeTicket(token);
        if (!answer?.player) return 'Authentication failed - invalid player data';
        signIn(answer.token, answer.player);
        clearReferral();
        navigate(paths.home, { replace: true });
        return null;
      } catch (err) {
        return exchangeFailure(err);
      }
    },
    [navigate, signIn],
  );
}
