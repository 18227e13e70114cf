import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/sessions';
import { queryRows } from '../../src/db/database';
import { children, conversations, parents } from '../../src/db/schema';
import { createChild, createParent, createTestApp, type TestApp } from '../helper';

/*
 * DESIGN §3: all input is validated, and bad input gets a 400 and changes nothing. For every
 * write route of the app (found in the app itself, so a new route is covered without touching
 * this file), fast-check sends generated bodies, parameters and query strings as a signed-in
 * parent (a child on the chat routes): the answer is never a 500, and a 4xx leaves every
 * table's row count and every parent's token balance as they were.
 */

const RUNS_PER_ROUTE = 10;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Route {
  method: string;
  /** Fastify's pattern, e.g. /api/parent/children/:id */
  url: string;
}

/** Every route of the app, read from Fastify's route tree (printRoutes without common prefixes). */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const fragments: string[] = [];
  for (const line of tree.split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const [, indent = '', fragment = '', methods] = match;
    const depth = indent.length / 4;
    fragments.length = depth;
    fragments.push(fragment);
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url: fragments.join('') });
  }
  return routes;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};

/** Characters no field may hold (issue 15): NUL and other controls, half an emoji (a lone surrogate). */
const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\u001b', '\u007f'];
const LONE_SURROGATES = ['\ud83d', '\ude00'];

/**
 * Text, now and then with an unstorable character somewhere in it. A path segment cannot carry
 * a lone surrogate at all (a URL is UTF-8), so `inUrlPath` leaves those out.
 */
function text(options: { minLength?: number; maxLength: number; inUrlPath?: boolean }) {
  const plain = fc.string(options);
  const unstorable = fc.constantFrom(...CONTROL_CHARACTERS, ...(options.inUrlPath ? [] : LONE_SURROGATES));
  const spoiled = fc.tuple(plain, unstorable, fc.nat()).map(([value, character, at]) => {
    const index = value.length === 0 ? 0 : at % value.length;
    return value.slice(0, index) + character + value.slice(index);
  });
  return fc.oneof({ weight: 5, arbitrary: plain }, { weight: 1, arbitrary: spoiled });
}

/** Calendar days, real ones mostly, and now and then one that does not exist (2024-02-30, 2023-13-01). */
const calendarDay = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1990, max: 2030 }), fc.integer({ min: 1, max: 14 }), fc.integer({ min: 29, max: 32 }))
      .map(([year, month, day]) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`),
  },
);

/** Any JSON value, small: the wrong type, the wrong shape. */
const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Values shaped by the route's own JSON schema (from the OpenAPI document), now and then spoiled. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date') return calendarDay;
      if (schema.format === 'uuid') return fc.uuid();
      const minLength = schema.minLength ?? 0;
      return text({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          fc.oneof({ weight: 4, arbitrary: fromSchema(property, depth + 1) }, { weight: 1, arbitrary: anyJson }),
        ]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      return anyJson;
  }
}

let t: TestApp;
let routes: Route[];
let document: {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
};

/** The family every request runs as, made again when a request deleted part of it. */
const family = { parentId: '', childId: '', conversationId: '' };

async function ensureFamily() {
  const exists = async (table: typeof parents | typeof children | typeof conversations, id: string) =>
    id !== '' &&
    (await queryRows<{ found: number }>(t.db, sql`select 1 as found from ${table} where id = ${id}`)).length > 0;
  if (!(await exists(parents, family.parentId))) {
    family.parentId = (await createParent(t, { tokens: 1_000 })).id;
    family.childId = '';
  }
  const now = t.clock.now();
  const parentToken = await createSession(t.db, { kind: 'parent', parentId: family.parentId, now });
  const parentAuth = { authorization: `Bearer ${parentToken}` };
  if (!(await exists(children, family.childId))) {
    family.childId = (await createChild(t, { auth: parentAuth })).id;
    family.conversationId = '';
  }
  const childToken = await createSession(t.db, {
    kind: 'child',
    parentId: family.parentId,
    childId: family.childId,
    now,
  });
  const childAuth = { authorization: `Bearer ${childToken}` };
  if (!(await exists(conversations, family.conversationId))) {
    const created = await t.app.inject({ method: 'POST', url: '/api/chats', headers: childAuth });
    family.conversationId = created.json().chat?.id ?? '';
  }
  return { parentAuth, childAuth };
}

/** Row counts of every table and every parent's balance: what a refused request must leave alone. */
async function snapshot() {
  const tables = await queryRows<{ tablename: string }>(
    t.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts = await queryRows<{ name: string; rows: number | string }>(
    t.db,
    sql.raw(
      tables
        .map(({ tablename }) => `select '${tablename}' as name, count(*) as rows from "${tablename}"`)
        .join(' union all '),
    ),
  );
  const balances = await queryRows<{ id: string; tokens: number }>(
    t.db,
    sql`select id, tokens from ${parents} order by id`,
  );
  return {
    rows: Object.fromEntries(counts.map(({ name, rows }) => [name, Number(rows)])),
    balances: Object.fromEntries(balances.map(({ id, tokens }) => [id, tokens])),
  };
}

/** The route's JSON body schema in the OpenAPI document, if it documents one. */
function bodySchemaOf(route: Route): JsonSchema | undefined {
  const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
  return document.paths[openApiPath]?.[route.method.toLowerCase()]?.requestBody?.content['application/json']?.schema;
}

/** A path parameter: an id of the family's own rows, a random id, or any text. */
const paramValue = () =>
  fc.oneof(
    fc.constantFrom('child', 'conversation').map((kind) => (kind === 'child' ? family.childId : family.conversationId)),
    fc.uuid(),
    text({ minLength: 1, maxLength: 40, inUrlPath: true }),
  );

const queryString = fc.dictionary(
  fc.constantFrom('language', 'page', 'limit', 'format', 'keyword', 'token', 'from', 'to', 'x'),
  fc.oneof(text({ maxLength: 20 }), calendarDay),
  { maxKeys: 3 },
);

beforeAll(async () => {
  t = await createTestApp();
  routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter((route) => WRITE_METHODS.has(route.method));
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

describe('every write endpoint, with generated input', () => {
  it('finds the write routes in the app itself', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/parent/children' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/parent/children/:id/controls' });
    expect(routes).toContainEqual({ method: 'DELETE', url: '/api/auth/parent/account' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/chats/:id/messages' });
  });

  it('never answers 500, and a refused request changes nothing', { timeout: 120_000 }, async () => {
    for (const route of routes) {
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      const input = fc.record({
        params: fc.tuple(...paramNames.map(() => paramValue())),
        query: queryString,
        body: fc.oneof(
          { weight: 4, arbitrary: fromSchema(bodySchemaOf(route)) },
          { weight: 1, arbitrary: anyJson },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ params, query, body }) => {
          const { parentAuth, childAuth } = await ensureFamily();
          let index = 0;
          const path = route.url.replace(/:(\w+)/g, () => encodeURIComponent(params[index++] as string));
          const search = new URLSearchParams(query).toString();
          const isChildRoute = route.url.startsWith('/api/chats') || route.url.startsWith('/api/auth/child/');
          const before = await snapshot();
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: search ? `${path}?${search}` : path,
            headers: {
              ...(isChildRoute ? childAuth : parentAuth),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          const what = `${route.method} ${path}?${search} ${JSON.stringify(body)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, what).not.toBe(500);
          if (response.statusCode >= 400 && response.statusCode < 500) {
            expect(await snapshot(), what).toEqual(before);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20_251_122 + routes.indexOf(route), endOnFailure: true },
      );
    }
  });
});
