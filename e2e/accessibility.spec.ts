import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/lib/paths.ts';
import { expect, test } from './support/fixtures.ts';
import { registerViaApi } from './support/players.ts';
import { signInViaUi } from './support/sign-in.ts';

/**
 * axe over every page of the app, signed out and signed in, at desktop and phone width. A
 * serious or critical finding fails, and so does `landmark-unique` (two landmarks of one kind
 * with the same name), a best-practice rule axe rates moderate.
 */

// Each check signs in its own player: the parts run side by side, so this long file does not
// keep one worker busy after the others are done.
test.describe.configure({ mode: 'parallel' });

type Finding = { id: string; impact?: string | null; help: string; nodes: { target: unknown; html: string }[] };

async function findings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return (result.violations as Finding[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'landmark-unique')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.html.slice(0, 120)}`).join(' | ')}`,
    );
}

/** Opens the address, waits for its heading (pages that load data show a spinner first), checks it. */
async function check(page: Page, address: string, heading: string | RegExp) {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Let the page's data arrive and the spinners go.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  expect(await findings(page), `axe findings on ${address}`).toEqual([]);
}

/** Every route of the app with the heading it shows; a route added to paths.ts must be added here. */
function signedInPages(me: number, other: number): [string, string | RegExp][] {
  return [
    [paths.home, 'Dashboard'],
    [paths.playerSessions(me), /'s Sessions$/],
    [paths.playerStats(me), /^Career Stats: /],
    [paths.playerStats(other), /^Career Stats: /],
    [paths.playerStats(999_999), 'Career Stats'],
    [paths.settings, 'Settings'],
    [paths.duels, /Duels/],
    [paths.duel(999_999), /Duel/],
    [paths.leagues, /Leagues/],
    [paths.league(1), /League/],
    [paths.coach, /Coach/],
    [paths.coachConversation(1), /Coach/],
    [paths.compare(me, other), / vs /],
    [paths.notifications, 'Notifications'],
    [paths.contacts, 'Contacts'],
    [paths.gifts, /Gift/],
    [paths.record, /Record/],
    // Competition mode for a duel and a round that do not exist: the recorder's problem state.
    [paths.recordDuel(999_999), /Record|Putt/],
    [paths.recordLeagueRound(999_999, 999_999), /Record|Putt/],
    [paths.help, /Help|Guide/],
    [paths.membership, 'Membership'],
    ['/no-such-page', 'Page not found'],
  ];
}

const publicPages: [string, string | RegExp][] = [
  // A visitor's / is the landing page.
  [paths.home, 'Holeout'],
  [paths.login, 'Sign In'],
  [`${paths.login}?mode=register`, 'Create Account'],
  [`${paths.login}?mode=forgot`, 'Reset Password'],
  [paths.register, 'Create Your Account'],
  [paths.resetPassword, 'Reset Password'],
  [`${paths.resetPassword}?token=not-a-real-token`, 'Choose a New Password'],
  [paths.linkAccount, 'Link Your Account'],
  [paths.setupAccount, 'Complete Your Account'],
  [`${paths.oauthReturn}?oauth_error=Authentication%20cancelled&provider=google`, 'Signing In'],
  // An id that is no certificate: the page's error state (a real one is checked in certificates.spec.ts).
  [paths.certificate('1'), 'Certificate'],
  ['/no-such-page', 'Page not found'],
];

test('every route of paths.ts is checked', () => {
  const covered = new Set(
    [...publicPages, ...signedInPages(1, 2)].map(([address]) => address.split('?')[0].replace(/\d+/g, ':id')),
  );
  for (const [name, path] of Object.entries(paths)) {
    const pattern = typeof path === 'function' ? (path as (...ids: number[]) => string)(1, 2) : path;
    const route = pattern.replace(/\d+/g, ':id');
    expect(covered, `paths.${name} has no accessibility check`).toContain(route.split('?')[0]);
  }
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('signed-out pages have no serious accessibility findings', async ({ page }) => {
      test.setTimeout(120_000);
      for (const [address, heading] of publicPages) await check(page, address, heading);
    });

    // In parts of eight pages, so that each part stays well inside its time on a busy machine.
    const parts = Math.ceil(signedInPages(1, 2).length / 8);
    for (let part = 0; part < parts; part += 1) {
      test(`signed-in pages have no serious accessibility findings (part ${part + 1} of ${parts})`, async ({
        page,
        player,
        request,
      }) => {
        test.setTimeout(180_000);
        const rival = await registerViaApi(request);
        await signInViaUi(page, player);
        const pages = signedInPages(player.id, rival.id).slice(part * 8, part * 8 + 8);
        for (const [address, heading] of pages) await check(page, address, heading);
      });
    }
  });
}
