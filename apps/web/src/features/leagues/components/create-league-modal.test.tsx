import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import type { MembershipTier } from '@holeout/shared/membership';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildLeagueDetail, buildLeagueSummary } from '../../../test/build-league.ts';
import { buildPlayer } from '../../../test/build-player.ts';
import { IRL_TRIO_SETTINGS } from '../../../test/expected-bodies.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { CreateLeagueModal } from './create-league-modal.tsx';

const CREATE = 'POST /api/leagues';

function Harness({ tier }: { tier: MembershipTier }) {
  const [open, setOpen] = useState(true);
  return <CreateLeagueModal open={open} onClose={() => setOpen(false)} viewerId={12} tier={tier} />;
}

function renderModal(tier: MembershipTier = 'regular', timezone = 'UTC') {
  return renderWithProviders(<Harness tier={tier} />, {
    player: buildPlayer({ player_id: 12, membership_tier: tier, timezone }),
    path: '/leagues',
  });
}

const flagSwitches = () => [
  screen.getByRole('switch', { name: 'Members may invite players' }),
  screen.getByRole('switch', { name: 'Late joiners allowed' }),
  screen.getByRole('switch', { name: 'Catch-up submissions allowed' }),
];

describe('Create League modal', () => {
  it("tells a free member the spec's message instead of showing the form", () => {
    const sent = stubApi({});
    renderModal('free');
    const dialog = screen.getByRole('dialog', { name: 'Create League' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(LEAGUE_MESSAGES.createNeedsSubscription);
    expect('You can join leagues as a free user, but creating a league requires a full subscription.').toBe(
      LEAGUE_MESSAGES.createNeedsSubscription,
    );
    expect(within(dialog).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/membership');
    expect(within(dialog).queryByLabelText('League name')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows every option with its default (spec 02 §9)', () => {
    renderModal();
    expect(screen.getByRole('radio', { name: /Private/ })).toBeChecked();
    expect(screen.getByLabelText('Number of rounds')).toHaveValue('8');
    expect(screen.getByLabelText('Round schedule')).toHaveValue('168');
    expect(screen.getByRole('radio', { name: /Time limit/ })).toBeChecked();
    expect(screen.getByLabelText('Time limit')).toHaveValue('2');
    expect(screen.getByRole('slider', { name: 'Putting distance' })).toHaveValue('7');
    for (const flag of flagSwitches()) expect(flag).toBeChecked();
    expect(screen.getByRole('switch', { name: 'In-person (IRL) tournament' })).not.toBeChecked();
    expect(screen.getByLabelText('Start date and time')).not.toHaveValue('');
    expect(screen.getAllByRole('option', { name: /Every|Monthly/ })).toHaveLength(12);
  });

  it('turns the three flags off and locks them while IRL is on, with player count and names', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('switch', { name: 'In-person (IRL) tournament' }));

    for (const flag of flagSwitches()) {
      expect(flag).not.toBeChecked();
      expect(flag).toBeDisabled();
    }
    expect(screen.getByLabelText('Number of players')).toHaveValue('4');
    expect(screen.getByLabelText('Player 4')).toHaveValue('Player 4');
    await user.selectOptions(screen.getByLabelText('Number of players'), '3');
    expect(screen.queryByLabelText('Player 4')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'In-person (IRL) tournament' }));
    for (const flag of flagSwitches()) expect(flag).toBeChecked();
  });

  it('sends the IRL league with the flags off, the names, and opens its page', async () => {
    const sent = stubApi({
      [CREATE]: {
        status: 201,
        body: {
          ...buildLeagueDetail({ league: buildLeagueSummary({ league_id: 44, name: 'Club Night' }) }),
          message: 'ok',
        },
      },
    });
    const { user } = renderModal();
    await user.type(screen.getByLabelText('League name'), 'Club Night');
    await user.type(screen.getByLabelText('Description'), 'Friday putting');
    await user.click(screen.getByRole('switch', { name: 'In-person (IRL) tournament' }));
    await user.selectOptions(screen.getByLabelText('Number of players'), '3');
    await user.clear(screen.getByLabelText('Player 2'));
    await user.type(screen.getByLabelText('Player 2'), 'Bo');
    await user.click(screen.getByRole('button', { name: 'Create League' }));

    expect(await screen.findByText('League "Club Night" created.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/leagues/44');
    const body = sent.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      creator_id: 12,
      name: 'Club Night',
      description: 'Friday putting',
      privacy_type: 'private',
    });
    expect(body.settings).toMatchObject({
      ...IRL_TRIO_SETTINGS,
      num_rounds: 8,
      round_duration_hours: 168,
      time_limit_minutes: 2,
    });
  });

  it('reads the start in the profile’s time zone, says so by the field, and sends it as typed (decision 043)', async () => {
    const sent = stubApi({
      [CREATE]: { status: 201, body: { ...buildLeagueDetail(), message: 'ok' } },
    });
    const { user } = renderModal('regular', 'Europe/Oslo');
    const start = screen.getByLabelText('Start date and time');
    expect(start).toHaveAccessibleDescription(/Your local time in Europe\/Oslo, your profile's time zone/);
    expect(screen.getByLabelText('How it starts')).toHaveValue('scheduled');
    await user.selectOptions(screen.getByLabelText('How it starts'), 'manual');
    await user.type(screen.getByLabelText('League name'), 'Winter');
    await user.type(screen.getByLabelText('Description'), 'Two rounds');
    await user.clear(start);
    await user.type(start, '2099-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    await screen.findByText('League "Spring League" created.');
    const body = sent.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ start_time: '2099-12-01T10:00', start_mode: 'manual', time_zone: 'Europe/Oslo' });
  });

  it('marks the required fields and sends nothing', async () => {
    const sent = stubApi({});
    const { user } = renderModal();
    await user.clear(screen.getByLabelText('Start date and time'));
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(screen.getByText('League name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Start date and time is required')).toBeInTheDocument();
    expect(screen.getByLabelText('League name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal, or the spec's fallback text", async () => {
    stubApi({
      [CREATE]: { status: 403, body: { error: 'forbidden', message: LEAGUE_MESSAGES.createNeedsSubscription } },
    });
    const { user } = renderModal();
    await user.type(screen.getByLabelText('League name'), 'X');
    await user.type(screen.getByLabelText('Description'), 'Y');
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText(LEAGUE_MESSAGES.createNeedsSubscription)).toBeInTheDocument();

    stubApi({ [CREATE]: { status: 500, body: { error: 'internal', message: 'Unknown server error.' } } });
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('Failed to create league')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = renderModal();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
