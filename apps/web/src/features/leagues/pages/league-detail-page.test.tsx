import { LEAGUE_MESSAGES, type LeagueDetail } from '@holeout/shared/leagues';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  buildLeagueDetail,
  buildLeagueSummary,
  buildRound,
  buildStanding,
  buildSubmission,
  buildThreeMembers,
} from '../../../test/build-league.ts';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { soleOrganiserNote } from '../components/league-actions.tsx';
import { LeagueDetailPage } from './league-detail-page.tsx';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A running league: round 1 closed and scored, round 2 open for another hour and a half. */
function runningLeague(): LeagueDetail {
  const now = Date.now();
  const league = buildLeagueSummary({
    status: 'active',
    active_round_number: 2,
    start_time: iso(now - 2.5 * HOUR),
    end_time: iso(now + 1.5 * HOUR),
    settings: { allow_catch_up_submissions: false },
  });
  return buildLeagueDetail({
    league,
    members: buildThreeMembers(),
    rounds: [
      buildRound({
        round_number: 1,
        status: 'completed',
        start_time: iso(now - 2.5 * HOUR),
        end_time: iso(now - 0.5 * HOUR),
        submissions: [
          buildSubmission({ score: 9, points_awarded: 2 }),
          buildSubmission({ player_id: 34, player_name: 'Ben', score: 14, points_awarded: 3 }),
        ],
      }),
      buildRound({
        round_number: 2,
        status: 'active',
        start_time: iso(now - 0.5 * HOUR),
        end_time: iso(now + 1.5 * HOUR),
        submissions: [buildSubmission({ player_id: 56, player_name: 'Cy', score: 5 })],
      }),
    ],
    standings: [
      buildStanding({ rank: 1, player_id: 34, player_name: 'Ben', points: 3 }),
      buildStanding({ rank: 2, points: 2 }),
      buildStanding({ rank: 3, player_id: 56, player_name: 'Cy', points: 0 }),
    ],
    viewer: { ...buildLeagueDetail().viewer, can_edit: false },
  });
}

function renderPage(detail: LeagueDetail, extra: Parameters<typeof stubApi>[0] = {}) {
  const sent = stubApi({ 'GET /api/leagues/7': { status: 200, body: detail }, ...extra });
  const view = renderWithProviders(
    <Routes>
      <Route path="/leagues/:leagueId" element={<LeagueDetailPage />} />
      <Route path="/leagues" element={<p>Leagues list</p>} />
    </Routes>,
    { player: buildPlayer({ player_id: 12, name: 'Ada', membership_tier: 'regular' }), path: '/leagues/7' },
  );
  return { ...view, sent };
}

