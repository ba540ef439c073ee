import { asc, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '#demo/demo-data.ts';
import type { AdminProduct } from '#shared/catalog/product-admin.schemas.ts';
import { SLUG_MESSAGES } from '#shared/catalog/product-slugs.ts';
import { products } from '../../db/schema/index.ts';
import { createAdmin, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { slugFromName, slugsForNames } from './product-slugs.ts';

/* Readable links (issue 45 point 2, decision 088): slugs made, checked, changed and redirected. */

let admin: TestClient;
const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
});

let seq = 0;
async function create(body: Record<string, unknown>) {
  seq += 1;
  return admin.post('/api/admin/products', {
    price: 45_000,
    category: 'Hair Accessories',
    catalogNumber: `SLG-${Date.now().toString(36)}-${seq}`,
    stockQuantity: 5,
    images: [{ url: '/media/slug-test.webp' }],
    ...body,
  });
}
async function created(body: Record<string, unknown>): Promise<AdminProduct> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function edit(id: number, body: Record<string, unknown>): Promise<AdminProduct> {
  const res = await admin.request('PATCH', `/api/admin/products/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const page = (url: string) => t.app.inject({ method: 'GET', url });
async function expectMoved(from: string, to: string) {
  const res = await page(from);
  expect(res.statusCode, from).toBe(301);
  expect(res.headers.location, from).toBe(to);
}

describe('a slug made from the name', () => {
  it.each([
    ['Lavender Silk Scrunchie Trio', 'lavender-silk-scrunchie-trio'],
    ['  Lippan   Mirror -- Round ', 'lippan-mirror-round'],
    ['Café Crème Candle', 'cafe-creme-candle'],
    ['Dream catcher & bells', 'dream-catcher-and-bells'],
    ['Resin coaster (set of 4)', 'resin-coaster-set-of-4'],
    ['मोमबत्ती', 'mombattee'],
    ['कढ़ाई वाला रुमाल', 'kadhaaee-vaalaa-rumaal'],
    ['Diya दीया', 'diya-deeyaa'],
    ['🌸 Lotus 🌸', 'lotus'],
    ['1984', 'product-1984'],
    ['२०२४', 'product-2024'],
    ['!!!', 'product'],
    ['O’Brien’s shawl', 'o-brien-s-shawl'],
  ])('%s → %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('is cut at a word within 80 characters', () => {
    const slug = slugFromName(`${'handmade '.repeat(12)}candle`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^handmade(-handmade)+$/);
    expect(slugFromName('x'.repeat(120))).toHaveLength(80);
  });

  it('clashes get -2, -3 in the order given (the seed)', () => {
    expect(slugsForNames(['Vase', 'Vase', 'vase!', 'Vase 2'])).toEqual([
      'vase',
      'vase-2',
      'vase-3',
      'vase-2-2',
    ]);
  });

  it('on create: the same name three times is slug, slug-2, slug-3; a Hindi-only name is romanised', async () => {
    const name = `Twin scrunchie ${Date.now()}`;
    const base = slugFromName(name);
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await created({ name })).slug);
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
    const hindi = await created({ name: 'मोमबत्ती', nameHi: 'मोमबत्ती' });
    expect(hindi.slug).toMatch(/^mombattee(-\d+)?$/);
  });
});

describe('a slug the owner types', () => {
  it.each([
    ['spaces', 'silk scrunchie'],
    ['capitals', 'Silk-Scrunchie'],
    ['double hyphen', 'silk--scrunchie'],
    ['end hyphen', 'silk-scrunchie-'],
    ['digits only (an id)', '12345'],
    ['Devanagari', 'मोमबत्ती'],
    ['too long', `a${'-b'.repeat(40)}`],
    ['not text', 42],
  ])('400 naming slug for %s, nothing written', async (_, slug) => {
    const before = (await t.db.db.select().from(products)).length;
    const res = await create({ name: 'Typed slug', slug });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ slug: SLUG_MESSAGES.invalid });
    expect((await t.db.db.select().from(products)).length).toBe(before);
  });

  it("is kept as typed; another product's slug is a 409 naming it; blank makes it from the name", async () => {
    const typed = `lavender-trio-${Date.now().toString(36)}`;
    const first = await created({ name: 'Lavender silk scrunchie', slug: typed });
    expect(first.slug).toBe(typed);
    const taken = await create({ name: 'Another', slug: first.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ slug: SLUG_MESSAGES.taken('Lavender silk scrunchie') });
    const edited = await admin.request('PATCH', `/api/admin/products/${first.id}`, { slug: '' });
    expect(edited.json().slug).toMatch(/^lavender-silk-scrunchie(-\d+)?$/);
    expect(edited.json().oldSlugs).toEqual([first.slug]);
  });

  it('is kept through a rename (only a slug made from the name follows the name)', async () => {
    const typed = await created({ name: 'Kept name', slug: `my-own-link-${seq}` });
    expect((await edit(typed.id, { name: 'Kept name renamed' })).slug).toBe(typed.slug);
  });
});

describe('a renamed product keeps its old links (decision 088)', () => {
  it('renames A → B → C: A and B each answer 301 to C in one hop, /hi and the query kept; the API reads every one', async () => {
    const stamp = Date.now().toString(36);
    const a = await created({ name: `Scrunchie alpha ${stamp}` });
    const b = await edit(a.id, { name: `Scrunchie beta ${stamp}` });
    const c = await edit(a.id, { name: `Scrunchie gamma ${stamp}` });
    expect([a.slug, b.slug, c.slug]).toEqual(
      [`alpha`, `beta`, `gamma`].map((w) => `scrunchie-${w}-${stamp}`),
    );
    expect(c.oldSlugs.sort()).toEqual([a.slug, b.slug].sort());
    await expectMoved(`/product/${a.slug}`, `/product/${c.slug}`);
    await expectMoved(
      `/product/${b.slug}?variant=1&utm_source=wa`,
      `/product/${c.slug}?variant=1&utm_source=wa`,
    );
    await expectMoved(`/hi/product/${a.slug}`, `/hi/product/${c.slug}`);
    await expectMoved(`/product/${a.id}`, `/product/${c.slug}`);
    expect((await page(`/product/${c.slug}`)).statusCode).toBe(200);
    for (const address of [a.id, a.slug, b.slug, c.slug]) {
      const res = await page(`/api/products/${address}`);
      expect(res.statusCode, String(address)).toBe(200);
      expect(res.json()).toMatchObject({ id: a.id, slug: c.slug });
    }
  });

  it("an old slug is not another product's until removed; the owner removes it; its own old slug comes back to it", async () => {
    const stamp = Date.now().toString(36);
    const lamp = await created({ name: `Brass lamp ${stamp}` });
    const renamed = await edit(lamp.id, { name: `Copper lamp ${stamp}` });
    const other = await created({ name: `Clay lamp ${stamp}` });
    const refused = await admin.request('PATCH', `/api/admin/products/${other.id}`, { slug: lamp.slug });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ slug: SLUG_MESSAGES.redirects(`Copper lamp ${stamp}`) });
    // A name that would make it skips it.
    expect((await created({ name: `Brass lamp ${stamp}` })).slug).toBe(`${lamp.slug}-2`);

    // Renamed back, the product takes its own old slug again; the one it leaves redirects.
    const back = await edit(lamp.id, { name: `Brass lamp ${stamp}` });
    expect(back.slug).toBe(lamp.slug);
    expect(back.oldSlugs).toEqual([renamed.slug]);

    const removed = await admin.request('DELETE', `/api/admin/products/${lamp.id}/old-slugs/${renamed.slug}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().oldSlugs).toEqual([]);
    expect((await page(`/product/${renamed.slug}`)).statusCode).toBe(404);
    expect((await edit(other.id, { slug: renamed.slug })).slug).toBe(renamed.slug);
    const again = await admin.request('DELETE', `/api/admin/products/${lamp.id}/old-slugs/${renamed.slug}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(SLUG_MESSAGES.redirectNotFound);
  });

  it('an edit that does not touch the name or slug keeps the slug and adds no old link', async () => {
    const p = await created({ name: `Steady candle ${Date.now()}` });
    const after = await edit(p.id, { description: 'Soy wax.', featured: true });
    expect(after).toMatchObject({ slug: p.slug, oldSlugs: [] });
  });
});

describe('old numeric links (the issue\'s "Checked by")', () => {
  it("every demo product's /product/{id}, /products/{id} and /hi/product/{id} answer 301 to its slug", async () => {
    const rows = await t.db.db
      .select({ id: products.id, slug: products.slug, name: products.name })
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(asc(products.id));
    const demo = rows.filter((row) => DEMO_PRODUCTS.some((p) => p.name === row.name));
    expect(demo.length).toBe(DEMO_PRODUCTS.length);
    for (const { id, slug } of demo) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      await expectMoved(`/product/${id}`, `/product/${slug}`);
      await expectMoved(`/products/${id}?ref=chat`, `/product/${slug}?ref=chat`);
      await expectMoved(`/hi/product/${id}`, `/hi/product/${slug}`);
    }
    const [first] = demo;
    const res = await page(`/product/${first!.id}`);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect((await page(`/product/${first!.slug}`)).statusCode).toBe(200);
  });

  it('an unknown id or slug is the 404 page, not a redirect', async () => {
    for (const path of ['/product/999999', '/product/no-such-piece', '/products/0', '/product/Not-A-Slug']) {
      expect((await page(path)).statusCode, path).toBe(404);
    }
  });
});
