import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { getLeague } from './support/leagues.ts';
import { PHONE, phoneOf, SHOTS, shoot, startedShootOutLeague, tapPutts } from './support/phone-competitions.ts';
import { registerViaApi } from './support/players.ts';
import { signInViaUi } from './support/sign-in.ts';
import { setMembershipTier } from './support/test-hooks.ts';

test.use(PHONE);
test.setTimeout(180_000);
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** From the league page: Putt now on the open round, Start, `makes` makes and the rest misses (5 putts). */
async function puttRound(page: Page, leagueId: number, makes: number) {
  await page.goto(`/leagues/${leagueId}`);
  await page.getByTestId('league-round-panel').getByRole('link', { name: 'Putt now' }).tap();
  await expect(page.getByTestId('record-competition')).toContainText('Round 1');
  await page.getByRole('button', { name: 'Start' }).tap();
  await tapPutts(page, makes, 5 - makes);
  await expect(page.getByTestId('record-result-status')).toContainText('Submitted to');
}

test('three members play a league round on their phones and see the provisional ranking', async ({
  browser,
  page,
  player: ada,
  request,
}) => {
  const ben = await registerViaApi(request, { name: `Ben ${Date.now().toString(36)}` });
  const cai = await registerViaApi(request, { name: `Cai ${Date.now().toString(36)}` });
  await setMembershipTier(request, ada.id, 'regular');
  const leagueId = await startedShootOutLeague(request, ada, [ben, cai]);
  await signInViaUi(page, ada);

  await test.step('the round panel offers Putt now first', async () => {
    await page.goto(`/leagues/${leagueId}`);
    await expect(page.getByTestId('league-round-panel').getByRole('link', { name: 'Putt now' })).toBeVisible();
    await shoot(page, 'league-page-open-round');
  });

  await test.step('Ada putts 3 of 5', async () => {
    await puttRound(page, leagueId, 3);
    await expect(page.getByTestId('standing-own-score')).toContainText('Your score: 3, place 1 of 1 so far.');
  });

  const benPage = await phoneOf(browser, ben);
  await test.step('Ben putts 5 of 5 from his dashboard list', async () => {
    await benPage
      .getByTestId('awaiting-competitions')
      .getByRole('link', { name: /Putt now/ })
      .tap();
    await benPage.getByRole('button', { name: 'Start' }).tap();
    await tapPutts(benPage, 5);
    await expect(benPage.getByTestId('standing-own-score')).toContainText('place 1 of 2');
  });

  const caiPage = await phoneOf(browser, cai);
  await test.step('Cai putts 1 of 5 and sees all three ranked', async () => {
    await puttRound(caiPage, leagueId, 1);
    const ranking = caiPage.getByTestId('standing-ranking');
    await expect(ranking.getByRole('listitem')).toHaveCount(3);
    await expect(ranking.getByRole('listitem').nth(0)).toContainText(ben.name);
    await expect(ranking.getByRole('listitem').nth(2)).toContainText(cai.name);
    await expect(ranking.getByTestId('capture-source').first()).toHaveText('Phone, tapped by hand');
    await shoot(caiPage, 'record-league-result');
  });

  await test.step('Ada sees the three results without reloading', async () => {
    await expect(page.getByTestId('standing-ranking').getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  });

  await test.step('the results table shows each score with how it was captured', async () => {
    await page.goto(`/leagues/${leagueId}`);
    const results = page.getByTestId('league-results');
    await expect(results.getByTestId('capture-source')).toHaveCount(3);
    await shoot(page, 'league-page-results');
  });
  await benPage.context().close();
  await caiPage.context().close();
});

test('an organiser records each participant of an in-person round on the phone', async ({
  page,
  player: ada,
  request,
}) => {
  await setMembershipTier(request, ada.id, 'regular');
  const leagueId = await startedShootOutLeague(request, ada, [], {
    is_irl: true,
    num_players: 2,
    player_names: ['Dee', 'Eve'],
    allow_player_invites: false,
    allow_late_joiners: false,
    allow_catch_up_submissions: false,
  });
  await signInViaUi(page, ada);

  for (const [name, makes] of [
    ['Dee', 4],
    ['Eve', 2],
  ] as const) {
    await test.step(`pick ${name}, putt, finish`, async () => {
      await page.goto(`/leagues/${leagueId}`);
      const panel = page.getByTestId('league-round-panel');
      await panel.getByLabel('Player about to putt').selectOption(name);
      if (name === 'Dee') await shoot(page, 'league-irl-pick');
      await panel.getByRole('link', { name: `Putt now: record ${name}` }).tap();
      await expect(page.getByTestId('record-competition')).toContainText(name);
      await page.getByRole('button', { name: 'Start' }).tap();
      await tapPutts(page, makes, 5 - makes);
      await expect(page.getByTestId('record-result-status')).toContainText('Submitted to');
      await expect(page.getByTestId('standing-ranking')).toContainText(name);
    });
  }

  const detail = await getLeague(request, ada, leagueId);
  const round = detail.rounds.find((r) => r.round_number === 1);
  expect(round?.submissions.map((s) => [s.irl_player, s.score]).sort()).toEqual([
    ['Dee', 4],
    ['Eve', 2],
  ]);
});

test('a tracked-only league takes no hand-tapped session: the recorder offers the camera, the server refuses', async ({
  page,
  player: ada,
  request,
}) => {
  const ben = await registerViaApi(request, { name: `Ben ${Date.now().toString(36)}` });
  await setMembershipTier(request, ada.id, 'regular');
  const leagueId = await startedShootOutLeague(request, ada, [ben], { require_tracked_sessions: true });
  const round = (await getLeague(request, ada, leagueId)).rounds.find((r) => r.round_number === 1);
  if (!round) throw new Error('no round 1');
  await signInViaUi(page, ben);

  await test.step('Putt now leads to the camera only', async () => {
    await page.goto(`/leagues/${leagueId}`);
    await page.getByTestId('league-round-panel').getByRole('link', { name: 'Putt now' }).tap();
    await expect(page.getByText('This competition requires tracked sessions').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record with the camera' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
    await shoot(page, 'record-tracked-only');
  });

  await test.step('a hand-tapped session for it (rules read before the switch) is refused and kept as practice', async () => {
    // The recorder of a device that read the round before it required tracked sessions.
    const startedAtMs = Date.now() - 30_000;
    await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
      key: `holeout.recorder.${ben.id}`,
      value: {
        settings: { distanceFeet: 7, zone: 'TOP', missKind: 'RETURN' },
        recording: {
          sessionId: crypto.randomUUID(),
          startedAtMs,
          startedAt: new Date(startedAtMs).toISOString(),
          distanceFeet: 7,
          putts: [
            { t: 3, result: 'MAKE', zone: 'TOP' },
            { t: 6, result: 'MAKE', zone: 'TOP' },
          ],
          source: 'manual',
          labels: [],
          competition: {
            kind: 'league',
            id: round.round_id,
            leagueId,
            title: `League round ${round.round_number}`,
            mode: 'shoot_out',
            timeLimitMinutes: null,
            maxAttempts: 5,
            distanceFeet: 7,
            requireTracked: false,
            irlPlayer: null,
          },
        },
      },
    });
    await page.goto('/record');
    await tapPutts(page, 3);
    await expect(page.getByTestId('record-result-status')).toContainText(
      'Kept as a practice session, not for League round 1: This competition requires tracked sessions (camera or desktop app).',
    );
    const detail = await getLeague(request, ada, leagueId);
    expect(detail.rounds.find((r) => r.round_id === round.round_id)?.submissions).toEqual([]);
  });
});
