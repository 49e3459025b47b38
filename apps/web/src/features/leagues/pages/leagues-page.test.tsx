import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLeagueInvite, buildLeagueSummary } from '../../../test/build-league.ts';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { NO_INVITES_TEXT, NO_MY_LEAGUES_TEXT, NO_PUBLIC_LEAGUES_TEXT } from '../components/leagues-table.tsx';
import { LeaguesPage } from './leagues-page.tsx';

const LIST = 'GET /api/leagues';
const me = buildPlayer({ player_id: 34, name: 'Ben', membership_tier: 'free' });
const future = new Date(Date.now() + 86_400_000).toISOString();

describe('/leagues', () => {
  it('lists invitations, my leagues and public leagues, with Accept, Decline and Join', async () => {
    const sent = stubApi({
      [LIST]: {
        status: 200,
        body: {
          pending_invites: [buildLeagueInvite({ name: 'Private Cup', start_time: future, end_time: future })],
          my_leagues: [
            buildLeagueSummary({
              league_id: 8,
              name: 'Tuesday League',
              status: 'active',
              active_round_number: 2,
              end_time: future,
            }),
          ],
          public_leagues: [
            buildLeagueSummary({ league_id: 9, name: 'Open Season', is_member: false, end_time: future }),
          ],
        },
      },
      'POST /api/leagues/9/join': { status: 200, body: {} },
    });
    const { user } = renderWithProviders(<LeaguesPage />, { player: me });

    const invites = await screen.findByTestId('leagues-invites');
    expect(within(invites).getByRole('rowheader', { name: 'Private Cup' })).toBeInTheDocument();
    expect(within(invites).getByRole('button', { name: 'Accept invitation to Private Cup' })).toBeInTheDocument();
    const mine = screen.getByTestId('leagues-mine');
    expect(within(mine).getByRole('link', { name: 'Tuesday League' })).toHaveAttribute('href', '/leagues/8');
    expect(within(mine).getByRole('cell', { name: 'Round 2' })).toBeInTheDocument();
    await user.click(within(screen.getByTestId('leagues-public')).getByRole('button', { name: 'Join Open Season' }));
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/leagues/9/join', body: { player_id: 34 } });
  });

  it('reads a 404 as three empty tables', async () => {
    stubApi({ [LIST]: { status: 404, body: { message: 'Not found' } } });
    renderWithProviders(<LeaguesPage />, { player: me });
    expect(await screen.findByText(NO_INVITES_TEXT)).toBeInTheDocument();
    expect(screen.getByText(NO_MY_LEAGUES_TEXT)).toBeInTheDocument();
    expect(screen.getByText(NO_PUBLIC_LEAGUES_TEXT)).toBeInTheDocument();
  });

  it("says 'Failed to load leagues.' with Try Again on other failures", async () => {
    stubApi({ [LIST]: { status: 500, body: { message: 'Unknown server error.' } } });
    renderWithProviders(<LeaguesPage />, { player: me });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      LEAGUE_MESSAGES.failedLoadLeagues,
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('opens the Create League modal, which tells a free member why they cannot create one', async () => {
    stubApi({ [LIST]: { status: 404 } });
    const { user } = renderWithProviders(<LeaguesPage />, { player: me });
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(within(screen.getByRole('dialog', { name: 'Create League' })).getByRole('status')).toHaveTextContent(
      LEAGUE_MESSAGES.createNeedsSubscription,
    );
  });
});
