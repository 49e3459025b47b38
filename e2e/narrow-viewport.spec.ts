import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { generateSession, randomProfile, toUploadBody } from '../apps/server/src/scripts/simulation/putt-generator.ts';
import { SeededRandom } from '../apps/server/src/scripts/simulation/seeded-random.ts';
import { expect, test } from './support/fixtures.ts';
import { activeShootOutDuel } from './support/phone-competitions.ts';
import { registerViaApi } from './support/players.ts';
import { profileButton, signInViaUi, statCard } from './support/sign-in.ts';
import { setMembershipTier } from './support/test-hooks.ts';

const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 812 } });

async function expectNoHorizontalOverflow(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(WIDTH);
}

/** A table that fits its box: its scroll region (ScrollRegion) has nothing to scroll sideways. */
async function expectNoSidewaysScroll(table: Locator) {
  const [scrollWidth, clientWidth] = await table.evaluate((el) => {
    const box = el.closest('.table-scroll') ?? el;
    return [box.scrollWidth, box.clientWidth];
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}

async function expectWithinViewport(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
}

test('on a 375 px phone the header works, the cards read and nothing scrolls sideways', async ({ page, player }) => {
  await page.goto('/login');
  await expectNoHorizontalOverflow(page);
  await signInViaUi(page, player);

  await test.step('dashboard: the tab bar and four readable cards', async () => {
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // On a phone the header's destinations are the bottom tab bar (Compete holds Duels and Leagues).
    const header = page.getByRole('banner');
    for (const name of ['Home', 'Compete', 'Record', 'Friends']) {
      await expectWithinViewport(header.getByRole('link', { name, exact: true }));
    }
    await expectWithinViewport(profileButton(page, player.name));
    for (const [label, value] of [
      ['Makes', '0'],
      ['Misses', '0'],
      ['Accuracy', 'N/A'],
      ['Fastest 21', 'N/A'],
    ]) {
      await expect(statCard(page, label)).toHaveText(value);
      await expectWithinViewport(statCard(page, label));
    }
    await expectNoHorizontalOverflow(page);
  });

  await test.step('the profile menu opens inside the screen and leads to settings', async () => {
    await profileButton(page, player.name).click();
    const settings = page.getByRole('menuitem', { name: 'Settings' });
    await expectWithinViewport(settings);
    await expectWithinViewport(page.getByRole('menuitem', { name: 'Logout' }));
    await settings.click();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  await test.step('the header navigation still works', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expectNoHorizontalOverflow(page);
  });
});

test('on a 375 px phone the history reads as cards, focus stays clear of the header, and the distance is checked', async ({
  page,
  player,
  request,
}) => {
  const rng = new SeededRandom(randomBytes(4).readUInt32BE());
  const profile = randomProfile(rng);
  for (let i = 0; i < 3; i++) {
    const startedAt = new Date(Date.now() - (3 - i) * 86_400_000);
    const body = toUploadBody(generateSession(rng, profile, { startedAt, puttCount: 40 }));
    const res = await request.post('/api/sessions', {
      headers: { authorization: `Bearer ${player.token}` },
      data: body,
    });
    expect(res.status()).toBe(201);
  }
  await signInViaUi(page, player);

  await test.step('every figure of a session is on screen, labelled, with nothing to scroll sideways', async () => {
    const row = page.getByTestId('session-row').first();
    await expect(row).toBeVisible();
    for (const label of ['Type', 'Duration', 'Makes', 'Misses', 'Top Streak', 'Fastest 21', 'PPM', 'MPM', 'Max 60s']) {
      const cell = row.locator(`td[data-label="${label}"]`);
      await expectWithinViewport(cell);
      await expect(cell).toHaveCSS('display', 'block');
    }
    await expectWithinViewport(row.getByRole('rowheader'));
    await expectWithinViewport(row.locator('time'));
    await expect(row.getByRole('rowheader')).toHaveText(/^\d+$/);
    await expectNoHorizontalOverflow(page);
  });

  await test.step('a control reached by Tab is never hidden under the sticky header', async () => {
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Focus the control before "Refresh" (far above the view), then Tab onto it: the page
    // scrolls it into view below the header.
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.evaluate((el) => {
      const all = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select'));
      all[all.indexOf(el as HTMLElement) - 1]?.focus({ preventScroll: true });
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.keyboard.press('Tab');
    await expect(refresh).toBeFocused();
    const headerBox = await header.boundingBox();
    const box = await refresh.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  });

  await test.step('an out-of-range putting distance is named and the field marked', async () => {
    const distance = page.getByLabel('Putting distance (feet)');
    await distance.fill('12');
    await page.getByRole('button', { name: 'Copy Parameters' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Putting distance must be between 3.0 and 10.0 feet.' }),
    ).toBeVisible();
    await expect(distance).toHaveAttribute('aria-invalid', 'true');
    await expect(distance).toHaveAccessibleDescription(/Putting distance must be between 3\.0 and 10\.0 feet\./);
    await expect(page.getByText('Failed to generate parameters. Please try again.')).toHaveCount(0);
    await distance.fill('6.5');
    await expect(distance).not.toHaveAttribute('aria-invalid');
  });

  await test.step("an unknown player's stats say so and lead back", async () => {
    await page.goto('/player/999999/stats');
    await expect(page.getByRole('heading', { name: 'Career Stats', level: 1 })).toBeVisible();
    await expect(page.getByText('Could not load stats for this player.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare with me' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('public pages at 375 px carry the logo and the same words', async ({ page }) => {
  for (const address of ['/no-such-page', '/link-account', '/setup-account', '/reset-password', '/login?mode=forgot']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.auth-brand')).toContainText('Holeout');
    await expectNoHorizontalOverflow(page);
  }
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveCount(0);
});

test('on a 375 px phone the career tables and the referral invitations read as cards, with thumb-sized buttons', async ({
  page,
  player,
  request,
}) => {
  await setMembershipTier(request, player.id, 'regular');
  const rival = await registerViaApi(request);
  // A challenge is an invitation too (spec 01 §7): it is listed under Referrals.
  await activeShootOutDuel(request, player, rival);
  await signInViaUi(page, player);

  await test.step("Career Stats: the Duels table's figures under their labels, nothing to scroll", async () => {
    await page.goto(`/player/${player.id}/stats`);
    const duels = page.getByTestId('career-duels');
    await expect(duels.getByRole('rowheader', { name: rival.name })).toBeVisible();
    for (const label of ['Date', 'Score', 'Status']) {
      await expectWithinViewport(duels.locator(`td[data-label="${label}"]`).first());
    }
    await expectNoSidewaysScroll(duels);
    await expectNoSidewaysScroll(page.getByTestId('career-leagues'));
    await expectNoHorizontalOverflow(page);
  });

  await test.step('Settings: the invitations stack, the section links and Copy Link are 44 px targets', async () => {
    await page.goto('/settings');
    const invites = page.getByRole('table', { name: 'Your invitations, newest first' });
    await expect(invites).toContainText(rival.name);
    for (const label of ['Recipient', 'Sent', 'Status', 'Viewed', 'Account', 'Subscriber']) {
      await expectWithinViewport(invites.locator(`td[data-label="${label}"]`).first());
    }
    await expectNoSidewaysScroll(invites);
    for (const target of [
      page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link').first(),
      page.getByRole('button', { name: 'Copy Link' }),
      page.getByRole('button', { name: 'Save Account Info' }),
    ]) {
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoHorizontalOverflow(page);
  });
});
