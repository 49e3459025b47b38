import { expect, test } from './support/fixtures.ts';
import { getLeague } from './support/leagues.ts';
import { activeShootOutDuel, PHONE, startedShootOutLeague, tapPutts } from './support/phone-competitions.ts';
import { registerViaApi } from './support/players.ts';
import { signInViaUi } from './support/sign-in.ts';
import { advanceLeagueTime, setMembershipTier } from './support/test-hooks.ts';

test.use(PHONE);
test.setTimeout(150_000);

test('competition sessions putted in airplane mode: the open duel gets its session once, the closed round a practice session with the reason', async ({
  context,
  page,
  player: ben,
  request,
}) => {
  const ada = await registerViaApi(request, { name: `Ada ${Date.now().toString(36)}` });
  await setMembershipTier(request, ada.id, 'regular');
  const duelId = await activeShootOutDuel(request, ada, ben);
  // A round that closes for good when it ends: no catch-up.
  const leagueId = await startedShootOutLeague(request, ada, [ben], { allow_catch_up_submissions: false });
  const round = (await getLeague(request, ada, leagueId)).rounds.find((r) => r.round_number === 1);
  if (!round) throw new Error('no round 1');
  await signInViaUi(page, ben);
  // Two tabs on one phone: one per competition, both opened while online.
  await page.goto(`/record?duel=${duelId}`);
  const roundPage = await context.newPage();
  await roundPage.goto(`/record?league=${leagueId}&round=${round.round_id}`);
  // Both ready before either starts: a tab that loads after the other started opens its
  // session in progress (the recorder is kept per player on the device), not a new one.
  for (const p of [page, roundPage]) await expect(p.getByRole('button', { name: 'Start' })).toBeVisible();
  for (const p of [page, roundPage]) await p.getByRole('button', { name: 'Start' }).tap();

  await test.step('offline, both sessions finish and wait on the phone, each with its competition', async () => {
    await context.setOffline(true);
    await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
    await tapPutts(page, 5);
    await expect(page.getByTestId('record-result-status')).toContainText("when you're back online");
    await tapPutts(roundPage, 2, 3);
    await expect(roundPage.getByTestId('record-result-status')).toContainText("when you're back online");
    const queue = await page.evaluate(() => JSON.parse(localStorage.getItem('holeout.pendingUploads') ?? '[]'));
    expect(
      queue
        .map((e: { body: { duel_id?: number; league_round_id?: number } }) => e.body.duel_id ?? e.body.league_round_id)
        .sort(),
    ).toEqual([duelId, round.round_id].sort());
  });

  await test.step('meanwhile the round ends and closes', async () => {
    await advanceLeagueTime(request, leagueId, 61);
  });

  await test.step('back online: the duel session is submitted once, the round one kept as practice with the reason', async () => {
    await context.setOffline(false);
    await expect(page.getByText("You're offline.", { exact: false })).toBeHidden();
    await expect(page.getByTestId('record-result-status')).toContainText('Submitted to', { timeout: 45_000 });
    await expect(roundPage.getByTestId('record-result-status')).toContainText('Kept as a practice session', {
      timeout: 45_000,
    });
    const duel = (await (
      await request.get(`/api/duels/${duelId}`, { headers: { authorization: `Bearer ${ben.token}` } })
    ).json()) as { duel?: { invited_player_score: number | null }; invited_player_score?: number | null };
    expect((duel.duel ?? duel).invited_player_score).toBe(5);
    const sessions = (await (
      await request.get(`/api/player/${ben.id}/sessions`, { headers: { authorization: `Bearer ${ben.token}` } })
    ).json()) as { sessions: { competition: { type: string } | null }[] };
    // Two sessions, each once: the duel's, and the closed round's as practice.
    expect(sessions.sessions.map((s) => s.competition?.type ?? 'practice').sort()).toEqual(['duel', 'practice']);
    const detail = await getLeague(request, ada, leagueId);
    expect(detail.rounds.find((r) => r.round_id === round.round_id)?.submissions).toEqual([]);
  });
});
