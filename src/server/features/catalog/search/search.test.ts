import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import type { Suggestions } from '#shared/catalog/search.schemas.ts';
import { products, searchMisses } from '../../../db/schema/index.ts';
import { createAdmin, createStaff } from '../../../testing/accounts.ts';
import { setUpTestApp } from '../../../testing/build-test-app.ts';

const t = setUpTestApp();
const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

async function search(q: string): Promise<{ items: Product[]; total: number; didYouMean?: string }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?q=${encodeURIComponent(q)}&limit=100`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** What the first product must be: its name matches, or it is of the category. */
type First = RegExp | { category: string };

/**
 * Issue 45's table over the demo catalog: typos, Hinglish, Devanagari, synonyms, plural and singular; the product
 * expected first.
 */
const TABLE: Array<[kind: string, q: string, first: First]> = [
  ['typo', 'lipan', { category: 'Lippan Arts' }],
  ['typo', 'drem cacher', { category: 'Dream Catcher' }],
  ['typo', 'scrunchy', /Scrunchie/],
  ['typo', 'calligrapy', { category: 'Calligraphy' }],
  ['typo', 'embroidary', { category: 'Embroidery' }],
  ['typo', 'macrame wal hanging', /^Macramé Wall Hanging/],
  ['typo', 'terracota vase', /^Hand-painted Terracotta Vase Set$/],
  ['typo', 'amethist geode', /^Amethyst Geode Resin Tray$/],
  ['typo', 'kerala backwater', /^Kerala Backwaters Sunset Print$/],
  ['typo', 'lavendar scrunchie', /^Lavender Silk Scrunchie Trio$/],
  ['typo', 'tortoise shell claw clip', /^Tortoiseshell Claw Clips/],
  ['typo', 'copperplate quot', /^Framed Copperplate Quote$/],
  ['Hinglish', 'mombatti', { category: 'Candles' }],
  ['Hinglish', 'mombati', { category: 'Candles' }],
  ['Hinglish', 'diya', /Diya/],
  ['Hinglish', 'deepak', /Diya/],
  ['Hinglish', 'sapno ka jaal', { category: 'Dream Catcher' }],
  ['Hinglish', 'kadhai', { category: 'Embroidery' }],
  ['Hinglish', 'gamla', /^Seagrass Planter Basket$/],
  ['Hinglish', 'guldaan', /Vase/],
  ['Devanagari', 'मोमबत्ती', { category: 'Candles' }],
  ['Devanagari', 'दीया', /Diya/],
  ['Devanagari', 'लिप्पन', { category: 'Lippan Arts' }],
  ['Devanagari', 'ड्रीम कैचर', { category: 'Dream Catcher' }],
  ['Devanagari', 'कढ़ाई', { category: 'Embroidery' }],
  ['Devanagari', 'रेज़िन', { category: 'Resin Art Work' }],
  ['Devanagari', 'सुलेख', { category: 'Calligraphy' }],
  ['synonym', 'dreamcatcher', { category: 'Dream Catcher' }],
  ['synonym', 'mud mirror work', { category: 'Lippan Arts' }],
  ['synonym', 'epoxy', { category: 'Resin Art Work' }],
  ['synonym', 'hair tie', /Scrunchie/],
  ['synonym', 'epoxy tray', /Resin Tray$/],
  ['plural', 'candles', { category: 'Candles' }],
  ['singular', 'candle', { category: 'Candles' }],
  ['singular', 'coaster', /^Ocean & Agate Coaster Set/],
  ['singular', 'place card', /^Calligraphy Place Cards/],
  ['plural', 'vases', /Vase/],
  ['plural', 'bows', /Bow/],
  ['words', 'blue dream catcher', /^Blue Floral Dream Catcher$/],
  ['words', 'sandalwood candle', /^Sandalwood & Vanilla Soy Jar Candle Trio$/],
  ['catalog number', 'kg-dc-001', /^Terracotta Boho Dream Catcher$/],
];

describe(`search over the demo catalog (${db})`, () => {
  it.each(TABLE)('%s: %s', async (_kind, q, first) => {
    const { items } = await search(q);
    expect(items.length, `"${q}" finds something`).toBeGreaterThan(0);
    const top = items[0]!;
    if (first instanceof RegExp) expect(top.name).toMatch(first);
    else expect(top.category).toBe(first.category);
  });

  it('finds "mombatti", "मोमबत्ती" and "candle" alike: the same candles', async () => {
    const ids = async (q: string) =>
      (await search(q)).items
        .filter((p) => p.category === 'Candles')
        .map((p) => p.id)
        .sort();
    const candles = await ids('candle');
    expect(candles.length).toBeGreaterThan(2);
    expect(await ids('mombatti')).toEqual(candles);
    expect(await ids('मोमबत्ती')).toEqual(candles);
  });

  it('asks "did you mean" when a search finds little, and not when it finds well', async () => {
    expect((await search('drem cacher')).didYouMean).toBe('Dream Catcher');
    expect((await search('candle')).didYouMean).toBeUndefined();
    const nothing = await search('qqxxzzvv');
    expect(nothing.total).toBe(0);
    expect(nothing.items).toEqual([]);
  });

  it('sorts the matches as asked, and by best match without a sort', async () => {
    const byPrice = (
      await t.app.inject({ method: 'GET', url: '/api/products?q=candle&sort=price_asc' })
    ).json();
    const prices = (byPrice.items as Product[]).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const best = await search('blue dream catcher');
    expect(best.items[0]!.name).toBe('Blue Floral Dream Catcher');
  });

  it('finds a product whose name changed by its new name (documents follow the row)', async () => {
    const [row] = await t.db.db.select().from(products).where(eq(products.catalogNumber, 'KG-DC-003'));
    await t.db.db.update(products).set({ name: 'Peacock Feather Jhoomar' }).where(eq(products.id, row!.id));
    t.app.publicCache.invalidate('products');
    expect((await search('jhumar peacock')).items[0]!.id).toBe(row!.id);
  });
});

describe(`GET /api/search/suggestions (${db})`, () => {
  const suggest = (q: string) =>
    t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });

  it('offers products and categories as one types, Hindi and typos forgiven', async () => {
    const res = await suggest('mombat');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Suggestions;
    expect(body.categories).toEqual(['Candles']);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.products.every((p) => p.category === 'Candles')).toBe(true);
    const hindi = (await suggest('लिप्पन')).json() as Suggestions;
    expect(hindi.categories[0]).toBe('Lippan Arts');
    expect(hindi.products[0]!.name).toMatch(/Lippan/);
  });

  it('refuses a missing, one-letter or overlong q with 400 naming q', async () => {
    for (const url of [
      '/api/search/suggestions',
      '/api/search/suggestions?q=a',
      `/api/search/suggestions?q=${'a'.repeat(101)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain('q');
    }
  });
});

