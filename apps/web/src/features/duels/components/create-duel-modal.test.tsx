import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildDuel } from '../../../test/build-duel.ts';
import { buildPlayer } from '../../../test/build-player.ts';
import { DEFAULT_DUEL_BODY } from '../../../test/expected-bodies.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { type StubAnswer, stubApi } from '../../../test/stub-api.ts';
import { CreateDuelModal } from './create-duel-modal.tsx';

const me = buildPlayer({ player_id: 12, name: 'Ada' });
const SEARCH = 'GET /api/players/search';
const CREATE = 'POST /api/duels';

function Harness({ rematchOf = null }: { rematchOf?: ReturnType<typeof buildDuel> | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <CreateDuelModal open={open} onClose={() => setOpen(false)} viewerId={me.player_id} rematchOf={rematchOf} />
    </>
  );
}

function created(inviteLink: string | null = null): StubAnswer {
  return { status: 201, body: { success: true, message: 'Duel created', duel: buildDuel(), invite_link: inviteLink } };
}

const send = () => screen.getByRole('button', { name: 'Send Challenge' });

describe('Create Duel modal', () => {
  it('is a labelled dialog whose Send stays disabled until an opponent is chosen from the search', async () => {
    const sent = stubApi({
      [SEARCH]: { status: 200, body: { players: [{ player_id: 34, name: 'Ben Birdie' }] } },
      [CREATE]: created(),
    });
    const { user } = renderWithProviders(<Harness />, { player: me });

    expect(screen.getByRole('dialog', { name: 'Create Duel' })).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await user.type(screen.getByLabelText('Opponent'), 'Ben');
    await user.click(await screen.findByRole('button', { name: 'Ben Birdie' }));
    expect(screen.getByTestId('chosen-opponent')).toHaveTextContent('Ben Birdie');
    expect(send()).toBeEnabled();

    await user.click(send());

    expect(await screen.findByText('Challenge sent to Ben Birdie.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/duels',
      body: DEFAULT_DUEL_BODY,
    });
  });

  it('offers an e-mail invite for an address nobody has, which enables Send', async () => {
    const sent = stubApi({ [SEARCH]: { status: 200, body: { players: [] } }, [CREATE]: created() });
    const { user } = renderWithProviders(<Harness />, { player: me });

    await user.type(screen.getByLabelText('Opponent'), 'ivy@example.com');
    await user.click(await screen.findByRole('button', { name: 'Invite ivy@example.com by e-mail' }));
    expect(send()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /Shoot-out/ }));
    await user.selectOptions(screen.getByLabelText('Number of putts'), '50');
    await user.selectOptions(screen.getByLabelText('Invitation expires after'), '24');
    await user.click(send());

    expect(await screen.findByText('Invitation sent to ivy@example.com.')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({
      creator_id: 12,
      invite_new_player: true,
      new_player_contact: { type: 'email', value: 'ivy@example.com' },
      competition_mode: 'shoot_out',
      max_attempts: 50,
      putting_distance_feet: 7,
      invitation_expiry_minutes: 1440,
    });
  });

  it('offers no invite for a name that is not an address, and Send stays disabled', async () => {
    stubApi({ [SEARCH]: { status: 200, body: { players: [] } } });
    const { user } = renderWithProviders(<Harness />, { player: me });

    await user.type(screen.getByLabelText('Opponent'), 'ivy@example');
    expect(await screen.findByText(/No players found/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Invite / })).not.toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('shows the invite link of a phone invite with Copy', async () => {
    stubApi({
      [SEARCH]: { status: 200, body: { players: [] } },
      [CREATE]: created('http://holeout.test/register?invite=duel&phone=5551234567'),
    });
    const { user } = renderWithProviders(<Harness />, { player: me });

    await user.type(screen.getByLabelText('Opponent'), '555 123 4567');
    await user.click(await screen.findByRole('button', { name: 'Invite 5551234567 with a link' }));
    await user.click(send());

    expect(await screen.findByLabelText('Invite link')).toHaveValue(
      'http://holeout.test/register?invite=duel&phone=5551234567',
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to search for players.' when the search fails", async () => {
    stubApi({ [SEARCH]: { status: 500, body: {} } });
    const { user } = renderWithProviders(<Harness />, { player: me });

    await user.type(screen.getByLabelText('Opponent'), 'Ben');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search for players.');
  });

  it("keeps the dialog open with 'Failed to create duel.' or the server's message", async () => {
    let answer: StubAnswer = { status: 404 };
    stubApi({
      [SEARCH]: { status: 200, body: { players: [{ player_id: 34, name: 'Ben Birdie' }] } },
      [CREATE]: () => answer,
    });
    const { user } = renderWithProviders(<Harness />, { player: me });
    await user.type(screen.getByLabelText('Opponent'), 'Ben');
    await user.click(await screen.findByRole('button', { name: 'Ben Birdie' }));

    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create duel.');

    answer = { status: 400, body: { message: 'You cannot challenge yourself.' } };
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You cannot challenge yourself.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    stubApi({});
    const { user } = renderWithProviders(<Harness />, { player: me });
    screen.getByLabelText('Opponent').focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the rematch variant starts with the same opponent and rules', async () => {
    const finished = buildDuel({
      status: 'completed',
      winner_id: 12,
      competition_mode: 'shoot_out',
      time_limit_minutes: null,
      max_attempts: 100,
      putting_distance_feet: 8.5,
    });
    const sent = stubApi({ [CREATE]: created() });
    const { user } = renderWithProviders(<Harness rematchOf={finished} />, { player: me });

    expect(screen.getByRole('dialog', { name: 'Rematch Ben' })).toBeInTheDocument();
    expect(screen.getByTestId('chosen-opponent')).toHaveTextContent('Ben');
    expect(screen.getByLabelText('Number of putts')).toHaveValue('100');
    expect(screen.getByText('8.5 ft')).toBeInTheDocument();
    await user.click(send());
    await screen.findByText('Challenge sent to Ben.');
    expect(sent.at(-1)?.body).toMatchObject({ invited_player_id: 34, max_attempts: 100, putting_distance_feet: 8.5 });
  });
});
