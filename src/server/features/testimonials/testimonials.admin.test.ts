import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestimonial,
  TESTIMONIAL_ADMIN_MESSAGES as M,
} from '#shared/home/testimonial-admin.schemas.ts';
import { testimonials } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

let admin: TestClient;
const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
});

const body = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Kavya Menon',
  customerEmail: 'kavya@example.in',
  rating: 5,
  reviewText: 'The Lippan mirror is even prettier in person.',
  isFeatured: false,
  ...overrides,
});
const total = async () => (await t.db.db.select({ n: count() }).from(testimonials))[0]!.n;
const featuredIds = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/testimonials' })).json().items as AdminTestimonial[]).map(
    (x) => x.id,
  );

async function add(overrides: Record<string, unknown> = {}): Promise<AdminTestimonial> {
  const res = await admin.post('/api/admin/testimonials', body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/admin/testimonials: validation (docs/product.md §7.8), 400 naming the field, nothing written', () => {
  it.each([
    ['missing name', { customerName: undefined }, 'customerName', M.nameRequired],
    ['blank name', { customerName: '   ' }, 'customerName', M.nameRequired],
    ['missing review text', { reviewText: undefined }, 'reviewText', M.reviewRequired],
    ['blank review text', { reviewText: ' ' }, 'reviewText', M.reviewRequired],
    ['missing rating', { rating: undefined }, 'rating', M.ratingInvalid],
    ['rating 0', { rating: 0 }, 'rating', M.ratingInvalid],
    ['rating 6', { rating: 6 }, 'rating', M.ratingInvalid],
    ['rating 4.5 (integer only)', { rating: 4.5 }, 'rating', M.ratingInvalid],
    ['bad email', { customerEmail: 'kavya-at-example' }, 'customerEmail', M.invalidEmail],
  ])('%s', async (_label, overrides, field, message) => {
    const before = await total();
    const res = await admin.post('/api/admin/testimonials', body(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fields: { [field]: message },
    });
    expect(await total()).toBe(before);
  });

  it('email is optional: absent, null or empty store none', async () => {
    for (const customerEmail of [undefined, null, '  ']) {
      expect((await add({ customerEmail })).customerEmail).toBeNull();
    }
  });
});

