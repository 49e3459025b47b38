import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/players.ts';
import { profileButton } from './support/sign-in.ts';

/**
 * Sign-in with Google against the harness's local OpenID provider (e2e/support/oidc-provider.ts):
 * the popup of spec 01 §4, where the player completes the provider's own login and consent forms.
 */

async function seriousFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** Clicks 'Continue with Google' and signs in at the provider in the popup as `email`. */
async function continueWithGoogle(page: Page, email: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.locator('input[name="login"]').fill(email);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
  await popup.waitForEvent('close');
}

test('a new player signs in with Google through the popup and sets up the account', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  await continueWithGoogle(page, email);

  await expect(page).toHaveURL(/\/setup-account\?/);
  await expect(page.getByRole('heading', { name: 'Complete Your Account' })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByLabel('Display Name').fill('Popup Golfer');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Account created successfully.')).toBeVisible();
  await expect(profileButton(page, 'Popup Golfer')).toBeVisible();

  // The account has no password: its only sign-in method cannot be unlinked.
  await page.goto('/settings');
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  await expect(methods).toContainText('Google');
  await methods.getByRole('button', { name: /^Unlink Google/ }).click();
  await expect(page.getByText('Error: You cannot remove your only way to sign in.')).toBeVisible();
});

test('a player links Google to an existing account with its password, then signs straight in', async ({
  page,
  player,
}) => {
  await page.goto('/login');
  await continueWithGoogle(page, player.email);

  await expect(page).toHaveURL(/\/link-account\?/);
  await expect(page.getByLabel('Email Address')).toHaveValue(player.email);
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Link Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your password.');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Link Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Link Account' }).click();
  await expect(profileButton(page, player.name)).toBeVisible();

  await page.goto('/settings');
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  await expect(methods).toContainText('Password');
  await expect(methods).toContainText('Google');
  expect(await seriousFindings(page)).toEqual([]);

  await profileButton(page, player.name).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Still signed in at the provider, with consent given: the popup comes straight back and closes.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await (await popupOpened).waitForEvent('close');
  await expect(profileButton(page, player.name)).toBeVisible();
});

test('a player links Google from Settings and unlinks it again', async ({ page, player }) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(profileButton(page, player.name)).toBeVisible();
  await page.goto('/settings');

  // A Google account with another address than the player's: linking from Settings needs no match.
  const googleEmail = uniqueEmail('elsewhere');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Link Google' }).click();
  const popup = await popupOpened;
  await popup.locator('input[name="login"]').fill(googleEmail);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Google linked.')).toBeVisible();
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  await expect(methods).toContainText(googleEmail);

  await methods.getByRole('button', { name: `Unlink Google ${googleEmail}` }).click();
  await expect(page.getByText('Sign-in method removed.')).toBeVisible();
  await expect(methods).not.toContainText(googleEmail);
  await expect(page.getByRole('button', { name: 'Link Google' })).toBeVisible();
});
