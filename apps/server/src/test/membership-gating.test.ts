/**
 * One membership policy for every endpoint (DESIGN §8, decision 035): headline figures are free,
 * depth is paid, for one's own data and for anyone else's alike. Every paid endpoint is asked as a
 * free member and as a regular member, about the caller's own data and another player's; the free
 * answers are then searched, whatever their shape, for any depth figure.
 */
import { BILLING_MESSAGES } from '@holeout/shared/billing';
import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import { DEPTH_PLAYER_STATS } from '@holeout/shared/membership';
import { describe, expect, it } from 'vitest';
import { DUELS_TEXT } from '../modules/duels/duel-texts.ts';
import { LEAGUES_TEXT } from '../modules/leagues/league-texts.ts';
import { buildPlayer, logIn, type TestPlayer } from './factories.ts';
import { mixedLog, sessionBody, upload } from './session-fixtures.ts';
import { createTestApp } from './test-app.ts';

const { app, ctx } = await createTestApp();
const db = ctx.db;

/** Career-table and session-breakdown fields: null in every answer to a free viewer, except the first session of page 1. */
const DEPTH_KEYS = new Set<string>([
  ...DEPTH_PLAYER_STATS,
  'sum_putts',
  'high_makes',
  'high_most_in_60',
  'high_ppm',
  'avg_mpm',
  'high_duration',
  'sum_duration',
  'consecutive',
  'makes_detailed',
  'misses_detailed',
  'makes_overview',
  'misses_overview',
  'makes_by_category',
  'misses_by_category',
  'consecutive_by_category',
]);

