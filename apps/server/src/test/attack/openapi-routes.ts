/**
 * The routes of the running app as its OpenAPI document describes them: the attack suite's only
 * list of what to attack, so a route added later is attacked without anyone editing the suite.
 */

/** The subset of JSON Schema that `fastify-type-provider-zod` writes into the document. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

/** A path or query parameter. */
export interface RouteParam {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  /** The parameter names a player (`/player/{id}`, `player_id`, `player2_id`): ownership and look-ups. */
  playerId: boolean;
}

/** One operation of the document. */
export interface ApiRoute {
  /** `POST /api/player/{id}/change-password`: the key of the special-case table. */
  key: string;
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  params: RouteParam[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** True when the operation declares the bearer security scheme. */
  protected: boolean;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

/** The parts of an OpenAPI 3 document the suite reads. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** True for a parameter that names a player: `{id}` right after a `player` segment, or `player…_id`. */
function namesPlayer(path: string, name: string, where: string): boolean {
  if (/^player\d*_id$/.test(name)) return true;
  return where === 'path' && name === 'id' && /\/players?\/\{id\}/.test(path);
}

/** Inlines `$ref`s to `#/components/schemas/…` (the zod provider may register shared schemas). */
function resolveRefs(schema: JsonSchema, doc: OpenApiDocument, seen = new Set<string>()): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target || seen.has(name)) return {};
    return resolveRefs(target, doc, new Set([...seen, name]));
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(v, doc, seen)]),
    );
  }
  if (schema.items) out.items = resolveRefs(schema.items, doc, seen);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key].map((s) => resolveRefs(s, doc, seen));
  }
  return out;
}

/** Every operation of the document except the documentation's own routes (`/api/docs…`). */
export function routesFromOpenApi(doc: OpenApiDocument): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const params: RouteParam[] = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name,
          in: p.in as 'path' | 'query',
          required: p.in === 'path' || p.required === true,
          schema: resolveRefs(p.schema ?? {}, doc),
          playerId: namesPlayer(path, p.name, p.in),
        }));
      const json = op.requestBody?.content?.['application/json']?.schema;
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params,
        body: json ? resolveRefs(json, doc) : undefined,
        protected: (op.security ?? []).some((s) => 'bearer' in s),
      });
    }
  }
  return routes;
}

/** The URL of a request: path placeholders filled (encoded), query appended (repeated keys for arrays). */
export function urlOf(path: string, pathValues: Record<string, string>, query: Record<string, string | string[]>) {
  const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(pathValues[name] ?? ''));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const one of Array.isArray(v) ? v : [v]) search.append(k, one);
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}
