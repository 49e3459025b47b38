import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildDuel } from '../../../test/build-duel.ts';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { DuelDetailPage } from './duel-detail-page.tsx';

const me = buildPlayer({ player_id: 12, name: 'Ada' });
const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);

function renderDuelPage(id = 1) {
  return renderWithProviders(
    <Routes>
      <Route path="/duels/:duelId" element={<DuelDetailPage />} />
    </Routes>,
    { player: me, path: `/duels/${id}` },
  );
}

describe('Duel page', () => {
  it('shows the winner, both scores, the log hashes and the rating changes of a completed duel', async () => {
    stubApi({
      'GET /api/duels/1': {
        status: 200,
        body: buildDuel({
          status: 'completed',
          winner_id: 12,
          creator_score: 14,
          invited_player_score: 9,
          completed_at: '2025-03-02T10:00:00.000Z',
          creator_submitted_session_id: '0b7e0c6a-1d3c-4c53-9b55-0d1c8f2b3a01',
          invited_player_submitted_session_id: '0b7e0c6a-1d3c-4c53-9b55-0d1c8f2b3a02',
          creator_putt_log_sha256: HASH_A,
          invited_player_putt_log_sha256: HASH_B,
          creator_rating: { rating: 1662.2, deviation: 290.4, change: 162.2 },
          invited_player_rating: { rating: 1337.8, deviation: 290.4, change: -162.2 },
        }),
      },
    });
    const { user } = renderDuelPage();

    expect(await screen.findByRole('heading', { name: 'Ada vs Ben', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('duel-outcome')).toHaveTextContent('Ada won, 14 – 9.');
    const [ada, ben] = screen.getAllByTestId('duel-player');
    expect(within(ada).getByTestId('duel-score')).toHaveTextContent('14');
    expect(within(ada).getByText('Winner')).toBeInTheDocument();
    // The rating in words first; the Glicko-2 range and the hash behind disclosures (decision 056).
    expect(within(ada).getByTestId('duel-rating')).toHaveTextContent('1,662, still settling (+162)');
    expect(within(ben).getByTestId('duel-rating')).toHaveTextContent('1,338, still settling (−162)');
    expect(within(ada).getByTestId('duel-rating-detail')).toHaveTextContent('Glicko-2 rating 1,662 ± 581');
    expect(within(ada).getByTestId('duel-rating-detail')).not.toBeVisible();
    const verify = within(ben).getByText('Verify this result');
    expect(within(ben).getByTestId('putt-log-hash')).toHaveTextContent(HASH_B);
    expect(within(ben).getByTestId('putt-log-hash')).not.toBeVisible();
    await user.click(verify);
    expect(within(ben).getByTestId('putt-log-hash')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rematch Ben' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('counts down to the deadline without announcing every tick, and offers the answer to the invitee', async () => {
    const expires = new Date(Date.now() + 3 * 3600_000).toISOString();
    stubApi({
      'GET /api/duels/1': {
        status: 200,
        body: buildDuel({
          creator_id: 34,
          creator_name: 'Ben',
          invited_player_id: 12,
          invited_player_name: 'Ada',
          expires_at: expires,
        }),
      },
    });
    renderDuelPage();

    const timer = await screen.findByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent(/^0[23]:\d{2}:\d{2}$/);
    expect(timer).toHaveAccessibleName(/^Answer due in (2 hours, 59 minutes|3 hours)$/);
    const before = timer.textContent;
    await new Promise((r) => setTimeout(r, 1100));
    expect(screen.getByRole('timer').textContent).not.toBe(before);
    expect(document.querySelector('[aria-live="polite"][aria-atomic="true"]')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('says an unknown duel is not found and leads back to the duels', async () => {
    stubApi({});
    renderDuelPage(999);
    expect(await screen.findByRole('heading', { name: 'Duel not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Duels' })).toHaveAttribute('href', '/duels');
  });
});
