/**
 * THE special-case table of the attack suite: what a valid request of a route looks like when the
 * OpenAPI schema alone cannot say (a real putt log, the right old password, a live reset token),
 * and which routes are public reads of another player's data. A route missing here still gets
 * every generic case, with a request built from its schemas; add an entry when its valid request
 * needs more than that, and say why.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { NIL_SESSION_ID } from '@holeout/shared/putt-log';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BODY_LIMIT } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { systemClock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/sha256.ts';
import { insertPasswordReset } from '../../modules/auth/auth.repo.ts';
import { listGiftCodes } from '../../modules/billing/billing.repo.ts';
import { billingOperator } from '../../modules/billing/billing-operator.ts';
import { issueGiftCodes } from '../../modules/billing/gift-codes.ts';
import { SESSION_UPLOAD_BODY_LIMIT } from '../../modules/sessions/sessions.routes.ts';
import { buildPlayer, type TestPlayer } from '../factories.ts';
import { makesRun, sessionBody } from '../session-fixtures.ts';
import { REVOCATIONS, type Revocation, revokeToken } from '../token-revocations.ts';
import { CERTIFICATE_ROUTE_SPECIALS } from './certificate-route-examples.ts';
import { FRIEND_ROUTE_SPECIALS } from './friend-route-examples.ts';
import { LEAGUE_ROUTE_SPECIALS } from './league-route-examples.ts';
import { OTS_ROUTE_SPECIALS } from './ots-route-examples.ts';
import { SIGN_IN_ROUTE_SPECIALS } from './sign-in-methods-route-examples.ts';

/** A valid request of one route, in parts; cases mutate one part each. */
export interface Example {
  /** The player whose id fills the player-id parameters (the token's player unless a case says otherwise). */
  playerId: number;
  /** Bearer token sent; null sends none. */
  token: string | null;
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  /** JSON body; undefined sends none. */
  body?: unknown;
}

/** What an example builder may use. */
export interface ExampleContext {
  app: FastifyInstance;
  db: Db;
  /** The route's own player: the token's player of the generic example. */
  me: TestPlayer;
  /** Another registered player: the target of the 403 cases (challenged to duels, never edited). */
  other: TestPlayer;
}

/** One row of the table. */
export interface RouteSpecial {
  /** Why the route needs a row. */
  why: string;
  /** Builds a valid request (called afresh for every case); missing parts come from the schemas. */
  valid?: (ctx: ExampleContext) => Promise<Partial<Example>> | Partial<Example>;
  /** Status of the valid request when it is not 200. */
  status?: number;
  /** `public`: another player's id may be read (DESIGN §1); otherwise the route answers 403. */
  otherPlayer?: 'public';
  /** The route's own body limit, when it raises the app's default. */
  bodyLimit?: number;
  /** String fields that are opaque secrets: control characters there are data, not a defect. */
  opaque?: string[];
  /** Attacks only this route has, on top of the generic ones. */
  cases?: SpecialCase[];
  /**
   * The route answers a stream that never ends (server-sent events): its requests go over real
   * HTTP, and a stream is closed as soon as its status is known.
   */
  stream?: true;
}

/** An attack of one route: the valid body changed, and the statuses allowed in answer. */
export interface SpecialCase {
  name: string;
  /** The attacking body from a fresh valid one; a string is sent as raw JSON text. Unchanged when absent. */
  body?: (valid: Record<string, unknown>) => unknown;
  /**
   * Builds the request to attack with instead of the route's valid one, for an attack that needs
   * its own setup (a ticket whose token was then revoked); missing parts come from the schemas.
   */
  request?: (ctx: ExampleContext) => Promise<Partial<Example>>;
  /** All 4xx: a refusal (envelope, field, nothing stored); otherwise any of these. */
  statuses: number[];
  /** The field a 400's message must name (a 422's: the broken limit). */
  field?: string;
}

/** Logs `player` in again: a token of their own for a case that spends it (logout). */
async function freshToken(app: FastifyInstance, player: TestPlayer): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: player.email, password: player.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** A ticket minted by a new player's token, which `how` then revoked: dead with its token (issue 22 §2). */
async function ticketOfRevokedToken(app: FastifyInstance, db: Db, how: Revocation): Promise<string> {
  const p = await buildPlayer(app);
  const res = await app.inject({ method: 'POST', url: '/api/auth/ticket', headers: p.auth });
  if (res.statusCode !== 200) throw new Error(`ticket failed: ${res.statusCode} ${res.body}`);
  await revokeToken(app, db, p, p.token, how);
  return res.json().ticket;
}

