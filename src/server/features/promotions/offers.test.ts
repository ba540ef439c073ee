import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '#shared/promotions/offer.schemas.ts';
import { products, storeOffers } from '../../db/schema/index.ts';
import { createAdmin, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

let admin: TestClient;
const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
});

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const get = (url: string) => t.app.inject({ method: 'GET', url });
const priceOf = async (id: number) => (await get(`/api/products/${id}`)).json();

async function productIn(category: string, price = 50_000) {
  const id = await makeProduct(t.db.db, { price, stock: 10 });
  await t.db.db.update(products).set({ category }).where(eq(products.id, id));
  return id;
}

describe('store-wide offers (decision 029)', () => {
  it('refuses a percentage above 90 and an end before the start, naming the field', async () => {
    const base = { title: 'Diwali sale', percent: 20, startsAt: hours(-1), endsAt: hours(1) };
    const tooMuch = await admin.post('/api/admin/offers', { ...base, percent: 95 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields.percent).toBe(OFFER_MESSAGES.percentRange);
    const backwards = await admin.post('/api/admin/offers', { ...base, startsAt: hours(2) });
    expect(backwards.json().error.fields.endsAt).toBe(OFFER_MESSAGES.endsAfterStart);
  });

  it('takes its percentage off its category without a code, on the banner, in the order; deleting it puts prices back', async () => {
    const lamp = await productIn('Lippan Arts', 49_999);
    const other = await productIn('Illustration');
    expect((await priceOf(lamp)).price).toBe(49_999);
    const res = await admin.post('/api/admin/offers', {
      title: 'Festive week: 20% off Lippan Arts',
      percent: 20,
      category: 'Lippan Arts',
      startsAt: hours(-1),
      endsAt: hours(24),
    });
    expect(res.statusCode, res.body).toBe(201);
    // 20% of ₹499.99 is 9,999.8 paise: 10,000 off.
    expect(await priceOf(lamp)).toMatchObject({ price: 39_999, compareAtPrice: 49_999 });
    expect(await priceOf(other)).toMatchObject({ price: 50_000, compareAtPrice: null });
    const banner = (await get('/api/offers')).json().items;
    expect(banner.map((o: { title: string }) => o.title)).toContain('Festive week: 20% off Lippan Arts');

    const order = await placeOrder(
      t,
      orderBody([{ productId: lamp, quantity: 1 }], { customer: customer() }),
    );
    expect(order.json().order.items[0]).toMatchObject({ unitPrice: 39_999 });

    expect((await admin.request('DELETE', `/api/admin/offers/${res.json().id}`)).statusCode).toBe(204);
    expect((await priceOf(lamp)).price).toBe(49_999);
  });

  it('starts by itself: a cached read expires when the offer begins', async () => {
    const id = await productIn('Calligraphy', 40_000);
    const startsAt = new Date(Date.now() + 1_500);
    // Straight into the table: no write drops the cache when it starts.
    await t.db.db.insert(storeOffers).values({
      title: 'Calligraphy hour',
      percent: 10,
      category: 'Calligraphy',
      startsAt,
      endsAt: new Date(Date.now() + 3_600_000),
    });
    t.app.publicCache.clear();
    expect((await priceOf(id)).price).toBe(40_000);
    await new Promise((r) => setTimeout(r, startsAt.getTime() - Date.now() + 50));
    expect((await priceOf(id)).price).toBe(36_000);
    await t.db.db.delete(storeOffers).where(eq(storeOffers.title, 'Calligraphy hour'));
    t.app.publicCache.clear();
  });
});
