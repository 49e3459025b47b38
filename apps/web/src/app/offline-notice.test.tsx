import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT, OfflineNotice } from './offline-notice.tsx';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineNotice', () => {
  it('says the phone is offline while it is, and nothing once the connection is back', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    goOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
