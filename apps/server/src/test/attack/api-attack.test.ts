/**
 * The attack suite: every route of the OpenAPI document (docs excepted) gets the generic attacks
 * of attack-cases.ts — bad tokens, another player's ids, malformed and out-of-range ids, wrong
 * types, control characters, huge and deeply nested values, duplicate keys, bodies that are not
 * JSON, wrong content types, oversized bodies. Nothing may answer 5xx; every refusal is the right
 * 4xx with a readable `{ error, message }`; and a group of refused requests changes no table.
 * Valid requests come from route-examples.ts (the one special-case table) or from the schemas.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlayer, logIn, type TestPlayer } from '../factories.ts';
import { createTestApp } from '../test-app.ts';
import {
  type AttackCase,
  type CaseKit,
  casesFor,
  type Expectation,
  injectOptions,
  partsOf,
  type RequestParts,
} from './attack-cases.ts';
import { ATTACK_JWT_SECRET, badAuthorizations } from './crafted-tokens.ts';
import { envelopeProblem } from './error-envelope.ts';
import { type ApiRoute, type OpenApiDocument, routesFromOpenApi } from './openapi-routes.ts';
import { type Example, type ExampleContext, ROUTE_SPECIALS, type RouteSpecial } from './route-examples.ts';
import { exampleFor } from './schema-values.ts';
import { type Fingerprints, fingerprintChanges, fingerprints, quietFingerprints } from './table-fingerprints.ts';

const { app, ctx } = await createTestApp({ JWT_SECRET: ATTACK_JWT_SECRET });
const routes = routesFromOpenApi(app.swagger() as OpenApiDocument);
const other = await buildPlayer(app, { name: 'Other Attack Player' });
// Streams are attacked over real HTTP, so that closing one closes a connection the server sees.
const address = await app.listen({ port: 0, host: '127.0.0.1' });

/** How long one request may take before the suite calls the route stuck (a stream needs a table row). */
const ANSWER_WITHIN_MS = 15_000;

/** What the checks read of an answer, whichever way it was sent. */
interface Answer {
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

type Request = ReturnType<typeof injectOptions>;

/** Over HTTP; a stream (text/event-stream) is closed as soon as its status and headers are in. */
async function sendOverHttp(req: Request): Promise<Answer> {
  const controller = new AbortController();
  const res = await fetch(`${address}${req.url}`, {
    method: req.method,
    headers: req.headers,
    body: req.payload,
    signal: controller.signal,
  });
  const contentType = res.headers.get('content-type') ?? undefined;
  if (contentType?.startsWith('text/event-stream')) {
    controller.abort();
    return { statusCode: res.status, contentType, body: '' };
  }
  return { statusCode: res.status, contentType, body: await res.text() };
}

async function send(route: ApiRoute, req: Request): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const what = `${req.method} ${req.url.slice(0, 200)} did not answer; a stream needs \`stream: true\` in its row`;
    timer = setTimeout(() => reject(new Error(what)), ANSWER_WITHIN_MS);
  });
  const answer = ROUTE_SPECIALS[route.key]?.stream
    ? sendOverHttp(req)
    : app.inject(req).then((r) => ({
        statusCode: r.statusCode,
        contentType: r.headers['content-type'] as string | undefined,
        body: r.body,
      }));
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A valid request of `route`: the table's parts, the rest from the schemas; the player's own ids. */
async function buildExample(
  route: ApiRoute,
  special: RouteSpecial | undefined,
  ex: ExampleContext,
  own?: AttackCase['example'],
): Promise<Example> {
  const custom = own ? await own(ex) : special?.valid ? await special.valid(ex) : {};
  const playerId = custom.playerId ?? ex.me.id;
  const path: Record<string, string> = {};
  const query: Record<string, string | string[]> = {};
  for (const p of route.params) {
    const value = p.playerId ? String(playerId) : String(exampleFor(p.schema, p.name));
    if (p.in === 'path') path[p.name] = value;
    else if (p.required) query[p.name] = value;
  }
  return {
    playerId,
    token: custom.token === undefined ? ex.me.token : custom.token,
    path: { ...path, ...custom.path },
    query: { ...query, ...custom.query },
    body: 'body' in custom ? custom.body : route.body ? exampleFor(route.body) : undefined,
  };
}

/** A second token of `player`, logged out at once. */
async function revokedTokenOf(player: TestPlayer): Promise<string> {
  const login = await logIn(app, player);
  const token = login.json().token as string;
  await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
  return token;
}

/** Status of the valid request, as the table says (200 unless it says otherwise). */
function validStatus(route: ApiRoute): number {
  return ROUTE_SPECIALS[route.key]?.status ?? 200;
}

function describeAnswer(route: ApiRoute, name: string, res: Answer) {
  return `${route.key} — ${name} → ${res.statusCode} ${res.body.slice(0, 300)}`;
}

