/**
 * The generic attack cases of one route, made from its OpenAPI description, its row in the
 * special-case table (if any) and the shape of its valid example. Each case changes one thing of
 * the valid request and says what the answer must be.
 */
import type { ApiRoute, JsonSchema, RouteParam } from './openapi-routes.ts';
import { urlOf } from './openapi-routes.ts';
import { bodyLimitOf, type Example, type ExampleContext, type RouteSpecial } from './route-examples.ts';
import {
  admittedTypes,
  deepArray,
  deepObject,
  dotted,
  exampleFor,
  getAt,
  type JsonPath,
  leafPaths,
  REMOVE,
  setAt,
  wrongTypeFor,
  wrongTypeForValue,
} from './schema-values.ts';

/** A request in parts; the runner turns it into an `app.inject` call. */
export interface RequestParts {
  /** The Authorization header; null sends none. */
  authorization: string | null;
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  /** JSON body; undefined sends none (unless `raw` is set). */
  body?: unknown;
  /** Raw payload text, sent as is instead of `body`. */
  raw?: string;
  contentType: string | null;
}

/** What the answer must be. */
export type Expectation =
  /** One of `statuses` (all 4xx) with a readable error envelope, naming `field` when given; nothing stored. */
  | { kind: 'refused'; statuses: number[]; field?: string }
  /** The same status as the same request without a token (and, for a GET, the same body). */
  | { kind: 'asAnonymous' }
  /** The status of the valid request. */
  | { kind: 'asValid' }
  /** One of `statuses`; a refusal still needs the readable envelope. */
  | { kind: 'oneOf'; statuses: number[] }
  /** Anything below 500; a refusal still needs the readable envelope. */
  | { kind: 'noServerError' };

/** What a case may use besides the valid request. */
export interface CaseKit {
  /** A registered player other than the example's. */
  otherPlayerId: number;
  /** Bad Authorization headers made from the example's own token, by name (see crafted-tokens.ts). */
  badAuthorizations: Record<string, string>;
}

export interface AttackCase {
  /** Cases are run and their database effects checked group by group. */
  group: string;
  /** Builds the case's own request instead of the route's valid example (a route-specific case's setup). */
  example?: (ctx: ExampleContext) => Promise<Partial<Example>>;
  name: string;
  expect: Expectation;
  /** Turns the valid request into the attack. */
  mutate(parts: RequestParts, kit: CaseKit): RequestParts;
}

