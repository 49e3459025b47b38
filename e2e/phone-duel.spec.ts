import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { activeShootOutDuel, PHONE, phoneOf, SHOTS, shoot, tapPutts } from './support/phone-competitions.ts';
import { registerViaApi } from './support/players.ts';
import { signInViaUi } from './support/sign-in.ts';

test.use(PHONE);
test.setTimeout(150_000);
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('two golfers play a duel wholly on their phones, from the duel page to the winner', async ({
  browser,
  page,
  player: ada,
  opponent: ben,
  request,
}) => {
  const duelId = await activeShootOutDuel(request, ada, ben, { putts: 5 });
  await signInViaUi(page, ada);

  await test.step('Ada opens the duel: Putt now comes first, the desktop app second with what it is', async () => {
    await page.goto(`/duels/${duelId}`);
    const putt = page.getByRole('link', { name: 'Putt now' });
    await expect(putt).toBeVisible();
    await expect(page.getByText('Or, with the Holeout desktop app')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open Desktop App' })).toBeVisible();
    await shoot(page, 'duel-page-active');
    await putt.tap();
    await expect(page).toHaveURL(`/record?duel=${duelId}`);
  });

  await test.step('the recorder names the opponent and locks the rules', async () => {
    await expect(page.getByTestId('record-competition')).toHaveText(`Duel vs ${ben.name}`);
    const rules = page.getByTestId('record-competition-rules');
    await expect(rules).toContainText('7.0 ft');
    await expect(rules).toContainText('5 putts');
    await expect(page.getByLabel('Putting distance (feet)')).toHaveCount(0);
    await shoot(page, 'record-competition-setup');
    await page.getByRole('button', { name: 'Start' }).tap();
    await expect(page.getByTestId('record-putts-left')).toContainText('0 of 5 putts');
  });

  await test.step('a double tap is ignored and said; five putts end the session by themselves', async () => {
    // Both taps of a double tap in one action: two separate taps on a loaded CI machine came more
    // than the half second apart that makes a double tap, and both counted.
    await page.getByRole('button', { name: /^Make/ }).dblclick();
    await expect(page.getByTestId('record-last')).toContainText('was not counted');
    await expect(page.getByTestId('record-putts-left')).toContainText('1 of 5 putts');
    await shoot(page, 'record-competition-recording');
    await tapPutts(page, 3, 1);
    await expect(page.getByText('That was the last counted putt: the session finished by itself.')).toBeVisible();
    await expect(page.getByTestId('record-result-status')).toContainText(`Submitted to Duel vs ${ben.name}`);
    await expect(page.getByTestId('standing-own-score')).toContainText('4');
    await expect(page.getByTestId('standing-outcome')).toHaveText(`Waiting for ${ben.name}'s session.`);
  });

  const benPage = await phoneOf(browser, ben);
  await test.step("Ben finds the duel on his dashboard's waiting list and putts it", async () => {
    const waiting = benPage.getByTestId('awaiting-competitions');
    await expect(waiting).toContainText(`Duel vs ${ada.name}`);
    await shoot(benPage, 'dashboard-awaiting');
    await waiting.getByRole('link', { name: /Putt now/ }).tap();
    await benPage.getByRole('button', { name: 'Start' }).tap();
    await tapPutts(benPage, 2, 3);
    await expect(benPage.getByTestId('standing-outcome')).toHaveText(`${ada.name} won the duel.`);
    await shoot(benPage, 'record-competition-result');
  });

  await test.step('Ada sees the result without reloading', async () => {
    await expect(page.getByTestId('standing-outcome')).toHaveText('You won the duel!', { timeout: 30_000 });
    await expect(page.getByTestId('standing-opponent')).toContainText('2');
  });

  await test.step('the duel page shows both scores, each with how it was captured', async () => {
    await page.goto(`/duels/${duelId}`);
    const scores = page.getByTestId('duel-score');
    await expect(scores.nth(0)).toContainText('4');
    await expect(scores.nth(1)).toContainText('2');
    await expect(scores.nth(0).getByTestId('capture-source')).toHaveText('Phone, tapped by hand');
    await expect(scores.nth(1).getByTestId('capture-source')).toHaveText('Phone, tapped by hand');
    await shoot(page, 'duel-page-completed');
  });

  await test.step('session history shows the source too', async () => {
    await page.goto('/');
    const row = page.getByTestId('session-row').first();
    await expect(row.getByTestId('capture-source')).toHaveText('Phone, tapped by hand');
    await shoot(page, 'dashboard-history');
  });
  await benPage.context().close();
});

test('the desktop app is never a dead end: not found, it says what to do instead', async ({
  page,
  player,
  request,
}) => {
  const ben = await registerViaApi(request);
  const duelId = await activeShootOutDuel(request, player, ben);
  await signInViaUi(page, player);
  await page.goto(`/duels/${duelId}`);
  await page.getByRole('button', { name: 'Open Desktop App' }).tap();
  await expect(page.getByTestId('desktop-app-help')).toContainText('record the session here in the browser');
  await expect(page.getByTestId('desktop-app-help').getByRole('link')).toHaveAttribute('href', '/help#desktop-app');
});
