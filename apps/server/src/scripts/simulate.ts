/**
 * Desktop simulator: signs in like the desktop app and uploads generated
 * practice sessions through the public API.
 *
 *   npm run simulate -- --email E --password P --sessions N
 *                       [--url http://localhost:3000] [--legacy] [--seed S] [--days D]
 *   npm run simulate -- --email E --password P --duel ID [--url …] [--legacy] [--seed S]
 *   npm run simulate -- --email E --password P --league-round ID [--irl-player NAME] [--url …] [--seed S]
 *
 * With --duel, one session is played under that duel's rules (its distance; up to the time
 * limit's buzzer, or exactly the shoot-out's attempts) and submitted to it, as the desktop app
 * does when it is started from a duel. With --league-round, the same for a league round (on time
 * or as an allowed catch-up); --irl-player records the session of one named player of an
 * in-person league from its organiser's account.
 *
 * The same --seed replays the same golfer and the same sessions in the same
 * order (same session ids, so a replay against the same server is answered
 * "already stored"); only their start times follow --days and today's date.
 */
import { parseArgs } from 'node:util';
import { describeDuelRules, duelScore } from '@holeout/shared/duel-rules';
import { computeSessionFigures } from '@holeout/shared/stats/session-figures';
import { generateDuelSession } from './simulation/duel-session.ts';
import { ClientError, HoleoutClient } from './simulation/http-client.ts';
import {
  generateSession,
  isoWithOffset,
  type PlayerProfile,
  randomProfile,
  toUploadBody,
} from './simulation/putt-generator.ts';
import { SeededRandom } from './simulation/seeded-random.ts';
import { sessionStartTimes } from './simulation/session-schedule.ts';

const USAGE = `Usage: npm run simulate -- --email E --password P --sessions N [--url URL] [--legacy] [--seed S] [--days D]
       npm run simulate -- --email E --password P --duel ID [--url URL] [--legacy] [--seed S]
       npm run simulate -- --email E --password P --league-round ID [--irl-player NAME] [--url URL] [--seed S]

  --email, --password  an existing account (register in the web app first)
  --sessions N         number of sessions to upload (1–10000)
  --url URL            server address (default http://localhost:3000)
  --legacy             send the desktop app's legacy putt_list instead of putts
  --seed S             replay a previous run (default: a new random seed, printed)
  --days D             spread the sessions over the last D days (default 30)
  --duel ID            play one session under duel ID's rules and submit it to the duel
  --league-round ID    play one session under the league's rules and submit it to round ID
  --irl-player NAME    with --league-round: the named player of an in-person league (organiser only)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const OPTIONS = {
  email: { type: 'string' },
  password: { type: 'string' },
  sessions: { type: 'string' },
  url: { type: 'string', default: 'http://localhost:3000' },
  legacy: { type: 'boolean', default: false },
  seed: { type: 'string' },
  days: { type: 'string', default: '30' },
  duel: { type: 'string' },
  'league-round': { type: 'string' },
  'irl-player': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function parseOptions() {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
  try {
    values = parseArgs({ options: OPTIONS }).values;
  } catch (err) {
    fail(`${(err as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const roundArg = values['league-round'];
  if (!values.email || !values.password || (!values.sessions && !values.duel && !roundArg))
    fail(`--email, --password and --sessions (or --duel, or --league-round) are required.\n\n${USAGE}`);
  if ([values.sessions, values.duel, roundArg].filter(Boolean).length > 1)
    fail('Use one of --sessions, --duel and --league-round.');
  const duel = values.duel === undefined ? null : Number(values.duel);
  if (duel !== null && (!/^[1-9][0-9]{0,9}$/.test(values.duel ?? '') || duel > 2_147_483_647))
    fail('--duel must be a duel id (a whole number from 1).');
  const leagueRound = roundArg === undefined ? null : Number(roundArg);
  if (leagueRound !== null && (!/^[1-9][0-9]{0,9}$/.test(roundArg ?? '') || leagueRound > 2_147_483_647))
    fail('--league-round must be a league round id (a whole number from 1).');
  const irlPlayer = values['irl-player']?.trim() || null;
  if (irlPlayer !== null && leagueRound === null) fail('--irl-player goes with --league-round.');
  const sessions = duel === null && leagueRound === null ? Number(values.sessions) : 1;
  if (!Number.isInteger(sessions) || sessions < 1 || sessions > 10_000)
    fail('--sessions must be a whole number from 1 to 10000.');
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3650) fail('--days must be a whole number from 1 to 3650.');
  if (!URL.canParse(values.url)) fail(`--url is not a valid address: ${values.url}`);
  const seed = values.seed ?? String(Math.floor(Math.random() * 1e9));
  return {
    email: values.email,
    password: values.password,
    sessions,
    days,
    url: values.url,
    legacy: values.legacy,
    seed,
    duel,
    leagueRound,
    irlPlayer,
  };
}

