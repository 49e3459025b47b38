import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDuel } from '../../../test/build-duel.ts';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { type StubAnswer, stubApi } from '../../../test/stub-api.ts';
import { DuelsPage } from './duels-page.tsx';

const me = buildPlayer({ player_id: 12, name: 'Ada' });
const LIST = 'GET /api/duels';

const received = buildDuel({
  duel_id: 1,
  creator_id: 34,
  creator_name: 'Ben',
  invited_player_id: 12,
  invited_player_name: 'Ada',
});
const completed = [
  buildDuel({ duel_id: 2, status: 'completed', winner_id: 12, invited_player_name: 'Zed', creator_score: 9 }),
  buildDuel({
    duel_id: 3,
    status: 'completed',
    winner_id: 34,
    invited_player_name: 'Cy',
    created_at: '2025-03-02T00:00:00Z',
  }),
];

function list(duels = [received, ...completed]): StubAnswer {
  return { status: 200, body: { duels, has_more: false } };
}

const SECTION_IDS: Record<string, string> = {
  'Invitations Received': 'duels-received',
  'Invitations Sent': 'duels-sent',
  'Active Duels': 'duels-active',
  'Completed Duels': 'duels-completed',
};

function section(name: string) {
  const found = screen.getByTestId(SECTION_IDS[name]);
  expect(found).toHaveAccessibleName(new RegExp(`^${name} \\(\\d+\\)$`));
  return found;
}

describe('Duels page', () => {
  it('sorts each duel into its section and says when a section is empty', async () => {
    stubApi({ [LIST]: list() });
    renderWithProviders(<DuelsPage />, { player: me, path: '/duels' });

    await screen.findByTestId('duels-received');
    expect(within(section('Invitations Received')).getByRole('rowheader', { name: 'Ben' })).toBeInTheDocument();
    expect(within(section('Invitations Sent')).getByText('No duels in this category.')).toBeInTheDocument();
    expect(within(section('Active Duels')).getByText('No duels in this category.')).toBeInTheDocument();
    const done = within(section('Completed Duels'));
    expect(done.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Cy', 'Zed']);
    expect(done.getByText('Won')).toBeInTheDocument();
    expect(done.getByText('Lost')).toBeInTheDocument();
  });

  it('sorts by a header with the keyboard, saying the order with aria-sort', async () => {
    stubApi({ [LIST]: list() });
    const { user } = renderWithProviders(<DuelsPage />, { player: me, path: '/duels' });
    await screen.findByTestId('duels-completed');
    const done = within(section('Completed Duels'));
    expect(done.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');

    done.getByRole('button', { name: 'Opponent' }).focus();
    await user.keyboard('{Enter}');
    expect(done.getByRole('columnheader', { name: /Opponent/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(done.getByRole('columnheader', { name: /Created/ })).not.toHaveAttribute('aria-sort');
    expect(done.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Cy', 'Zed']);
    await user.keyboard(' ');
    expect(done.getByRole('columnheader', { name: /Opponent/ })).toHaveAttribute('aria-sort', 'descending');
    expect(done.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Zed', 'Cy']);
  });

  it('accepts an invitation and says so; a refusal shows the fallback text', async () => {
    let answer: StubAnswer = {
      status: 200,
      body: { success: true, message: 'Duel accepted', duel: { ...received, status: 'active' } },
    };
    const sent = stubApi({ [LIST]: list(), 'POST /api/duels/1/respond': () => answer });
    const { user } = renderWithProviders(<DuelsPage />, { player: me, path: '/duels' });

    await user.click(await screen.findByRole('button', { name: 'Accept challenge from Ben' }));
    expect(await screen.findByText(/Challenge accepted/)).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/duels/1/respond',
      body: { player_id: 12, response: 'accepted' },
    });

    answer = { status: 500, body: { error: 'Internal Server Error', message: 'Unknown server error.' } };
    await user.click(screen.getByRole('button', { name: 'Decline challenge from Ben' }));
    const toast = await screen.findByText('Failed to respond to duel.');
    expect(toast.closest('[data-testid="toast"]')).toHaveClass('toast-error');
  });

  it("shows 'Failed to load duels.' with Try Again, which loads them", async () => {
    let answer: StubAnswer = { status: 500, body: {} };
    stubApi({ [LIST]: () => answer });
    const { user } = renderWithProviders(<DuelsPage />, { player: me, path: '/duels' });

    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to load duels.');
    answer = list();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('duels-completed')).toBeInTheDocument();
  });
});
