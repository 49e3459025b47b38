import { expect, test } from './support/fixtures.ts';
import { createNotification, dropStreams } from './support/notification-hook.ts';
import { profileButton, signInViaUi } from './support/sign-in.ts';

test('notifications arrive live, raise the header count, and can be read, all read and deleted', async ({
  page,
  player,
  request,
}) => {
  await signInViaUi(page, player);
  const notificationsItem = (name: string | RegExp) => page.getByRole('menuitem', { name, exact: true });
  const headerCount = async (label: string) => {
    await profileButton(page, player.name).click();
    await expect(notificationsItem(label)).toBeVisible();
    await page.keyboard.press('Escape');
  };

  await test.step('the empty page says All Caught Up! and that it is live', async () => {
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'All Caught Up!' })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    for (const kind of ['Duel challenges', 'Achievements', 'League updates', 'Match results', 'Reminders', 'Social'])
      await expect(page.getByRole('listitem').filter({ hasText: kind })).toBeVisible();
  });

  await test.step('a new notification appears without a reload and the header count goes up', async () => {
    await createNotification(request, {
      playerId: player.id,
      kind: 'duel_update',
      title: 'Duel accepted',
      message: 'Bo Birdie accepted your duel.',
      linkPath: '/duels',
    });
    await expect(page.getByText('Bo Birdie accepted your duel.', { exact: true })).toBeVisible();
    await headerCount('Notifications (1)');
    // Screen-reader users hear it too.
    await expect(page.getByTestId('notification-announcer')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByTestId('notification-announcer')).toContainText('New notification: Duel accepted.');
    await expect(page.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/duels');
  });

  await test.step('it also arrives on another page, where only the header shows it', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/');
    await createNotification(request, { playerId: player.id, title: 'New certificate', message: '21 in a row!' });
    await headerCount('Notifications (2)');
    await createNotification(request, {
      playerId: player.id,
      title: 'Friend request',
      message: 'Cy wants to be friends.',
    });
    await headerCount('Notifications (3)');
    await profileButton(page, player.name).click();
    await notificationsItem('Notifications (3)').click();
    // In the list (its live toast may still show outside the page's main content).
    await expect(page.getByRole('main').getByText('Cy wants to be friends.', { exact: true })).toBeVisible();
  });

  await test.step('Mark Read reads one', async () => {
    const row = page.getByRole('listitem').filter({ hasText: 'New certificate' });
    await row.getByRole('button', { name: 'Mark Read' }).click();
    await expect(row.getByRole('button', { name: 'Mark Read' })).toHaveCount(0);
    await headerCount('Notifications (2)');
  });

  await test.step('Mark All as Read reads the rest', async () => {
    await page.getByRole('button', { name: 'Mark All as Read' }).click();
    await expect(page.getByRole('button', { name: 'Mark Read' })).toHaveCount(0);
    await headerCount('Notifications');
  });

  await test.step('Delete removes each, down to All Caught Up!', async () => {
    for (const title of ['Friend request', 'New certificate', 'Duel accepted']) {
      await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { name: 'All Caught Up!' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'All Caught Up!' })).toBeVisible();
  });
});

test('after the connection drops the page says Reconnecting..., then catches up on what it missed', async ({
  page,
  player,
  request,
}) => {
  await signInViaUi(page, player);
  await page.goto('/notifications');
  await createNotification(request, { playerId: player.id, title: 'First', message: 'Before the drop.' });
  await expect(page.getByText('Before the drop.', { exact: true })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  await dropStreams(request, player.id);
  await expect(page.getByText('Reconnecting...', { exact: true })).toBeVisible();
  await createNotification(request, { playerId: player.id, title: 'Second', message: 'While offline.' });

  // Reconnected 5 s later with a fresh ticket and the last event id: the missed one is replayed.
  await expect(page.getByText('While offline.', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
});
