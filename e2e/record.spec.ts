import { MISS_WORDS, ZONE_WORDS } from '@holeout/shared/golfer-words';
import { MIN_SECONDS_BETWEEN_PUTTS } from '@holeout/shared/putt-limits';
import type { MissKind, Zone } from '@holeout/shared/putt-log';
import type { SessionsPage } from '@holeout/shared/sessions';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/players.ts';
import { signInViaUi, statCard } from './support/sign-in.ts';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
// Thirty putts at least a second apart each.
test.setTimeout(150_000);

/** The value of one of the recorder's figures ('Makes', 'Best streak', …). */
function figure(page: Page, term: string) {
  return page
    .locator('.record-figure')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
}

/** Taps one putt on the recorder: a make in `zone` or a miss of `kind` (choosing it first if needed). */
async function tapPutt(page: Page, putt: { make: true; zone: Zone } | { make: false; kind: MissKind }) {
  // The pad names each stored category in a golfer's words (decision 056).
  const choice = page.getByRole('radio', { name: word(putt), exact: true });
  if (!(await choice.isChecked())) await choice.check();
  await page.getByRole('button', { name: putt.make ? /^Make/ : /^Miss/ }).tap();
  // A putt and its ball return take at least MIN_SECONDS_BETWEEN_PUTTS: a quicker tap is ignored.
  await page.waitForTimeout(MIN_SECONDS_BETWEEN_PUTTS * 1000 + 50);
}

/** A putt's choice as the pad names it: 'Back' for TOP, 'Short' for RETURN … */
const word = (putt: { make: true; zone: Zone } | { make: false; kind: MissKind }) =>
  putt.make ? ZONE_WORDS[putt.zone] : MISS_WORDS[putt.kind].word;

/** Thirty putts: every fourth a miss, every zone and kind used; 23 makes, 7 misses, best streak 3. */
const THIRTY = Array.from({ length: 30 }, (_, i) =>
  i % 4 === 3
    ? { make: false as const, kind: (['RETURN', 'CATCH', 'TIMEOUT', 'QUICK PUTT'] as const)[((i - 3) / 4) % 4] }
    : { make: true as const, zone: (['TOP', 'RIGHT', 'LOW', 'LEFT'] as const)[(i + Math.floor(i / 4)) % 4] },
);
const LAST = THIRTY[THIRTY.length - 1];

/** The player's sessions as the server holds them. */
async function storedSessions(request: APIRequestContext, token: string, playerId: number): Promise<SessionsPage> {
  const res = await request.get(`/api/player/${playerId}/sessions`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as SessionsPage;
}

test('a new golfer with only a phone signs up, records 30 putts in the browser and reads them', async ({ page }) => {
  const name = 'Pia Putter';
  const email = uniqueEmail('pia');

  await test.step('sign up on /register and land on a first-visit dashboard', async () => {
    await page.goto('/register');
    await page.getByLabel('Display Name / Username').fill(name);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-putt-6');
    await page.getByLabel('Confirm Password').fill('first-putt-6');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`Welcome, ${name}.`)).toBeVisible();
  });

  await test.step('Record in Browser opens the recorder', async () => {
    await page.getByRole('link', { name: 'Record in Browser' }).click();
    await expect(page).toHaveURL('/record');
    await expect(page.getByRole('heading', { name: 'Record a Session', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Putting distance (feet)')).toHaveValue('7.0');
    await page.getByLabel('Putting distance (feet)').fill('6.5');
    await page.getByRole('button', { name: 'Start' }).tap();
    await expect(page.getByRole('timer', { name: 'Session time' })).toHaveText(/^00:0\d$/);
  });

  await test.step('tap through 30 putts; the figures keep up and nothing scrolls sideways', async () => {
    for (const putt of THIRTY) await tapPutt(page, putt);
    await expect(figure(page, 'Makes')).toHaveText('23');
    await expect(figure(page, 'Misses')).toHaveText('7');
    await expect(figure(page, 'Best streak')).toHaveText('3');
    await expect(figure(page, 'Accuracy')).toHaveText('76.7%');
    await expect(page.getByTestId('record-last')).toHaveText(
      `${LAST.make ? 'Make' : 'Miss'}, ${word(LAST)}. 23 makes, 7 misses.`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The Make and Miss buttons are big enough for a thumb.
    const make = await page.getByRole('button', { name: /^Make/ }).boundingBox();
    expect(make!.height).toBeGreaterThanOrEqual(96);
    expect(make!.width).toBeGreaterThanOrEqual(150);
  });

  await test.step('a reload keeps the session in progress', async () => {
    await page.reload();
    await expect(figure(page, 'Makes')).toHaveText('23');
    await expect(page.getByText('6.5 ft')).toBeVisible();
  });

  await test.step('Finish uploads it and the result links to the dashboard', async () => {
    await page.getByRole('button', { name: 'Finish' }).tap();
    await page.getByRole('button', { name: 'Finish and upload' }).tap();
    await expect(page.getByTestId('record-result-status')).toHaveText('Uploaded as session #1.');
    await page.getByRole('link', { name: 'See it on your dashboard' }).tap();
    await expect(page).toHaveURL('/');
    await expect(statCard(page, 'Makes')).toHaveText('23');
    await expect(statCard(page, 'Misses')).toHaveText('7');
    await expect(page.getByText(`Welcome back, ${name}.`)).toBeVisible();
  });
});

test('a session finished offline waits on the device and uploads exactly once when the connection returns', async ({
  page,
  context,
  player,
  request,
}) => {
  await signInViaUi(page, player);
  await page.goto('/record');
  // The service worker (production build) has stored the app shell before the connection drops.
  expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.ready))).toBe(true);
  await page.getByRole('button', { name: 'Start' }).tap();
  for (const putt of THIRTY.slice(0, 6)) await tapPutt(page, putt);

  await test.step('the connection drops mid-session; putting and Finish still work', async () => {
    await context.setOffline(true);
    for (const putt of THIRTY.slice(6, 12)) await tapPutt(page, putt);
    await expect(figure(page, 'Makes')).toHaveText('9');
    await page.getByRole('button', { name: 'Finish' }).tap();
    await page.getByRole('button', { name: 'Finish and upload' }).tap();
    await expect(page.getByTestId('record-result-status')).toHaveText(
      "Saved on this device — it will upload when you're back online.",
    );
    await expect(page.getByTestId('pending-uploads')).toHaveText(
      "1 session saved on this device — will upload when you're back online.",
    );
    expect((await storedSessions(request, player.token, player.id)).pagination.total).toBe(0);
  });

  await test.step('still offline, the app opens again from the device with the session waiting', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Record a Session', level: 1 })).toBeVisible();
    await expect(page.getByTestId('pending-uploads')).toHaveText(
      "1 session saved on this device — will upload when you're back online.",
    );
  });

  await test.step('back online, it uploads by itself, once', async () => {
    await context.setOffline(false);
    await expect(page.getByTestId('pending-uploads')).toHaveCount(0);
    // Later triggers (a page load, the online event again) find nothing left to send.
    await page.reload();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.goto('/');
    await expect(statCard(page, 'Makes')).toHaveText('9');
    await expect(page.getByTestId('session-row')).toHaveCount(1);
    const stored = await storedSessions(request, player.token, player.id);
    expect(stored.pagination.total).toBe(1);
    expect(stored.sessions[0]).toMatchObject({ makes: 9, misses: 3, putts: 12 });
  });
});
