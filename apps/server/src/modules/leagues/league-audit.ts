import { canonicalPuttLog, type Putt } from '@holeout/shared/putt-log';
import { competitionScore } from '@holeout/shared/stats/competition-score';
import { computeSessionFigures } from '@holeout/shared/stats/session-figures';
import { diffStandings, roundPoints } from '@holeout/shared/stats/standings';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leagueLeaderboard } from '../../db/schema/leaderboards.ts';
import { leagues } from '../../db/schema/leagues.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { sha256 } from '../../lib/sha256.ts';
import { leagueStandings } from './league.presenter.ts';
import * as repo from './leagues.repo.ts';

/**
 * Recomputes a league from the stored putt logs and compares with what is stored: every
 * submission's log hash and score, every completed round's ranks and points, the standings, and
 * the league's leaderboard rows. Answers one line per difference (empty when all agree) — the
 * proof that every figure on the league page follows from the logs. A submission whose session an
 * operator flagged or removed counts for nothing: no points, no leaderboard figures (decision 041).
 */
export async function auditLeague(db: DbOrTx, leagueId: number): Promise<string[]> {
  const problems: string[] = [];
  const [league] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  if (!league) return [`league ${leagueId}: not found`];
  const rounds = await repo.listRounds(db, leagueId);
  const subs = await repo.listSubmissions(db, leagueId);
  const members = await repo.listMembers(db, leagueId);
  const logs = new Map<string, { putts: Putt[]; duration: number | null }>();
  const ids = subs.map((s) => s.submission.sessionId);
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({ id: sessions.sessionId, log: sessions.puttLog, duration: sessions.durationSeconds })
      .from(sessions)
      .where(inArray(sessions.sessionId, ids.slice(i, i + 500)));
    for (const r of rows) logs.set(r.id, { putts: r.log, duration: r.duration });
  }
  const rules =
    league.competitionMode === 'time_limit'
      ? ({ competition_mode: 'time_limit', time_limit_minutes: league.timeLimitMinutes ?? 0 } as const)
      : ({ competition_mode: 'shoot_out', max_attempts: league.maxAttempts ?? 0 } as const);

  // Scores and hashes, from the logs.
  const recomputed = subs.map((v) => {
    const s = v.submission;
    const log = logs.get(s.sessionId);
    if (!log) {
      problems.push(`submission ${s.id}: session ${s.sessionId} is missing`);
      return { ...v, submission: { ...s } };
    }
    if (sha256(canonicalPuttLog(log.putts)) !== s.puttLogSha256) problems.push(`submission ${s.id}: log hash differs`);
    const score = competitionScore(log.putts, rules);
    if (score !== s.score) problems.push(`submission ${s.id}: score ${s.score} stored, ${score} from the log`);
    return { ...v, submission: { ...s, score } };
  });

  // Points of each completed round, from the recomputed scores.
  for (const round of rounds.filter((r) => r.status === 'completed')) {
    // A submission whose session an operator flagged or removed scores nothing (decision 041).
    for (const v of recomputed.filter((v) => v.submission.roundId === round.id && !v.counts)) {
      const s = v.submission;
      if (s.pointsAwarded !== null || s.roundRank !== null) {
        problems.push(`round ${round.roundNumber}, submission ${s.id}: points stored for a session under review`);
      }
      v.submission.pointsAwarded = null;
    }
    const inRound = recomputed.filter((v) => v.submission.roundId === round.id && v.counts);
    const n = league.isIrl
      ? Math.max(league.playerNames.length, inRound.length)
      : await repo.participantsAtEnd(db, leagueId, round.id, round.endTime);
    const places = roundPoints(
      inRound.map((v) => ({ key: String(v.submission.id), score: v.submission.score })),
      n,
    );
    for (const v of inRound) {
      const s = v.submission;
      const p = places.get(String(s.id));
      if (p && (p.points !== s.pointsAwarded || p.rank !== s.roundRank)) {
        problems.push(
          `round ${round.roundNumber}, submission ${s.id}: rank ${s.roundRank} and ${s.pointsAwarded} points stored, ` +
            `rank ${p.rank} and ${p.points} points from the logs`,
        );
      }
      v.submission.pointsAwarded = p?.points ?? null;
    }
  }

  // Standings: the stored points against the recomputed ones.
  const stored = leagueStandings(league, members, rounds, subs).ranked;
  const fresh = leagueStandings(league, members, rounds, recomputed).ranked;
  problems.push(...diffStandings(stored, fresh).map((d) => `standings ${d}`));

  // Leaderboard rows: the figures of each entrant's sessions, from the logs.
  const expected = new Map<
    string,
    { sessions: number; makes: number; streak: number; mpm: number | null; f21: number | null }
  >();
  for (const v of subs) {
    const s = v.submission;
    const log = logs.get(s.sessionId);
    if (!log || !v.counts) continue;
    const f = computeSessionFigures(log.putts, log.duration ?? undefined);
    const key = `${s.playerId}/${s.irlPlayer}`;
    const e = expected.get(key) ?? { sessions: 0, makes: 0, streak: 0, mpm: null, f21: null };
    e.sessions++;
    e.makes += f.makes;
    e.streak = Math.max(e.streak, f.best_streak);
    if (f.makes_per_minute !== null) e.mpm = Math.max(e.mpm ?? f.makes_per_minute, f.makes_per_minute);
    if (f.fastest_21_makes !== null) e.f21 = Math.min(e.f21 ?? f.fastest_21_makes, f.fastest_21_makes);
    expected.set(key, e);
  }
  const rows = await db
    .select()
    .from(leagueLeaderboard)
    .where(eq(leagueLeaderboard.leagueId, leagueId))
    .orderBy(asc(leagueLeaderboard.playerId));
  for (const r of rows) {
    const key = `${r.playerId}/${r.irlPlayer}`;
    const e = expected.get(key);
    expected.delete(key);
    const got = [r.sessions, r.totalMakes, r.bestStreak, r.maxMakesPerMinute, r.minFastest21];
    const want = e ? [e.sessions, e.makes, e.streak, e.mpm, e.f21] : null;
    if (!want || got.some((g, i) => !same(g, want[i]))) {
      problems.push(`leaderboard ${key}: ${JSON.stringify(got)} stored, ${JSON.stringify(want)} from the logs`);
    }
  }
  for (const key of expected.keys()) problems.push(`leaderboard ${key}: row missing`);
  return problems;
}

const same = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
