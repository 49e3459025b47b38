import { BILLING_MESSAGES } from '@holeout/shared/billing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { AssociationSection } from './association-section.tsx';
import { CouponSection } from './coupon-section.tsx';
import { SubscriptionSection } from './subscription-section.tsx';

const player = buildPlayer({ player_id: 7, name: 'Nina Green' });

function status(overrides: Record<string, unknown> = {}) {
  return {
    status: 200,
    body: {
      success: true,
      membership_tier: 'free',
      current_period_end: null,
      cancel_at_period_end: false,
      payments_available: true,
      ...overrides,
    },
  };
}

describe('Settings: subscription', () => {
  it('a free member sees both plans with prices and the annual saving', async () => {
    stubApi({ 'GET /api/subscriptions/status': status() });
    renderWithProviders(<SubscriptionSection playerId={7} tier="free" />, { player, path: '/settings' });
    expect(await screen.findByText('Monthly — $2.10/month')).toBeInTheDocument();
    expect(screen.getByText('Annual — $21.00/year')).toBeInTheDocument();
    expect(screen.getByText(/saves \$4\.20, including 1 free-year gift code/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Monthly' })).toBeEnabled();
  });

  it('says so when payments are not configured, and a failed checkout reads "Error: …"', async () => {
    stubApi({
      'GET /api/subscriptions/status': status({ payments_available: false }),
    });
    renderWithProviders(<SubscriptionSection playerId={7} tier="free" />, { player, path: '/settings' });
    expect(await screen.findByText(BILLING_MESSAGES.paymentsUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Annual' })).toBeDisabled();
  });

  it('a full subscriber sees the renewal date and cancels only after confirming', async () => {
    const sent = stubApi({
      'GET /api/subscriptions/status': status({
        membership_tier: 'regular',
        current_period_end: '2026-12-01T12:00:00.000Z',
      }),
      'POST /api/player/7/subscription/cancel': {
        status: 200,
        body: {
          success: true,
          message: 'Your subscription has been cancelled. You keep full access until Dec 01, 2026.',
        },
      },
    });
    const { user } = renderWithProviders(<SubscriptionSection playerId={7} tier="regular" />, {
      player: { ...player, membership_tier: 'regular' },
      path: '/settings',
    });
    expect(await screen.findByText('Full Subscriber')).toBeInTheDocument();
    expect(screen.getByText(/^Renews on /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription?' });
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText(/You keep full access until Dec 01, 2026/)).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('Settings: coupon field', () => {
  it('refuses an empty code, then shows the server refusal with its Error: prefix', async () => {
    const sent = stubApi({
      'POST /api/redeem-coupon': { status: 409, body: { error: 'Conflict', message: BILLING_MESSAGES.couponExpired } },
    });
    const { user } = renderWithProviders(<CouponSection playerId={7} />, { player, path: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert')).toHaveTextContent(BILLING_MESSAGES.couponEmpty);
    expect(sent).toHaveLength(0);
    await user.type(screen.getByLabelText('Coupon code'), 'old');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(`Error: ${BILLING_MESSAGES.couponExpired}`)).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ player_id: 7, coupon_code: 'old' });
  });

  it('a gift link fills the field in (?coupon=)', () => {
    stubApi({});
    renderWithProviders(<CouponSection playerId={7} />, { player, path: '/settings?coupon=ABCDEFGH12' });
    expect(screen.getByLabelText('Coupon code')).toHaveValue('ABCDEFGH12');
  });
});

describe('Settings: association pricing', () => {
  it("checks the spec's rules before sending, then sends 50 users by default", async () => {
    const sent = stubApi({
      'POST /api/subscriptions/association-pricing': { status: 200, body: { success: true, message: 'Thank you!' } },
    });
    const { user } = renderWithProviders(<AssociationSection />, { player, path: '/settings' });
    expect(screen.getByLabelText('Number of Users')).toHaveValue(50);
    await user.click(screen.getByRole('button', { name: 'Request Pricing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(BILLING_MESSAGES.associationRequired);
    await user.type(screen.getByLabelText('Name *'), 'Ann');
    await user.type(screen.getByLabelText('Email *'), 'ann@club.example');
    await user.type(screen.getByLabelText('Comments *'), 'A league of 40');
    await user.clear(screen.getByLabelText('Number of Users'));
    await user.type(screen.getByLabelText('Number of Users'), '0');
    await user.click(screen.getByRole('button', { name: 'Request Pricing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(BILLING_MESSAGES.associationUsers);
    expect(sent).toHaveLength(0);
    await user.clear(screen.getByLabelText('Number of Users'));
    await user.type(screen.getByLabelText('Number of Users'), '50');
    await user.click(screen.getByRole('button', { name: 'Request Pricing' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({ name: 'Ann', email: 'ann@club.example', number_of_users: 50 });
  });

  it("a failure reads 'Error: An error occurred. Please try again.'", async () => {
    stubApi({ 'POST /api/subscriptions/association-pricing': { status: 404 } });
    const { user } = renderWithProviders(<AssociationSection />, { player, path: '/settings' });
    await user.type(screen.getByLabelText('Name *'), 'Ann');
    await user.type(screen.getByLabelText('Email *'), 'ann@club.example');
    await user.type(screen.getByLabelText('Comments *'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Request Pricing' }));
    expect(await screen.findByText(`Error: ${BILLING_MESSAGES.associationFailed}`)).toBeInTheDocument();
  });
});
