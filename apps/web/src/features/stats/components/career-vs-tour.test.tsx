import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { CareerVsTour, VS_TOUR_NONE } from './career-vs-tour.tsx';

const path = 'GET /api/player/7/sessions';
const at = (feet: number, makes: number, misses: number) => ({ putting_distance_feet: feet, makes, misses });
const page = (sessions: ReturnType<typeof at>[], total = sessions.length) => ({
  status: 200,
  body: { player_id: 7, player_name: 'Ada', sessions, pagination: { page: 1, limit: 100, total, total_pages: 1 } },
});

const renderCard = () => renderWithProviders(<CareerVsTour playerId={7} />, { player: buildPlayer() });

afterEach(() => vi.unstubAllGlobals());

describe('the career against the tour', () => {
  it('shows makes per 21 vs tour at each distance, from the newest 100 sessions', async () => {
    const sent = stubApi({ [path]: page([at(7, 15, 6), at(3, 21, 0), at(7, 5, 16), at(15, 3, 3)], 140) });
    renderCard();
    expect(await screen.findByText('−2.2 makes per 21 vs tour at 7 ft')).toBeInTheDocument();
    expect(screen.getByText('+0.8 makes per 21 vs tour at 3 ft')).toBeInTheDocument();
    expect(screen.queryByText(/at 15 ft/)).toBeNull();
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows.slice(1)).toEqual([
      '3 ft121+0.8 makes per 21 vs tour at 3 ft',
      '7 ft242−2.2 makes per 21 vs tour at 7 ft',
    ]);
    expect(screen.getByText(/Your newest 4 of 140 sessions/)).toBeInTheDocument();
    expect(sent[0]?.path).toBe('/api/player/7/sessions');
  });

  it('says so when no session is within the baseline’s 3–10 ft', async () => {
    stubApi({ [path]: page([at(12, 5, 5)]) });
    renderCard();
    expect(await screen.findByText(VS_TOUR_NONE)).toBeInTheDocument();
  });
});
