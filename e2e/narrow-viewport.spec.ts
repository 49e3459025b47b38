import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { profileButton, signInViaUi, statCard } from './support/sign-in.ts';

const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 812 } });

async function expectNoHorizontalOverflow(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(WIDTH);
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

  await test.step('dashboard: header and four readable cards', async () => {
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    for (const name of ['Duels', 'Leagues', 'Dashboard']) {
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
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expectNoHorizontalOverflow(page);
  });
});
