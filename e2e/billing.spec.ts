import { expect, test } from './support/fixtures.ts';
import { registerViaApi } from './support/players.ts';
import { signInViaUi } from './support/sign-in.ts';

test('a free player upgrades through checkout, returns and sees Full Subscriber', async ({ page, player }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInViaUi(page, player);
  await page.goto('/settings');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByText('You are on the Free plan.', { exact: false })).toBeVisible();
  // At 375 px the plans fit the screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(subscription.getByText('Monthly — $2.10/month')).toBeVisible();
  await expect(subscription.getByText(/saves \$4\.20, including 1 free-year gift code/)).toBeVisible();

  await test.step('checkout on the (local) payment page', async () => {
    await subscription.getByRole('button', { name: 'Choose Monthly' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('Amount: 2.10 USD')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
  });

  await test.step('back on settings, the membership shows once the payment is confirmed', async () => {
    await expect(page).toHaveURL(/\/settings/);
    await expect(subscription.getByText('Full Subscriber')).toBeVisible({ timeout: 20_000 });
    await expect(subscription.getByText('Regular membership.', { exact: false })).toBeVisible();
    await expect(subscription.getByText(/^Renews on /)).toBeVisible();
  });

  await test.step('cancel asks first, then keeps access to the period end', async () => {
    await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(subscription.getByText(/You keep full access until/).first()).toBeVisible();
    await expect(subscription.getByText('Full Subscriber')).toBeVisible();
  });
});

test('a gift code from an annual plan is redeemed by a second player', async ({ page, player, request }) => {
  const giver = { authorization: `Bearer ${player.token}` };
  await test.step('the giver buys the annual plan (paid on the local checkout)', async () => {
    const checkout = await request.post('/api/subscriptions/create-zaprite-order', {
      headers: giver,
      data: { interval: 'annual' },
    });
    expect(checkout.status()).toBe(200);
    const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };
    const paid = await request.post(`${checkoutUrl}/pay`, { maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  });

  let code = '';
  await expect(async () => {
    const res = await request.get('/api/subscriptions/gifts', { headers: giver });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { giftCodes: { gift_code: string }[] };
    code = body.giftCodes[0]?.gift_code ?? '';
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
  }).toPass({ timeout: 20_000 });

  await test.step('the giver sees it on /gifts with Copy Code', async () => {
    await signInViaUi(page, player);
    await page.goto('/gifts');
    await expect(page.getByRole('heading', { name: 'My Gift Subscriptions' })).toBeVisible();
    await expect(page.getByTestId('gift-code')).toHaveText(code);
    await expect(page.getByRole('button', { name: 'Copy Code' })).toBeVisible();
  });

  await test.step('a second player redeems it in the coupon field', async () => {
    const friend = await registerViaApi(request);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInViaUi(page, friend);
    await page.goto('/settings');
    const coupon = page.getByRole('region', { name: 'Redeem a Coupon' });
    await coupon.getByRole('button', { name: 'Redeem' }).click();
    await expect(coupon.getByText('Please enter a coupon code.')).toBeVisible();
    await coupon.getByLabel('Coupon code').fill(code.toLowerCase());
    await coupon.getByRole('button', { name: 'Redeem' }).click();
    await expect(coupon.getByText(/^Gift code redeemed! You have Premium membership until/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscription' }).getByText('Full Subscriber')).toBeVisible();
  });
});
