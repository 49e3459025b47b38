import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { generateSession, randomProfile, toUploadBody } from '../apps/server/src/scripts/simulation/putt-generator.ts';
import { SeededRandom } from '../apps/server/src/scripts/simulation/seeded-random.ts';
import { paths } from '../apps/web/src/lib/paths.ts';
import { expect, test } from './support/fixtures.ts';
import { type RegisteredPlayer, registerViaApi } from './support/players.ts';
import { signedInPage, signInViaUi } from './support/sign-in.ts';
import { setMembershipTier } from './support/test-hooks.ts';

/**
 * The app shell at a 375 px phone and a 1280 px laptop (issue 24): every page within two taps of
 * Home, no page wider than the screen and no clipped table, a visitor's landing page, and a toast
 * when another player challenges.
 */

async function uploadSessions(request: APIRequestContext, player: RegisteredPlayer, count: number) {
  const rng = new SeededRandom(randomBytes(4).readUInt32BE());
  const profile = randomProfile(rng);
  for (let i = 0; i < count; i++) {
    const startedAt = new Date(Date.now() - (count - i) * 86_400_000);
    const body = toUploadBody(generateSession(rng, profile, { startedAt, puttCount: 40 }));
    const res = await request.post('/api/sessions', {
      headers: { authorization: `Bearer ${player.token}` },
      data: body,
    });
    expect(res.status()).toBe(201);
  }
}

/**
 * Nothing wider than the screen, and no table cut off: a table never reaches past an ancestor
 * that hides overflow, and at laptop width a table fits its box without scrolling sideways.
 */
async function layoutProblems(page: Page, wide: boolean): Promise<string[]> {
  return page.evaluate((wideScreen) => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`page is ${root.scrollWidth}px wide`);
    for (const table of Array.from(document.querySelectorAll('table'))) {
      const box = table.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(table).display === 'none') continue;
      const name = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? table.className;
      for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (el.classList.contains('visually-hidden')) break;
        const clips = style.overflowX !== 'visible';
        if (!clips) continue;
        const outer = el.getBoundingClientRect();
        if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
          if (box.right > outer.right + 1 || box.left < outer.left - 1) problems.push(`table "${name}" is clipped`);
        } else if (wideScreen && el.scrollWidth > el.clientWidth + 1) {
          problems.push(`table "${name}" scrolls sideways in its box (${el.scrollWidth} > ${el.clientWidth})`);
        }
        break;
      }
    }
    return problems;
  }, wide);
}

