/**
 * Fills a fresh database with the demo golfers and a few weeks of their
 * practice. Accounts and sessions go through the real API (in-process with
 * `app.inject`), so every figure is derived by the server exactly as for a
 * desktop upload. Membership is set directly: there is no billing to buy it.
 * Safe to run on every start: existing accounts and sessions are kept.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { DEMO_DAYS, DEMO_PASSWORD, type DemoGolfer } from './demo-golfers.ts';
import { generateSession, toUploadBody } from './putt-generator.ts';
import { SeededRandom } from './seeded-random.ts';
import { sessionStartTimes } from './session-schedule.ts';

/** What seeding did for one golfer. */
export interface SeededGolfer {
  golfer: DemoGolfer;
  playerId: number;
  /** True when the account was created by this run. */
  registered: boolean;
  /** Sessions uploaded by this run (0 when the history was already complete). */
  uploaded: number;
  /** Sessions the golfer has now. */
  total: number;
}

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
  const res = await app.inject({
    method,
    url,
    payload: body as Record<string, unknown> | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, json: res.json() as Record<string, unknown> & { message?: string } };
}

async function signIn(app: FastifyInstance, golfer: DemoGolfer) {
  const login = await call(app, 'POST', '/api/login', { email: golfer.email, password: DEMO_PASSWORD });
  if (login.status === 200)
    return { ...(login.json as { token: string; player: { player_id: number } }), registered: false };
  const reg = await call(app, 'POST', '/api/register', {
    name: golfer.name,
    email: golfer.email,
    password: DEMO_PASSWORD,
  });
  if (reg.status === 201)
    return { ...(reg.json as { token: string; player: { player_id: number } }), registered: true };
  throw new Error(
    `Cannot sign in or register demo golfer ${golfer.email} (${reg.status} ${reg.json.message}). ` +
      'If its password was changed, delete the demo data directory and start again.',
  );
}

/** Creates (or finds) one demo golfer and completes their session history. */
export async function seedGolfer(app: FastifyInstance, db: Db, golfer: DemoGolfer, now: Date): Promise<SeededGolfer> {
  const { token, player, registered } = await signIn(app, golfer);
  const playerId = player.player_id;
  await db.update(players).set({ membershipTier: golfer.tier }).where(eq(players.id, playerId));

  const page = await call(app, 'GET', `/api/player/${playerId}/sessions?limit=1`, undefined, token);
  if (page.status !== 200)
    throw new Error(`Reading ${golfer.email}'s sessions failed: ${page.status} ${page.json.message}`);
  const existing = (page.json.pagination as { total: number }).total;
  if (existing >= golfer.sessions) return { golfer, playerId, registered, uploaded: 0, total: existing };

  // The seed is the e-mail, so session ids repeat across restarts: sessions already stored by an
  // interrupted run answer 200 and are not counted twice.
  const rng = new SeededRandom(golfer.email);
  const starts = sessionStartTimes(rng, {
    count: golfer.sessions,
    days: DEMO_DAYS,
    now,
    utcOffsetMinutes: golfer.profile.utcOffsetMinutes,
  });
  let uploaded = 0;
  for (const startedAt of starts) {
    const session = generateSession(rng, golfer.profile, { startedAt });
    const res = await call(app, 'POST', '/api/sessions', toUploadBody(session), token);
    if (res.status !== 201 && res.status !== 200) {
      throw new Error(`Uploading a session for ${golfer.email} failed: ${res.status} ${res.json.message}`);
    }
    if (res.status === 201) uploaded++;
  }
  return { golfer, playerId, registered, uploaded, total: existing + uploaded };
}
