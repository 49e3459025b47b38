// @vitest-environment happy-dom
import { OAUTH_RESULT } from '@holeout/shared/sign-in-providers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CANCELLED, AUTH_TIMEOUT, POPUP_BLOCKED, runOAuthPopup } from './oauth-popup.ts';

/** A stand-in popup window: where it was sent, whether it is closed. */
function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn(() => (popup.closed = true)) };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

function post(source: unknown, data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('runOAuthPopup (spec 01 §4)', () => {
  it('opens 500×600, goes to the provider and resolves with the popup’s own OAUTH_RESULT', async () => {
    const popup = fakePopup();
    const result = runOAuthPopup(Promise.resolve('https://provider.test/auth'));
    expect(vi.mocked(window.open).mock.calls[0]?.[2]).toContain('width=500,height=600');
    await Promise.resolve();
    expect(popup.location.href).toBe('https://provider.test/auth');
    post({}, { type: OAUTH_RESULT, params: { oauth_error: 'forged' } });
    post(popup, { type: OAUTH_RESULT, params: { oauth_error: 'other origin' } }, 'https://evil.test');
    post(popup, { type: OAUTH_RESULT, params: { oauth_success: 'true', token: 't' } });
    await expect(result).resolves.toEqual({ oauth_success: 'true', token: 't' });
  });

  it('says so when the popup is blocked, closed or too slow', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(runOAuthPopup(Promise.resolve('x'))).rejects.toThrow(POPUP_BLOCKED);
    vi.restoreAllMocks();

    vi.useFakeTimers();
    const closed = fakePopup();
    const cancelled = runOAuthPopup(Promise.resolve('x'));
    closed.closed = true;
    vi.advanceTimersByTime(1000);
    await expect(cancelled).rejects.toThrow(AUTH_CANCELLED);

    const slow = fakePopup();
    const timedOut = runOAuthPopup(Promise.resolve('x'));
    vi.advanceTimersByTime(300_000);
    await expect(timedOut).rejects.toThrow(AUTH_TIMEOUT);
    expect(slow.close).toHaveBeenCalled();
  });
});
