import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { InvitePlayerForm } from './invite-player-form.tsx';

const SEARCH = 'GET /api/players/search';
const INVITE = 'POST /api/leagues/7/invite';
const sentOk = { status: 200, body: { success: true, message: 'Invitation sent.' } };

function renderForm() {
  return renderWithProviders(<InvitePlayerForm leagueId={7} viewerId={12} />, {
    player: buildPlayer({ player_id: 12 }),
  });
}

describe('league invite (spec 02 §5)', () => {
  it('searches once typing pauses at 3 characters or more, and invites the player picked', async () => {
    const sent = stubApi({
      [SEARCH]: { status: 200, body: { players: [{ player_id: 34, name: 'Ben Birdie' }] } },
      [INVITE]: sentOk,
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Invite a player'), 'Ben');
    await user.click(await screen.findByRole('button', { name: 'Ben Birdie' }));
    // One search for the settled text, none per keystroke.
    expect(sent.filter((r) => r.path === '/api/players/search')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invitation sent to Ben Birdie.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/leagues/7/invite',
      body: { league_id: 7, league_invited_player_id: 34, league_inviter_id: 12 },
    });
  });

  it('offers a phone number of 10 to 15 digits that nobody has as a new-player invite, and shows the link to share', async () => {
    const sent = stubApi({
      [SEARCH]: { status: 200, body: { players: [] } },
      [INVITE]: { status: 200, body: { ...sentOk.body, invite_link: 'http://localhost/register?invite=league' } },
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Invite a player'), '(555) 123-4567');
    await user.click(await screen.findByRole('button', { name: 'Invite 5551234567 with a link' }));
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByLabelText('Invitation link to send')).toHaveValue(
      'http://localhost/register?invite=league',
    );
    expect(sent.at(-1)?.body).toEqual({
      league_id: 7,
      new_player_contact: { type: 'phone', value: '5551234567' },
      league_inviter_id: 12,
    });
  });

  it('refuses to send with nobody picked, and shows the fallback when the invite fails', async () => {
    stubApi({
      [SEARCH]: { status: 200, body: { players: [{ player_id: 34, name: 'Ben Birdie' }] } },
      [INVITE]: { status: 500, body: { message: 'Unknown server error.' } },
    });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(screen.getByRole('alert')).toHaveTextContent(LEAGUE_MESSAGES.selectPlayer);
    await user.type(screen.getByLabelText('Invite a player'), 'Ben');
    await user.click(await screen.findByRole('button', { name: 'Ben Birdie' }));
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LEAGUE_MESSAGES.failedInvite));
  });
});