async function open(page: Page, address: string, heading: string | RegExp) {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

for (const width of [375, 1280]) {
  const phone = width === 375;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 812 : 900 } });

    test('a visitor at / sees what Holeout is, sample figures, and the ways in', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Holeout' })).toBeVisible();
      await expect(page.getByText(/records every putt you practise/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'A duel result' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'A league table' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'All-Time Stats' })).toBeVisible();
      expect(await layoutProblems(page, !phone)).toEqual([]);
      await page.getByRole('link', { name: 'Create account' }).first().click();
      await expect(page).toHaveURL(paths.register);
      await page.goto('/');
      await page.getByRole('link', { name: 'Sign in' }).first().click();
      await expect(page).toHaveURL(paths.login);
    });

    test('every page is within two taps of Home', async ({ page, player }) => {
      await signInViaUi(page, player);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      const me = nav.getByRole('button', { name: player.name, exact: true });
      const tab = (name: string) => nav.getByRole('link', { name, exact: true });
      const menu = (name: string | RegExp) => page.getByRole('menuitem', { name });
      // [how to get there from Home in at most two taps, the heading it leads to]
      const journeys: [string, (() => Promise<void>)[], string | RegExp][] = [
        ['Record', [() => tab('Record').click()], /Record/],
        ['Friends', [() => tab('Friends').click()], 'Contacts'],
        ['Notifications', [() => page.getByRole('link', { name: /^Notifications/ }).click()], 'Notifications'],
        ['Duels', [() => tab(phone ? 'Compete' : 'Duels').click()], /Duels/],
        [
          'Leagues',
          phone
            ? [
                () => tab('Compete').click(),
                () => page.getByRole('navigation', { name: 'Compete' }).getByRole('link', { name: 'Leagues' }).click(),
              ]
            : [() => tab('Leagues').click()],
          /Leagues/,
        ],
        ['My Stats', [() => me.click(), () => menu('My Stats').click()], /^Career Stats: /],
        ['Coach', [() => me.click(), () => menu('Coach').click()], /Coach/],
        ['Gifts', [() => me.click(), () => menu('Gifts').click()], /Gift/],
        ['Membership', [() => me.click(), () => menu('Membership').click()], 'Membership'],
        ['Settings', [() => me.click(), () => menu('Settings').click()], 'Settings'],
        ['Contacts', [() => me.click(), () => menu('Contacts').click()], 'Contacts'],
        ['Help', [() => me.click(), () => menu('Help').click()], /Help|Guide/],
      ];
      for (const [name, taps, heading] of journeys) {
        await test.step(name, async () => {
          await tab(phone ? 'Home' : 'Dashboard').click();
          await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
          expect(taps.length).toBeLessThanOrEqual(2);
          for (const tap of taps) await tap();
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        });
      }
    });

    test('no page is wider than the screen and no table is clipped', async ({ page, player, request }) => {
      test.setTimeout(240_000);
      const rival = await registerViaApi(request);
      await uploadSessions(request, player, 3);
      // A member sees every table (Career Stats' tour comparison, duels and leagues, session details).
      await setMembershipTier(request, player.id, 'premium');
      await signInViaUi(page, player);
      const pages: [string, string | RegExp][] = [
        [paths.home, 'Dashboard'],
        [paths.playerSessions(player.id), /'s Sessions$/],
        [paths.playerStats(player.id), /^Career Stats: /],
        [paths.playerStats(rival.id), /^Career Stats: /],
        [paths.settings, 'Settings'],
        [paths.membership, 'Membership'],
        [paths.duels, /Duels/],
        [paths.leagues, /Leagues/],
        [paths.coach, /Coach/],
        [paths.compare(player.id, rival.id), / vs /],
        [paths.notifications, 'Notifications'],
        [paths.contacts, 'Contacts'],
        [paths.gifts, /Gift/],
        [paths.record, /Record/],
        [paths.help, /Help|Guide/],
      ];
      const found: string[] = [];
      for (const [address, heading] of pages) {
        await open(page, address, heading);
        for (const problem of await layoutProblems(page, !phone)) found.push(`${address}: ${problem}`);
        if (process.env.SHELL_SHOTS) {
          const name = address.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
          await page.screenshot({ path: `${process.env.SHELL_SHOTS}/${width}-${name}.png`, fullPage: true });
        }
      }
      expect(found).toEqual([]);
    });

    test('a paywall is a friendly card that leads to the membership page', async ({ page, player }) => {
      await signInViaUi(page, player);
      const paywalls: [string, () => Promise<void>, string?][] = [
        [paths.playerStats(player.id), async () => {}],
        [paths.gifts, async () => {}],
        [paths.leagues, () => page.getByRole('button', { name: 'Create League' }).first().click()],
        // The coach page's own note on what it can see (decision 057).
        [paths.coach, async () => {}, 'Compare plans'],
      ];
      for (const [address, reveal, name = 'Upgrade Now'] of paywalls) {
        await page.goto(address);
        await reveal();
        const upgrade = page.getByRole('link', { name }).first();
        await expect(upgrade).toHaveAttribute('href', paths.membership);
        await expect(page.getByRole('alert')).toHaveCount(0);
        await upgrade.click();
        await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
        for (const plan of ['Free', 'Regular', 'Premium'])
          await expect(page.getByRole('heading', { level: 2, name: plan, exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Choose Monthly' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Choose Annual' })).toBeVisible();
      }
    });

    test('a challenge from another player shows as a toast with View and Accept', async ({
      page,
      player,
      browser,
      request,
    }) => {
      const ben = await registerViaApi(request, { name: 'Pat Challenger' });
      await signInViaUi(page, player);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      // Give the live stream a moment to connect before the challenge is sent.
      await page.waitForLoadState('networkidle');

      const benPage = await signedInPage(browser, ben);
      const res = await benPage.request.post('/api/duels', {
        headers: { authorization: `Bearer ${ben.token}` },
        data: { invited_player_id: player.id, competition_mode: 'time_limit', time_limit_minutes: 5 },
      });
      expect(res.status(), await res.text()).toBe(201);

      const toast = page.getByTestId('toast').filter({ hasText: 'Pat Challenger challenged you' });
      await expect(toast).toBeVisible();
      await expect(toast.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
      await expect(toast.getByRole('link', { name: 'View' })).toHaveAttribute('href', /^\/duels\/\d+$/);
      await toast.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Challenge accepted.' })).toBeVisible();
      await page.goto(paths.duels);
      await expect(page.getByRole('heading', { name: 'Active Duels' })).toBeVisible();
      await benPage.context().close();
    });
  });
}