const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);
const fixed = (n: number | null, digits = 1) => (n === null ? '–' : n.toFixed(digits));

async function main() {
  const opts = parseOptions();
  const client = new HoleoutClient(opts.url);
  const auth = await client.login(opts.email, opts.password).catch((err: unknown) => {
    if (err instanceof ClientError && err.status === 401) {
      fail(`Sign-in failed for ${opts.email}: wrong e-mail or password. Register the account in the web app first.`);
    }
    throw err;
  });
  const playerId = auth.player.player_id;
  const rng = new SeededRandom(opts.seed);
  const profile = randomProfile(rng);
  console.log(`Signed in as ${auth.player.name} (player ${playerId}) at ${opts.url}`);
  console.log(
    `Simulated golfer (seed ${opts.seed}): makes ${Math.round(profile.skill * 100)} % from 7 ft, ` +
      `a putt every ~${profile.tempoSeconds} s, streakiness ${profile.streakiness}, ~${profile.typicalPutts} putts a session`,
  );
  if (opts.duel !== null) {
    await playDuel(client, opts.duel, playerId, rng, profile, opts.legacy);
    console.log(`Replay this run with --seed ${opts.seed}.`);
    return;
  }
  if (opts.leagueRound !== null) {
    await playLeagueRound(client, opts.leagueRound, opts.irlPlayer, rng, profile, opts.legacy);
    console.log(`Replay this run with --seed ${opts.seed}.`);
    return;
  }
  console.log(
    `Uploading ${opts.sessions} sessions from the last ${opts.days} days (${opts.legacy ? 'legacy putt_list' : 'putts'})…\n`,
  );

  // Separate streams: the n-th session is the same for a seed whatever --sessions and --days say.
  const scheduleRng = rng.fork();
  const sessionRng = rng.fork();
  const starts = sessionStartTimes(scheduleRng, {
    count: opts.sessions,
    days: opts.days,
    now: new Date(),
    utcOffsetMinutes: profile.utcOffsetMinutes,
  });
  const totals = { created: 0, stored: 0, putts: 0, makes: 0, mismatches: 0, ms: 0 };
  for (const startedAt of starts) {
    const session = generateSession(sessionRng, profile, { startedAt });
    const local = computeSessionFigures(session.putts, session.duration_seconds);
    const began = performance.now();
    const res = await client.uploadSession(toUploadBody(session, { legacy: opts.legacy }));
    totals.ms += performance.now() - began;
    const s = res.session;
    if (res.created) totals.created++;
    else totals.stored++;
    totals.putts += s.putts;
    totals.makes += s.makes;
    const agrees = s.putts === local.putts && s.makes === local.makes && s.best_streak === local.best_streak;
    if (!agrees) totals.mismatches++;
    console.log(
      [
        `Session #${s.session_number ?? '–'}`.padEnd(14),
        // The stored start, which is the earlier run's for a session that was already there.
        isoWithOffset(new Date(s.start_time), profile.utcOffsetMinutes).slice(0, 16).replace('T', ' '),
        `sent ${String(local.putts).padStart(3)} putts ${String(local.makes).padStart(3)} makes`,
        `→ server: ${s.putts} putts, ${s.makes} makes (${pct(s.makes, s.putts)}), streak ${s.best_streak},` +
          ` 21 in ${s.fastest_21_makes === null ? '–' : `${fixed(s.fastest_21_makes)} s`}, ${fixed(s.makes_per_minute)} makes/min`,
        res.created ? '' : '(already stored)',
        agrees ? '' : '⚠ differs from the log sent',
      ]
        .filter(Boolean)
        .join('  '),
    );
  }

  console.log(`\nUploaded ${opts.sessions} sessions: ${totals.created} new, ${totals.stored} already stored.`);
  console.log(`Putts ${totals.putts}, makes ${totals.makes} (${pct(totals.makes, totals.putts)}).`);
  console.log(`Average upload round trip ${(totals.ms / opts.sessions).toFixed(1)} ms.`);
  if (totals.mismatches > 0)
    console.log(`⚠ ${totals.mismatches} sessions came back with figures that differ from the log sent.`);
  const career = await client.careerStats(playerId);
  if (career.locked) {
    console.log(`Career: ${career.total_sessions} sessions (figures are for regular and premium members).`);
  } else {
    console.log(
      `Career: ${career.total_sessions} sessions, ${career.sum_makes} makes of ${career.sum_putts} putts, ` +
        `best streak ${career.high_best_streak}, ${fixed(career.avg_mpm, 2)} makes/min on average.`,
    );
  }
  console.log(`Replay this run with --seed ${opts.seed}.`);
  if (totals.mismatches > 0) process.exitCode = 1;
}

