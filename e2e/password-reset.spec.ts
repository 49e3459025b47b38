import { expect, test } from './support/fixtures.ts';
import { APP_URL } from './support/harness-urls.ts';
import { linkIn, waitForMail } from './support/mailbox-reader.ts';
import { signInViaUi } from './support/sign-in.ts';

test('a golfer resets a forgotten password through the e-mailed link', async ({ page, request, player }) => {
  const newPassword = 'new-grip-2026';

  await test.step('ask for a reset e-mail on /login', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email Address').fill(player.email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(page.getByRole('status')).toHaveText('Password reset instructions have been sent to your email.');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  const link = await test.step('the e-mail carries a reset link to this app', async () => {
    const mail = await waitForMail(request, player.email, 'Reset your Holeout password');
    const url = linkIn(mail, '/reset-password');
    expect(url.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);
    return url;
  });

  await test.step('set a new password; /login follows after 3 seconds', async () => {
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Your password has been reset. You can now sign in with your new password.',
    );
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/reset-password/);
    await page.waitForURL('/login', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
  });

  await test.step('the old password is refused with the server message', async () => {
    await page.getByLabel('Email Address').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(player.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/login');
  });

  await test.step('the new password signs in', async () => {
    await signInViaUi(page, { email: player.email, password: newPassword });
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
