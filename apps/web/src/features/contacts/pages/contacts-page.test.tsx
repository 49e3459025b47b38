import { type FriendLists, NO_FRIEND_REQUESTS_TEXT, NO_FRIENDS_TEXT } from '@holeout/shared/friends';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { EMPTY_SEARCH_TEXT } from '../components/find-friends.tsx';
import { ContactsPage } from './contacts-page.tsx';

const player = buildPlayer({ player_id: 7, name: 'Ada' });
const since = '2026-11-20T10:00:00.000Z';
const none: FriendLists = { friends: [], incoming: [], outgoing: [] };
const board = (leaderboard: unknown[]) => ({
  status: 200,
  body: { metric: 'total_makes', context_type: 'friends', leaderboard },
});

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderWithProviders(<ContactsPage />, { player, path: '/contacts' });
}

describe('Contacts page', () => {
  it('shows the empty lists, and the friends leaderboard of the friends context', async () => {
    const sent = stubApi({ 'GET /api/friends': { status: 200, body: none }, 'GET /api/leaderboards-v2': board([]) });
    renderPage();
    expect(await screen.findByText(NO_FRIENDS_TEXT)).toBeInTheDocument();
    expect(screen.getByText(NO_FRIEND_REQUESTS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Friends Leaderboard' })).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/leaderboards-v2')).toHaveLength(4);
  });

  it('lists friends and requests both ways with their actions, and accepts a request', async () => {
    let lists: FriendLists = {
      friends: [{ player_id: 2, name: 'Bo', since }],
      incoming: [{ player_id: 3, name: 'Cy', since }],
      outgoing: [{ player_id: 4, name: 'Di', since }],
    };
    const sent = stubApi({
      'GET /api/friends': () => ({ status: 200, body: lists }),
      'GET /api/leaderboards-v2': board([]),
      'POST /api/friends/requests/3/accept': () => {
        lists = { ...lists, friends: [...lists.friends, { player_id: 3, name: 'Cy', since }], incoming: [] };
        return { status: 200, body: { message: 'Friend request accepted', status: 'accepted' } };
      },
    });
    const { user } = renderPage();
    const friends = within(await screen.findByRole('list', { name: 'Friends' }));
    expect(friends.getByRole('link', { name: 'Bo' })).toHaveAttribute('href', '/player/2/stats');
    expect(friends.getByRole('button', { name: 'Remove friend: Bo' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Requests you sent' })).getByRole('button', {
        name: 'Cancel Request: Di',
      }),
    ).toBeInTheDocument();
    const incoming = within(screen.getByRole('list', { name: 'Requests to you' }));
    expect(incoming.getByRole('button', { name: 'Decline: Cy' })).toBeInTheDocument();
    await user.click(incoming.getByRole('button', { name: 'Accept: Cy' }));
    expect(await screen.findByText('Friend request accepted')).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'POST' && r.path === '/api/friends/requests/3/accept')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Requests to you' })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Friends' })).getByRole('link', { name: 'Cy' })).toBeInTheDocument();
  });

  it('removes a friend only after confirming', async () => {
    const sent = stubApi({
      'GET /api/friends': { status: 200, body: { ...none, friends: [{ player_id: 2, name: 'Bo', since }] } },
      'GET /api/leaderboards-v2': board([]),
      'DELETE /api/friends/2': { status: 200, body: { message: 'Friend removed', status: 'none' } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove friend: Bo' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Friend' }));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/friends/2')).toBe(true));
  });

  it('asks for a search term, then finds players and sends a friend request', async () => {
    const sent = stubApi({
      'GET /api/friends': { status: 200, body: { ...none, friends: [{ player_id: 2, name: 'Bo', since }] } },
      'GET /api/leaderboards-v2': board([]),
      'GET /api/players/search': {
        status: 200,
        body: {
          players: [
            { player_id: 2, name: 'Bo' },
            { player_id: 9, name: 'Bea', email: 'bea@example.com' },
          ],
        },
      },
      'POST /api/friends/requests': { status: 201, body: { message: 'Friend request sent', status: 'pending' } },
    });
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Friends' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(EMPTY_SEARCH_TEXT)).toBeInTheDocument();
    expect(sent.some((r) => r.path === '/api/players/search')).toBe(false);

    await user.type(screen.getByLabelText('Username, e-mail or phone'), 'bea@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const found = within(await screen.findByRole('list', { name: 'Players found' }));
    expect(found.getByText('bea@example.com')).toBeInTheDocument();
    // A friend shows as one; anyone else can be asked.
    expect(found.getByText('Friend')).toBeInTheDocument();
    await user.click(found.getByRole('button', { name: 'Add Friend: Bea' }));
    expect(await screen.findByText('Friend request sent')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ friend_id: 9 });
  });

  it('says when the lists fail to load, with Try Again', async () => {
    stubApi({
      'GET /api/friends': { status: 500, body: { message: 'Unknown server error.' } },
      'GET /api/leaderboards-v2': board([]),
    });
    renderPage();
    // A server error is retried once (the query client) before it shows.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Unknown server error.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('opens Find Friends on Platform with four guides and the app link to copy', async () => {
    stubApi({ 'GET /api/friends': { status: 200, body: none }, 'GET /api/leaderboards-v2': board([]) });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Find Friends on Platform' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Find Friends on Platform' }));
    for (const guide of ['iPhone', 'Android', 'Gmail', 'Outlook']) {
      expect(dialog.getByRole('heading', { name: guide })).toBeInTheDocument();
    }
    expect(dialog.getByText(/at most 5 contacts at a time/)).toBeInTheDocument();
    expect(dialog.getByLabelText('App link')).toHaveValue(`${window.location.origin}/register`);
    await user.click(dialog.getByRole('button', { name: 'Copy App Link to Share Manually' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(/App link/);
  });
});