/** Characters that have no business in any text field (C0 and C1 controls, NUL first). */
export const CONTROL_CHARACTERS: [string, string][] = [
  ['NUL', '\u0000'],
  ['SOH', '\u0001'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['C1 APC', '\u009f'],
];

const MB_STRING = 'x'.repeat(1024 * 1024);
const NESTING_DEPTH = 5000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The valid request of an example, in parts. */
export function partsOf(example: Example): RequestParts {
  return {
    authorization: example.token ? `Bearer ${example.token}` : null,
    path: { ...example.path },
    query: structuredClone(example.query),
    body: example.body === undefined ? undefined : structuredClone(example.body),
    contentType: example.body === undefined ? null : 'application/json',
  };
}

/** The `app.inject` options of a request. */
export function injectOptions(route: ApiRoute, parts: RequestParts) {
  const headers: Record<string, string> = {};
  if (parts.authorization !== null) headers.authorization = parts.authorization;
  if (parts.contentType !== null) headers['content-type'] = parts.contentType;
  const payload = parts.raw ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body));
  return {
    method: route.method as 'GET',
    url: urlOf(route.path, parts.path, parts.query),
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

/**
 * True for a parameter that carries a number: typed as one, or a string whose pattern takes
 * digits and refuses letters (ids read as digits-only strings, then converted).
 */
function isNumeric(schema: JsonSchema): boolean {
  const types = admittedTypes(schema);
  if (types.has('integer') || types.has('number')) return true;
  if (!types.has('string') || !schema.pattern) return false;
  try {
    const re = new RegExp(schema.pattern, 'u');
    return re.test('12') && !re.test('ab');
  } catch {
    return false;
  }
}

/** Sets one parameter (path or query) of the parts. */
function withParam(parts: RequestParts, param: RouteParam, value: string | string[] | typeof REMOVE): RequestParts {
  const where = param.in === 'path' ? parts.path : parts.query;
  const next = { ...where } as Record<string, string | string[]>;
  if (value === REMOVE) delete next[param.name];
  else next[param.name] = value;
  return param.in === 'path' ? { ...parts, path: next as Record<string, string> } : { ...parts, query: next };
}

/** Non-canonical spellings of a valid number and plain garbage: all must be 400. */
function malformedNumbers(schema: JsonSchema, valid: number): [string, string][] {
  const out: [string, string][] = [
    ['non-numeric', 'abc'],
    ['hexadecimal', `0x${valid.toString(16)}`],
    ['exponent notation', `${valid}e0`],
    ['a plus sign', `+${valid}`],
    ['a leading space', ` ${valid}`],
    ['a trailing ".0"', `${valid}.0`],
    ['a fraction', `${valid}.5`],
  ];
  const min = schema.minimum ?? Number.NEGATIVE_INFINITY;
  const exclusive = schema.exclusiveMinimum === true;
  if (min > -1 || (exclusive && min >= -1)) out.push(['negative', '-1']);
  if (min > 0 || (exclusive && min >= 0)) out.push(['zero', '0']);
  return out;
}

const OUT_OF_RANGE: [string, string][] = [
  ['just past int32', '2147483648'],
  ['past every integer type', '99999999999999999999'],
];

/** Cases on one path or query parameter. */
function parameterCases(special: RouteSpecial | undefined, param: RouteParam): AttackCase[] {
  const cases: AttackCase[] = [];
  const isId = param.playerId || (param.in === 'path' && isNumeric(param.schema));
  const privateRoute = param.playerId && special?.otherPlayer !== 'public';
  const label = `${param.in} ${param.name}`;
  const valueIn = (parts: RequestParts) => Number((param.in === 'path' ? parts.path : parts.query)[param.name] ?? 1);
  const group = isId ? `ids (${label})` : 'parameters';
  const refused = (statuses: number[], field?: string): Expectation => ({ kind: 'refused', statuses, field });

  if (isNumeric(param.schema)) {
    for (const [what, value] of malformedNumbers(param.schema, 0)) {
      cases.push({
        group,
        name: `${label} ${what}`,
        expect: refused([400], param.name),
        // Built from the example's own value, so a lenient parser would reach a real record.
        mutate: (parts) => {
          const valid = Number.isFinite(valueIn(parts)) && valueIn(parts) > 0 ? valueIn(parts) : 1;
          const spelled = malformedNumbers(param.schema, valid).find(([w]) => w === what)?.[1] ?? value;
          return withParam(parts, param, spelled);
        },
      });
    }
    for (const [what, value] of OUT_OF_RANGE) {
      cases.push({
        group,
        name: `${label} ${what} (${value})`,
        expect: isId ? refused(privateRoute ? [400, 403, 404] : [400, 404]) : { kind: 'noServerError' },
        mutate: (parts) => withParam(parts, param, value),
      });
    }
    if (isId) {
      for (const value of ['2147483647', '987654321']) {
        cases.push({
          group,
          name: `${label} unknown id ${value}`,
          expect: refused(privateRoute ? [403, 404] : [404]),
          mutate: (parts) => withParam(parts, param, value),
        });
      }
    }
  } else if (admittedTypes(param.schema).has('string')) {
    const opaque = special?.opaque?.includes(param.name) ?? false;
    for (const [what, ch] of CONTROL_CHARACTERS) {
      cases.push({
        group,
        name: `${label} with ${what}`,
        expect: opaque ? { kind: 'noServerError' } : refused([400], param.name),
        mutate: (parts) => {
          const v = String((param.in === 'path' ? parts.path : parts.query)[param.name] ?? 'ab');
          return withParam(parts, param, `${v.slice(0, 1)}${ch}${v.slice(1)}`);
        },
      });
    }
  }
  // Path parameters meet the router's length limit first, so theirs is a case of its own below.
  if (param.in === 'query' && !isNumeric(param.schema)) {
    const long = 'x'.repeat(10_000);
    const tooLong = (param.schema.maxLength ?? Number.POSITIVE_INFINITY) < long.length;
    cases.push({
      group,
      name: `${label} of 10,000 characters`,
      expect: tooLong ? refused([400], param.name) : { kind: 'noServerError' },
      mutate: (parts) => withParam(parts, param, long),
    });
  }
  if (param.in === 'path') {
    cases.push({
      group,
      name: `${label} of 10,000 characters`,
      expect: refused([400, 404, 414]),
      mutate: (parts) => withParam(parts, param, 'x'.repeat(10_000)),
    });
  }
  if (param.in === 'query') {
    cases.push({
      group: 'parameters',
      name: `${label} repeated`,
      expect: refused([400], param.name),
      mutate: (parts) => {
        const v = String(parts.query[param.name] ?? '1');
        return withParam(parts, param, [v, v]);
      },
    });
    if (param.required) {
      cases.push({
        group: 'parameters',
        name: `${label} missing`,
        expect: refused([400], param.name),
        mutate: (parts) => withParam(parts, param, REMOVE),
      });
    }
  }
  return cases;
}

/** `text` with `ch` in its middle, where trimming cannot remove it. */
function insertMiddle(text: string, ch: string): string {
  const at = Math.floor(text.length / 2);
  return `${text.slice(0, at)}${ch}${text.slice(at)}`;
}

/** Leaves worth attacking: every leaf outside arrays, and the first element's inside them. */
function bodyLeaves(body: unknown): JsonPath[] {
  return leafPaths(body).filter((p) => p.every((k) => typeof k !== 'number' || k === 0));
}

/** The JSON text of `body` with the value at `key` replaced by raw JSON text. */
function withRawValue(body: Record<string, unknown>, key: string, rawValue: string): string {
  const marker = `@@attack-${key}@@`;
  return JSON.stringify({ ...body, [key]: marker }).replace(JSON.stringify(marker), rawValue);
}

/** Cases on the JSON body: each field's type, presence, text and size, and the body's shape. */
function bodyCases(route: ApiRoute, special: RouteSpecial | undefined, template: Example): AttackCase[] {
  const schema = route.body!;
  const cases: AttackCase[] = [];
  const refused = (statuses: number[], field?: string): Expectation => ({ kind: 'refused', statuses, field });
  const props = Object.entries(schema.properties ?? {});
  const strict = schema.additionalProperties === false;
  const opaque = new Set(special?.opaque ?? []);
  const body = (parts: RequestParts) => (parts.body ?? {}) as Record<string, unknown>;

  for (const [name, propSchema] of props) {
    const types = admittedTypes(propSchema);
    // Text fields the valid example leaves out get their control-character cases here.
    if (types.has('string') && typeof (template.body as Record<string, unknown> | undefined)?.[name] !== 'string') {
      const sample = String(exampleFor(propSchema, name));
      for (const [what, ch] of CONTROL_CHARACTERS) {
        cases.push({
          group: 'body strings',
          name: `${name} with ${what}`,
          expect: opaque.has(name) ? { kind: 'noServerError' } : refused([400], name),
          mutate: (parts) => ({ ...parts, body: { ...body(parts), [name]: insertMiddle(sample, ch) } }),
        });
      }
    }
    if ((types.has('number') || types.has('integer')) && !types.has('string')) {
      cases.push({
        group: 'body fields',
        name: `${name} 1e309 (Infinity once parsed)`,
        expect: refused([400], name),
        mutate: (parts) => ({ ...parts, raw: withRawValue(body(parts), name, '1e309') }),
      });
    }
    const wrong = wrongTypeFor(propSchema);
    if (wrong !== undefined) {
      cases.push({
        group: 'body fields',
        name: `${name} of the wrong type (${JSON.stringify(wrong)})`,
        expect: refused([400], name),
        mutate: (parts) => ({ ...parts, body: { ...body(parts), [name]: wrong } }),
      });
    }
    if (!admittedTypes(propSchema).has('null')) {
      cases.push({
        group: 'body fields',
        name: `${name} null`,
        expect: refused([400], name),
        mutate: (parts) => ({ ...parts, body: { ...body(parts), [name]: null } }),
      });
    }
    for (const [what, text] of [
      ['an array', deepArray(NESTING_DEPTH)],
      ['an object', deepObject(NESTING_DEPTH)],
    ]) {
      cases.push({
        group: 'body fields',
        name: `${name} ${what} nested ${NESTING_DEPTH} deep`,
        // Not necessarily naming the field: a parser's depth guard may refuse the body first.
        expect: refused([400, 413]),
        mutate: (parts) => ({ ...parts, raw: withRawValue(body(parts), name, text) }),
      });
    }
  }
  for (const name of schema.required ?? []) {
    cases.push({
      group: 'body fields',
      name: `${name} missing`,
      expect: refused([400], name),
      mutate: (parts) => ({ ...parts, body: setAt(body(parts), [name], REMOVE) }),
    });
  }

  const leaves = bodyLeaves(template.body);
  for (const path of leaves.filter((p) => p.length > 1)) {
    const wrong = wrongTypeForValue(getAt(template.body, path));
    if (wrong === undefined) continue;
    cases.push({
      group: 'body fields',
      name: `${dotted(path)} of the wrong type`,
      expect: refused([400], String(path[path.length - 1])),
      mutate: (parts) => ({ ...parts, body: setAt(body(parts), path, wrong) }),
    });
  }
  for (const path of leaves.filter((p) => typeof getAt(template.body, p) === 'string')) {
    const field = String(path[path.length - 1]);
    for (const [what, ch] of CONTROL_CHARACTERS) {
      cases.push({
        group: 'body strings',
        name: `${dotted(path)} with ${what}`,
        expect: opaque.has(field) ? { kind: 'noServerError' } : refused([400], field),
        mutate: (parts) => ({
          ...parts,
          body: setAt(parts.body, path, insertMiddle(String(getAt(parts.body, path)), ch)),
        }),
      });
    }
    cases.push({
      group: 'body strings',
      name: `${dotted(path)} of 1 MB`,
      expect: refused([400, 413]),
      mutate: (parts) => ({ ...parts, body: setAt(parts.body, path, MB_STRING) }),
    });
  }

  cases.push({
    group: 'body shape',
    name: 'an unknown extra field',
    expect: strict ? refused([400]) : { kind: 'asValid' },
    mutate: (parts) => ({ ...parts, body: { ...body(parts), attack_extra_field: 'x' } }),
  });
  cases.push({
    group: 'body shape',
    name: 'an empty object',
    // Without required fields an empty object may still miss what a refinement asks for.
    expect: (schema.required ?? []).length ? refused([400]) : { kind: 'noServerError' },
    mutate: (parts) => ({ ...parts, body: {} }),
  });
  for (const [what, raw] of [
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"text"'],
    ['a number', '42'],
    [`an array nested ${NESTING_DEPTH} deep`, deepArray(NESTING_DEPTH)],
    [`an object nested ${NESTING_DEPTH} deep`, deepObject(NESTING_DEPTH)],
  ]) {
    cases.push({
      group: 'body shape',
      name: `the body is ${what}`,
      expect: refused([400, 413]),
      mutate: (parts) => ({ ...parts, raw }),
    });
  }
  for (const [what, key, value] of [
    ['__proto__', '__proto__', '{"polluted":true}'],
    ['constructor.prototype', 'constructor', '{"prototype":{"polluted":true}}'],
  ]) {
    cases.push({
      group: 'body shape',
      name: `a ${what} key`,
      expect: refused([400]),
      mutate: (parts) => ({ ...parts, raw: `{"${key}":${value},${JSON.stringify(body(parts)).slice(1)}` }),
    });
  }

  // Duplicate keys: whatever the parser keeps must be what the validation saw.
  const dupKey = (schema.required ?? [])[0] ?? Object.keys((template.body ?? {}) as object)[0];
  const dupWrong = dupKey ? wrongTypeFor(schema.properties?.[dupKey] ?? {}) : undefined;
  if (dupKey && dupWrong !== undefined) {
    const wrongText = JSON.stringify(dupWrong);
    cases.push({
      group: 'body shape',
      name: `${dupKey} twice, the last one wrong`,
      expect: refused([400]),
      mutate: (parts) => {
        const text = JSON.stringify(body(parts));
        return { ...parts, raw: `${text.slice(0, -1)},"${dupKey}":${wrongText}}` };
      },
    });
    cases.push({
      group: 'body shape',
      name: `${dupKey} twice, the first one wrong`,
      expect: { kind: 'noServerError' },
      mutate: (parts) => {
        const valid = JSON.stringify(body(parts)[dupKey]);
        const text = withRawValue(body(parts), dupKey, wrongText);
        return { ...parts, raw: `${text.slice(0, -1)},"${dupKey}":${valid}}` };
      },
    });
  }
  return cases;
}

/**
 * What an empty body labelled JSON must get (issue 21): on a route that takes no body it is no
 * body, answered as the valid request; a route with required fields answers 400 naming the first
 * of them; one whose fields are all optional takes it as `{}` — valid, or a 400 from a rule
 * between its fields (one of two ids must be given).
 */
function emptyBodyExpectation(body: JsonSchema | undefined, special: RouteSpecial | undefined): Expectation {
  if (!body) return { kind: 'asValid' };
  const required = body.required ?? [];
  if (required.length > 0) return { kind: 'refused', statuses: [400], field: required[0] };
  return { kind: 'oneOf', statuses: [special?.status ?? 200, 400] };
}

/** Payloads that are not a JSON body the route can take. */
function rawBodyCases(route: ApiRoute, special: RouteSpecial | undefined): AttackCase[] {
  const refused = (statuses: number[]): Expectation => ({ kind: 'refused', statuses });
  const limit = bodyLimitOf(special);
  const raw = (name: string, statuses: number[], contentType: string, text: (parts: RequestParts) => string) => ({
    group: 'raw body',
    name,
    expect: refused(statuses),
    mutate: (parts: RequestParts) => ({ ...parts, contentType, raw: text(parts), body: undefined }),
  });
  const cases: AttackCase[] = [
    raw('a body that is not JSON', [400], 'application/json', () => '{"session_id": "abc",'),
    {
      ...raw('an empty body labelled JSON', [400], 'application/json', () => ''),
      expect: emptyBodyExpectation(route.body, special),
    },
    raw('an XML body', [415], 'application/xml', () => '<session><id>1</id></session>'),
    raw('a form body', [415], 'application/x-www-form-urlencoded', () => 'a=1&b=2'),
    raw('a multipart content type', [415], 'multipart/form-data; boundary=x', () => '--x\r\n\r\n1\r\n--x--'),
    raw(`a body over the route's limit (${limit + 1024} bytes)`, [413], 'application/json', () =>
      JSON.stringify({ padding: 'x'.repeat(limit + 1024) }),
    ),
  ];
  // The JSON of a valid body labelled as text: only routes that take a body.
  if (route.body) {
    cases.push(raw('a valid body labelled text/plain', [400, 415], 'text/plain', (p) => JSON.stringify(p.body ?? {})));
  }
  return cases;
}

/** Every generic case of `route`, given its table row and a template of its valid example. */
export function casesFor(
  route: ApiRoute,
  special: RouteSpecial | undefined,
  template: Example,
  badAuthorizationNames: string[],
): AttackCase[] {
  const cases: AttackCase[] = [];
  const authExpect: Expectation = route.protected ? { kind: 'refused', statuses: [401] } : { kind: 'asAnonymous' };
  cases.push({
    group: 'auth',
    name: 'no token',
    expect: authExpect,
    mutate: (parts) => ({ ...parts, authorization: null }),
  });
  for (const name of badAuthorizationNames) {
    cases.push({
      group: 'auth',
      name,
      expect: authExpect,
      mutate: (parts, kit) => ({ ...parts, authorization: kit.badAuthorizations[name] }),
    });
  }
  const playerParams = route.params.filter((p) => p.playerId);
  if (playerParams.length) {
    cases.push({
      group: 'another player',
      name: "another player's id with the player's token",
      expect: special?.otherPlayer === 'public' ? { kind: 'asValid' } : { kind: 'refused', statuses: [403] },
      mutate: (parts, kit) =>
        playerParams.reduce((next, param) => withParam(next, param, String(kit.otherPlayerId)), parts),
    });
  }
  for (const param of route.params) cases.push(...parameterCases(special, param));
  if (route.body) cases.push(...bodyCases(route, special, template));
  if (WRITES.has(route.method)) cases.push(...rawBodyCases(route, special));
  for (const extra of special?.cases ?? []) {
    cases.push({
      group: 'route-specific',
      name: extra.name,
      expect: extra.statuses.every((s) => s >= 400)
        ? { kind: 'refused', statuses: extra.statuses, field: extra.field }
        : { kind: 'oneOf', statuses: extra.statuses },
      example: extra.request,
      mutate: (parts) => {
        if (!extra.body) return parts;
        const next = extra.body((parts.body ?? {}) as Record<string, unknown>);
        return typeof next === 'string' ? { ...parts, raw: next } : { ...parts, body: next };
      },
    });
  }
  return cases;
}