describe(`Admin → Search (${db})`, () => {
  it('counts searches that found nothing (cached or not), without personal data, and a synonym answers them', async () => {
    const admin = await createAdmin(t);
    await search('Phoolkari');
    await search('phoolkari ');
    await search('someone@example.com');
    await search('9876543210');
    const rows = await t.db.db.select().from(searchMisses);
    expect(rows.find((r) => r.query === 'phoolkari')?.count).toBe(2);
    expect(rows.filter((r) => /@|\d{5}/.test(r.query))).toEqual([]);

    const report = await admin.get('/api/admin/search/misses');
    expect(report.statusCode).toBe(200);
    expect(report.json().items[0]).toMatchObject({ query: 'phoolkari', count: 2 });

    // The one click: the miss joins the group of the term it is made a synonym of.
    const added = await admin.post('/api/admin/search/synonyms', { terms: ['phoolkari', 'embroidery'] });
    expect(added.statusCode).toBe(201);
    expect(added.json().terms).toEqual(expect.arrayContaining(['embroidery', 'kadhai', 'phoolkari']));
    const left = (await admin.get('/api/admin/search/misses')).json().items as Array<{ query: string }>;
    expect(left.map((miss) => miss.query)).not.toContain('phoolkari');
    const found = await search('phoolkari');
    expect(found.items[0]!.category).toBe('Embroidery');

    const groups = (await admin.get('/api/admin/search/synonyms')).json().items as Array<{
      id: number;
      terms: string[];
    }>;
    const group = groups.find((g) => g.terms.includes('phoolkari'))!;
    expect((await admin.request('DELETE', `/api/admin/search/synonyms/${group.id}`)).statusCode).toBe(204);
    expect((await admin.request('DELETE', `/api/admin/search/synonyms/${group.id}`)).statusCode).toBe(404);
    expect((await search('phoolkari')).total).toBe(0);
  });

  it('refuses bad synonyms with 400 naming terms, and is for admins only', async () => {
    const admin = await createAdmin(t);
    for (const body of [
      {},
      { terms: ['one'] },
      { terms: ['a', ''] },
      { terms: ['a', 'x'.repeat(61)] },
      { terms: 'a,b' },
    ]) {
      const res = await admin.post('/api/admin/search/synonyms', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).some((f) => f.startsWith('terms'))).toBe(true);
    }
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/admin/search/synonyms' });
    expect(signedOut.statusCode).toBe(401);
    const staff = await createStaff(t);
    expect((await staff.get('/api/admin/search/misses')).statusCode).toBe(403);
    expect((await staff.post('/api/admin/search/synonyms', { terms: ['a', 'b'] })).statusCode).toBe(403);
  });
});
