import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { clientAddress, registerViaApi, uniqueEmail } from './support/players.ts';
import { signedInPage } from './support/sign-in.ts';

/** Uploads one practice session of `makes` makes, as the desktop app does. */
async function practise(request: APIRequestContext, token: string, makes: number) {
  const res = await request.post('/api/sessions', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      session_id: randomUUID(),
      started_at: new Date(Date.now() - 10 * 60_000).toISOString(),
      putts: Array.from({ length: makes }, (_, i) => ({ t: 3 * (i + 1), result: 'MAKE', zone: 'TOP' })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Serious and critical axe findings on the page as it is. */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
}

test('two golfers become friends on /contacts and see each other on the friends leaderboard', async ({
  page,
  request,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const ada = { name: `Ada Friend ${suffix}`, email: uniqueEmail('ada'), password: 'first-putt-6' };
  const ben = await registerViaApi(request, { name: `Ben Buddy ${suffix}` });
  await practise(request, ben.token, 12);

  await test.step('Ada creates her account on /login and practises', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Display Name / Username').fill(ada.name);
    await page.getByLabel('Email Address').fill(ada.email);
    await page.getByLabel('Password', { exact: true }).fill(ada.password);
    await page.getByLabel('Confirm Password').fill(ada.password);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Account created successfully. Please sign in.');
    await page.getByLabel('Password', { exact: true }).fill(ada.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/');
    const login = await request.post('/api/login', {
      data: { email: ada.email, password: ada.password },
      headers: { 'x-forwarded-for': clientAddress() },
    });
    await practise(request, ((await login.json()) as { token: string }).token, 8);
  });

  const adaBoard = page.getByTestId('leaderboard-total_makes');
  await test.step('Ada finds Ben by name and asks him to be friends', async () => {
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await expect(page.getByText('No friends added yet.')).toBeVisible();
    await expect(page.getByText('No pending friend requests.')).toBeVisible();
    await expect(adaBoard).toContainText(ada.name);
    await expect(adaBoard).not.toContainText(ben.name);

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please enter a search term')).toBeVisible();
    await page.getByLabel('Username, e-mail or phone').fill(ben.name);
    await page.getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('list', { name: 'Players found' });
    await found.getByRole('button', { name: `Add Friend: ${ben.name}` }).click();
    await expect(page.getByText('Friend request sent')).toBeVisible();
    await expect(found.getByText('Requested')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Requests you sent' }).getByRole('link', { name: ben.name }),
    ).toBeVisible();
    expect(await axeFindings(page), 'axe findings on /contacts with results').toEqual([]);
  });

  await test.step('Ben accepts in his own browser; both boards now hold both golfers', async () => {
    const benPage = await signedInPage(browser, ben);
    await benPage.goto('/contacts');
    const incoming = benPage.getByRole('list', { name: 'Requests to you' });
    await incoming.getByRole('button', { name: `Accept: ${ada.name}` }).click();
    await expect(benPage.getByText('Friend request accepted')).toBeVisible();
    await expect(benPage.getByRole('list', { name: 'Friends' }).getByRole('link', { name: ada.name })).toBeVisible();
    const benBoard = benPage.getByTestId('leaderboard-total_makes');
    await expect(benBoard).toContainText(ada.name);
    await expect(benBoard).toContainText(ben.name);
    await benPage.context().close();
  });

  await test.step("Ada's open page updates live: Ben is her friend and on her board", async () => {
    await expect(page.getByRole('list', { name: 'Friends' }).getByRole('link', { name: ben.name })).toBeVisible();
    await expect(adaBoard).toContainText(ben.name);
    await expect(page.getByText('No pending friend requests.')).toBeVisible();
  });

  await test.step('on a 375 px phone nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('list', { name: 'Friends' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  await test.step('Find Friends on Platform shows its guides and the app link', async () => {
    await page.getByRole('button', { name: 'Find Friends on Platform' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find Friends on Platform' });
    for (const guide of ['iPhone', 'Android', 'Gmail', 'Outlook']) {
      await expect(dialog.getByRole('heading', { name: guide })).toBeVisible();
    }
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copy App Link to Share Manually' }).click();
    await expect(dialog.getByText('✅ App link copied to clipboard!')).toBeVisible();
    expect(await axeFindings(page), 'axe findings on the Find Friends on Platform modal').toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
