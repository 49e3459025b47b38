import { expect, test } from './support/fixtures.ts';
import { signInViaUi } from './support/sign-in.ts';

test('a sign-in the server revoked ends on /login with a note saying so', async ({ page, player, request }) => {
  await signInViaUi(page, player);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await test.step('the token is revoked elsewhere (as a password reset or logout on the server does)', async () => {
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const res = await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
  });

  await test.step('the next visit lands on /login, which says the session ended', async () => {
    await page.goto('/settings');
    await expect(page).toHaveURL('/login?next=%2Fsettings');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' }),
    ).toBeVisible();
  });

  await test.step('signing in again returns to the page and the note is gone', async () => {
    await signInViaUi(page, player);
    await expect(page).toHaveURL('/settings');
    await page.goto('/login');
    await expect(page).toHaveURL('/');
  });
});

test('a visitor who never signed in sees no such note', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL('/login?next=%2Fsettings');
  await expect(page.getByText('Your session has ended.')).toHaveCount(0);
});
