import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.ts';
import { uploadSessions } from './support/sessions.ts';
import { signInViaUi } from './support/sign-in.ts';

test('a golfer with sessions finds the day’s analysis, asks follow-ups and reaches the limit', async ({
  page,
  player,
  request,
}) => {
  // Every answer is a model call made by a job; a loaded 2-core CI machine slows each of them.
  test.setTimeout(120_000);
  await test.step('a player without sessions gets the welcome text', async () => {
    await signInViaUi(page, player);
    await page.goto('/coach');
    await expect(page.getByText('No conversations yet.')).toBeVisible();
    await expect(
      page.getByText(/first analysis is generated automatically after you log in on a new day/),
    ).toBeVisible();
    await expect(page.getByText('Your first analysis will appear here after you complete a session.')).toBeVisible();
    await expect(page.getByPlaceholder('Select a conversation to begin.')).toBeDisabled();
  });

  await test.step('after uploading sessions, the analysis of the day opens by itself', async () => {
    await uploadSessions(request, player, 3);
    await page.reload();
    const item = page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /: 3 sessions/ });
    // The day's analysis is written by a job after the upload: on a loaded 2-core CI machine (the
    // PostgreSQL API tests run beside the e2e part) it once took over 10 s.
    await expect(item).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/coach\/\d+$/);
    const log = page.getByRole('log');
    await expect(log.getByText('Best streak:', { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(log.getByText(/Since your last analysis you putted \d+ times/)).toBeVisible();
    await expect(log.locator('strong').first()).toBeVisible(); // markdown, not asterisks
    await expect(page.getByText('0 of 5 messages')).toBeVisible();
  });

  await test.step('a follow-up question gets an answer from the figures', async () => {
    const input = page.getByLabel('Your question');
    await expect(input).toHaveAttribute('placeholder', 'Ask a follow-up question...');
    await input.fill('What is my best streak?');
    await input.press('Enter');
    await expect(page.getByRole('log').getByText('What is my best streak?')).toBeVisible();
    await expect(page.getByText('1 of 5 messages')).toBeVisible({ timeout: 20_000 });
    await expect(
      page
        .getByRole('log')
        .getByText(/in a row/)
        .last(),
    ).toBeVisible({ timeout: 20_000 });
  });

  await test.step('after 5 messages the input is disabled with the limit text', async () => {
    const input = page.getByLabel('Your question');
    for (let i = 2; i <= 5; i++) {
      await input.fill(`Where do I miss most? (${i})`);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText(`${i} of 5 messages`)).toBeVisible({ timeout: 20_000 });
    }
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', 'Message limit reached for this conversation.');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  await test.step('the server refuses a 6th message with 429 "message limit reached"', async () => {
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const res = await request.post('/api/coach/chat', {
      headers: { authorization: `Bearer ${player.token}` },
      data: { player_id: player.id, message: 'One more?', conversation_id: id },
    });
    expect(res.status()).toBe(429);
    expect((await res.json()).message).toBe('message limit reached');
  });

  await test.step('the page works at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect(page.getByRole('log').getByText('What is my best streak?')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(serious).toEqual([]);
  });
});