const PUBLIC_READ = 'reads another player: public by DESIGN §1 (name, career, sessions list)';

/** `creator` challenges `invitee` to a 5-minute duel; the duel's id. */
async function challenge(app: FastifyInstance, creator: TestPlayer, invitee: TestPlayer): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/duels',
    headers: creator.auth,
    payload: { invited_player_id: invitee.id, competition_mode: 'time_limit', time_limit_minutes: 5 },
  });
  if (res.statusCode !== 201) throw new Error(`challenge failed: ${res.statusCode} ${res.body}`);
  return res.json().duel.duel_id;
}

/** A duel `me` was challenged to by a new player (one player has at most 50 open challenges). */
async function challengeTo(app: FastifyInstance, me: TestPlayer): Promise<number> {
  return challenge(app, await buildPlayer(app), me);
}

/** The id of a fresh notification of `me` (a challenge notifies the invitee). */
async function notificationOf(app: FastifyInstance, me: TestPlayer): Promise<number> {
  await challengeTo(app, me);
  const res = await app.inject({ method: 'GET', url: `/api/player/${me.id}/notifications`, headers: me.auth });
  const [newest] = res.json().notifications as { id: number }[];
  if (!newest) throw new Error(`no notification for player ${me.id}: ${res.body}`);
  return newest.id;
}

/** A new coach conversation of the player (the built-in analyst answers its first message). */
async function conversationOf(app: FastifyInstance, me: TestPlayer): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/coach/chat',
    headers: me.auth,
    payload: { message: 'How am I doing?', conversation_id: null },
  });
  if (res.statusCode !== 200) throw new Error(`no conversation for player ${me.id}: ${res.body}`);
  return res.json().conversation_id as number;
}

/**
 * Makes `me` a full subscriber (as a paid plan would), for the routes only they may use. Written
 * by hand, the change reaches the app when the database announces it (decision 050: at once on
 * PGlite, a moment later on PostgreSQL), so this waits until the app answers the new tier.
 */
async function subscribe(ctx: ExampleContext, tier: 'regular' | 'premium' = 'regular'): Promise<void> {
  const { app, db, me } = ctx;
  await db.update(players).set({ membershipTier: tier }).where(eq(players.id, me.id));
  for (let waited = 0; waited < 5_000; waited += 10) {
    const status = await app.inject({ method: 'GET', url: '/api/subscriptions/status', headers: me.auth });
    if (status.json().membership_tier === tier) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`player ${me.id} is not seen as ${tier}`);
}

const NO_PAYMENTS = 'the attack app has no Zaprite configuration: checkout answers 503 with its message';

