import type { Notification } from '@holeout/shared/notifications';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { LiveNotificationsContext } from '../live/live-notifications-context.ts';
import type { LiveStatus } from '../live/notification-connection.ts';
import { NotificationsPage } from './notifications-page.tsx';

const player = buildPlayer({ player_id: 7, timezone: 'UTC' });
const listPath = 'GET /api/player/7/notifications';

function note(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    title: `Title ${id}`,
    message: `Message ${id}`,
    created_at: '2026-03-04T14:05:00.000Z',
    read_status: false,
    link_path: null,
    ...overrides,
  };
}

function renderPage(status: LiveStatus = 'live') {
  return renderWithProviders(
    <LiveNotificationsContext.Provider value={{ status, latest: null }}>
      <NotificationsPage />
    </LiveNotificationsContext.Provider>,
    { player, path: '/notifications' },
  );
}

function row(title: string) {
  const item = screen.getByText(title).closest('li');
  if (!item) throw new Error(`no row ${title}`);
  return within(item);
}

describe('Notifications page', () => {
  it('lists message, local time, Mark Read only for unread, View only with a link, and Delete', async () => {
    stubApi({
      [listPath]: {
        status: 200,
        body: {
          notifications: [note(2, { link_path: '/duels/5' }), note(1, { read_status: true })],
          unread_count: 1,
        },
      },
    });
    renderPage();
    expect(await screen.findByText('Message 2')).toBeInTheDocument();
    expect(row('Title 2').getByText('Mar 04, 2026, 14:05')).toBeInTheDocument();
    expect(row('Title 2').getByRole('button', { name: 'Mark Read' })).toBeInTheDocument();
    expect(row('Title 2').getByRole('link', { name: 'View' })).toHaveAttribute('href', '/duels/5');
    expect(row('Title 1').queryByRole('button', { name: 'Mark Read' })).toBeNull();
    expect(row('Title 1').queryByRole('link', { name: 'View' })).toBeNull();
    expect(row('Title 1').getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark All as Read' })).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('marks one read, marks all read and deletes, each through its call', async () => {
    let list = { notifications: [note(2), note(1)], unread_count: 2 };
    const sent = stubApi({
      [listPath]: () => ({ status: 200, body: list }),
      'POST /api/player/7/notifications/2/read': () => {
        list = { notifications: [note(2, { read_status: true }), note(1)], unread_count: 1 };
        return { status: 200, body: { message: 'Notification marked as read', unread_count: 1 } };
      },
      'DELETE /api/player/7/notifications/1': () => {
        list = { notifications: [note(2, { read_status: true })], unread_count: 0 };
        return { status: 200, body: { message: 'Notification deleted', unread_count: 0 } };
      },
      'POST /api/player/7/notifications/read-all': { status: 200, body: { message: 'ok', unread_count: 0 } },
    });
    const { user } = renderPage();
    await screen.findByText('Title 2');

    await user.click(row('Title 2').getByRole('button', { name: 'Mark Read' }));
    await expect.poll(() => row('Title 2').queryByRole('button', { name: 'Mark Read' })).toBeNull();

    await user.click(row('Title 1').getByRole('button', { name: 'Delete' }));
    await expect.poll(() => screen.queryByText('Title 1')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark All as Read' }));
    await expect.poll(() => sent.some((r) => r.path === '/api/player/7/notifications/read-all')).toBe(true);
    expect(sent.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/player/7/notifications/2/read',
      'DELETE /api/player/7/notifications/1',
      'POST /api/player/7/notifications/read-all',
    ]);
  });

  it("shows the spec's message when a change fails", async () => {
    stubApi({
      [listPath]: { status: 200, body: { notifications: [note(3)], unread_count: 1 } },
      'POST /api/player/7/notifications/3/read': { status: 500, body: { message: 'boom' } },
      'DELETE /api/player/7/notifications/3': { status: 500, body: { message: 'boom' } },
      'POST /api/player/7/notifications/read-all': { status: 500, body: { message: 'boom' } },
    });
    const { user } = renderPage();
    await screen.findByText('Title 3');
    await user.click(screen.getByRole('button', { name: 'Mark Read' }));
    expect(await screen.findByText('Failed to mark notification as read')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete notification')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark All as Read' }));
    expect(await screen.findByText('Failed to mark all notifications as read')).toBeInTheDocument();
  });

  it("is 'All Caught Up!' when empty, with the kinds, the badge and no Mark All", async () => {
    stubApi({ [listPath]: { status: 200, body: { notifications: [], unread_count: 0 } } });
    renderPage('reconnecting');
    expect(await screen.findByRole('heading', { name: 'All Caught Up!' })).toBeInTheDocument();
    expect(screen.getByText('Reconnecting...')).toBeInTheDocument();
    for (const kind of ['Duel challenges', 'Achievements', 'League updates', 'Match results', 'Reminders', 'Social'])
      expect(screen.getByText(kind)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark All as Read' })).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi({ [listPath]: { status: 500, body: { message: 'boom' } } });
    renderPage();
    expect(await screen.findByText('Failed to load notifications', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
