import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_ALLOWED_CHARACTERS } from '../plugins/input-guard.ts';
import {
  createAdmin,
  createCustomer,
  signUpBody,
  type TestClient,
  uniqueEmail,
} from '../testing/accounts.ts';
import { setUpTestApp } from '../testing/build-test-app.ts';
import { orderBody } from '../testing/factories.ts';
import { type Method, NO_INPUT, rowCounts, send, writeRoutes } from './security-test-support.ts';

/**
 * IV-02 (schema fuzz), IV-03 (unicode and NUL), IV-04 (numeric boundaries), IV-06 (pollution):
 * every state-changing route gets generated bad input, signed in as the role the route is for so
 * the guard is not what answers. Each body is a valid one with ONE field made bad (a NUL, a lone
 * surrogate, too long, a negative/fractional/huge number, the wrong type), or a body of the wrong
 * shape altogether, optionally with extra fields. Expected: 4xx, never 5xx, and no table changes.
 */

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  default?: unknown;
};

let admin: TestClient;
let customer: TestClient;
let schemas: Record<string, JsonSchema | undefined>;
/** Real ids, so a body that passed validation would reach an existing row. */
const ids: Record<string, string> = {};

const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
  customer = await createCustomer(t);
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  schemas = {};
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops))
      schemas[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`] =
        op.requestBody?.content?.['application/json']?.schema;

  const product = (await send(t, undefined, 'GET', '/api/products?limit=1')).json().items[0];
  ids.product = String(product.id);
  const post = (await send(t, admin, 'GET', '/api/admin/blog/posts')).json();
  const firstPost = (post.items ?? post)[0];
  ids.post = String(firstPost?.id ?? 1);
  ids.slug = String(firstPost?.slug ?? 'x');
  const address = await send(t, customer, 'POST', '/api/me/addresses', {
    payload: {
      type: 'Home',
      name: 'Asha Rao',
      phone: '9876543210',
      address: '12 Lotus Lane',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    },
  });
  ids.address = String(address.json().id ?? address.json().address?.id ?? 1);
});

/** A value the schema accepts (the baseline every case breaks in one place). */
function validFor(name: string, s: JsonSchema): unknown {
  if (s.default !== undefined) return s.default;
  if (s.anyOf) return validFor(name, s.anyOf[0]!);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => validFor(name, s.items ?? {}));
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, validFor(k, v)] as const),
      );
    default:
      if (s.nullable) return null;
      if (/email/i.test(name) || name === 'to') return 'fuzz@example.in';
      if (/phone|mobile/i.test(name)) return '9876543210';
      if (/pincode/i.test(name)) return '411001';
      if (s.pattern === '^\\d{6}$') return '123456';
      if (/password/i.test(name)) return 'kalamkari-42';
      return 'Fuzz'.padEnd(s.minLength ?? 1, 'z');
  }
}

const LONE_SURROGATES = ['\ud800', 'a\udfffb', '\udc00\ud800'];

/** Values that must be refused where `s` is expected. */
function badFor(s: JsonSchema): fc.Arbitrary<unknown> {
  const wrongType = fc.oneof(
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );
  const type = s.anyOf?.[0]?.type ?? s.type;
  if (s.enum) return fc.oneof(wrongType, fc.constantFrom('nope', '', ' admin', 'HOME\u0000'), fc.integer());
  if (type === 'integer' || type === 'number')
    return fc
      .oneof(
        wrongType,
        fc.constantFrom(
          -1,
          0,
          1.5,
          2 ** 31,
          1e308,
          -1e308,
          Number.MAX_SAFE_INTEGER + 2,
          'NaN',
          'Infinity',
          '1',
          true,
        ),
        fc.double({ noDefaultInfinity: true, noNaN: true }).filter((n) => !Number.isInteger(n)),
        fc.integer({ max: -1 }),
      )
      .filter(
        (v) =>
          !(
            typeof v === 'number' &&
            Number.isInteger(v) &&
            v >= (s.minimum ?? 1) &&
            v <= (s.maximum ?? 2 ** 31 - 1) &&
            v !== 0
          ),
      );
  if (type === 'boolean') return fc.oneof(wrongType, fc.constantFrom('true', 'false', 1, 0, 'yes'));
  if (type === 'object' || type === 'array')
    return fc.oneof(fc.string(), fc.integer(), fc.constant('[object Object]'));
  // strings: NUL, lone surrogates, longer than allowed, wrong types
  return fc.oneof(
    wrongType,
    fc.integer(),
    fc.boolean(),
    fc.string({ minLength: 0, maxLength: 20 }).map((x) => `${x}\u0000${x}`),
    fc.constantFrom(...LONE_SURROGATES),
    fc.constant('x'.repeat((s.maxLength ?? 100_000) + 1)),
  );
}

/** [path, schema] for every field, one level of nesting deep (the order's `customer`). */
function fields(s: JsonSchema): Array<[string[], JsonSchema]> {
  const out: Array<[string[], JsonSchema]> = [];
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.push([[k], v]);
    for (const [k2, v2] of Object.entries(v.properties ?? {})) out.push([[k, k2], v2]);
    if (v.type === 'array' && v.items?.properties)
      for (const [k2, v2] of Object.entries(v.items.properties)) out.push([[k, '0', k2], v2]);
  }
  return out;
}

function withField(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

function baseline(key: string, schema: JsonSchema): unknown {
  if (key === 'POST /api/orders') return orderBody([{ productId: Number(ids.product), quantity: 1 }]);
  return validFor('body', schema);
}

function badBodies(key: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = baseline(key, schema);
  const oneBadField = fc
    .constantFrom(...fields(schema))
    .chain(([path, s]) => badFor(s).map((bad) => withField(base, path, bad)));
  const extras = fc.dictionary(
    fc.constantFrom('role', 'isAdmin', 'userId', 'status', 'paymentStatus', 'id', 'price', 'createdAt'),
    fc.oneof(fc.constant('admin'), fc.integer(), fc.boolean()),
    { minKeys: 1, maxKeys: 3 },
  );
  const wrongShape = fc.oneof(
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    fc.string(),
    fc.integer(),
    fc.constant(null),
    fc.constant([base]),
  );
  return fc.oneof(
    { weight: 4, arbitrary: oneBadField },
    { weight: 2, arbitrary: fc.tuple(oneBadField, extras).map(([b, e]) => ({ ...(b as object), ...e })) },
    { weight: 1, arbitrary: wrongShape },
  );
}

const BAD_PARAMS = [
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  'NaN',
  '%00',
  '%ud800',
  "1'%20OR%20'1'='1",
  '..%2F..%2Fetc',
  'x'.repeat(2000),
];

function urlFor(url: string, param?: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (param !== undefined) return param;
    if (name === 'slug') return ids.slug!;
    if (url.includes('/addresses/')) return ids.address!;
    if (url.includes('/blog/posts/')) return ids.post!;
    if (url.includes('/wishlist/') || url.includes('/products/')) return ids.product!;
    return '1';
  });
}

describe('IV-02/IV-03/IV-04/IV-06: generated bad input to every write route', () => {
  it('enumerates the write routes from the route table, including blog, admin and uploads', () => {
    const keys = writeRoutes(t).map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/orders',
        'POST /api/me/addresses',
        'POST /api/blog/posts/:slug/comments',
        'POST /api/admin/blog/posts',
        'POST /api/admin/uploads',
        'PUT /api/admin/homepage',
      ]),
    );
  });

  it('bodies: 4xx, never 5xx, nothing written', { timeout: 120_000 }, async () => {
    for (const route of writeRoutes(t)) {
      const key = `${route.method} ${route.url}`;
      const schema = schemas[key];
      if (!schema || route.url.startsWith('/api/auth/')) continue;
      const client = route.url.startsWith('/api/admin/') ? admin : customer;
      const before = await rowCounts(t);
      await fc.assert(
        fc.asyncProperty(badBodies(key, schema), async (body) => {
          const res = await send(t, client, route.method as Method, urlFor(route.url), { payload: body });
          expect(
            res.statusCode,
            `${key} ${JSON.stringify(body).slice(0, 200)} → ${res.body.slice(0, 300)}`,
          ).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, key).toBeLessThan(500);
          expect(res.json().error.code, key).toEqual(expect.any(String));
        }),
        { numRuns: 15, seed: 42 },
      );
      expect(await rowCounts(t), key).toEqual(before);
    }
  });

  it('path parameters: malformed ids are 4xx, never 5xx, nothing written', { timeout: 60_000 }, async () => {
    for (const route of writeRoutes(t)) {
      const key = `${route.method} ${route.url}`;
      if (!route.url.includes(':') || NO_INPUT.has(key)) continue;
      const client = route.url.startsWith('/api/admin/') ? admin : customer;
      const before = await rowCounts(t);
      const schema = schemas[key];
      for (const param of BAD_PARAMS) {
        const res = await send(t, client, route.method as Method, urlFor(route.url, param), {
          payload: schema ? baseline(key, schema) : {},
        });
        expect(
          res.statusCode,
          `${key} with ${param.slice(0, 40)} → ${res.body.slice(0, 200)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, key).toBeLessThan(500);
      }
      expect(await rowCounts(t), key).toEqual(before);
    }
  });

  it('IV-06: a repeated query parameter is not smuggled in as an array', async () => {
    for (const url of [
      '/api/products?sort=price&sort=name',
      '/api/products?limit=10&limit=100000',
      '/api/blog/posts?page=1&page=2',
      '/api/admin/customers?q=a&q=b',
    ]) {
      const res = await send(t, admin, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('VALIDATION_FAILED');
    }
  });

  it('IV-06: prototype pollution in a nested body is refused and leaves Object.prototype clean', async () => {
    const body = `{"customer":{"fullName":"A","__proto__":{"isAdmin":true}},"items":[{"productId":1,"quantity":1,"constructor":{"prototype":{"x":1}}}],"paymentMethod":"cod"}`;
    const res = await send(t, customer, 'POST', '/api/orders', { payload: body });
    expect(res.statusCode).toBe(400);
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
    expect(({} as { x?: number }).x).toBeUndefined();
  });
});

