import { randomBytes } from 'node:crypto';
import { generateSession, randomProfile, toUploadBody } from '../apps/server/src/scripts/simulation/putt-generator.ts';
import { SeededRandom } from '../apps/server/src/scripts/simulation/seeded-random.ts';
import { expect, test } from './support/fixtures.ts';
import { signInViaUi } from './support/sign-in.ts';

// A golfer in New York whose account still has the default zone, UTC.
test.use({ timezoneId: 'America/New_York' });

test("settings propose the device's time zone, and the history shows times in the saved one", async ({
  page,
  player,
  request,
}) => {
  const startedAt = new Date(Date.now() - 2 * 86_400_000);
  startedAt.setUTCHours(15, 30, 0, 0);
  const rng = new SeededRandom(randomBytes(4).readUInt32BE());
  const body = toUploadBody(generateSession(rng, randomProfile(rng), { startedAt, puttCount: 30 }));
  const upload = await request.post('/api/sessions', {
    headers: { authorization: `Bearer ${player.token}` },
    data: body,
  });
  expect(upload.status()).toBe(201);
  const inZone = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      startedAt,
    );

  await signInViaUi(page, player);
  await test.step('before saving, the history reads in the stored zone, UTC', async () => {
    await expect(page.getByTestId('session-row').first()).toContainText(inZone('UTC'));
  });

  await test.step('the picker starts on the device zone, says it is not saved yet, and searches', async () => {
    await page.goto('/settings');
    const zone = page.getByLabel('Time Zone');
    await expect(zone).toHaveValue('America/New_York');
    await expect(page.getByText(/^Set from this device: New York \(UTC−0[45]:00\)\. Save to keep it\.$/)).toBeVisible();
    await expect(zone.locator('optgroup[label="America"]')).toHaveCount(1);
    await expect(zone.locator('option[value="Asia/Calcutta"], option[value="Europe/Kiev"]')).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search by city, region or offset' }).fill('kiev');
    await expect(page.getByText('1 zone matches “kiev”.')).toBeVisible();
    await expect(zone.locator('option[value="Europe/Kyiv"]')).toHaveText(/^Kyiv \(UTC\+0[23]:00\)$/);
    await page.getByRole('searchbox', { name: 'Search by city, region or offset' }).fill('');

    await page.getByRole('button', { name: 'Save Account Info' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Time Zone')).toHaveValue('America/New_York');
    await expect(page.getByText('Dates and times are shown in this zone.')).toBeVisible();
  });

  await test.step('the history now reads in New York time', async () => {
    await page.goto('/');
    await expect(page.getByTestId('session-row').first()).toContainText(inZone('America/New_York'));
  });
});

test('social links: every invalid link is marked beside it, named as on the form', async ({ page, player }) => {
  await signInViaUi(page, player);
  await page.goto('/settings');
  const links = page.getByRole('region', { name: 'Social Links' });
  await links.getByLabel('X link').fill('x.com/nina');
  await links.getByLabel('Website').fill('nina');
  await links.getByRole('button', { name: 'Save Social Links' }).click();
  await expect(links.getByRole('alert')).toHaveText('Error: Please correct X link and Website.');
  for (const label of ['X link', 'Website']) {
    await expect(links.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(links.getByLabel(label)).toHaveAccessibleDescription(
      /Please enter a full link starting with https:\/\//,
    );
  }
  await expect(links.getByText(/x_url|website_url/)).toHaveCount(0);

  await links.getByLabel('X link').fill('https://x.com/nina');
  await links.getByLabel('Website').fill('');
  await links.getByRole('button', { name: 'Save Social Links' }).click();
  await expect(page.getByText('Social links saved')).toBeVisible();
  await expect(links.getByRole('alert')).toHaveCount(0);
});