describe('admin testimonials', () => {
  it('adds one (trimmed) and lists all newest first with the email', async () => {
    const first = await add({ customerName: '  Ravi  ' });
    const second = await add({ rating: 3 });
    expect(first).toMatchObject({
      customerName: 'Ravi',
      customerEmail: 'kavya@example.in',
      isFeatured: false,
    });
    const res = await admin.get('/api/admin/testimonials');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const items = res.json().items as AdminTestimonial[];
    expect(items).toHaveLength(await total());
    expect(items.slice(0, 2).map((x) => x.id)).toEqual([second.id, first.id]);
    const times = items.map((x) => x.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('featuring shows it on the home page at once; unfeaturing removes it; the email stays private', async () => {
    const x = await add();
    expect(await featuredIds()).not.toContain(x.id); // cached now
    const on = await admin.request('PATCH', `/api/admin/testimonials/${x.id}`, { isFeatured: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ id: x.id, isFeatured: true });
    const publicRes = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(publicRes.json().items[0]).toMatchObject({ id: x.id, isFeatured: true });
    expect(publicRes.body).not.toContain('kavya@example.in');
    const off = await admin.request('PATCH', `/api/admin/testimonials/${x.id}`, { isFeatured: false });
    expect(off.json().isFeatured).toBe(false);
    expect(await featuredIds()).not.toContain(x.id);
  });

  it('a testimonial added as featured shows on the home page at once', async () => {
    await featuredIds();
    const x = await add({ isFeatured: true });
    expect((await featuredIds())[0]).toBe(x.id);
  });

  it('PATCH needs a boolean isFeatured', async () => {
    const x = await add();
    const res = await admin.request('PATCH', `/api/admin/testimonials/${x.id}`, { isFeatured: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ isFeatured: M.flagInvalid });
  });

  it('deletes one (204), gone from the home page; 404 for unknown ids', async () => {
    const x = await add({ isFeatured: true });
    expect(await featuredIds()).toContain(x.id);
    const res = await admin.request('DELETE', `/api/admin/testimonials/${x.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.db.select().from(testimonials).where(eq(testimonials.id, x.id))).toHaveLength(0);
    expect(await featuredIds()).not.toContain(x.id);
    for (const [method, url, payload] of [
      ['DELETE', `/api/admin/testimonials/${x.id}`, undefined],
      ['PATCH', '/api/admin/testimonials/2000000000', { isFeatured: true }],
      ['PATCH', '/api/admin/testimonials/abc', { isFeatured: true }],
    ] as const) {
      const missing = await admin.request(method, url, payload);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(M.notFound);
    }
  });
});

describe('admin testimonials: edit and paging', () => {
  it('audit B3: edits a testimonial (a typo fixed on the home page at once); its creation time stays', async () => {
    const x = await add({ reviewText: 'The Lipan mirror is lovely.', isFeatured: true });
    expect(await featuredIds()).toContain(x.id); // cached now
    const res = await admin.request(
      'PUT',
      `/api/admin/testimonials/${x.id}`,
      body({
        customerName: ' Kavya M. ',
        reviewText: 'The Lippan mirror is lovely.',
        rating: 4,
        isFeatured: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...x,
      customerName: 'Kavya M.',
      reviewText: 'The Lippan mirror is lovely.',
      rating: 4,
    });
    const shown = (await t.app.inject({ method: 'GET', url: '/api/testimonials' })).json()
      .items as AdminTestimonial[];
    expect(shown.find((y) => y.id === x.id)?.reviewText).toBe('The Lippan mirror is lovely.');
  });

  it.each([
    ['blank name', { customerName: ' ' }, 'customerName', M.nameRequired],
    ['rating 6', { rating: 6 }, 'rating', M.ratingInvalid],
    ['blank review text', { reviewText: '' }, 'reviewText', M.reviewRequired],
    ['bad email', { customerEmail: 'nope' }, 'customerEmail', M.invalidEmail],
  ])(
    'audit B3: an edit with %s is 400 naming the field, nothing changed',
    async (_label, overrides, field, message) => {
      const x = await add();
      const res = await admin.request('PUT', `/api/admin/testimonials/${x.id}`, body(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
      const [row] = await t.db.db.select().from(testimonials).where(eq(testimonials.id, x.id));
      expect(row).toMatchObject({ customerName: x.customerName, rating: x.rating, reviewText: x.reviewText });
    },
  );

  it('audit B3: editing an unknown testimonial is 404', async () => {
    const res = await admin.request('PUT', '/api/admin/testimonials/2000000000', body());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(M.notFound);
  });

  it('audit B6: the list pages like the other admin lists (page, limit, total), newest first', async () => {
    for (let i = 0; i < 3; i++) await add({ customerName: `Pager ${i}` });
    const all = (await admin.get('/api/admin/testimonials?limit=100')).json();
    expect(all.total).toBe(await total());
    const first = (await admin.get('/api/admin/testimonials?page=1&limit=2')).json();
    const second = (await admin.get('/api/admin/testimonials?page=2&limit=2')).json();
    expect(first).toMatchObject({ page: 1, limit: 2, total: all.total });
    expect(first.items).toHaveLength(2);
    expect([...first.items, ...second.items].map((x: AdminTestimonial) => x.id)).toEqual(
      all.items.slice(0, 4).map((x: AdminTestimonial) => x.id),
    );
    expect((await admin.get('/api/admin/testimonials')).json().limit).toBe(20);
    const bad = await admin.get('/api/admin/testimonials?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('limit');
  });
});

describe('admin testimonial routes: access', () => {
  it.each([
    ['GET', '/api/admin/testimonials'],
    ['POST', '/api/admin/testimonials'],
    ['PATCH', '/api/admin/testimonials/1'],
    ['PUT', '/api/admin/testimonials/1'],
    ['DELETE', '/api/admin/testimonials/1'],
  ] as const)('%s %s: 401 for a guest, 403 for a customer, nothing written', async (method, url) => {
    const before = await t.db.db.select().from(testimonials);
    const payload =
      method === 'POST' || method === 'PUT' ? body() : method === 'PATCH' ? { isFeatured: true } : undefined;
    expect((await new TestClient(t).request(method, url, payload)).statusCode).toBe(401);
    const customer = await createCustomer(t);
    expect((await customer.request(method, url, payload)).statusCode).toBe(403);
    expect(await t.db.db.select().from(testimonials)).toEqual(before);
  });
});
