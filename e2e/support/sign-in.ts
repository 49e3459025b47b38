import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { clientAddress } from './players.ts';

/** Signs in through the /login form the page is on (or opens it first) and waits to leave it. */
export async function signInViaUi(page: Page, credentials: { email: string; password: string }): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email Address').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A second golfer in a browser of their own (separate storage, so a separate sign-in), from their
 * own client address like every test's browser (see clientAddress).
 */
export async function signedInPage(browser: Browser, player: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();
  await signInViaUi(page, player);
  return page;
}

/** The value shown on one of the dashboard's all-time stat cards ("Makes", "Accuracy", …). */
export function statCard(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'All-Time Stats' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The header's profile menu button, which shows the signed-in player's name. */
export function profileButton(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}
