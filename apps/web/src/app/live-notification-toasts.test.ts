import { describe, expect, it } from 'vitest';
import { challengedDuelId, pageShowsNotification, toastText } from './live-notification-toasts.tsx';

describe('live notification toasts', () => {
  it('names who did what: the first sentence of the message', () => {
    expect(
      toastText({
        title: 'New duel challenge',
        message: 'Pat challenged you to a duel: 5 minutes at 6 ft. Accept or decline within 24 hours.',
      }),
    ).toBe('Pat challenged you to a duel: 5 minutes at 6 ft.');
    expect(toastText({ title: 'League started', message: '' })).toBe('League started');
  });

  it('offers Accept only for a challenge that links to its duel', () => {
    expect(challengedDuelId({ title: 'New duel challenge', link_path: '/duels/42' })).toBe(42);
    expect(challengedDuelId({ title: 'Duel accepted', link_path: '/duels/42' })).toBeNull();
    expect(challengedDuelId({ title: 'New duel challenge', link_path: '/duels' })).toBeNull();
  });

  it('stays quiet where the page already shows the news', () => {
    expect(pageShowsNotification('/notifications', '/duels/3')).toBe(true);
    expect(pageShowsNotification('/duels', '/duels/3')).toBe(true);
    expect(pageShowsNotification('/duels/3', '/duels/3')).toBe(true);
    expect(pageShowsNotification('/', '/duels/3')).toBe(false);
    expect(pageShowsNotification('/leagues', '/duels/3')).toBe(false);
    expect(pageShowsNotification('/settings', null)).toBe(false);
  });
});
