import { expect, test } from './support/fixtures.ts';

// Spec 01 §5 and §8: the sign-in pages' validation and error texts, word for word.

test('create account on /login checks the form before sending it', async ({ page }) => {
  await page.goto('/login?mode=register');
  await page.getByLabel('Display Name / Username').fill('Casey');
  await page.getByLabel('Email Address').fill('casey@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdeg');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');

  await page.getByLabel('Display Name / Username').fill('   ');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('All fields are required');
});

test('a network failure while creating an account says so', async ({ page }) => {
  await page.route('**/api/register', (route) => route.abort('connectionrefused'));
  await page.goto('/login?mode=register');
  await page.getByLabel('Display Name / Username').fill('Casey');
  await page.getByLabel('Email Address').fill('casey-offline@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdef');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
});

test('a server failure while sending the reset e-mail shows the server message', async ({ page }) => {
  await page.route('**/api/forgot-password', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Mail service is down."}' }),
  );
  await page.goto('/login?mode=forgot');
  await page.getByLabel('Email Address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByRole('alert')).toHaveText('Mail service is down.');
});

test('no sign-in button is offered for a provider that is not configured', async ({ page }) => {
  // No live-looking button whose first click fails: the harness configures Google (against its
  // local OpenID provider) and not LinkedIn.
  for (const address of ['/login', '/login?mode=register', '/register']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /google/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /linkedin/i })).toHaveCount(0);
  }
});

test('every invalid field is named beside it, in the words on the form', async ({ page }) => {
  await page.goto('/login?mode=register');
  await page.getByLabel('Display Name / Username').fill('Casey');
  await page.getByLabel('Email Address').fill('casey@');
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdeg');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription(/Please enter a valid e-mail address/);
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/\bemail:/)).toHaveCount(0);

  await page.goto('/login?mode=forgot');
  await page.getByLabel('Email Address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email Address: Please enter a valid e-mail address');
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
});

test('the new-password form checks the confirmation and refuses a bad link', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm New Password').fill('abcdeg');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');

  await page.getByLabel('Confirm New Password').fill('abcdef');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired. Please request a new one.',
  );
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
});
