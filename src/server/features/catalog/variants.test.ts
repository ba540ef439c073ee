import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ADMIN_MESSAGES as PM } from '#shared/catalog/product-admin.schemas.ts';
import type { ProductVariantsBody } from '#shared/catalog/variant-admin.schemas.ts';
import { VARIANT_MESSAGES as M } from '#shared/catalog/variants.ts';
import { productVariants } from '../../db/schema/index.ts';
import { createAdmin, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { orderBody, placeOrder } from '../../testing/factories.ts';

/** Options and variants (decision 066): the admin's API, what the shop shows of them. */

const t = setUpTestApp();
let admin: TestClient;
let seq = 0;
beforeAll(async () => {
  admin = await createAdmin(t);
});

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function createProduct(): Promise<number> {
  seq += 1;
  const res = await admin.post('/api/admin/products', {
    name: `Velvet scrunchie ${seq}`,
    price: 19_900,
    category: 'Hair Accessories',
    catalogNumber: `KG-VS-${Date.now().toString(36)}-${seq}`,
    stockQuantity: 10,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const COLOUR = {
  name: 'Colour',
  nameHi: 'रंग',
  values: [
    { label: 'Blue', labelHi: 'नीला', swatch: '#1F6FEB' },
    { label: 'Rose', swatch: '#e8a0b4' },
  ],
};
const SIZE = { name: 'Size', values: [{ label: 'Small' }, { label: 'Large', labelHi: 'बड़ा' }] };

/** Blue and Rose in Small and Large, except Rose Large; Blue Large dearer and on sale. */
function grid(sku: string): ProductVariantsBody {
  return {
    options: [COLOUR, SIZE],
    variants: [
      { options: ['Blue', 'Small'], sku: `${sku}-BS`, price: 19_900, stockQuantity: 5 },
      {
        options: ['blue', 'large'],
        sku: `${sku}-BL`,
        price: 29_900,
        mrp: 34_900,
        salePrice: 24_900,
        saleStartsAt: inHours(-1),
        saleEndsAt: inHours(24),
        stockQuantity: 0,
        images: [{ url: '/media/blue-large.webp' }],
      },
      { options: ['Rose', 'Small'], sku: `${sku}-RS`, price: 17_900, stockQuantity: 3, weightGrams: 40 },
    ],
  };
}

const put = (id: number, body: object) => admin.request('PUT', `/api/admin/products/${id}/variants`, body);

describe('PUT /api/admin/products/:id/variants', () => {
  it('sets the axes and the variants; the shop shows them, values as the axes spell them', async () => {
    const id = await createProduct();
    const res = await put(id, grid(`S${id}`));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.options).toEqual([
      {
        name: 'Colour',
        nameHi: 'रंग',
        values: [
          { label: 'Blue', labelHi: 'नीला', swatch: '#1f6feb' },
          { label: 'Rose', swatch: '#e8a0b4' },
        ],
      },
      { name: 'Size', values: [{ label: 'Small' }, { label: 'Large', labelHi: 'बड़ा' }] },
    ]);
    expect(saved.variants.map((v: { options: string[] }) => v.options)).toEqual([
      ['Blue', 'Small'],
      ['Blue', 'Large'],
      ['Rose', 'Small'],
    ]);
    expect(saved.variants[2]).toMatchObject({ weightGrams: 40, images: null, active: true, position: 2 });
    expect((await admin.get(`/api/admin/products/${id}/variants`)).json()).toEqual(saved);

    const shown = (await get(`/api/products/${id}`)).json();
    const [bs, bl, rs] = saved.variants.map((v: { id: number }) => v.id);
    expect(shown).toMatchObject({
      price: 17_900,
      priceVaries: true,
      stockQuantity: 8,
      colours: [
        { label: 'Blue', labelHi: 'नीला', swatch: '#1f6feb' },
        { label: 'Rose', swatch: '#e8a0b4' },
      ],
      defaultVariantId: bs,
      variants: [
        { id: bs, options: ['Blue', 'Small'], price: 19_900, compareAtPrice: null, available: true },
        {
          id: bl,
          options: ['Blue', 'Large'],
          price: 24_900,
          compareAtPrice: 34_900,
          available: false,
          stockQuantity: 0,
          images: [{ url: '/media/blue-large.webp' }],
        },
        { id: rs, options: ['Rose', 'Small'], price: 17_900, available: true, stockQuantity: 3 },
      ],
    });
    expect(shown.variants[0]).not.toHaveProperty('images');
    // The admin's product reads the first variant's figures and says it has options.
    expect((await admin.get(`/api/admin/products/${id}`)).json()).toMatchObject({
      price: 19_900,
      hasOptions: true,
      variantCount: 3,
    });
  });

  it('keeps a variant by its id, deletes one left out, archives one that an order names', async () => {
    const id = await createProduct();
    const first = (await put(id, grid(`K${id}`))).json();
    const [bs, bl, rs] = first.variants;
    const ordered = await placeOrder(t, orderBody([{ productId: id, variantId: rs.id, quantity: 1 }]));
    expect(ordered.statusCode, ordered.body).toBe(201);
    // Rose Small (ordered) and Blue Large (not) are left out; Blue Small is renamed by SKU swap with a new one.
    const res = await put(id, {
      options: [COLOUR, SIZE],
      variants: [
        { ...bs, sku: `K${id}-NEW`, price: 21_900 },
        { options: ['Rose', 'Large'], sku: bs.sku, price: 22_900, stockQuantity: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().variants).toMatchObject([
      { id: bs.id, sku: `K${id}-NEW`, price: 21_900, options: ['Blue', 'Small'] },
      { sku: bs.sku, options: ['Rose', 'Large'] },
    ]);
    const rows = await t.db.db.select().from(productVariants).where(eq(productVariants.productId, id));
    expect(rows.find((r) => r.id === bl.id)).toBeUndefined();
    expect(rows.find((r) => r.id === rs.id)).toMatchObject({ active: false });
    expect(rows.find((r) => r.id === rs.id)!.archivedAt).not.toBeNull();
    // The archived variant's combination may be made again.
    const again = await put(id, {
      options: [COLOUR, SIZE],
      variants: [
        ...res.json().variants,
        { options: ['Rose', 'Small'], sku: `K${id}-RS2`, price: 1, stockQuantity: 1 },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    // The shop no longer offers the archived one; the old order still names it.
    const shown = (await get(`/api/products/${id}`)).json();
    expect(shown.variants.map((v: { id: number }) => v.id)).not.toContain(rs.id);
    expect(ordered.json().order.items[0]).toMatchObject({ variantId: rs.id, options: 'Rose, Small' });
  });

  it('says which variants an order names (`ordered`), so the admin can say it archives them rather than deletes', async () => {
    const id = await createProduct();
    const first = (await put(id, grid(`O${id}`))).json();
    expect(first.variants.map((v: { ordered: boolean }) => v.ordered)).toEqual([false, false, false]);
    const [bs] = first.variants;
    const ordered = await placeOrder(t, orderBody([{ productId: id, variantId: bs.id, quantity: 1 }]));
    expect(ordered.statusCode, ordered.body).toBe(201);
    const read = await admin.get(`/api/admin/products/${id}/variants`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().variants.map((v: { sku: string; ordered: boolean }) => [v.sku, v.ordered])).toEqual([
      [`O${id}-BS`, true],
      [`O${id}-BL`, false],
      [`O${id}-RS`, false],
    ]);
    // The PUT's answer says it too; an archived variant is no longer listed, so neither is its flag.
    const kept = await put(id, { options: [COLOUR, SIZE], variants: read.json().variants });
    expect(kept.json().variants.map((v: { ordered: boolean }) => v.ordered)).toEqual([true, false, false]);
    const removed = await put(id, { options: [COLOUR, SIZE], variants: [kept.json().variants[2]] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().variants).toMatchObject([{ sku: `O${id}-RS`, ordered: false }]);
  });

  it('a product without options is one variant; removing the options leaves one default variant', async () => {
    const id = await createProduct();
    await put(id, grid(`D${id}`));
    const res = await put(id, {
      options: [],
      variants: [{ sku: `D${id}`, price: 15_000, stockQuantity: 4 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ options: [], variants: [{ options: [], price: 15_000 }] });
    const shown = (await get(`/api/products/${id}`)).json();
    expect(shown).toMatchObject({ price: 15_000, stockQuantity: 4, options: [] });
    expect(shown).not.toHaveProperty('colours');
    expect(shown).not.toHaveProperty('priceVaries');
  });

  const fourAxes = [
    COLOUR,
    SIZE,
    { name: 'Scent', values: [{ label: 'Rose' }] },
    { name: 'Finish', values: [{ label: 'Matte' }] },
  ];
  it.each<[string, (sku: string) => object, string, string]>([
    ['four axes', (s) => ({ ...grid(s), options: fourAxes }), 'options', M.tooManyOptions],
    [
      'an axis without a name',
      (s) => ({ ...grid(s), options: [{ ...COLOUR, name: ' ' }, SIZE] }),
      'options.0.name',
      M.optionNameRequired,
    ],
    [
      'two axes of one name',
      (s) => ({ ...grid(s), options: [COLOUR, { ...SIZE, name: 'colour' }] }),
      'options.1.name',
      M.optionNameTaken,
    ],
    [
      'an axis without values',
      (s) => ({ ...grid(s), options: [COLOUR, { ...SIZE, values: [] }] }),
      'options.1.values',
      M.valuesRequired,
    ],
    [
      'a value twice',
      (s) => ({
        ...grid(s),
        options: [COLOUR, { ...SIZE, values: [{ label: 'Small' }, { label: 'SMALL' }] }],
      }),
      'options.1.values.1.label',
      M.valueTaken,
    ],
    [
      'a swatch that is not a colour',
      (s) => ({ ...grid(s), options: [{ ...COLOUR, values: [{ label: 'Blue', swatch: 'blue' }] }, SIZE] }),
      'options.0.values.0.swatch',
      M.swatchInvalid,
    ],
    ['no variants', (s) => ({ ...grid(s), variants: [] }), 'variants', M.variantsRequired],
    [
      'a value missing',
      (s) => ({ ...grid(s), variants: [{ ...grid(s).variants[0]!, options: ['Blue'] }] }),
      'variants.0.options.1',
      M.valueMissing('Size'),
    ],
    [
      'a value not on its axis',
      (s) => ({ ...grid(s), variants: [{ ...grid(s).variants[0]!, options: ['Blue', 'XXL'] }] }),
      'variants.0.options.1',
      M.valueUnknown('Size', 'XXL'),
    ],
    [
      'a combination twice',
      (s) => ({
        ...grid(s),
        variants: [
          grid(s).variants[0]!,
          { ...grid(s).variants[0]!, sku: `${s}-2`, options: ['blue', 'small'] },
        ],
      }),
      'variants.1.options',
      M.combinationRepeated('blue, small'),
    ],
    [
      'a SKU twice',
      (s) => ({ ...grid(s), variants: [grid(s).variants[0]!, { ...grid(s).variants[2]!, sku: `${s}-bs` }] }),
      'variants.1.sku',
      M.skuRepeated,
    ],
    [
      'no SKU',
      (s) => ({ ...grid(s), variants: [{ ...grid(s).variants[0]!, sku: '' }] }),
      'variants.0.sku',
      M.skuRequired,
    ],
    [
      'no stock',
      (s) => ({ ...grid(s), variants: [{ ...grid(s).variants[0]!, stockQuantity: undefined }] }),
      'variants.0.stockQuantity',
      PM.stockRequired,
    ],
    [
      'an MRP below the price',
      (s) => ({ ...grid(s), variants: [{ ...grid(s).variants[0]!, mrp: 100 }] }),
      'variants.0.mrp',
      PM.mrpAbovePrice,
    ],
    [
      'a sale above the price',
      (s) => ({ ...grid(s), variants: [{ ...grid(s).variants[1]!, salePrice: 99_900 }] }),
      'variants.0.salePrice',
      PM.saleBelowPrice,
    ],
    [
      'a weight of 0 g',
      (s) => ({ ...grid(s), variants: [{ ...grid(s).variants[0]!, weightGrams: 0 }] }),
      'variants.0.weightGrams',
      M.weightInvalid,
    ],
    [
      'two variants without options',
      (s) => ({
        options: [],
        variants: [
          { sku: `${s}-a`, price: 1, stockQuantity: 1 },
          { sku: `${s}-b`, price: 1, stockQuantity: 1 },
        ],
      }),
      'variants',
      M.oneDefaultVariant,
    ],
    [
      'none active',
      (s) => ({ ...grid(s), variants: grid(s).variants.map((v) => ({ ...v, active: false })) }),
      'variants',
      M.activeRequired,
    ],
    [
      'another product\u2019s variant',
      (s) => ({ ...grid(s), variants: [{ ...grid(s).variants[0]!, id: 1 }] }),
      'variants.0.id',
      M.variantNotOfProduct,
    ],
  ])('refuses %s: 400 naming the field, nothing written', async (_name, body, field, message) => {
    const id = await createProduct();
    const before = (await admin.get(`/api/admin/products/${id}/variants`)).json();
    const res = await put(id, body(`V${id}`));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect((await admin.get(`/api/admin/products/${id}/variants`)).json()).toEqual(before);
  });

  it('a SKU another product uses is 409 naming the variant and the product', async () => {
    const other = await createProduct();
    const held = (await admin.get(`/api/admin/products/${other}`)).json();
    const id = await createProduct();
    const body = grid(`C${id}`);
    body.variants[2]!.sku = held.catalogNumber.toLowerCase();
    const res = await put(id, body);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.fields['variants.2.sku']).toBe(M.skuTaken(held.name));
  });

  it("a product with options refuses the product form's price and stock; its name still changes", async () => {
    const id = await createProduct();
    await put(id, grid(`F${id}`));
    const refused = await admin.request('PATCH', `/api/admin/products/${id}`, { stockQuantity: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.stockQuantity).toBe(M.setPerVariant);
    const renamed = await admin.request('PATCH', `/api/admin/products/${id}`, { name: 'Silk scrunchie' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('unknown products are 404', async () => {
    expect((await admin.get('/api/admin/products/2000000000/variants')).statusCode).toBe(404);
    expect((await put(2_000_000_000, grid('X'))).statusCode).toBe(404);
  });
});

describe('the shop reads the variants', () => {
  it('lists show the cheapest variant that can be bought, "from", and sort by it', async () => {
    const id = await createProduct();
    await put(id, {
      options: [SIZE],
      variants: [
        { options: ['Small'], sku: `L${id}-S`, price: 100, stockQuantity: 0 },
        { options: ['Large'], sku: `L${id}-L`, price: 200, stockQuantity: 2 },
      ],
    });
    const list = (await get('/api/products?category=Hair%20Accessories&sort=price_asc&limit=100')).json();
    const card = list.items.find((p: { id: number }) => p.id === id);
    expect(card).toMatchObject({ price: 200, priceVaries: true, stockQuantity: 2 });
    expect(card).not.toHaveProperty('variants');
    const prices = list.items.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('a product whose variants are all sold out leaves the list and shows as out of stock', async () => {
    const id = await createProduct();
    await put(id, {
      options: [SIZE],
      variants: [
        { options: ['Small'], sku: `O${id}-S`, price: 100, stockQuantity: 0 },
        { options: ['Large'], sku: `O${id}-L`, price: 200, stockQuantity: 0, active: false },
      ],
    });
    const list = (await get('/api/products?category=Hair%20Accessories&limit=100')).json();
    expect(list.items.map((p: { id: number }) => p.id)).not.toContain(id);
    const shown = (await get(`/api/products/${id}`)).json();
    // The inactive variant is not offered at all: its combination shows as unavailable.
    expect(shown).toMatchObject({ stockQuantity: 0, variants: [{ options: ['Small'], available: false }] });
    expect(shown.variants).toHaveLength(1);
  });
});
