import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { GiftsPage } from './gifts-page.tsx';

const member = buildPlayer({ player_id: 7, membership_tier: 'premium' });
const gift = { id: 3, gift_code: 'ABCDEFGH12', is_redeemed: false, sent_to: null, created_at: '2026-11-01T00:00:00Z' };

describe('/gifts', () => {
  it('lists the codes with Copy Code; either reading of the answer', async () => {
    stubApi({
      'GET /api/subscriptions/gifts': {
        status: 200,
        body: { success: true, giftCodes: [gift], giftSubscriptions: [gift] },
      },
    });
    renderWithProviders(<GiftsPage />, { player: member, path: '/gifts' });
    expect(screen.getByRole('heading', { name: 'My Gift Subscriptions' })).toBeInTheDocument();
    expect(await screen.findByText('ABCDEFGH12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Code' })).toBeInTheDocument();
  });

  it("says 'You have no available gifts.' when there are none", async () => {
    stubApi({
      'GET /api/subscriptions/gifts': { status: 200, body: { success: true, giftCodes: [], giftSubscriptions: [] } },
    });
    renderWithProviders(<GiftsPage />, { player: member, path: '/gifts' });
    expect(await screen.findByText('You have no available gifts.')).toBeInTheDocument();
  });

  it('a free player is offered the upgrade, and nothing is fetched', () => {
    const sent = stubApi({});
    renderWithProviders(<GiftsPage />, { player: buildPlayer({ player_id: 8 }), path: '/gifts' });
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/membership');
    expect(sent).toHaveLength(0);
  });
});
