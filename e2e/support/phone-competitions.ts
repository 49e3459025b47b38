import { MIN_SECONDS_BETWEEN_PUTTS } from '@holeout/shared/putt-limits';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { clientAddress, type RegisteredPlayer } from './players.ts';
import { signInViaUi } from './sign-in.ts';

/** A phone: 375 px wide, touch. */
export const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } as const;

const auth = (player: RegisteredPlayer) => ({ authorization: `Bearer ${player.token}` });

async function call<T>(
  request: APIRequestContext,
  player: RegisteredPlayer,
  method: 'post' | 'put',
  path: string,
  data: unknown,
): Promise<T> {
  const res = await request[method](path, { headers: auth(player), data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A golfer on a phone of their own (own storage, own sign-in, own client address). */
export async function phoneOf(browser: Browser, player: RegisteredPlayer): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const page = await context.newPage();
  await signInViaUi(page, player);
  return page;
}

/** `challenger` challenges `opponent` to a shoot-out of `putts` putts (API), and the opponent accepts. */
export async function activeShootOutDuel(
  request: APIRequestContext,
  challenger: RegisteredPlayer,
  opponent: RegisteredPlayer,
  { putts = 5, requireTracked = false }: { putts?: number; requireTracked?: boolean } = {},
): Promise<number> {
  const created = await call<{ duel?: { duel_id: number }; duel_id?: number }>(
    request,
    challenger,
    'post',
    '/api/duels',
    {
      invited_player_id: opponent.id,
      competition_mode: 'shoot_out',
      max_attempts: putts,
      putting_distance_feet: 7,
      ...(requireTracked && { require_tracked_sessions: true }),
    },
  );
  const duelId = created.duel?.duel_id ?? created.duel_id;
  if (!duelId) throw new Error(`no duel id in ${JSON.stringify(created)}`);
  await call(request, opponent, 'post', `/api/duels/${duelId}/respond`, { response: 'accepted' });
  return duelId;
}

/**
 * `organiser` (who must hold a paid tier) creates a shoot-out league of `putts` putts starting in
 * a minute, the members join, and it is started: round 1 is open. Resolves with the league's id.
 */
export async function startedShootOutLeague(
  request: APIRequestContext,
  organiser: RegisteredPlayer,
  members: RegisteredPlayer[],
  settings: Record<string, unknown> = {},
): Promise<number> {
  const created = await call<{ league?: { league_id: number }; league_id?: number }>(
    request,
    organiser,
    'post',
    '/api/leagues',
    {
      name: `Phone League ${Date.now().toString(36)}`,
      description: 'Rounds putted on the phone.',
      privacy_type: 'public',
      start_time: new Date(Date.now() + 60 * 60_000).toISOString(),
      settings: {
        num_rounds: 2,
        round_duration_hours: 1,
        competition_mode: 'shoot_out',
        time_limit_minutes: null,
        max_attempts: 5,
        putting_distance_feet: 7,
        ...settings,
      },
    },
  );
  const leagueId = created.league?.league_id ?? created.league_id;
  if (!leagueId) throw new Error(`no league id in ${JSON.stringify(created)}`);
  for (const m of members) await call(request, m, 'post', `/api/leagues/${leagueId}/join`, {});
  await call(request, organiser, 'post', `/api/leagues/${leagueId}/start`, {});
  return leagueId;
}

/** Taps `count` putts on the recorder (makes first, then misses), a putt's interval apart. */
export async function tapPutts(page: Page, makes: number, misses = 0): Promise<void> {
  for (let i = 0; i < makes + misses; i++) {
    await page.waitForTimeout(MIN_SECONDS_BETWEEN_PUTTS * 1000 + 100);
    await page.getByRole('button', { name: i < makes ? /^Make/ : /^Miss/ }).tap();
  }
}

/** Where screenshots of the changed pages go. */
export const SHOTS = 'test-results/phone-shots';

/** A full-page screenshot at 375 px and at 1280 px, for review. */
export async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}