/** Keyed by `METHOD /openapi/path`, exactly as the document spells it. */
export const ROUTE_SPECIALS: Record<string, RouteSpecial> = {
  ...LEAGUE_ROUTE_SPECIALS,
  ...FRIEND_ROUTE_SPECIALS,
  ...SIGN_IN_ROUTE_SPECIALS,
  ...OTS_ROUTE_SPECIALS,
  ...CERTIFICATE_ROUTE_SPECIALS,
  'POST /api/register': {
    why: 'needs an unused e-mail address on every call',
    status: 201,
    valid: () => ({
      body: { name: 'Attack Player', email: `attack-${randomUUID()}@example.com`, password: 'correct horse' },
    }),
    opaque: ['password'],
  },
  'POST /api/login': {
    why: "needs the player's real e-mail and password",
    valid: ({ me }) => ({ body: { email: me.email, password: me.password } }),
    opaque: ['password'],
  },
  'POST /api/logout': {
    why: 'a valid call revokes its token: every call gets a token of its own',
    valid: async ({ app, me }) => ({ token: await freshToken(app, me) }),
  },
  'POST /api/forgot-password': {
    why: 'needs a registered e-mail address',
    valid: ({ me }) => ({ body: { email: me.email } }),
  },
  'POST /api/reset-password': {
    why: "needs a live reset token (stored by hash, as forgot-password stores it); a reset expires the player's other reset tokens, so each call has its own player",
    valid: async ({ app, db }) => {
      const p = await buildPlayer(app);
      const token = randomBytes(32).toString('base64url');
      await insertPasswordReset(db, p.id, sha256(token), new Date(Date.now() + 3_600_000));
      return { body: { token, password: 'another horse' } };
    },
    opaque: ['token', 'password'],
  },
  'POST /api/auth/exchange': {
    why: 'needs a live single-use ticket',
    valid: async ({ app, me }) => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/ticket', headers: me.auth });
      return { body: { ticket: res.json().ticket } };
    },
    opaque: ['ticket'],
    cases: REVOCATIONS.map((how) => ({
      name: `a ticket whose minting token a ${how} revoked (issue 22 §2)`,
      request: async ({ app, db }) => ({ body: { ticket: await ticketOfRevokedToken(app, db, how) } }),
      statuses: [401],
    })),
  },
  'POST /api/player/{id}/change-password': {
    why: 'needs the right old password; a change revokes other tokens, so each call has its own player',
    valid: async ({ app }) => {
      const p = await buildPlayer(app);
      return {
        playerId: p.id,
        token: p.token,
        path: { id: String(p.id) },
        body: { old_password: p.password, new_password: p.password },
      };
    },
    opaque: ['old_password', 'new_password'],
  },
  'PUT /api/player/{id}': {
    why: 'an empty change is valid but exercises nothing',
    valid: () => ({ body: { name: 'Renamed Player', phone: '+47 123 45 678', timezone: 'Europe/Oslo' } }),
  },
  'PUT /api/player/{id}/socials': {
    why: 'links must be full https URLs',
    valid: () => ({ body: { website_url: 'https://example.com/me', x_url: null } }),
  },
  'PUT /api/player/{id}/notification-preferences': {
    why: 'an empty change is valid but exercises nothing',
    valid: () => ({ body: { duel_requests: false, product_updates: true } }),
  },
  'POST /api/sessions': {
    why: 'needs a valid putt log with a fresh session_id; raises the body limit',
    status: 201,
    valid: () => ({ body: sessionBody(makesRun(3)) }),
    bodyLimit: SESSION_UPLOAD_BODY_LIMIT,
    cases: uploadCases(),
  },
  'POST /api/sessions/phone': {
    why: 'the recorder’s upload: the same body and limit as the desktop upload (decision 039)',
    status: 201,
    valid: () => ({ body: sessionBody(makesRun(3)) }),
    bodyLimit: SESSION_UPLOAD_BODY_LIMIT,
    cases: uploadCases(),
  },
  'POST /api/sessions/camera': {
    why: 'the camera tracker’s upload: the upload’s body plus labels that must point into the log',
    status: 201,
    valid: () => ({ body: sessionBody(makesRun(3), { labels: [{ index: 1, from: 'MAKE TOP', to: 'NONE' }] }) }),
    bodyLimit: SESSION_UPLOAD_BODY_LIMIT,
    cases: [...uploadCases(), ...cameraLabelCases()],
  },
  'GET /api/player/{id}/data': { why: PUBLIC_READ, otherPlayer: 'public' },
  'GET /api/player/{id}/sessions': { why: PUBLIC_READ, otherPlayer: 'public' },
  'GET /api/player-sessions-latest': { why: PUBLIC_READ, otherPlayer: 'public' },
  'GET /api/career-stats': { why: PUBLIC_READ, otherPlayer: 'public' },
  'GET /api/compare': {
    why: `${PUBLIC_READ}; compares the player with another`,
    otherPlayer: 'public',
    valid: ({ me, other }) => ({ query: { player1_id: String(me.id), player2_id: String(other.id) } }),
  },
  'POST /api/duels': {
    why: 'needs an opponent and rules; each call from a new player (at most 50 open challenges each)',
    status: 201,
    valid: async ({ app, other }) => {
      const creator = await buildPlayer(app);
      return {
        playerId: creator.id,
        token: creator.token,
        body: { invited_player_id: other.id, competition_mode: 'time_limit', time_limit_minutes: 5 },
      };
    },
  },
  'GET /api/duels/{id}': {
    why: 'needs a duel the player takes part in',
    valid: async ({ app, me }) => ({ path: { id: String(await challengeTo(app, me)) } }),
  },
  'POST /api/duels/{id}/respond': {
    why: 'needs a duel the player was challenged to and has not answered',
    valid: async ({ app, me }) => ({
      path: { id: String(await challengeTo(app, me)) },
      body: { response: 'accepted' },
    }),
  },
  'POST /api/duels/{id}/cancel': {
    why: "needs the player's own unanswered challenge",
    valid: async ({ app, other }) => {
      const creator = await buildPlayer(app);
      const id = await challenge(app, creator, other);
      return { playerId: creator.id, token: creator.token, path: { id: String(id) } };
    },
  },
  'POST /api/player/{id}/notifications/{nid}/read': {
    why: 'needs a notification of the player',
    valid: async ({ app, me }) => ({ path: { id: String(me.id), nid: String(await notificationOf(app, me)) } }),
  },
  'DELETE /api/player/{id}/notifications/{nid}': {
    why: 'needs a notification of the player',
    valid: async ({ app, me }) => ({ path: { id: String(me.id), nid: String(await notificationOf(app, me)) } }),
  },
  'GET /api/notifications/stream': {
    why: 'server-sent events opened with a single-use ticket (or the bearer token in the address, decision 037)',
    stream: true,
    valid: async ({ app, me }) => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/ticket', headers: me.auth });
      return { token: null, query: { ticket: res.json().ticket } };
    },
    opaque: ['ticket', 'token'],
    cases: [
      ...REVOCATIONS.map(
        (how): SpecialCase => ({
          name: `a ticket whose minting token a ${how} revoked (issue 22 §2)`,
          request: async ({ app, db }) => ({
            token: null,
            query: { ticket: await ticketOfRevokedToken(app, db, how) },
          }),
          statuses: [401],
        }),
      ),
      ...REVOCATIONS.map(
        (how): SpecialCase => ({
          name: `the bearer token in the address after a ${how} revoked it`,
          request: async ({ app, db }) => {
            const p = await buildPlayer(app);
            await revokeToken(app, db, p, p.token, how);
            return { token: null, query: { token: p.token } };
          },
          statuses: [401],
        }),
      ),
    ],
  },
  'POST /api/coach/chat': {
    why: 'needs a conversation of the player with room under the 5-message limit: a new one per call',
    valid: async ({ app, me }) => ({
      body: { message: 'What is my best streak?', conversation_id: await conversationOf(app, me) },
    }),
  },
  'GET /api/coach/conversations/{id}': {
    why: 'needs a conversation of the player',
    valid: async ({ app, me }) => ({ path: { id: String(await conversationOf(app, me)) } }),
  },
  'GET /api/players/search': {
    why: 'a term that finds someone',
    valid: () => ({ query: { term: 'Player' } }),
  },
  'POST /api/subscriptions/create-zaprite-order': { why: NO_PAYMENTS, status: 503 },
  'POST /api/subscriptions/bundles/purchase': {
    why: `bundles are for full subscribers; ${NO_PAYMENTS}`,
    status: 503,
    valid: async (ctx) => {
      await subscribe(ctx);
      return {};
    },
  },
  'POST /api/subscriptions/zaprite-webhook/{token}': {
    why: 'without ZAPRITE_WEBHOOK_SECRET (the attack app has none) every webhook answers 404 and records nothing',
    status: 404,
    opaque: ['token'],
  },
  'POST /api/player/{id}/subscription/cancel': {
    why: 'needs a paid membership that is not cancelled yet: every case cancels its own paying player',
    valid: async ({ app, db }) => {
      const payer = await buildPlayer(app);
      await billingOperator({ db, clock: systemClock }).grant(payer.id, 'regular', 30);
      return { playerId: payer.id, token: payer.token };
    },
  },
  'GET /api/subscriptions/gifts': {
    why: 'gift codes are for full subscribers',
    valid: async (ctx) => {
      await subscribe(ctx);
      return {};
    },
  },
  'POST /api/subscriptions/gifts/send': {
    why: "needs a full subscriber's own unredeemed gift code",
    valid: async (ctx) => {
      const { db, me } = ctx;
      await subscribe(ctx, 'premium');
      await issueGiftCodes(db, me.id, null, 1);
      const codes = await listGiftCodes(db, me.id);
      const giftCodeId = codes[codes.length - 1]?.id;
      return { body: { giftCodeId, recipient: 'gift-friend@example.com' } };
    },
  },
  'POST /api/referrals/view': {
    why: 'a view of a registered referrer, with a fresh visit id (a repeated id is counted once)',
    valid: ({ me }) => ({ body: { referrer_id: me.id, visit_id: randomUUID() } }),
  },
  'POST /api/redeem-coupon': {
    why: "needs the token's own player id and a coupon with uses left",
    valid: async ({ db, me }) => {
      const code = `ATTACK${randomBytes(6).toString('hex').toUpperCase()}`;
      await billingOperator({ db, clock: systemClock }).createCoupon({
        code,
        tier: 'regular',
        durationDays: 7,
        maxUses: 1,
        expiresAt: null,
      });
      return { playerId: me.id, body: { player_id: me.id, coupon_code: code } };
    },
  },
};

