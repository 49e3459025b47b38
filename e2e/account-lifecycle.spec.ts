import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/players.ts';
import { profileButton, statCard } from './support/sign-in.ts';

test('a new golfer creates an account, signs in, edits settings and logs out', async ({ page }) => {
  const email = uniqueEmail('nina');
  const password = 'first-putt-6';

  await test.step('create an account on /login', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    // The clicked link is gone with the mode switch: focus moves to the new form's heading.
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeFocused();
    await page.getByLabel('Display Name / Username').fill('Nina Green');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  });

  await test.step('sign in with the new account', async () => {
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Account created successfully. Please sign in.');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  await test.step('the dashboard shows empty all-time stats', async () => {
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // After a navigation, focus starts on the new page's heading, as after a full page load.
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeFocused();
    await expect(statCard(page, 'Makes')).toHaveText('0');
    await expect(statCard(page, 'Misses')).toHaveText('0');
    await expect(statCard(page, 'Accuracy')).toHaveText('N/A');
    await expect(statCard(page, 'Fastest 21')).toHaveText('N/A');
  });

  await test.step('change name and time zone in settings', async () => {
    await profileButton(page, 'Nina Green').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await page.getByLabel('Name', { exact: true }).fill('Nina Birdie');
    await page.getByLabel('Time Zone').selectOption('Europe/Oslo');
    await page.getByRole('button', { name: 'Save Account Info' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
  });

  await test.step('after a reload the header and the form show what was saved', async () => {
    await page.reload();
    await expect(profileButton(page, 'Nina Birdie')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nina Birdie');
    await expect(page.getByLabel('Time Zone')).toHaveValue('Europe/Oslo');
  });

  await test.step('logout lands on /login and protected pages are closed again', async () => {
    await profileButton(page, 'Nina Birdie').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/settings');
    await expect(page).toHaveURL('/login?next=%2Fsettings');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });
});
