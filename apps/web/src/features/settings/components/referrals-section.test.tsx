import { REFERRAL_TEXTS } from '@holeout/shared/referrals';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { ReferralsSection } from './referrals-section.tsx';

const player = buildPlayer({ player_id: 7, name: 'Nina Green' });
const link = 'http://holeout.test/register?ref=7';

function statsAnswer(overrides: Record<string, unknown> = {}) {
  return {
    status: 200,
    body: {
      success: true,
      referral_link: link,
      stats: { totalInvites: 0, viewed: 0, rejected: 0, accountsCreated: 0, upgraded: 0, invites: [], ...overrides },
    },
  };
}

describe('Settings: referrals dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the link, zero figures and the empty state for a player who never invited anyone', async () => {
    stubApi({ 'GET /api/referrals/stats': statsAnswer() });
    renderWithProviders(<ReferralsSection />, { player, path: '/settings' });
    expect(await screen.findByLabelText(REFERRAL_TEXTS.linkLabel)).toHaveValue(link);
    expect(screen.getByText(REFERRAL_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByText('Accounts Created').nextSibling).toHaveTextContent('0');
  });

  it('lists the figures and each invitation with what became of it', async () => {
    stubApi({
      'GET /api/referrals/stats': statsAnswer({
        totalInvites: 3,
        viewed: 2,
        rejected: 1,
        accountsCreated: 1,
        upgraded: 1,
        invites: [
          {
            id: 4,
            recipient: 'friend@example.com',
            sent_at: '2026-11-20T12:00:00.000Z',
            status: 'joined',
            viewed: true,
            account_created: true,
            is_subscriber: true,
          },
        ],
      }),
    });
    renderWithProviders(<ReferralsSection />, { player, path: '/settings' });
    const row = (await screen.findByText('friend@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Joined')).toBeInTheDocument();
    expect(within(row).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('Invites Sent').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Upgraded').nextSibling).toHaveTextContent('1');
  });

  it('copies the link, says so, and counts the share', async () => {
    // user-event's clipboard stands in for the browser's, which needs a secure context.
    vi.stubGlobal('isSecureContext', true);
    const sent = stubApi({
      'GET /api/referrals/stats': statsAnswer(),
      'POST /api/referrals/share': { status: 200, body: { success: true } },
    });
    const { user } = renderWithProviders(<ReferralsSection />, { player, path: '/settings' });
    await user.click(await screen.findByRole('button', { name: REFERRAL_TEXTS.copy }));
    expect(await screen.findByText('✅ Referral link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(sent.some((r) => r.method === 'POST' && r.path === '/api/referrals/share')).toBe(true);
  });

  it('says when the figures cannot be loaded', async () => {
    stubApi({ 'GET /api/referrals/stats': { status: 403, body: { error: 'Forbidden', message: 'Nope' } } });
    renderWithProviders(<ReferralsSection />, { player, path: '/settings' });
    expect(await screen.findByRole('alert')).toHaveTextContent(REFERRAL_TEXTS.loadFailed);
  });
});