/** The upload's own attacks: ids, dates and logs the generic cases cannot know are wrong. */
function uploadCases(): SpecialCase[] {
  const at = (started_at: string) => (b: Record<string, unknown>) => ({ ...b, started_at });
  const legacy = (detail: string, time: unknown) => (b: Record<string, unknown>) => {
    const { putts: _putts, ...rest } = b;
    const el = {
      'Putt Index': 1,
      'Putt Classification': 'MAKE',
      'Putt Detailed Classification': detail,
      'Putt Time': time,
    };
    return { ...rest, putt_list: [el] };
  };
  const refused = (name: string, field: string, body: SpecialCase['body']): SpecialCase => ({
    name,
    body,
    statuses: [400],
    field,
  });
  const impossible = (name: string, limit: string, body: SpecialCase['body']): SpecialCase => ({
    name,
    body,
    statuses: [422],
    field: limit,
  });
  return [
    {
      // DESIGN §2 asks for RFC 4122; a server that takes any GUID must also answer and list it.
      name: 'session_id a GUID that is not an RFC 4122 UUID (version and variant 0)',
      body: (b) => {
        const id = String(b.session_id).split('');
        id[14] = '0';
        id[19] = '0';
        return { ...b, session_id: id.join('') };
      },
      statuses: [201, 400],
    },
    {
      name: 'session_id in upper case',
      body: (b) => ({ ...b, session_id: String(b.session_id).toUpperCase() }),
      statuses: [201],
    },
    refused('started_at in the year 0', 'started_at', at('0000-01-01T00:00:00Z')),
    refused('started_at in the year 1', 'started_at', at('0001-01-01T00:00:00+00:00')),
    refused('started_at in 1999', 'started_at', at('1999-12-31T23:59:59Z')),
    refused('started_at a day ahead of the clock', 'started_at', at(new Date(Date.now() + 86_400_000).toISOString())),
    refused('started_at in the year 9999', 'started_at', at('9999-12-31T23:59:59Z')),
    refused('started_at on 30 February', 'started_at', at('2026-02-30T10:00:00Z')),
    refused('started_at without an offset', 'started_at', at('2026-03-01T09:30:00')),
    refused('duel_id just past int32', 'duel_id', (b) => ({ ...b, duel_id: 2_147_483_648 })),
    refused('league_round_id just past int32', 'league_round_id', (b) => ({ ...b, league_round_id: 2_147_483_648 })),
    { name: 'an unknown duel_id', body: (b) => ({ ...b, duel_id: 987_654 }), statuses: [404, 409, 422] },
    {
      name: 'an unknown league_round_id',
      body: (b) => ({ ...b, league_round_id: 987_654 }),
      statuses: [404, 409, 422],
    },
    refused('irl_player of spaces only', 'irl_player', (b) => ({ ...b, irl_player: '   ' })),
    {
      // The path decides the source (decision 039): a claim in the body is ignored, not an error.
      name: 'a capture_source claimed in the body',
      body: (b) => ({ ...b, capture_source: 'camera' }),
      statuses: [201],
    },
    refused('both putts and putt_list', 'putt_list', (b) => ({ ...legacy('MAKE - HOLE: TOP', 1)(b), putts: b.putts })),
    refused('neither putts nor putt_list', 'putts', ({ putts: _p, ...rest }) => rest),
    refused('5,001 putts', 'putts', (b) => ({ ...b, putts: makesRun(5001, 0, 0.1) })),
    refused('a decreasing t', 't', (b) => ({
      ...b,
      putts: [...makesRun(2, 5), { t: 1, result: 'MAKE', zone: 'TOP' }],
    })),
    refused('a negative t', 't', (b) => ({ ...b, putts: [{ t: -1, result: 'MAKE', zone: 'TOP' }] })),
    refused('a make with a miss kind', 'putts', (b) => ({
      ...b,
      putts: [{ t: 1, result: 'MAKE', zone: 'TOP', miss: 'RETURN' }],
    })),
    refused('a duration shorter than the last putt', 'duration_seconds', (b) => ({ ...b, duration_seconds: 1 })),
    refused('an empty log', 'putts', (b) => ({ ...b, putts: [] })),
    refused('an empty log with a duration', 'putts', (b) => ({ ...b, putts: [], duration_seconds: 600 })),
    refused('the all-zeros session_id', 'session_id', (b) => ({ ...b, session_id: NIL_SESSION_ID })),
    // Physically impossible sessions (issue 22, decision 041): 422 naming the broken limit.
    impossible('200 makes at t = 0 in 0 s', 'min_session_seconds', (b) => ({
      ...b,
      putts: makesRun(200, 0, 0),
      duration_seconds: 0,
    })),
    impossible('5,000 makes 12 ms apart in 60 s', 'min_session_seconds', (b) => ({
      ...b,
      putts: makesRun(5000, 0, 0.012),
      duration_seconds: 60,
    })),
    impossible('5,000 makes 12 ms apart', 'min_seconds_between_putts', (b) => ({
      ...b,
      putts: makesRun(5000, 0, 0.012),
    })),
    impossible('60 makes a second apart', 'max_makes_per_minute', (b) => ({ ...b, putts: makesRun(60, 0, 1) })),
    impossible('a thirteen-hour session', 'max_session_seconds', (b) => ({ ...b, duration_seconds: 13 * 3600 })),
    refused('a legacy detail with NUL', 'Putt Detailed Classification', legacy('MAKE - HOLE: TOP\u0000', 1)),
    refused('a legacy detail that contradicts its class', 'Putt Detailed Classification', legacy('MISS - RETURN', 1)),
    refused('a legacy time in hexadecimal', 'Putt Time', legacy('MAKE - HOLE: TOP', '0x10')),
    refused('a legacy time "Infinity"', 'Putt Time', legacy('MAKE - HOLE: TOP', 'Infinity')),
    {
      name: 'a legacy time of 1 MB of digits',
      body: legacy('MAKE - HOLE: TOP', '1'.repeat(1 << 20)),
      statuses: [400, 413],
    },
    {
      name: 'a legacy time of 1 MB of letters',
      body: legacy('MAKE - HOLE: TOP', 'x'.repeat(1 << 20)),
      statuses: [400, 413],
    },
    {
      name: 'a putt time of 1e309 (Infinity once parsed)',
      body: (b) =>
        JSON.stringify({ ...b, putts: [{ t: 7, result: 'MAKE', zone: 'TOP' }] }).replace('"t":7', '"t":1e309'),
      statuses: [400],
    },
  ];
}

/** Attacks on the camera upload's labels (its only field beyond the upload's). */
function cameraLabelCases(): SpecialCase[] {
  const labels = (value: unknown) => (b: Record<string, unknown>) => ({ ...b, labels: value });
  return [
    {
      name: 'a label past the log',
      body: labels([{ index: 99, from: 'MAKE TOP', to: 'NONE' }]),
      statuses: [400],
      field: 'labels',
    },
    {
      name: 'a label index past int32',
      body: labels([{ index: 2_147_483_648, from: 'MAKE TOP', to: 'NONE' }]),
      statuses: [400],
      field: 'labels',
    },
    { name: 'labels as an object', body: labels({ 0: 'x' }), statuses: [400], field: 'labels' },
    {
      name: '5,001 labels',
      body: labels(Array(5001).fill({ index: 0, from: 'MAKE TOP', to: 'NONE' })),
      statuses: [400],
      field: 'labels',
    },
  ];
}

/** The body limit of a route: its row's, else the app's default. */
export function bodyLimitOf(special: RouteSpecial | undefined): number {
  return special?.bodyLimit ?? DEFAULT_BODY_LIMIT;
}