/** Plays one session under the duel's rules, submits it, and prints the duel as it stands after. */
async function playDuel(
  client: HoleoutClient,
  duelId: number,
  playerId: number,
  rng: SeededRandom,
  profile: PlayerProfile,
  legacy: boolean,
) {
  const duel = await client.duel(duelId);
  const rules = describeDuelRules(duel);
  const opponent = duel.creator_id === playerId ? duel.invited_player_name : duel.creator_name;
  console.log(`Duel #${duelId} against ${opponent ?? 'a new player'} (${duel.status}): ${rules}.`);
  const session = generateDuelSession(rng.fork(), profile, duel, new Date());
  const res = await client.uploadSession({ ...toUploadBody(session, { legacy }), duel_id: duelId });
  const score = duelScore(session.putts, duel);
  console.log(
    `Submitted ${session.putts.length} putts, ${res.session.makes} makes → duel score ${score}${res.created ? '' : ' (already stored)'}.`,
  );
  const after = await client.duel(duelId);
  const mine = after.creator_id === playerId ? after.creator_score : after.invited_player_score;
  const theirs = after.creator_id === playerId ? after.invited_player_score : after.creator_score;
  if (after.status !== 'completed') {
    console.log(`The duel is ${after.status}; waiting for ${opponent ?? 'the opponent'}'s session.`);
    return;
  }
  const result = after.winner_id === null ? 'Draw' : after.winner_id === playerId ? 'Won' : 'Lost';
  const rating = after.creator_id === playerId ? after.creator_rating : after.invited_player_rating;
  const change = rating?.change ?? 0;
  console.log(
    `Duel completed: ${result} ${mine}–${theirs}. Duel rating ${Math.round(rating?.rating ?? 0)} ` +
      `(${change >= 0 ? '+' : '−'}${Math.abs(Math.round(change))}, ±${Math.round(2 * (rating?.deviation ?? 0))}).`,
  );
}

/**
 * Plays one session under a league round's rules, submits it (for a named IRL player when given),
 * and prints the round as it stands after. The round is looked up among the player's leagues, so
 * a catch-up of a closed round works as well as an open one.
 */
async function playLeagueRound(
  client: HoleoutClient,
  roundId: number,
  irlPlayer: string | null,
  rng: SeededRandom,
  profile: PlayerProfile,
  legacy: boolean,
) {
  const found = await findRound(client, roundId);
  if (!found) fail(`League round ${roundId} is not in any of your leagues.`);
  const { detail, round } = found;
  const s = detail.league.settings;
  const rules = describeDuelRules({ ...s });
  const who = irlPlayer ? ` for ${irlPlayer}` : '';
  console.log(
    `League "${detail.league.name}", round ${round.round_number} of ${s.num_rounds} (${round.status}, ` +
      `${round.start_time.slice(0, 16)}–${round.end_time.slice(0, 16)} UTC)${who}: ${rules}.`,
  );
  const session = generateDuelSession(rng.fork(), profile, s, new Date());
  const body = { ...toUploadBody(session, { legacy }), league_round_id: roundId };
  const res = await client.uploadSession(irlPlayer ? { ...body, irl_player: irlPlayer } : body);
  console.log(
    `Submitted ${session.putts.length} putts, ${res.session.makes} makes → round score ` +
      `${duelScore(session.putts, s)}${res.created ? '' : ' (already stored)'}.`,
  );
  const after = await client.league(detail.league.league_id);
  const now = after.rounds.find((r) => r.round_id === roundId);
  for (const sub of now?.submissions ?? []) {
    const points = sub.points_awarded === null ? 'points at the close' : `${sub.points_awarded} points`;
    console.log(
      `  ${sub.player_name.padEnd(24)} ${String(sub.score).padStart(4)}  ${points}${sub.catch_up ? ' (catch-up)' : ''}`,
    );
  }
}

async function findRound(client: HoleoutClient, roundId: number) {
  const waiting = (await client.activeCompetitions()).league_rounds.find((r) => r.league_round_id === roundId);
  const ids = waiting ? [waiting.league_id] : (await client.leagues()).my_leagues.map((l) => l.league_id);
  for (const id of ids) {
    const detail = await client.league(id);
    const round = detail.rounds.find((r) => r.round_id === roundId);
    if (round) return { detail, round };
  }
  return null;
}

main().catch((err: unknown) => {
  if (err instanceof ClientError) fail(err.message);
  throw err;
});
