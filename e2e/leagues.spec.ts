import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { getLeague, uploadLeagueSession } from './support/leagues.ts';
import { signedInPage, signInViaUi } from './support/sign-in.ts';
import { advanceLeagueTime, setMembershipTier } from './support/test-hooks.ts';

/** The results pivot's row of one player. */
function pivotRow(page: Page, name: string): Locator {
  return page.getByTestId('league-results').getByTestId('pivot-row').filter({ hasText: name });
}

/** The Create League modal, filled with a name, a description, 2 rounds of 1 hour. */
async function openCreateLeague(page: Page, name: string): Promise<Locator> {
  await page.goto('/leagues');
  await expect(page.getByRole('heading', { name: 'Leagues', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create League' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create League' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('League name').fill(name);
  await dialog.getByLabel('Description').fill('Two quick rounds of two-minute putting at 7 feet.');
  await dialog.getByLabel('Number of rounds').selectOption('2');
  await dialog.getByLabel('Round schedule').selectOption('1');
  return dialog;
}

/** The league's id from the league page's address. */
function leagueIdOf(page: Page): number {
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Edit League → Start League: round 1 opens now. */
async function startLeague(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit League' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit League' });
  await dialog.getByRole('button', { name: 'Start League' }).click();
  await expect(page.getByText('League started. Round 1 is open.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an organiser runs a league: a second player joins, both submit, the round closes with points', async ({
  browser,
  page,
  player: ada,
  opponent: ben,
  request,
}) => {
  await setMembershipTier(request, ada.id, 'regular');
  const name = `Spring League ${Date.now().toString(36)}`;
  await signInViaUi(page, ada);

  let leagueId = 0;
  await test.step('Ada, a regular member, creates a public league', async () => {
    const dialog = await openCreateLeague(page, name);
    await dialog.getByRole('radio', { name: /Public/ }).check();
    await expect(dialog.getByRole('combobox', { name: 'Time limit' })).toHaveValue('2');
    await dialog.getByRole('button', { name: 'Create League' }).click();
    await expect(page.getByText(`League "${name}" created.`)).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    leagueId = leagueIdOf(page);
    await expect(page.getByTestId('league-round-panel')).toContainText('Round 1 starts in');
  });

  const benPage = await signedInPage(browser, ben);
  await test.step('Ben, a free member, finds it among the public leagues and joins', async () => {
    await benPage.goto('/leagues');
    await benPage
      .getByTestId('leagues-public')
      .getByRole('button', { name: `Join ${name}` })
      .click();
    await expect(benPage.getByText(`You joined ${name}.`)).toBeVisible();
    await expect(benPage.getByTestId('leagues-mine').getByRole('link', { name })).toBeVisible();
  });

  await test.step('Ada starts the league from Edit League: round 1 is open', async () => {
    await page.reload();
    await expect(page.getByTestId('league-members').getByRole('link', { name: ben.name })).toBeVisible();
    await startLeague(page);
    const panel = page.getByTestId('league-round-panel');
    await expect(panel.getByRole('heading', { name: 'Round 1 of 2' })).toBeVisible();
    await expect(panel.getByRole('timer')).toHaveAccessibleName(/^Round 1 ends in (59|60) minutes/);
  });

  await test.step("Ben's league page offers round 1 to the desktop app with its parameters", async () => {
    await benPage.goto(`/leagues/${leagueId}`);
    const panel = benPage.getByTestId('league-round-panel');
    await expect(panel).toContainText('Your round: Open App');
    await benPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel.getByRole('button', { name: 'Copy Parameters' }).click();
    await expect(panel.getByText('✅ Parameters copied to clipboard!')).toBeVisible();
    expect(await benPage.evaluate(() => navigator.clipboard.readText())).toBe(
      `league_round=1,league_id=${leagueId},time_limit=2`,
    );
  });

  await test.step('both putt their session; the uploads name the league round', async () => {
    const round1 = (await getLeague(request, ada, leagueId)).rounds[0];
    expect((await uploadLeagueSession(request, ada, round1.round_id, { makes: 9, misses: 3 })).status).toBe(201);
    expect((await uploadLeagueSession(request, ben, round1.round_id, { makes: 6, misses: 6 })).status).toBe(201);
    await page.reload();
    await expect(pivotRow(page, ada.name)).toContainText('9 · Submitted');
    await expect(pivotRow(page, ben.name)).toContainText('6 · Submitted');
    await expect(pivotRow(page, ada.name)).toContainText('Scheduled');
  });

  await test.step('an hour passes for the league: round 1 closes with its points', async () => {
    expect((await advanceLeagueTime(request, leagueId, 61)).steps).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByTestId('league-round-panel').getByRole('heading', { name: 'Round 2 of 2' })).toBeVisible();
    // Two members at the close: 1st gets 2 points, 2nd gets 1.
    await expect(pivotRow(page, ada.name)).toContainText('9 · 2 pts');
    await expect(pivotRow(page, ben.name)).toContainText('6 · 1 pt');
    await expect(pivotRow(page, ada.name).getByRole('cell').last()).toHaveText('2');
    const results = page.getByTestId('league-results');
    await expect(results.getByRole('rowheader')).toHaveText([ada.name, ben.name]);
    await results.getByRole('button', { name: 'Player' }).click();
    await expect(results.getByRole('columnheader', { name: 'Player' })).toHaveAttribute('aria-sort', 'ascending');
    const mostMakes = page.getByTestId('leaderboard-total_makes');
    await expect(mostMakes.getByRole('listitem').first()).toContainText(ada.name);
    await expect(mostMakes.getByRole('listitem').first()).toContainText('9');
  });

  await test.step("Ada's career stats list the league with her place and points", async () => {
    await page.goto(`/player/${ada.id}/stats`);
    const row = page.getByTestId('career-leagues').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Round 2');
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/leagues/${leagueId}`);
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  });

  await test.step('the last round passes unplayed: the league completes with Ada as champion', async () => {
    await advanceLeagueTime(request, leagueId, 60);
    await benPage.goto(`/leagues/${leagueId}`);
    const panel = benPage.getByTestId('league-round-panel');
    await expect(panel.getByRole('heading', { name: 'League complete' })).toBeVisible();
    await expect(panel).toContainText(`Champion ${ada.name} · 2 pts`);
    await expect(pivotRow(benPage, ben.name)).toContainText('Completed');
  });
});

test('an organiser records an in-person tournament of three named players from one account', async ({
  page,
  player: org,
  request,
}) => {
  await setMembershipTier(request, org.id, 'premium');
  const name = `Club Night ${Date.now().toString(36)}`;
  await signInViaUi(page, org);

  await test.step('the IRL toggle turns the three flags off and asks for the players', async () => {
    const dialog = await openCreateLeague(page, name);
    await dialog.getByRole('switch', { name: 'In-person (IRL) tournament' }).check();
    for (const flag of ['Members may invite players', 'Late joiners allowed', 'Catch-up submissions allowed']) {
      await expect(dialog.getByRole('switch', { name: flag })).not.toBeChecked();
      await expect(dialog.getByRole('switch', { name: flag })).toBeDisabled();
    }
    await dialog.getByLabel('Number of players').selectOption('3');
    await dialog.getByLabel('Player 1', { exact: true }).fill('Ann');
    await dialog.getByLabel('Player 2', { exact: true }).fill('Bo');
    await dialog.getByLabel('Player 3', { exact: true }).fill('Cat');
    await dialog.getByRole('button', { name: 'Create League' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(
      page.getByTestId('league-round-panel').getByRole('heading', { name: 'Waiting to start' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'In-person players' })).toHaveText(/Ann\s*Bo\s*Cat/);
  });
  const leagueId = leagueIdOf(page);

  await test.step('the organiser starts it and picks who putts on this computer', async () => {
    await startLeague(page);
    const panel = page.getByTestId('league-round-panel');
    await expect(panel).toContainText('0 of 3 players have a session in');
    await expect(panel.getByLabel('Player about to putt')).toHaveValue('Ann');
  });

  await test.step("the organiser's desktop uploads each player's session; a stranger's name is refused", async () => {
    const round1 = (await getLeague(request, org, leagueId)).rounds[0];
    for (const [irlPlayer, makes] of [
      ['Ann', 10],
      ['Bo', 7],
      ['Cat', 7],
    ] as const) {
      const answer = await uploadLeagueSession(request, org, round1.round_id, { makes, misses: 2, irlPlayer });
      expect(answer.status, answer.body.message).toBe(201);
    }
    const stranger = await uploadLeagueSession(request, org, round1.round_id, {
      makes: 20,
      misses: 0,
      irlPlayer: 'Zed',
    });
    expect(stranger.status).toBeGreaterThanOrEqual(400);
    expect(stranger.status).toBeLessThan(500);
    await page.reload();
    await expect(page.getByTestId('league-round-panel')).toContainText('3 of 3 players have a session in');
    await expect(pivotRow(page, 'Bo')).toContainText('7 · Submitted');
  });

  await test.step('the round closes: ties share second place and its points', async () => {
    await advanceLeagueTime(request, leagueId, 61);
    await page.reload();
    await expect(pivotRow(page, 'Ann')).toContainText('10 · 3 pts');
    await expect(pivotRow(page, 'Bo')).toContainText('7 · 2 pts');
    await expect(pivotRow(page, 'Cat')).toContainText('7 · 2 pts');
    await expect(page.getByTestId('league-results').getByRole('rowheader')).toHaveText(['Ann', 'Bo', 'Cat']);
    await expect(pivotRow(page, 'Cat').getByRole('cell').first()).toHaveText('2');
  });
});