async function withSessions(tier: 'free' | 'regular' | 'premium', seed: number): Promise<TestPlayer> {
  const p = await buildPlayer(app, { tier, db });
  for (let i = 0; i < 3; i++) {
    const res = await upload(app, p, sessionBody(mixedLog(30, seed + i)));
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  return p;
}

const viewers = { free: await withSessions('free', 1), regular: await withSessions('regular', 11) };
const other = await withSessions('premium', 21);

type Tier = keyof typeof viewers;
interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(viewer: TestPlayer, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer> {
  const res = await app.inject({ method, url, headers: viewer.auth, ...(payload ? { payload } : {}) });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { status: res.statusCode, body: json ? res.json() : { text: res.body } };
}

/** Every depth field found anywhere in `value`, with its path, when it is not null. */
function depthFound(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => depthFound(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(DEPTH_KEYS.has(k) && v !== null ? [`${path}.${k}`] : []),
    ...depthFound(v, `${path}.${k}`),
  ]);
}

const sessionsOf = (a: Answer) => a.body.sessions as { details_locked: boolean; makes_overview: unknown }[];
const opened = (a: Answer) => sessionsOf(a).map((s) => !s.details_locked && s.makes_overview !== null);

/**
 * The table: one row per paid endpoint. `request` asks about `target` (the viewer's own id or
 * another player's); `free` and `regular` check the answer each tier gets.
 */
interface Row {
  name: string;
  targets: ('own' | 'other')[];
  request: (viewer: TestPlayer, target: number) => Promise<Answer>;
  free: (a: Answer) => void;
  regular: (a: Answer) => void;
  /** Paths where a free answer legitimately holds depth (the newest session on page 1). */
  allowedDepth?: RegExp;
}

const refused = (message: string) => (a: Answer) => expect(a).toMatchObject({ status: 403, body: { message } });

const ROWS: Row[] = [
  {
    name: 'GET /career-stats: the career tables',
    targets: ['own', 'other'],
    request: (v, id) => call(v, 'GET', `/api/career-stats?player_id=${id}`),
    free: (a) => {
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({ locked: true, total_sessions: 3, sum_makes: null, consecutive: null });
    },
    regular: (a) => {
      expect(a.body).toMatchObject({ locked: false, total_sessions: 3 });
      expect(a.body.sum_makes).toBeGreaterThan(0);
      expect(a.body.makes_overview).not.toBeNull();
    },
  },
  {
    name: 'GET /player/{id}/sessions page 1: only the newest session opens for free',
    targets: ['own', 'other'],
    request: (v, id) => call(v, 'GET', `/api/player/${id}/sessions`),
    free: (a) => expect(opened(a)).toEqual([true, false, false]),
    regular: (a) => expect(opened(a)).toEqual([true, true, true]),
    allowedDepth: /^\.sessions\[0\]\./,
  },
  {
    name: 'GET /player/{id}/sessions page 2: nothing opens for free',
    targets: ['own', 'other'],
    request: (v, id) => call(v, 'GET', `/api/player/${id}/sessions?page=2&limit=1`),
    free: (a) => expect(opened(a)).toEqual([false]),
    regular: (a) => expect(opened(a)).toEqual([true]),
  },
  {
    name: 'GET /player-sessions-latest: the same rule',
    targets: ['own', 'other'],
    request: (v, id) => call(v, 'GET', `/api/player-sessions-latest?player_id=${id}`),
    free: (a) => expect(opened(a)).toEqual([true, false, false]),
    regular: (a) => expect(opened(a)).toEqual([true, true, true]),
    allowedDepth: /^\.sessions\[0\]\./,
  },
  {
    name: "GET /player/{id}/data: the owner's record keeps its headline figures, depth for subscribers",
    targets: ['own'],
    request: (v, id) => call(v, 'GET', `/api/player/${id}/data`),
    free: (a) => {
      expect(a.body.stats).toMatchObject({ total_sessions: 3, max_putts_per_minute: null, most_in_60_seconds: null });
      expect((a.body.stats as { total_makes: number }).total_makes).toBeGreaterThan(0);
    },
    regular: (a) => {
      const stats = a.body.stats as Record<string, number | null>;
      for (const key of DEPTH_PLAYER_STATS) expect(stats[key]).toBeGreaterThan(0);
    },
  },
  {
    name: "GET /player/{id}/data: another player's record is the name only",
    targets: ['other'],
    request: (v, id) => call(v, 'GET', `/api/player/${id}/data`),
    free: (a) => expect(Object.keys(a.body).sort()).toEqual(['name', 'player_id']),
    regular: (a) => expect(Object.keys(a.body).sort()).toEqual(['name', 'player_id']),
  },
  {
    name: "GET /duels?player_id=: another player's duel table",
    targets: ['other'],
    request: (v, id) => call(v, 'GET', `/api/duels?player_id=${id}`),
    free: refused(DUELS_TEXT.othersLocked),
    regular: (a) => expect(a.status).toBe(200),
  },
  {
    name: "GET /leagues?player_id=: another player's league table",
    targets: ['other'],
    request: (v, id) => call(v, 'GET', `/api/leagues?player_id=${id}`),
    free: refused(LEAGUES_TEXT.othersLocked),
    regular: (a) => expect(a.status).toBe(200),
  },
  {
    name: 'GET /duels and /leagues: one’s own lists are free',
    targets: ['own'],
    request: async (v) => {
      const [d, l] = await Promise.all([call(v, 'GET', '/api/duels'), call(v, 'GET', '/api/leagues')]);
      return { status: Math.max(d.status, l.status), body: {} };
    },
    free: (a) => expect(a.status).toBe(200),
    regular: (a) => expect(a.status).toBe(200),
  },
  {
    name: 'POST /leagues: league creation',
    targets: ['own'],
    request: (v) =>
      call(v, 'POST', '/api/leagues', { name: 'Gated League', description: 'Paid', privacy_type: 'public' }),
    free: refused(LEAGUE_MESSAGES.createNeedsSubscription),
    regular: (a) => expect(a.status).toBe(201),
  },
  {
    name: 'GET /subscriptions/gifts: gift codes',
    targets: ['own'],
    request: (v) => call(v, 'GET', '/api/subscriptions/gifts'),
    free: refused(BILLING_MESSAGES.fullSubscribersOnly),
    regular: (a) => expect(a).toMatchObject({ status: 200, body: { success: true } }),
  },
  {
    name: 'POST /subscriptions/gifts/send: sending a gift',
    targets: ['own'],
    request: (v) => call(v, 'POST', '/api/subscriptions/gifts/send', { giftCodeId: 1, recipient: 'a@example.com' }),
    free: refused(BILLING_MESSAGES.fullSubscribersOnly),
    // Past the policy: this regular member has no gift code with that id.
    regular: (a) => expect(a.status).not.toBe(403),
  },
  {
    name: 'POST /subscriptions/bundles/purchase: buying gift bundles',
    targets: ['own'],
    request: (v) => call(v, 'POST', '/api/subscriptions/bundles/purchase', { bundleId: 'pack3' }),
    free: refused(BILLING_MESSAGES.fullSubscribersOnly),
    // Past the policy: the test app has no payment configuration.
    regular: (a) => expect(a.status).toBe(503),
  },
  {
    name: 'GET /player/{id}/sessions.csv: one’s own rows, which carry the history table’s figures only',
    targets: ['own'],
    request: (v, id) => call(v, 'GET', `/api/player/${id}/sessions.csv`),
    free: (a) => expect(a.status).toBe(200),
    regular: (a) => expect(a.status).toBe(200),
  },
  {
    name: "GET /player/{id}/sessions.csv: another player's export",
    targets: ['other'],
    request: (v, id) => call(v, 'GET', `/api/player/${id}/sessions.csv`),
    free: (a) => expect(a.status).toBe(403),
    regular: (a) => expect(a.status).toBe(403),
  },
  {
    name: 'GET /compare: the comparison cards and head-to-head are free, without depth',
    targets: ['other'],
    request: (v, id) => call(v, 'GET', `/api/compare?player1_id=${v.id}&player2_id=${id}`),
    free: (a) => expect((a.body.player2_stats as { sum_makes: number }).sum_makes).toBeGreaterThan(0),
    regular: (a) => expect((a.body.player2_stats as { sum_makes: number }).sum_makes).toBeGreaterThan(0),
  },
];

describe.each(ROWS)('$name', (row) => {
  it.each(row.targets)('as a free member, about %s data: refused or withheld, no depth in the answer', async (t) => {
    const viewer = viewers.free;
    const answer = await row.request(viewer, t === 'own' ? viewer.id : other.id);
    row.free(answer);
    const leaks = depthFound(answer.body).filter((p) => !row.allowedDepth?.test(p));
    expect(leaks).toEqual([]);
  });

  it.each(row.targets)('as a regular member, about %s data: the data', async (t) => {
    const viewer = viewers.regular;
    row.regular(await row.request(viewer, t === 'own' ? viewer.id : other.id));
  });
});

describe('sign-in answers', () => {
  it.each(['free', 'regular'] as Tier[])('login gives a %s member the record their tier allows', async (tier) => {
    const p = viewers[tier];
    const res = await logIn(app, p);
    const stats = res.json().player.stats as Record<string, number | null>;
    expect(stats.total_makes).toBeGreaterThan(0);
    for (const key of DEPTH_PLAYER_STATS) {
      if (tier === 'free') expect(stats[key]).toBeNull();
      else expect(stats[key]).toBeGreaterThan(0);
    }
  });
});
