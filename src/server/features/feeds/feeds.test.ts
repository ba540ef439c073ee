import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { products, shippingZones } from '../../db/schema/index.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { createAdmin, createStaff } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { makeProduct, makeVariantProduct, slugOf } from '../../testing/factories.ts';

const t = setUpTestApp();
const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

type Item = Record<string, unknown>;

/** The feed parsed (it must be well-formed XML first): its channel and items, each item's `g:` fields. */
async function feed(url: string, { fresh = true } = {}) {
  // The tests write straight to the tables (no admin write drops the cache) unless `fresh` is false.
  if (fresh) t.app.publicCache.invalidate(CACHE_TAGS.products);
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  expect(XMLValidator.validate(res.body)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => ['item', 'g:shipping', 'g:additional_image_link'].includes(name),
  }).parse(res.body);
  expect(parsed.rss['@_version']).toBe('2.0');
  expect(parsed.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  const items = (parsed.rss.channel.item ?? []) as Item[];
  return {
    res,
    channel: parsed.rss.channel,
    items,
    byId: (id: string) => items.find((i) => i['g:id'] === id),
  };
}

const skuOf = async (productId: number) => {
  const [row] = await t.db.db.select().from(products).where(eq(products.id, productId));
  return row!.catalogNumber;
};

/** Google Merchant Center's required attributes for a new, handmade product shown in India (decision 071). */
const GOOGLE_REQUIRED = [
  'g:id',
  'g:title',
  'g:description',
  'g:link',
  'g:image_link',
  'g:availability',
  'g:price',
  'g:condition',
  'g:brand',
  'g:identifier_exists',
  'g:shipping',
];
const META_REQUIRED = [
  'g:id',
  'g:title',
  'g:description',
  'g:availability',
  'g:condition',
  'g:price',
  'g:link',
  'g:image_link',
  'g:brand',
];