describe('/leagues/{id}', () => {
  it('shows the rounds × players pivot in standings order, sortable with aria-sort', async () => {
    const { user } = renderPage(runningLeague());
    const results = await screen.findByTestId('league-results');
    const names = () =>
      within(results)
        .getAllByRole('rowheader')
        .map((c) => c.textContent);
    expect(names()).toEqual(['Ben', 'Ada', 'Cy']);
    expect(within(results).getByRole('columnheader', { name: /Points/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(results).getByRole('button', { name: /Round 2/ }));
    expect(within(results).getByRole('columnheader', { name: /Round 2/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(results).getByRole('columnheader', { name: /Points/ })).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Cy', 'Ada', 'Ben']);
    await user.click(within(results).getByRole('button', { name: /Player/ }));
    expect(names()).toEqual(['Ada', 'Ben', 'Cy']);

    const cy = within(results).getAllByTestId('pivot-row')[2];
    expect(cy).toHaveTextContent('Completed');
    expect(cy).toHaveTextContent('5 · Submitted');
    const ada = within(results).getAllByTestId('pivot-row')[0];
    expect(ada).toHaveTextContent('9 · 2 pts');
    expect(ada).toHaveTextContent('Open App');
  });

  it("offers the viewer's round with its countdown, Open Desktop App and Copy Parameters", async () => {
    renderPage(runningLeague());
    const panel = await screen.findByTestId('league-round-panel');
    expect(within(panel).getByRole('heading', { name: 'Round 2 of 2' })).toBeInTheDocument();
    expect(within(panel).getByRole('timer')).toHaveAccessibleName(
      /^Round 2 ends in 1 hour, 30 minutes|^Round 2 ends in 1 hour, 29 minutes/,
    );
    expect(within(panel).getByRole('button', { name: 'Open Desktop App' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy Parameters' })).toBeInTheDocument();
  });

  it('shows four leaderboard cards of three slots, dashes when unclaimed', async () => {
    renderPage(runningLeague(), {
      'GET /api/leaderboards-v2': {
        status: 200,
        body: {
          metric: 'total_makes',
          context_type: 'leagues',
          leaderboard: [{ rank: 1, player_id: 34, player_name: 'Ben', value: 140 }],
        },
      },
    });
    const card = await screen.findByTestId('leaderboard-total_makes');
    expect(await within(card).findByRole('link', { name: 'Ben' })).toHaveAttribute('href', '/player/34/stats');
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getAllByText('Unclaimed')).toHaveLength(2);
    expect(screen.getByTestId('leaderboard-fastest_21_makes_seconds')).toBeInTheDocument();
  });

  it('asks for the player pick before inviting: Please select a player from the search results.', async () => {
    const { user, sent } = renderPage(runningLeague());
    const members = await screen.findByTestId('league-members');
    await user.type(within(members).getByLabelText('Invite a player'), 'Zo');
    await user.click(within(members).getByRole('button', { name: 'Send Invite' }));
    expect(within(members).getByRole('alert')).toHaveTextContent(LEAGUE_MESSAGES.selectPlayer);
    expect(within(members).getByText('Keep typing to search.')).toBeInTheDocument();
    expect(sent.some((r) => r.path === '/api/players/search')).toBe(false);
  });

  it('confirms before deleting, then goes back to the list', async () => {
    const { user, sent } = renderPage(runningLeague(), {
      'DELETE /api/leagues/7': { status: 200, body: { success: true, message: 'League deleted' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete League' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this league?' });
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete League' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete League' }));
    expect(await screen.findByText('Leagues list')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'DELETE')?.body).toEqual({ action: 'delete' });
  });

  it("shows the server's message when leaving fails, inside the confirmation", async () => {
    const { user } = renderPage(runningLeague(), {
      'DELETE /api/leagues/7': { status: 500, body: { message: 'Unknown server error.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave League' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this league?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave League' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LEAGUE_MESSAGES.failedLeave);
  });

  it('offers a sole organiser no Leave League and says what they can do instead', async () => {
    const alone = runningLeague();
    renderPage({ ...alone, members: alone.members.slice(0, 1) });
    expect(await screen.findByRole('button', { name: 'Delete League' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave League' })).not.toBeInTheDocument();
    expect(screen.getByText(soleOrganiserNote(false, true))).toBeInTheDocument();
  });

  it("says 'Failed to load league details.' when the league cannot be loaded", async () => {
    stubApi({ 'GET /api/leagues/7': { status: 500, body: { message: 'Unknown server error.' } } });
    renderWithProviders(
      <Routes>
        <Route path="/leagues/:leagueId" element={<LeagueDetailPage />} />
      </Routes>,
      { player: buildPlayer({ player_id: 12 }), path: '/leagues/7' },
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(LEAGUE_MESSAGES.failedLoadLeague);
  });

  it('offers Start League in the Edit League modal of a league in setup', async () => {
    const setup = buildLeagueDetail({
      league: buildLeagueSummary({
        status: 'setup',
        settings: { is_irl: true, num_players: 3, player_names: ['A', 'B', 'C'] },
      }),
      viewer: { ...buildLeagueDetail().viewer, can_edit: true, can_start: true },
    });
    const { user, sent } = renderPage(setup, {
      'POST /api/leagues/7/start': { status: 500, body: { message: 'Unknown server error.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit League' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit League' });
    expect(within(dialog).getByLabelText('Round schedule')).toHaveValue('2');
    expect(within(dialog).getAllByRole('option', { name: /Every/ })).toHaveLength(6);
    await user.click(within(dialog).getByRole('button', { name: 'Start League' }));
    expect(await within(dialog).findByText(LEAGUE_MESSAGES.failedStart)).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/leagues/7/start' });
  });
});
