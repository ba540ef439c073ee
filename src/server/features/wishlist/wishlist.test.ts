import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED } from '#shared/auth/auth.schemas.ts';
import { WISHLIST_MESSAGES, type WishlistItem } from '#shared/wishlist/wishlist.ts';
import { products, productVariants, wishlistItems } from '../../db/schema/index.ts';
import { createCustomer, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp, TEST_ORIGIN } from '../../testing/build-test-app.ts';
import { defaultVariantOf, setVariant } from '../../testing/factories.ts';
import { MAX_WISHLIST_ITEMS, PRODUCT_NOT_FOUND, WISHLIST_LIMIT_MESSAGE } from './wishlist.service.ts';

/** Ids of products in the shop (not archived), oldest first. */
let shop: number[];
const t = setUpTestApp();
beforeAll(async () => {
  const rows = await t.db.db
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.id));
  shop = rows.map((r) => r.id);
  expect(shop.length).toBeGreaterThanOrEqual(6);
});

const idOf = async (client: TestClient): Promise<string> => (await client.get('/api/me')).json().user.id;
const list = async (client: TestClient): Promise<WishlistItem[]> => {
  const res = await client.get('/api/me/wishlist');
  expect(res.statusCode).toBe(200);
  return res.json().items;
};
const add = (client: TestClient, productId: unknown) => client.post('/api/me/wishlist', { productId });
const remove = (client: TestClient, productId: number | string) =>
  client.request('DELETE', `/api/me/wishlist/${productId}`);

describe('GET /api/me/wishlist', () => {
  it('is empty for a new customer and is never cached', async () => {
    const res = await (await createCustomer(t)).get('/api/me/wishlist');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('needs a session (401 for a guest)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/wishlist' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED } });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/me/wishlist',
      headers: { origin: TEST_ORIGIN },
      payload: { productId: shop[0] },
    });
    expect(post.statusCode).toBe(401);
  });

  it('lists newest first with the product as it is now', async () => {
    const c = await createCustomer(t);
    const [a, b, d] = [shop[0]!, shop[1]!, shop[2]!];
    for (const id of [a, b, d]) expect((await add(c, id)).statusCode).toBe(201);
    const items = await list(c);
    expect(items.map((i) => i.productId)).toEqual([d, b, a]);
    for (const item of items) {
      expect(item.product.id).toBe(item.productId);
      expect(new Date(item.addedAt).toISOString()).toBe(item.addedAt);
    }
    const before = await defaultVariantOf(t.db.db, b);
    await setVariant(t.db.db, b, { price: before.price + 1_000 });
    try {
      const now = (await list(c)).find((i) => i.productId === b)!;
      expect(now.product.price).toBe(before.price + 1_000);
    } finally {
      await setVariant(t.db.db, b, { price: before.price });
    }
  });

  it('leaves out a product archived after it was added (and shows it again if restored)', async () => {
    const c = await createCustomer(t);
    const id = shop[3]!;
    expect((await add(c, id)).statusCode).toBe(201);
    await t.db.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, id));
    try {
      expect(await list(c)).toEqual([]);
    } finally {
      await t.db.db.update(products).set({ archivedAt: null }).where(eq(products.id, id));
    }
    expect((await list(c)).map((i) => i.productId)).toEqual([id]);
  });
});