describe(`product feeds (${db})`, () => {
  it('gives Google every required attribute in its format for every item of the demo catalog', async () => {
    const { items, channel } = await feed('/feeds/google.xml');
    expect(channel.title).toBe('Karigar');
    expect(items.length).toBeGreaterThan(20);
    for (const item of items) {
      for (const field of GOOGLE_REQUIRED) expect(item, `${item['g:id']} ${field}`).toHaveProperty([field]);
      expect(item['g:price']).toMatch(/^\d+\.\d{2} INR$/);
      expect(item['g:availability']).toMatch(/^(in_stock|out_of_stock)$/);
      expect(item['g:condition']).toBe('new');
      expect(item['g:brand']).toBe('Karigar');
      expect(item['g:identifier_exists']).toBe('no');
      expect(item['g:link']).toMatch(
        /^http:\/\/localhost:3000\/product\/[a-z0-9-]*[a-z][a-z0-9-]*(\?variant=\d+)?$/,
      );
      expect(item['g:image_link']).toMatch(/^http:\/\/localhost:3000\//);
      expect(String(item['g:id']).length).toBeLessThanOrEqual(50);
      expect([...String(item['g:title'])].length).toBeLessThanOrEqual(150);
      const shipping = item['g:shipping'] as Item[];
      expect(shipping.at(-1)).toMatchObject({ 'g:country': 'IN' });
      for (const s of shipping) expect(s['g:price']).toMatch(/^\d+\.\d{2} INR$/);
    }
    expect(new Set(items.map((i) => i['g:id'])).size).toBe(items.length);
  });

  it('prices a product as its page does, GST included, with the store shipping rule', async () => {
    const id = await makeProduct(t.db.db, { price: 149_900, stock: 4, name: 'Brass diya' });
    const page = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    const item = (await feed('/feeds/google.xml')).byId(await skuOf(id))!;
    expect(item['g:price']).toBe('1499.00 INR');
    expect(item['g:price']).toBe(`${(page.price / 100).toFixed(2)} INR`);
    expect(item['g:availability']).toBe('in_stock');
    expect(item).not.toHaveProperty('g:item_group_id');
    // ₹1,499 is above the free-shipping threshold (₹500): free to the rest of India
    expect((item['g:shipping'] as Item[]).at(-1)).toMatchObject({ 'g:country': 'IN', 'g:price': '0.00 INR' });
  });

  it('gives a shipping zone its pincodes, fee and days', async () => {
    await t.db.db.insert(shippingZones).values({
      name: 'North-east',
      pincodeRules: ['78', '790001-792999'],
      minDays: 6,
      maxDays: 9,
      fee: 4_000,
    });
    const id = await makeProduct(t.db.db, { price: 30_000, stock: 4 });
    const shipping = (await feed('/feeds/google.xml')).byId(await skuOf(id))!['g:shipping'] as Item[];
    expect(shipping).toContainEqual({
      'g:country': 'IN',
      'g:postal_code': '78*',
      'g:price': '90.00 INR',
      'g:min_transit_time': '6',
      'g:max_transit_time': '9',
    });
    expect(shipping).toContainEqual(expect.objectContaining({ 'g:postal_code': '790001-792999' }));
    expect(shipping.at(-1)).toMatchObject({ 'g:price': '50.00 INR' });
    await t.db.db.delete(shippingZones);
  });

  it('gives a product with variants one item per variant in one item_group_id, with its colour and material', async () => {
    const { id, variantIds } = await makeVariantProduct(t.db.db, {
      name: 'Silk scrunchie',
      options: [
        { name: 'Colour', values: [{ label: 'Blue' }, { label: 'Red' }] },
        { name: 'Material', values: [{ label: 'Mulberry silk' }] },
      ],
      variants: [
        { options: ['Blue', 'Mulberry silk'], price: 49_900, stock: 3 },
        { options: ['Red', 'Mulberry silk'], price: 59_900, stock: 0 },
      ],
    });
    const group = await skuOf(id);
    const { items } = await feed('/feeds/google.xml');
    const mine = items.filter((i) => i['g:item_group_id'] === group);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      'g:id': `${group}-1`,
      'g:title': 'Silk scrunchie (Blue, Mulberry silk)',
      'g:color': 'Blue',
      'g:material': 'Mulberry silk',
      'g:price': '499.00 INR',
      'g:availability': 'in_stock',
      'g:link': `http://localhost:3000/product/${await slugOf(t.db.db, id)}?variant=${variantIds[0]}`,
    });
    expect(mine[1]).toMatchObject({
      'g:color': 'Red',
      'g:price': '599.00 INR',
      'g:availability': 'out_of_stock',
    });
  });

  it('gives a sale its price and its window', async () => {
    const startsAt = new Date(Date.now() - 86_400_000);
    const endsAt = new Date(Date.now() + 7 * 86_400_000);
    const { id } = await makeVariantProduct(t.db.db, {
      options: [],
      variants: [
        {
          options: [],
          price: 99_900,
          stock: null,
          salePrice: 79_900,
          saleStartsAt: startsAt,
          saleEndsAt: endsAt,
        },
      ],
    });
    const item = (await feed('/feeds/google.xml')).byId(`${await skuOf(id)}-1`)!;
    expect(item).toMatchObject({
      'g:price': '999.00 INR',
      'g:sale_price': '799.00 INR',
      'g:sale_price_effective_date': `${startsAt.toISOString()}/${endsAt.toISOString()}`,
    });
  });

  it('says out_of_stock for a product out of stock, and leaves out a product left out of feeds', async () => {
    const none = await makeProduct(t.db.db, { price: 20_000, stock: 0 });
    const off = await makeProduct(t.db.db, { price: 20_000, stock: null, inStock: false });
    const left = await makeProduct(t.db.db, { price: 20_000, stock: 5 });
    const admin = await createAdmin(t);
    expect((await feed('/feeds/google.xml')).byId(await skuOf(left))).toBeDefined();
    const put = await admin.request('PUT', `/api/admin/feeds/products/${left}`, { feedExcluded: true });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ id: left, feedExcluded: true });
    // the switch drops the cached feed
    const { byId } = await feed('/feeds/google.xml', { fresh: false });
    expect(byId(await skuOf(none))!['g:availability']).toBe('out_of_stock');
    expect(byId(await skuOf(off))!['g:availability']).toBe('out_of_stock');
    expect(byId(await skuOf(left))).toBeUndefined();
    const meta = await feed('/feeds/meta.xml');
    expect(meta.byId(await skuOf(none))!['g:availability']).toBe('out of stock');
    expect(meta.byId(await skuOf(left))).toBeUndefined();
    // back in: the cached feed was dropped with the write
    await admin.request('PUT', `/api/admin/feeds/products/${left}`, { feedExcluded: false });
    expect((await feed('/feeds/google.xml', { fresh: false })).byId(await skuOf(left))).toBeDefined();
  });

  it('escapes a name and description with & < > and quotes (the XML still parses and says them)', async () => {
    const name = `Tom & Jerry <b>"quoted"</b> 'single'`;
    const id = await makeProduct(t.db.db, { price: 10_000, stock: 1, name });
    await t.db.db
      .update(products)
      .set({ description: 'A & B < C > D "E" \u0007bell' })
      .where(eq(products.id, id));
    for (const url of ['/feeds/google.xml', '/feeds/meta.xml']) {
      const { res, byId } = await feed(url);
      expect(res.body).toContain('Tom &amp; Jerry &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; &apos;single&apos;');
      const item = byId(await skuOf(id))!;
      // the parser reads back exactly what the admin typed (a control character XML forbids dropped)
      expect(item['g:title']).toBe(name);
      expect(item['g:description']).toBe('A & B < C > D "E" bell');
    }
  });

  it('gives Meta its required fields and words', async () => {
    const { items } = await feed('/feeds/meta.xml');
    expect(items.length).toBeGreaterThan(20);
    for (const item of items) {
      for (const field of META_REQUIRED) expect(item, `${item['g:id']} ${field}`).toHaveProperty([field]);
      expect(item['g:availability']).toMatch(/^(in stock|out of stock)$/);
      expect(item['g:price']).toMatch(/^\d+\.\d{2} INR$/);
    }
  });

  it('gives the Hindi feed Hindi titles and Hindi links where the product has a Hindi name', async () => {
    const id = await makeProduct(t.db.db, {
      price: 25_000,
      stock: 2,
      name: 'Clay lamp',
      nameHi: 'मिट्टी का दीया',
    });
    const plain = await makeProduct(t.db.db, { price: 25_000, stock: 2, name: 'Plain lamp' });
    for (const kind of ['google', 'meta']) {
      const { byId } = await feed(`/hi/feeds/${kind}.xml`);
      expect(byId(await skuOf(id))).toMatchObject({
        'g:title': 'मिट्टी का दीया',
        'g:link': `http://localhost:3000/hi/product/${await slugOf(t.db.db, id)}`,
      });
      expect(byId(await skuOf(plain))).toMatchObject({ 'g:title': 'Plain lamp' });
    }
    expect((await feed('/feeds/google.xml')).byId(await skuOf(id))!['g:title']).toBe('Clay lamp');
  });

  it('answers 304 to its own ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/feeds/google.xml' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/feeds/google.xml',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe(`Admin → feed report (${db})`, () => {
  it("lists a product without a picture, a short description and one left out, with the feeds' addresses", async () => {
    const id = await makeProduct(t.db.db, { price: 10_000, stock: 1, name: 'No picture' });
    await t.db.db.update(products).set({ images: [], description: 'Short.' }).where(eq(products.id, id));
    const admin = await createAdmin(t);
    const res = await admin.get('/api/admin/feeds/report');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.feeds).toContain('http://localhost:3000/feeds/google.xml');
    expect(report.feeds).toContain('http://localhost:3000/hi/feeds/meta.xml');
    const row = report.items.find((i: { id: number }) => i.id === id);
    expect(row).toMatchObject({ name: 'No picture', feedExcluded: false });
    expect(row.problems).toEqual(expect.arrayContaining(['no-image', 'short-description']));
    // a product without a picture is not in the feeds (Google and Meta require image_link)
    expect((await feed('/feeds/google.xml')).byId(await skuOf(id))).toBeUndefined();
  });

  it('refuses a bad switch with 400 naming feedExcluded, 404 for an unknown product, and is for admins only', async () => {
    const admin = await createAdmin(t);
    const bad = await admin.request('PUT', '/api/admin/feeds/products/1', { feedExcluded: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('feedExcluded');
    expect(
      (await admin.request('PUT', '/api/admin/feeds/products/99999999', { feedExcluded: true })).statusCode,
    ).toBe(404);
    const staff = await createStaff(t);
    expect((await staff.get('/api/admin/feeds/report')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/feeds/report' })).statusCode).toBe(401);
  });
});
