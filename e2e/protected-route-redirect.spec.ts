import { expect, test } from './support/fixtures.ts';
import { signInViaUi } from './support/sign-in.ts';

test('an anonymous visit to /settings goes through /login and back to /settings', async ({ page, player }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL('/login?next=%2Fsettings');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await signInViaUi(page, player);

  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(player.name);
});
