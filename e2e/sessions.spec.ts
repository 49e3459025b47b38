import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { registerViaApi } from './support/players.ts';
import { uploadSessions } from './support/sessions.ts';
import { signInViaUi, statCard } from './support/sign-in.ts';

/** The visible cells of a Session History row, in column order. */
async function rowCells(page: Page, sessionNumber: number): Promise<string[]> {
  const row = page
    .getByTestId('session-row')
    .filter({ has: page.getByRole('rowheader', { name: String(sessionNumber), exact: true }) });
  return row.locator('th, td').allInnerTexts();
}

test('a golfer uploads sessions, reads them on the dashboard and career page, and compares', async ({
  page,
  player,
  request,
  context,
}) => {
  const rival = await registerViaApi(request);
  const mine = await uploadSessions(request, player, 3);
  const theirs = await uploadSessions(request, rival, 2);
  const makes = mine.reduce((a, s) => a + s.makes, 0);
  const misses = mine.reduce((a, s) => a + s.misses, 0);
  const latest = mine[mine.length - 1];

  await signInViaUi(page, player);

  await test.step('the dashboard cards and table show the figures the server derived', async () => {
    await expect(statCard(page, 'Makes')).toHaveText(makes.toLocaleString('en-US'));
    await expect(statCard(page, 'Misses')).toHaveText(misses.toLocaleString('en-US'));
    const fastest = Math.min(...mine.map((s) => s.fastest_21_makes ?? Number.POSITIVE_INFINITY));
    await expect(statCard(page, 'Fastest 21')).toHaveText(Number.isFinite(fastest) ? `${fastest.toFixed(2)}s` : 'N/A');
    await expect(statCard(page, 'Accuracy')).toHaveText(`${((makes / (makes + misses)) * 100).toFixed(1)}%`);
    await expect(page.getByTestId('session-row')).toHaveCount(3);
    // Newest first: session #3 heads the table.
    await expect(page.getByTestId('session-row').first().getByRole('rowheader')).toHaveText(
      String(latest.session_number),
    );
    const cells = await rowCells(page, latest.session_number);
    // The player's zone is UTC: the date reads in UTC, as 'Mar 04, 2025, 14:05'.
    const started = new Date(latest.start_time);
    const inUtc = (parts: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...parts }).format(started);
    const date = inUtc({ month: 'short', day: '2-digit', year: 'numeric' });
    const time = inUtc({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(cells.slice(1, 9)).toEqual([
      String(latest.session_number),
      expect.stringMatching(new RegExp(`^${date},\\s+${time}$`)),
      // The session type, then how it was captured (the API upload stands for the desktop app).
      'Practice\nDesktop app',
      expect.stringMatching(/^\d+:\d{2}$/),
      String(latest.makes),
      String(latest.misses),
      String(latest.best_streak),
      latest.fastest_21_makes == null ? 'N/A' : `${latest.fastest_21_makes.toFixed(2)}s`,
    ]);
    expect(cells[9]).toBe(latest.putts_per_minute!.toFixed(2));
  });

  await test.step('the newest row expands by keyboard into its breakdown; older rows are locked on the free plan', async () => {
    const toggle = page.getByRole('button', { name: `Details of session #${latest.session_number}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const [topCategory, topCount] = Object.entries(latest.makes_by_category!).sort((a, b) => b[1] - a[1])[0];
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('heading', { name: 'Makes by Category' })).toBeVisible();
    await expect(panel.getByRole('row', { name: `${topCategory} ${topCount}` }).first()).toBeVisible();
    await expect(panel.getByRole('rowheader', { name: '3+ in a row' })).toBeVisible();

    const locked = page.getByRole('button', { name: `Session #${mine[0].session_number} details locked` });
    await locked.click();
    await expect(page.getByText('Session details are available to full subscribers.')).toBeVisible();
  });

  await test.step('Copy Parameters puts the practice parameters on the clipboard', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Putting distance (feet)').fill('6.5');
    await page.getByRole('button', { name: 'Copy Parameters' }).click();
    await expect(page.getByText('✅ Parameters copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('mode=practice,distance_feet=6.5');
  });

  await test.step('career stats: the free owner sees blurred tables and the upgrade prompt', async () => {
    await page.getByRole('link', { name: 'Career Stats' }).click();
    await expect(page).toHaveURL(`/player/${player.id}/stats`);
    await expect(page.getByRole('heading', { name: `Career Stats: ${player.name}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('locked-career')).toContainText('Your career figures are hidden on the free plan.');
    // Every paywall leads to the membership page (decision 046).
    await expect(page.getByRole('link', { name: 'Upgrade Now' }).first()).toHaveAttribute('href', '/membership');
    await expect(page.getByRole('heading', { name: 'Recent Duels' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Leagues' })).toBeVisible();
    // Certificates are for subscribers: the section offers the upgrade instead.
    await expect(page.getByRole('heading', { name: 'Unlock Achievement Certificates' })).toBeVisible();
    // Placeholders stand where the figures would be: the server sent none to show.
    await expect(page.getByRole('rowheader', { name: 'Total Makes' })).toBeHidden();
    await expect(page.getByTestId('locked-career')).toContainText('•••');
  });

  await test.step('the session history page offers Unlock Full Session History to its free owner', async () => {
    await page.getByRole('link', { name: 'Session History' }).click();
    await expect(page.getByRole('heading', { name: `${player.name}'s Sessions`, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unlock Full Session History' })).toBeVisible();
    await expect(page.getByTestId('session-row')).toHaveCount(3);
  });

  await test.step("from the rival's career page, Compare with me opens the head-to-head", async () => {
    await page.goto(`/player/${rival.id}/stats`);
    await expect(page.getByRole('heading', { name: `Career Stats: ${rival.name}` })).toBeVisible();
    await page.getByRole('link', { name: 'Compare with me' }).click();
    await expect(page).toHaveURL(`/players/${player.id}/vs/${rival.id}`);
    await expect(page.getByRole('heading', { name: `${player.name} vs ${rival.name}`, level: 1 })).toBeVisible();
    const cards = page.getByTestId('compare-player');
    await expect(cards.first()).toContainText(`Total Makes${makes.toLocaleString('en-US')}`);
    await expect(cards.nth(1)).toContainText(
      `Total Makes${theirs.reduce((a, s) => a + s.makes, 0).toLocaleString('en-US')}`,
    );
    await expect(page.getByText('(0 Completed Duels)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Head-to-Head Leaderboard' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'No duels found between these players' })).toBeVisible();
  });

  await test.step('Open Desktop App without the app installed says so and points to Copy Parameters', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open Desktop App' }).click();
    // Last step on purpose: Chromium's external-protocol prompt may hold later input in headless runs.
    await expect(page.getByRole('alert').filter({ hasText: 'The desktop app was not found' })).toContainText(
      'Copy Parameters',
    );
  });
});
