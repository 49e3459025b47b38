/**
 * Values made from JSON Schemas: a plausible valid value (for routes the special-case table does
 * not know), a value of the wrong type, and the paths of every leaf of a JSON value.
 */
import { randomUUID } from 'node:crypto';
import type { JsonSchema } from './openapi-routes.ts';

/** The JSON types a schema admits (`integer` counts as a number too; `nullable` adds null). */
export function admittedTypes(schema: JsonSchema): Set<string> {
  const out = new Set<string>();
  const add = (s: JsonSchema) => {
    for (const t of Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) out.add(t);
    if (s.nullable) out.add('null');
    if (s.enum) for (const v of s.enum) out.add(jsonType(v));
    if (s.const !== undefined) out.add(jsonType(s.const));
    for (const sub of [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])]) add(sub);
  };
  add(schema);
  if (out.has('integer')) out.add('number');
  return out;
}

/** The JSON type of a value: `string`, `number`, `integer`, `boolean`, `null`, `array` or `object`. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Candidates for a wrong value, one of each JSON type (no null: nullability is its own case). */
const WRONG_CANDIDATES: [string, unknown][] = [
  ['string', 'not-the-right-type'],
  ['number', 12.5],
  ['boolean', true],
  ['array', ['x']],
  ['object', { unexpected: 1 }],
];

/**
 * A value whose JSON type the schema does not admit, or undefined when it admits every type. A
 * schema that only admits integers gets 12.5 (a number, but not an integer) when nothing else fits.
 */
export function wrongTypeFor(schema: JsonSchema): unknown {
  const ok = admittedTypes(schema);
  if (ok.size === 0) return undefined;
  for (const [type, value] of WRONG_CANDIDATES) {
    if (!ok.has(type)) return value;
  }
  return undefined;
}

/** A value of another type than `value` (for leaves whose exact schema is not at hand). */
export function wrongTypeForValue(value: unknown): unknown {
  switch (jsonType(value)) {
    case 'string':
      return { unexpected: 1 };
    case 'number':
    case 'integer':
    case 'boolean':
      return 'not-the-right-type';
    case 'array':
      return 'not-a-list';
    case 'object':
      return 'not-an-object';
    default:
      return undefined;
  }
}

/** A plausible valid value: enum or default first, then a value within the schema's bounds. */
export function exampleFor(schema: JsonSchema, hint = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return exampleFor(variants[0], hint);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return exampleString(schema, hint);
    case 'integer':
    case 'number': {
      let n = schema.minimum ?? 1;
      if (
        schema.exclusiveMinimum === true ||
        (typeof schema.exclusiveMinimum === 'number' && n <= schema.exclusiveMinimum)
      ) {
        n = (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : n) + 1;
      }
      return Math.min(n, schema.maximum ?? n);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleFor(schema.items ?? {}, hint));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, exampleFor(schema.properties?.[name] ?? {}, name)]),
      );
    default:
      return 'example';
  }
}

function exampleString(schema: JsonSchema, hint: string): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'email' || /e-?mail/i.test(hint)) return `attack-${randomUUID().slice(0, 8)}@example.com`;
  if (schema.format === 'uri' || /url$/i.test(hint)) return 'https://example.com';
  if (schema.pattern) {
    // A pattern (ids read as digits, say): the first plain candidate it takes.
    const re = new RegExp(schema.pattern, 'u');
    const fit = ['1', 'example', 'EXAMPLE', 'a'].find((c) => re.test(c));
    if (fit) return fit;
  }
  const base = 'example';
  const min = schema.minLength ?? 0;
  return base.length >= min ? base.slice(0, schema.maxLength ?? base.length) : base.padEnd(min, 'x');
}

/** A path into a JSON value: keys and array indices. */
export type JsonPath = (string | number)[];

/** The paths of every leaf (string, number, boolean, null) of `value`, depth first. */
export function leafPaths(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    return entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
  }
  return prefix.length ? [prefix] : [];
}

/** The value at `path`. */
export function getAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], value);
}

/** A deep copy of `value` with the value at `path` replaced (or removed when `next` is `REMOVE`). */
export function setAt(value: unknown, path: JsonPath, next: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (next === REMOVE) delete node[last];
  else node[last] = next;
  return copy;
}

/** Marker for {@link setAt}: remove the key. */
export const REMOVE = Symbol('remove');

/** `putts.0.zone`: the dotted form error messages use. */
export function dotted(path: JsonPath): string {
  return path.join('.');
}

/** An array nested `depth` deep: `[[[…]]]`. */
export function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** An object nested `depth` deep: `{"a":{"a":…{}}}`. */
export function deepObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`;
}