/** Checks one answer against its expectation (and the rules every answer obeys). */
async function check(route: ApiRoute, c: AttackCase, parts: RequestParts, twin: (() => Promise<Answer>) | null) {
  const res = await send(route, injectOptions(route, parts));
  const where = describeAnswer(route, c.name, res);
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) expect(envelopeProblem(res.contentType, res.body), where).toBeNull();
  expect(res.body.includes(other.email), `${where}\nshows another player's e-mail address`).toBe(false);
  const e: Expectation = c.expect;
  if (e.kind === 'refused') {
    expect(e.statuses, where).toContain(res.statusCode);
    if (e.field && (res.statusCode === 400 || res.statusCode === 422)) {
      expect(JSON.parse(res.body).message, `${where}\nshould name ${e.field}`).toContain(e.field);
    }
  } else if (e.kind === 'oneOf') {
    expect(e.statuses, where).toContain(res.statusCode);
  } else if (e.kind === 'asValid') {
    expect(res.statusCode, where).toBe(validStatus(route));
  } else if (e.kind === 'asAnonymous' && twin) {
    const anonymous = await twin();
    expect(res.statusCode, `${where}\nwithout a token: ${anonymous.statusCode}`).toBe(anonymous.statusCode);
    if (route.method === 'GET') expect(res.body, where).toBe(anonymous.body);
  }
}

interface Prepared {
  parts: RequestParts;
  twin: RequestParts | null;
}

for (const route of routes) {
  const special = ROUTE_SPECIALS[route.key];
  const me = await buildPlayer(app);
  const revoked = await revokedTokenOf(me);
  const exampleContext: ExampleContext = { app, db: ctx.db, me, other };
  const template = await buildExample(route, special, exampleContext);
  const cases = casesFor(route, special, template, Object.keys(await badAuthorizations(me.token, revoked)));
  const groups = new Map<string, AttackCase[]>();
  for (const c of cases) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);

  describe(route.key, () => {
    const prepared = new Map<AttackCase, Prepared>();
    let before: Fingerprints;

    // Every request is built first (builders may write: a login, a ticket, a duel), then the
    // tables are fingerprinted once quiet, so the route's refused requests are all that can
    // change them before the check. Reads share one valid request. A write's case gets its own:
    // a refusal that wrongly succeeds spends it (a session id, a ticket), and the cases after it
    // must still meet the validation, not an idempotent retry.
    beforeAll(async () => {
      const shared = await buildExample(route, special, exampleContext);
      const kitFor = async (example: Example): Promise<CaseKit> => ({
        otherPlayerId: other.id,
        badAuthorizations: example.token ? await badAuthorizations(example.token, revoked) : {},
      });
      const sharedKit = await kitFor(shared);
      for (const c of cases) {
        if (c.expect.kind === 'refused' && route.method === 'GET' && !c.example) {
          prepared.set(c, { parts: c.mutate(partsOf(shared), sharedKit), twin: null });
          continue;
        }
        const example = await buildExample(route, special, exampleContext, c.example);
        const kit = await kitFor(example);
        let twin: RequestParts | null = null;
        if (c.expect.kind === 'asAnonymous') {
          const second = await buildExample(route, special, exampleContext);
          twin = { ...c.mutate(partsOf(second), kit), authorization: null };
        }
        prepared.set(c, { parts: c.mutate(partsOf(example), kit), twin });
      }
      before = await quietFingerprints(ctx.db, () => ctx.events.settle());
    });

    const refused = (c: AttackCase) => c.expect.kind === 'refused';
    for (const [group, members] of groups) {
      if (!members.some(refused)) continue;
      describe(group, () => {
        for (const c of members.filter(refused)) {
          it(c.name, async () => {
            const { parts } = prepared.get(c)!;
            await check(route, c, parts, null);
          });
        }
      });
    }

    it('refused requests changed no table', async () => {
      let after = await fingerprints(ctx.db);
      // Something changed: let background work finish, so what is reported is all of it.
      if (fingerprintChanges(before, after).length) after = await quietFingerprints(ctx.db, () => ctx.events.settle());
      expect(fingerprintChanges(before, after)).toEqual([]);
    });

    // After the table check: a valid request writes.
    it(`answers a valid request with ${validStatus(route)}`, async () => {
      const example = await buildExample(route, special, exampleContext);
      const res = await send(route, injectOptions(route, partsOf(example)));
      expect(res.statusCode, describeAnswer(route, 'the valid example', res)).toBe(validStatus(route));
    });

    for (const [group, members] of groups) {
      if (members.every(refused)) continue;
      describe(`${group} (accepted, or compared with another answer)`, () => {
        for (const c of members.filter((m) => !refused(m))) {
          it(c.name, async () => {
            const { parts, twin } = prepared.get(c)!;
            await check(route, c, parts, twin ? () => send(route, injectOptions(route, twin)) : null);
          });
        }
      });
    }

    // Whatever the attacks stored must not break a read: every GET of the player still answers.
    it("left every read of the player's data working", async () => {
      for (const read of routes.filter((r) => r.method === 'GET')) {
        const example = await buildExample(read, ROUTE_SPECIALS[read.key], exampleContext);
        const res = await send(read, injectOptions(read, partsOf(example)));
        expect(res.statusCode, describeAnswer(read, `after the attacks on ${route.key}`, res)).toBe(validStatus(read));
      }
    });
  });
}

describe('the attack suite itself', () => {
  it('found the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((r) => r.key)).toContain('POST /api/sessions');
  });

  it('has no table row for a route the document does not have', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect(Object.keys(ROUTE_SPECIALS).filter((k) => !keys.has(k))).toEqual([]);
  });
});
