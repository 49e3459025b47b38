import { certificateDataHash } from '@holeout/shared/certificates';
import { LEAGUE_RULE_MESSAGES as RULES } from '@holeout/shared/league-rules';
import type { LeagueDetail } from '@holeout/shared/leagues';
import type { Putt } from '@holeout/shared/putt-log';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/certificates.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { ManualClock } from '../../lib/clock.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { createLeague, createLeagueTestApp, getLeague, join, organiser, submit } from '../../test/league-test-kit.ts';
import { call, notificationsOf } from '../../test/module-test-app.ts';
import { countSessions, getJson, makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';
import { auditLeague } from './league-audit.ts';
import { LEAGUE_SUBMISSION_TEXT } from './league-submissions.ts';

const clock = new ManualClock('2026-05-01T12:00:00Z');
const { app, ctx, modules } = await createLeagueTestApp(clock);
const sweep = () => modules.leagueSweep.run();
const at = (iso: string) => clock.set(iso);
const miss = (t: number): Putt => ({ t, result: 'MISS', miss: 'RETURN' });

/** Points of each player in a round, by name. */
const pointsOf = (d: LeagueDetail, round: number) =>
  Object.fromEntries(d.rounds[round - 1].submissions.map((s) => [s.player_name, s.points_awarded]));

describe('a league season, moved along by the clock', async () => {
  const org = await organiser(app, ctx.db, 'Olga');
  const [ann, bob, cid, dan] = await Promise.all(
    ['Ann', 'Bob', 'Cid', 'Dan'].map((name) => buildPlayer(app, { name })),
  );
  const outsider = await buildPlayer(app, { name: 'Outsider' });
  const created = await createLeague(app, org, {
    name: 'Season',
    start_time: '2026-05-01T13:00:00Z',
    settings: { num_rounds: 3, round_duration_hours: 2 },
  });
  const id = created.league.league_id;
  for (const p of [ann, bob, cid]) expect((await join(app, p, id)).status).toBe(200);
  const [r1, r2, r3] = created.rounds.map((r) => r.round_id);
  const detail = async (as: TestPlayer = org) => (await getLeague(app, as, id)).body;

  it('refuses sessions before the league starts', async () => {
    const res = await submit(app, ann, r1, makesRun(10));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RULES.notStarted);
  });

  it('starts at its start time and opens round 1, telling every member', async () => {
    at('2026-05-01T13:00:20Z');
    expect((await sweep()).advanced).toBe(1);
    const d = await detail();
    expect(d.league.status).toBe('active');
    expect(d.rounds.map((r) => r.status)).toEqual(['active', 'scheduled', 'scheduled']);
    expect((await notificationsOf(ctx.db, ann.id)).at(-1)).toEqual({
      kind: 'league_update',
      title: 'League started',
      message: '"Season" has started. Round 1 is open until Fri 1 May, 15:00 UTC.',
      link: `/leagues/${id}`,
    });
    expect((await sweep()).advanced).toBe(0);
  });

  it('takes one session per member per round, scored from the log under the league rules', async () => {
    // 2-minute limit: Ann 10 makes in time and 3 after the buzzer.
    const annLog = [...makesRun(10, 1, 2), ...makesRun(3, 121, 1)];
    const first = await submit(app, ann, r1, annLog);
    expect(first.statusCode).toBe(201);
    expect(first.json().session.competition).toEqual({ type: 'league', league_name: 'Season', round_number: 1 });
    const again = await submit(app, ann, r1, makesRun(20));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LEAGUE_SUBMISSION_TEXT.alreadySubmitted);
    // A retry of the stored upload is answered as stored.
    const retry = await upload(
      app,
      ann,
      sessionBody(annLog, { session_id: first.json().session.session_id, league_round_id: r1 }),
    );
    expect(retry.statusCode).toBe(200);
    expect((await submit(app, bob, r1, [...makesRun(10), miss(30)])).statusCode).toBe(201);
    expect((await submit(app, org, r1, [...makesRun(5), miss(30), miss(31)])).statusCode).toBe(201);

    const wrong = await submit(app, cid, r1, makesRun(10), { putting_distance_feet: 8 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(RULES.wrongDistance(7, 8));
    const stranger = await submit(app, outsider, r1, makesRun(10));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(LEAGUE_SUBMISSION_TEXT.notMember);
    const early = await submit(app, cid, r2, makesRun(10));
    expect(early.json().message).toBe(RULES.roundNotStarted(2));
    expect((await submit(app, cid, 999_999, makesRun(1))).json().message).toBe(LEAGUE_SUBMISSION_TEXT.roundNotFound);
    expect((await submit(app, cid, r1, makesRun(1), { irl_player: 'Guest' })).statusCode).toBe(422);
    // Refused uploads store nothing.
    expect(await countSessions(ctx.db, cid.id)).toBe(0);

    const d = await detail();
    expect(d.rounds[0].submissions.map((s) => [s.player_name, s.score, s.points_awarded])).toEqual([
      ['Ann', 10, null],
      ['Bob', 10, null],
      ['Olga', 5, null],
    ]);
  });

  it('lists the open round as awaiting only the members who have not submitted', async () => {
    const cids = await getJson<{ league_rounds: { league_round_id: number }[] }>(app, cid, '/api/active-competitions');
    expect(cids.body.league_rounds).toEqual([
      expect.objectContaining({ league_id: id, league_round_id: r1, round_number: 1, time_limit_minutes: 2 }),
    ]);
    const anns = await getJson<{ league_rounds: unknown[] }>(app, ann, '/api/active-competitions');
    expect(anns.body.league_rounds).toEqual([]);
  });

  it('reminds members without a session an hour before the close, once', async () => {
    at('2026-05-01T14:00:10Z');
    await sweep();
    expect((await notificationsOf(ctx.db, cid.id)).at(-1)).toMatchObject({
      title: 'Round 1 closes soon',
      message: 'Round 1 of "Season" closes at Fri 1 May, 15:00 UTC and you have not submitted a session yet.',
    });
    // Ann submitted (her 10/10 session also earned a certificate): no reminder for her.
    expect((await notificationsOf(ctx.db, ann.id)).map((n) => n.title)).not.toContain('Round 1 closes soon');
    const count = (await notificationsOf(ctx.db, cid.id)).length;
    await sweep();
    expect((await notificationsOf(ctx.db, cid.id)).length).toBe(count);
  });

  it('gives points at the close: N − rank + 1, ties sharing (1-1-3), non-submitters 0', async () => {
    at('2026-05-01T15:00:05Z');
    await sweep();
    const d = await detail();
    expect(d.rounds[0]).toMatchObject({ status: 'completed', participants_at_close: 4 });
    expect(pointsOf(d, 1)).toEqual({ Ann: 4, Bob: 4, Olga: 2 });
    expect(d.rounds[1].status).toBe('active');
    expect(d.standings.map((s) => [s.rank, s.player_name, s.points])).toEqual([
      [1, 'Ann', 4],
      [1, 'Bob', 4],
      [3, 'Olga', 2],
      [4, 'Cid', 0],
    ]);
    const annNotes = await notificationsOf(ctx.db, ann.id);
    expect(annNotes.slice(-2)).toEqual([
      expect.objectContaining({
        title: 'Round 1 results',
        message: 'You placed 1st of 4 in round 1 of "Season" and earned 4 points.',
      }),
      expect.objectContaining({ title: 'Round 2 is open' }),
    ]);
    expect((await notificationsOf(ctx.db, cid.id)).at(-2)?.message).toBe(
      'Round 1 of "Season" has closed. You did not submit a session, so you earned 0 points.',
    );
  });

  it('recomputes a closed round when a catch-up lands, and counts a late joiner in N', async () => {
    const res = await submit(app, cid, r1, makesRun(12));
    expect(res.statusCode).toBe(201);
    let d = await detail();
    expect(pointsOf(d, 1)).toEqual({ Cid: 4, Ann: 3, Bob: 3, Olga: 1 });
    expect(d.rounds[0].submissions.find((s) => s.player_name === 'Cid')?.catch_up).toBe(true);
    // Dan joins late and catches up on round 1 too: 5 entrants now.
    expect((await join(app, dan, id)).status).toBe(200);
    expect((await submit(app, dan, r1, makesRun(1))).statusCode).toBe(201);
    d = await detail();
    expect(d.rounds[0].participants_at_close).toBe(5);
    expect(pointsOf(d, 1)).toEqual({ Cid: 5, Ann: 4, Bob: 4, Olga: 2, Dan: 1 });
    expect(await auditLeague(ctx.db, id)).toEqual([]);
  });

  it('completes after the last round, awards the top three and tells everyone', async () => {
    expect((await submit(app, ann, r2, makesRun(30))).statusCode).toBe(201);
    expect((await submit(app, bob, r2, makesRun(3))).statusCode).toBe(201);
    at('2026-05-01T17:00:01Z');
    await sweep();
    expect((await submit(app, ann, r3, makesRun(8))).statusCode).toBe(201);
    expect((await submit(app, cid, r3, makesRun(2))).statusCode).toBe(201);
    at('2026-05-01T19:00:00Z');
    // A catch-up is too late once the last round has ended.
    const late = await submit(app, bob, r3, makesRun(2));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RULES.roundClosed(3));
    await sweep();
    const d = await detail();
    expect(d.league.status).toBe('completed');
    expect(d.rounds.every((r) => r.status === 'completed')).toBe(true);
    // Round 2: 5 members; Ann 1st (5), Bob 2nd (4). Round 3: Ann 5, Cid 4.
    expect(d.standings.map((s) => [s.rank, s.player_name, s.points, s.rounds_submitted])).toEqual([
      [1, 'Ann', 14, 3],
      [2, 'Cid', 9, 2],
      [3, 'Bob', 8, 2],
      [4, 'Olga', 2, 1],
      [5, 'Dan', 1, 1],
    ]);
    const certs = await ctx.db.select().from(certificates).where(eq(certificates.achievementValue, id));
    expect(certs.map((c) => [c.playerId, c.achievementSubtype, c.rarityTier]).sort()).toEqual(
      [
        [ann.id, 'league_championship_1st', 'legendary'],
        [cid.id, 'league_championship_2nd', 'epic'],
        [bob.id, 'league_championship_3rd', 'rare'],
      ].sort(),
    );
    const annCert = certs.find((c) => c.playerId === ann.id);
    expect(annCert?.achievementType).toBe('competition_win');
    expect(annCert?.achievementData).toMatchObject({
      league_name: 'Season',
      place: 1,
      points: 14,
      league_performance: { number_of_rounds: 3, total_makes: 51, total_misses: 0, best_streak: 30, accuracy: 100 },
    });
    // The hash covers the canonical content, so anyone can recompute it.
    const content = {
      certificate_id: annCert?.id ?? '',
      achievement_type: 'competition_win',
      achievement_subtype: 'league_championship_1st',
      achievement_value: id,
      achieved_at: annCert?.achievedAt.toISOString() ?? '',
      achievement_data: annCert?.achievementData ?? {},
    };
    expect(annCert?.dataHash).toBe(certificateDataHash(content));
    expect((await notificationsOf(ctx.db, bob.id)).at(-1)).toMatchObject({
      title: 'League complete',
      message: '"Season" is complete. You finished 3rd with 8 points. Champion: Ann.',
    });
    // Another sweep changes nothing and awards nothing twice.
    expect((await sweep()).advanced).toBe(0);
    expect(await auditLeague(ctx.db, id)).toEqual([]);
    expect(await call(app, dan, 'DELETE', `/api/leagues/${id}`, { action: 'leave' })).toMatchObject({
      status: 409,
      body: { message: RULES.completed },
    });
  });

  it('ranks the league leaderboards from the sessions submitted to it only', async () => {
    // A practice session outside the league does not count for its boards.
    await upload(app, bob, sessionBody(makesRun(100)));
    const board = await call<{ leaderboard: { rank: number; player_name: string; value: number }[] }>(
      app,
      org,
      'GET',
      `/api/leaderboards-v2?metric=total_makes&context_type=leagues&context_id=${id}`,
    );
    expect(board.status).toBe(200);
    // Every make of each submitted session counts (Ann's 3 after the buzzer too): 13 + 30 + 8.
    expect(board.body.leaderboard.map((e) => [e.rank, e.player_name, e.value])).toEqual([
      [1, 'Ann', 51],
      [2, 'Cid', 14],
      [3, 'Bob', 13],
      [4, 'Olga', 5],
      [5, 'Dan', 1],
    ]);
    const streak = await call<{ leaderboard: { player_name: string; value: number }[] }>(
      app,
      org,
      'GET',
      `/api/leaderboards-v2?metric=best_streak&context_type=leagues&context_id=${id}`,
    );
    expect(streak.body.leaderboard[0]).toMatchObject({ player_name: 'Ann', value: 30 });
  });

  it('exports the standings as CSV and the rounds as a calendar feed', async () => {
    const csv = await call(app, ann, 'GET', `/api/leagues/${id}/standings.csv`);
    expect(csv.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.raw.body.split('\r\n').slice(0, 3)).toEqual([
      'Rank,Player,Points,Rounds submitted,Total score,Round 1,Round 2,Round 3',
      '1,Ann,14,3,48,4,5,5',
      '2,Cid,9,2,14,5,,4',
    ]);
    const d = await detail(ann);
    const feed = d.viewer.calendar_url ?? '';
    expect(feed).toMatch(new RegExp(`^/api/leagues/${id}/calendar\\.ics\\?member=${ann.id}&token=[0-9a-f]{32}$`));
    const ics = await call(app, null, 'GET', feed);
    expect(ics.status).toBe(200);
    expect(ics.raw.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.raw.body).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics.raw.body).toContain(`UID:league-${id}-round-2@holeout\r\n`);
    expect(ics.raw.body).toContain('DTSTART:20260501T150000Z\r\nDTEND:20260501T170000Z\r\n');
    expect(ics.raw.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    const wrong = feed.replace(/token=[0-9a-f]{4}/, 'token=0000');
    expect((await call(app, null, 'GET', wrong)).status).toBe(404);
    expect((await call(app, null, 'GET', `/api/leagues/${id}/calendar.ics`)).status).toBe(401);
    expect((await call(app, outsider, 'GET', `/api/leagues/${id}/calendar.ics`)).status).toBe(200);
  });
});

describe('catch-up switched off, and the session rows', () => {
  it('refuses a session after the round closed and keeps league sessions out of nobody else', async () => {
    at('2026-06-01T12:00:00Z');
    const org = await organiser(app, ctx.db);
    const ann = await buildPlayer(app);
    const league = await createLeague(app, org, {
      start_time: '2026-06-01T12:30:00Z',
      settings: { num_rounds: 2, round_duration_hours: 1, allow_catch_up_submissions: false },
    });
    await join(app, ann, league.league.league_id);
    at('2026-06-01T13:31:00Z');
    await sweep();
    const res = await submit(app, ann, league.rounds[0].round_id, makesRun(3));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RULES.roundClosed(1));
    const ok = await submit(app, ann, league.rounds[1].round_id, makesRun(3));
    expect(ok.statusCode).toBe(201);
    const [row] = await ctx.db
      .select({ round: sessions.leagueRoundId, number: sessions.sessionNumber })
      .from(sessions)
      .where(eq(sessions.sessionId, ok.json().session.session_id));
    // A member's own league session is one of their sessions (numbered, in their career).
    expect(row).toEqual({ round: league.rounds[1].round_id, number: 1 });
  });
});