describe('IV-03: unicode and NUL', () => {
  const address = (name: string) => ({
    type: 'Home',
    name,
    phone: '9876543210',
    address: '12 Lotus Lane',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  });

  it('a NUL or a lone surrogate is a 400 naming the field, before anything is written', async () => {
    const before = await rowCounts(t);
    for (const name of ['Asha\u0000Rao', 'Asha \ud800', '\udc00']) {
      const res = await send(t, customer, 'POST', '/api/me/addresses', { payload: address(name) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: NOT_ALLOWED_CHARACTERS,
        fields: { name: NOT_ALLOWED_CHARACTERS },
      });
    }
    const signUp = await send(t, undefined, 'POST', '/api/account/sign-up', {
      payload: { ...signUpBody(uniqueEmail()), fullName: 'A\u0000' },
    });
    expect(signUp.json().error.fields).toEqual({ fullName: NOT_ALLOWED_CHARACTERS });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('valid text round-trips exactly: emoji, RTL override, zero-width joiner, combining marks', async () => {
    const name = 'आशा 👩‍👩‍👧 \u202eRao e\u0301 𝒜';
    const res = await send(t, customer, 'POST', '/api/me/addresses', { payload: address(name) });
    expect(res.statusCode).toBe(201);
    const list = (await send(t, customer, 'GET', '/api/me/addresses')).json();
    expect(JSON.stringify(list)).toContain(JSON.stringify(name).slice(1, -1));
  });
});
