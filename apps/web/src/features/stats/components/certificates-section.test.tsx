import type { Certificate } from '@holeout/shared/certificates';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { CertificatesSection, NO_CERTIFICATES } from './certificates-section.tsx';

const me = buildPlayer({ player_id: 7, membership_tier: 'premium' });
const streak: Certificate = {
  certificate_id: '3f8e6f6e-2a55-4f0e-9d6a-0c1b2c3d4e5f',
  achievement_type: 'consecutive_makes',
  achievement_subtype: '',
  achievement_value: 21,
  achieved_at: '2026-03-04T12:00:00.000Z',
  certificate_issued_at: '2026-03-04T12:00:01.000Z',
  rarity_tier: 'rare',
  is_verified: false,
  bitcoin_block_height: null,
  data_hash: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  achievement_data: { player_name: 'Ann', session_date: '2026-03-04T12:00:00.000Z' },
};
const league: Certificate = {
  ...streak,
  certificate_id: '9a8b7c6d-0000-4000-8000-000000000001',
  achievement_type: 'competition_win',
  achievement_subtype: 'league_championship_1st',
  achievement_value: 12,
  rarity_tier: 'legendary',
  is_verified: true,
  bitcoin_block_height: 870123,
  achievement_data: {
    player_name: 'Ann',
    league_performance: {
      number_of_rounds: 3,
      total_duration: 360,
      total_makes: 51,
      total_misses: 4,
      accuracy: 92.72727,
      best_streak: 30,
      putts_per_minute: 9.1,
      makes_per_minute: 8.5,
      fastest_21: null,
      most_in_60s: 12,
    },
  },
};
const answer = (body: object) => ({
  status: 200,
  body: { player_id: 7, locked: false, certificate_types: [], ...body },
});

afterEach(() => vi.unstubAllGlobals());

describe('career certificates section', () => {
  it('shows each certificate: title, category, value, date, short id and hash, status', async () => {
    stubApi({ 'GET /api/certificates/7': answer({ certificates: [streak, league] }) });
    renderWithProviders(<CertificatesSection playerId={7} />, { player: me });
    const cards = await screen.findAllByRole('listitem');
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Consecutive Excellence' })).toBeInTheDocument();
    expect(first.getByText('Skill')).toBeInTheDocument();
    expect(first.getByText('21 in a row')).toBeInTheDocument();
    expect(first.getAllByText('Mar 04, 2026')[0]).toBeVisible();
    expect(first.getByText('3f8e6f6e')).toBeInTheDocument();
    expect(first.getByText('0123456789abcdef')).toBeInTheDocument();
    expect(first.getByText('Processing...')).toBeInTheDocument();
    expect(cards[0]).toHaveClass('rarity-rare');
    expect(first.getByRole('link', { name: 'Public page of Consecutive Excellence' })).toHaveAttribute(
      'href',
      `/certificates/${streak.certificate_id}`,
    );

    const second = within(cards[1]);
    expect(second.getByRole('heading', { name: 'Victory Champion' })).toBeInTheDocument();
    expect(second.getByText('1st Place')).toBeInTheDocument();
    expect(second.getByText(/Blockchain Verified/)).toHaveTextContent('Blockchain Verified · Block 870,123');
    expect(cards[1]).toHaveClass('rarity-legendary');
  });

  it('toggles the details with the league performance block', async () => {
    stubApi({ 'GET /api/certificates/7': answer({ certificates: [league] }) });
    const { user } = renderWithProviders(<CertificatesSection playerId={7} />, { player: me });
    const toggle = await screen.findByRole('button', { name: 'View Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('League Performance')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('League Performance')).toBeVisible();
    expect(screen.getByText('92.73%')).toBeInTheDocument();
    expect(screen.getByText('360s')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Details' }));
    expect(screen.getByRole('button', { name: 'View Details' })).toBeInTheDocument();
  });

  it('says how to earn one when there are none, also on a 404', async () => {
    stubApi({ 'GET /api/certificates/7': answer({ certificates: [] }) });
    renderWithProviders(<CertificatesSection playerId={7} />, { player: me });
    expect(await screen.findByText(NO_CERTIFICATES)).toBeInTheDocument();
  });

  it('reads a 404 as no certificates', async () => {
    stubApi({});
    renderWithProviders(<CertificatesSection playerId={8} />, { player: me });
    expect(await screen.findByText(NO_CERTIFICATES)).toBeInTheDocument();
  });

  it('offers the upgrade listing the certificate types to a viewer without a subscription', async () => {
    stubApi({
      'GET /api/certificates/7': answer({
        locked: true,
        certificates: [],
        certificate_types: [
          {
            achievement_type: 'perfect_session',
            title: 'Perfect Precision',
            category: 'Mastery',
            earned_by: 'make every putt',
          },
        ],
      }),
    });
    renderWithProviders(<CertificatesSection playerId={7} />, { player: buildPlayer({ player_id: 7 }) });
    expect(await screen.findByText('Perfect Precision')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/membership');
  });

  it("shows '⚠️ Failed to load certificates' on any other failure", async () => {
    stubApi({ 'GET /api/certificates/7': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<CertificatesSection playerId={7} />, { player: me });
    // One retry of a server error first (the app's query client).
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('⚠️ Failed to load certificates');
  });
});
