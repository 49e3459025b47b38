import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.ts';
import { clientAddress, uniqueEmail } from './support/players.ts';
import { signInViaUi } from './support/sign-in.ts';

/** One figure of the referrals dashboard ("Invites Sent", "Accounts Created" …). */
const figure = (section: import('@playwright/test').Locator, label: string) =>
  section
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a player shares their link, a friend registers through it, and the figures say so', async ({
  page,
  player,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInViaUi(page, player);
  await page.goto('/settings');
  const referrals = page.getByRole('region', { name: 'Referrals' });
  await expect(referrals.getByText('No invitations yet.', { exact: false })).toBeVisible();

  const link = await referrals.getByLabel('Your referral link').inputValue();
  expect(link).toMatch(new RegExp(`/register\\?ref=${player.id}$`));
  await test.step('copying the link counts as one invitation sent', async () => {
    await referrals.getByRole('button', { name: 'Copy Link' }).click();
    await expect(referrals.getByText('✅ Referral link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(figure(referrals, 'Invites Sent')).toHaveText('1');
  });
  expect(
    (await new AxeBuilder({ page }).include('[aria-labelledby="referrals-heading"]').analyze()).violations,
  ).toEqual([]);

  await test.step('a friend opens the link (twice) and creates an account', async () => {
    const friendContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await expect(friend.getByRole('complementary', { name: 'Referral' })).toBeVisible();
    await friend.reload();
    const password = 'referred-putt-7';
    await friend.getByLabel('Display Name / Username').fill('Referred Friend');
    await friend.getByLabel('Email Address').fill(uniqueEmail('referred'));
    await friend.getByLabel('Password', { exact: true }).fill(password);
    await friend.getByLabel('Confirm Password').fill(password);
    await friend.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(friend).toHaveURL('/');
    await friendContext.close();
  });

  await test.step('the referrer sees one view and one account created', async () => {
    await expect(async () => {
      await page.reload();
      await expect(figure(referrals, 'Accounts Created')).toHaveText('1', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(figure(referrals, 'Viewed')).toHaveText('1');
    await expect(figure(referrals, 'Upgraded')).toHaveText('0');
  });
});
