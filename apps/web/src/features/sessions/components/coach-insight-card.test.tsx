import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { CoachInsightCard, NO_INSIGHT_TEXT } from './coach-insight-card.tsx';

const player = buildPlayer({ player_id: 12 });

describe('the dashboard’s coach card (decision 057)', () => {
  it('shows the newest analysis’s first line and Next advice, linking to it', async () => {
    stubApi({
      'GET /api/coach/insight': {
        status: 200,
        body: {
          insight: {
            conversation_id: 31,
            title: 'Mon 2 Mar: 2 sessions',
            created_at: '2026-03-02T10:00:00.000Z',
            summary: 'Since your last analysis you putted 22 times and holed 18.',
            next: 'Work on Short, left to right.',
          },
        },
      },
    });
    renderWithProviders(<CoachInsightCard playerId={12} />, { player });
    expect(await screen.findByText('Since your last analysis you putted 22 times and holed 18.')).toBeInTheDocument();
    expect(screen.getByText('Mon 2 Mar: 2 sessions')).toBeInTheDocument();
    expect(screen.getByText(/Work on Short, left to right\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the analysis' })).toHaveAttribute('href', '/coach/31');
  });

  it('says what the coach will do before its first analysis', async () => {
    stubApi({ 'GET /api/coach/insight': { status: 200, body: { insight: null } } });
    renderWithProviders(<CoachInsightCard playerId={12} />, { player });
    expect(await screen.findByText(NO_INSIGHT_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask the coach' })).toHaveAttribute('href', '/coach');
  });
});
