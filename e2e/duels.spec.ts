import { listDuels, submitDuelSession } from './support/duels.ts';
import { expect, test } from './support/fixtures.ts';
import { signedInPage, signInViaUi } from './support/sign-in.ts';

test('two golfers play a duel from challenge to result, each in their own browser', async ({
  browser,
  page,
  player: ada,
  opponent: ben,
  request,
}) => {
  await signInViaUi(page, ada);
  const benPage = await signedInPage(browser, ben);

  await test.step('Ada challenges Ben, found by searching his name', async () => {
    await page.goto('/duels');
    await expect(page.getByRole('heading', { name: 'Duels', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create Duel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Duel' });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send Challenge' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Opponent').fill(ben.name.slice(0, 10));
    await dialog.getByRole('button', { name: ben.name, exact: true }).click();
    await expect(dialog.getByTestId('chosen-opponent')).toContainText(ben.name);
    await expect(dialog.getByText('7.0 ft')).toBeVisible();
    await send.click();
    await expect(page.getByText(`Challenge sent to ${ben.name}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('duels-sent').getByRole('rowheader', { name: ben.name })).toBeVisible();
  });

  await test.step('Ben sees the invitation on /duels and accepts it', async () => {
    await benPage.goto('/duels');
    const received = benPage.getByTestId('duels-received');
    await expect(received.getByRole('rowheader', { name: ada.name })).toBeVisible();
    await received.getByRole('button', { name: `Accept challenge from ${ada.name}` }).click();
    await expect(benPage.getByText(/Challenge accepted/)).toBeVisible();
    await expect(benPage.getByTestId('duels-active').getByRole('rowheader', { name: ada.name })).toBeVisible();
  });

  const [duel] = await listDuels(request, ada);
  expect(duel.status).toBe('active');

  await test.step('Ben opens Details: the desktop hand-off carries the duel parameters', async () => {
    await benPage
      .getByTestId('duels-active')
      .getByRole('button', { name: `Details of duel with ${ada.name}` })
      .click();
    await benPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await benPage.getByRole('button', { name: 'Copy Parameters' }).click();
    await expect(benPage.getByText('✅ Parameters copied to clipboard!')).toBeVisible();
    expect(await benPage.evaluate(() => navigator.clipboard.readText())).toBe(
      `duel=${duel.duel_id},time_limit=5,scoring=total_makes`,
    );
  });

  await test.step('both putt their session; the server scores them', async () => {
    await submitDuelSession(request, ada, duel, { makes: 9, misses: 3 });
    await submitDuelSession(request, ben, duel, { makes: 6, misses: 6 });
  });

  for (const [viewer, who] of [
    [page, 'Ada'],
    [benPage, 'Ben'],
  ] as const) {
    await test.step(`${who}'s duel page shows the result, the scores, the hashes and the rating change`, async () => {
      // Ada reads it on a laptop, Ben on a phone.
      if (who === 'Ben') await viewer.setViewportSize({ width: 375, height: 812 });
      await viewer.goto(`/duels/${duel.duel_id}`);
      await expect(viewer.getByRole('heading', { name: `${ada.name} vs ${ben.name}`, level: 1 })).toBeVisible();
      await expect(viewer.getByTestId('duel-outcome')).toHaveText(`${ada.name} won, 9 – 6.`);
      const [adaCard, benCard] = [viewer.getByTestId('duel-player').first(), viewer.getByTestId('duel-player').nth(1)];
      // Each score names how its session was captured (both uploaded by the desktop app here).
      await expect(adaCard.getByTestId('duel-score')).toHaveText('9Desktop app');
      await expect(benCard.getByTestId('duel-score')).toHaveText('6Desktop app');
      await expect(adaCard.getByTestId('capture-source')).toHaveAttribute('data-source', 'desktop');
      await expect(adaCard).toContainText('Winner');
      await expect(adaCard.getByTestId('duel-rating')).toContainText(/\(\+\d+\)/);
      await expect(benCard.getByTestId('duel-rating')).toContainText(/\(−\d+\)/);
      // The rating in words, a new player's still settling; the maths and the hash behind disclosures (056).
      await expect(adaCard.getByTestId('duel-rating')).toContainText(/^[\d,]+, still settling \(\+\d+\)$/);
      await expect(adaCard.getByTestId('putt-log-hash')).toBeHidden();
      await adaCard.getByText('Verify this result').click();
      await expect(adaCard.getByTestId('putt-log-hash')).toBeVisible();
      await expect(adaCard.getByTestId('putt-log-hash')).toHaveText(/^[0-9a-f]{64}$/);
      await expect(benCard.getByTestId('putt-log-hash')).toHaveText(/^[0-9a-f]{64}$/);
      await benCard.getByText('How is the rating worked out?').press('Enter');
      await expect(benCard.getByTestId('duel-rating-detail')).toContainText(/Glicko-2 rating [\d,]+ ± [\d,]+/);
      if (process.env.SHELL_SHOTS) {
        await viewer.screenshot({ path: `${process.env.SHELL_SHOTS}/duel-${who}.png`, fullPage: true });
      }
      // Back to the laptop for the lists below; the phone's duel cards have their own step.
      if (who === 'Ben') await viewer.setViewportSize({ width: 1280, height: 720 });
    });
  }

  await test.step('the duels pages list it under Completed Duels as Won and Lost', async () => {
    await page.goto('/duels');
    await expect(page.getByTestId('duels-completed').getByRole('row', { name: new RegExp(ben.name) })).toContainText(
      'Won',
    );
    await benPage.goto('/duels');
    await expect(benPage.getByTestId('duels-completed').getByRole('row', { name: new RegExp(ada.name) })).toContainText(
      'Lost',
    );
  });

  await test.step('on a 375 px phone the sections are cards and nothing scrolls sideways', async () => {
    await benPage.setViewportSize({ width: 375, height: 812 });
    await benPage.goto('/duels');
    const card = benPage.getByTestId('duels-completed').getByTestId('duel-row');
    await expect(card).toContainText(ada.name);
    await expect(card).toContainText('Lost');
    await expect(benPage.getByTestId('duels-completed').getByRole('table')).toHaveCount(0);
    expect(await benPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await benPage.getByRole('button', { name: `Rematch ${ada.name}` }).click();
    const dialog = benPage.getByRole('dialog', { name: `Rematch ${ada.name}` });
    await expect(dialog.getByTestId('chosen-opponent')).toContainText(ada.name);
    await expect(dialog.getByRole('button', { name: 'Send Challenge' })).toBeEnabled();
    await benPage.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the comparison shows the head-to-head and the duel history', async () => {
    await page.goto(`/players/${ada.id}/vs/${ben.id}`);
    await expect(page.getByText('(1 Completed Duels)')).toBeVisible();
    const history = page.getByTestId('duel-history');
    await expect(history.getByRole('row').nth(1)).toContainText('9');
    await expect(history.getByRole('row').nth(1)).toContainText(ada.name);
  });

  await benPage.context().close();
});