describe('POST /api/me/wishlist', () => {
  it('adds a product: 201 with the item and "Added to wishlist"', async () => {
    const c = await createCustomer(t);
    const res = await add(c, shop[0]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(WISHLIST_MESSAGES.added);
    expect(body.item.productId).toBe(shop[0]);
    expect(body.item.product).toMatchObject({ id: shop[0] });
    expect(typeof body.item.addedAt).toBe('string');
    expect(await list(c)).toEqual([body.item]);
  });

  it('a duplicate add is 409 "Item already in wishlist" and keeps one row', async () => {
    const c = await createCustomer(t);
    expect((await add(c, shop[1])).statusCode).toBe(201);
    const again = await add(c, shop[1]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'CONFLICT', message: WISHLIST_MESSAGES.duplicate } });
    expect(await list(c)).toHaveLength(1);
  });

  it('two adds of one product at once: one 201, one 409, never a 500', async () => {
    const c = await createCustomer(t);
    const answers = await Promise.all([add(c, shop[2]), add(c, shop[2])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await list(c)).toHaveLength(1);
  });

  it('404 for an unknown product and for an archived one', async () => {
    const c = await createCustomer(t);
    const unknown = await add(c, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: PRODUCT_NOT_FOUND } });
    const id = shop[4]!;
    await t.db.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, id));
    try {
      expect((await add(c, id)).statusCode).toBe(404);
    } finally {
      await t.db.db.update(products).set({ archivedAt: null }).where(eq(products.id, id));
    }
    expect(await list(c)).toEqual([]);
  });

  it.each([
    ['no productId', {}],
    ['a string', { productId: '12' }],
    ['a fraction', { productId: 1.5 }],
    ['zero', { productId: 0 }],
    ['a negative id', { productId: -3 }],
    ['past int4', { productId: 3_000_000_000 }],
  ])('400 VALIDATION_FAILED for %s', async (_name, body) => {
    const c = await createCustomer(t);
    const res = await c.post('/api/me/wishlist', body);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields)).toEqual(['productId']);
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} products (409 with a clear message)`, async () => {
    const c = await createCustomer(t);
    const userId = await idOf(c);
    const [template] = await t.db.db.select().from(products).where(eq(products.id, shop[0]!));
    const extra = await t.db.db
      .insert(products)
      .values(
        Array.from({ length: MAX_WISHLIST_ITEMS }, (_, i) => ({
          name: `Wishlist filler ${i}`,
          slug: `wishlist-filler-${i}`,
          category: template!.category,
          catalogNumber: `WL-FILL-${i}`,
        })),
      )
      .returning({ id: products.id });
    await t.db.db
      .insert(productVariants)
      .values(extra.map(({ id }, i) => ({ productId: id, sku: `WL-FILL-${i}`, price: 10_000 })));
    await t.db.db.insert(wishlistItems).values(extra.map((p) => ({ userId, productId: p.id })));
    const full = await add(c, shop[0]);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: { code: 'CONFLICT', message: WISHLIST_LIMIT_MESSAGE } });
    // One removed: there is room again.
    expect((await remove(c, extra[0]!.id)).statusCode).toBe(200);
    expect((await add(c, shop[0])).statusCode).toBe(201);
    expect(await list(c)).toHaveLength(MAX_WISHLIST_ITEMS);
    await t.db.db.delete(products).where(
      inArray(
        products.id,
        extra.map((p) => p.id),
      ),
    );
  });
});

describe('DELETE /api/me/wishlist/:productId', () => {
  it('removes: 200 "Removed from wishlist", then 404 "This item is not in your wishlist."', async () => {
    const c = await createCustomer(t);
    await add(c, shop[0]);
    await add(c, shop[1]);
    const res = await remove(c, shop[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: WISHLIST_MESSAGES.removed });
    expect((await list(c)).map((i) => i.productId)).toEqual([shop[1]]);
    const again = await remove(c, shop[0]!);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: { code: 'NOT_FOUND', message: WISHLIST_MESSAGES.notInWishlist } });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('404 for the malformed id %s', async (raw) => {
    const c = await createCustomer(t);
    const res = await remove(c, raw);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(WISHLIST_MESSAGES.notInWishlist);
  });
});

describe('AC-02: one user never sees or changes another user’s wishlist', () => {
  it('bob cannot list or remove alice’s item', async () => {
    const alice = await createCustomer(t);
    const bob = await createCustomer(t);
    await add(alice, shop[5]);
    await add(bob, shop[4]);
    expect((await list(bob)).map((i) => i.productId)).toEqual([shop[4]]);
    const res = await remove(bob, shop[5]!);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(WISHLIST_MESSAGES.notInWishlist);
    expect((await list(alice)).map((i) => i.productId)).toEqual([shop[5]]);
    // bob adding the same product is his own row, not a duplicate of alice's.
    expect((await add(bob, shop[5])).statusCode).toBe(201);
    expect((await remove(bob, shop[5]!)).statusCode).toBe(200);
    expect((await list(alice)).map((i) => i.productId)).toEqual([shop[5]]);
  });
});
