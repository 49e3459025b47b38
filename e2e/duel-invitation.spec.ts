import { expect, test } from './support/fixtures.ts';
import { registerViaApi, uniqueEmail } from './support/players.ts';

test('a duel invitation link opens /register with the challenge and a locked e-mail', async ({ page, request }) => {
  const referrer = await registerViaApi(request, { name: 'Rory Fairway' });
  const invitee = uniqueEmail('invitee');
  const query = new URLSearchParams({ invite: 'duel', email: invitee, referrer_id: String(referrer.id) });

  await page.goto(`/register?${query}`);

  await expect(page.getByRole('heading', { name: 'Rory Fairway challenged you to a putting duel!' })).toBeVisible();
  const email = page.getByLabel('Email Address');
  await expect(email).toHaveValue(invitee);
  await expect(email).not.toBeEditable();
  const accept = page.getByRole('button', { name: 'Accept Challenge & Create Account' });
  await expect(accept).toBeVisible();

  await test.step('accepting creates the account and opens the dashboard', async () => {
    await page.getByLabel('Display Name / Username').fill('Ivy Chipper');
    await page.getByLabel('Password', { exact: true }).fill('ready-to-putt');
    await page.getByLabel('Confirm Password').fill('ready-to-putt');
    await accept.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Ivy Chipper', exact: true })).toBeVisible();
  });
});
