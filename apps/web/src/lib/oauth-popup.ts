import { OAUTH_POPUP, OAUTH_RESULT } from '@holeout/shared/sign-in-providers';

export const POPUP_BLOCKED = 'Popup blocked. Please allow popups and try again.';
export const AUTH_CANCELLED = 'Authentication cancelled';
export const AUTH_TIMEOUT = 'Authentication timeout';

/** The query of the OAuth return page: oauth_success or oauth_error, token, provider, action, mode. */
export type OAuthResult = Record<string, string>;

/**
 * Spec 01 §4: a 500×600 popup for an outside sign-in. It opens at once (inside the click, so the
 * browser allows it), goes to the address `authUrl` resolves to, and resolves with the result the
 * return page posts back (type OAUTH_RESULT, from this origin and this popup only). Closing the
 * popup (checked every second) rejects with 'Authentication cancelled'; 300 s with
 * 'Authentication timeout'.
 */
export function runOAuthPopup(authUrl: Promise<string>): Promise<OAuthResult> {
  const left = Math.max(0, window.screenX + (window.outerWidth - OAUTH_POPUP.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - OAUTH_POPUP.height) / 2);
  const popup = window.open(
    '',
    'holeout-oauth',
    `popup,width=${OAUTH_POPUP.width},height=${OAUTH_POPUP.height},left=${left},top=${top}`,
  );
  if (!popup) {
    authUrl.catch(() => {});
    return Promise.reject(new Error(POPUP_BLOCKED));
  }
  return new Promise<OAuthResult>((resolve, reject) => {
    let done = false;
    const finish = (outcome: () => void) => {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(timeout);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; params?: OAuthResult } | null;
      if (event.origin !== window.location.origin || event.source !== popup || data?.type !== OAUTH_RESULT) return;
      finish(() => resolve(data.params ?? {}));
    };
    window.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      if (popup.closed) finish(() => reject(new Error(AUTH_CANCELLED)));
    }, OAUTH_POPUP.pollMs);
    const timeout = setTimeout(() => {
      popup.close();
      finish(() => reject(new Error(AUTH_TIMEOUT)));
    }, OAUTH_POPUP.timeoutMs);
    authUrl.then(
      (url) => {
        if (!done) popup.location.href = url;
      },
      (err: unknown) => {
        popup.close();
        finish(() => reject(err));
      },
    );
  });
}

/** On the return page inside a popup: hands the result to the opener (same origin only) and closes. */
export function postOAuthResult(params: OAuthResult): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return false;
  opener.postMessage({ type: OAUTH_RESULT, params }, window.location.origin);
  setTimeout(() => window.close(), OAUTH_POPUP.closeDelayMs);
  return true;
}
