import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M } from '#shared/reviews/reviews.ts';
import { orders, productReviews, products } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient, uniqueEmail } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import {
  customer,
  makeProduct,
  makeVariantProduct,
  orderBody,
  placeOrder,
  slugOf,
} from '../../testing/factories.ts';

/** Product reviews by verified buyers (issue 23, docs/product.md §3.10). */

const t = setUpTestApp();
let admin: TestClient;

beforeAll(async () => {
  admin = await createAdmin(t);
});

/** A signed-in customer with an order of `productId` placed through the checkout and moved to `status`. */
async function buyer(
  productId: number,
  status: 'delivered' | 'shipped' = 'delivered',
  email = uniqueEmail(),
) {
  const client = await createCustomer(t, email);
  const placed = await placeOrder(
    t,
    orderBody([{ productId, quantity: 1 }], { customer: customer({ email }) }),
    {
      client,
    },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  await t.db.db.update(orders).set({ status }).where(eq(orders.id, placed.json().order.id));
  return client;
}

const review = (productId: number, fields: Record<string, unknown> = {}) => ({
  productId,
  stars: 5,
  title: 'Lovely colours',
  body: 'The mirror work catches the evening light.',
  ...fields,
});

async function setApproval(reviewsNeedApproval: boolean) {
  const settings = (await admin.get('/api/admin/settings')).json();
  const res = await admin.request('PUT', '/api/admin/settings', { ...settings, reviewsNeedApproval });
  expect(res.statusCode, res.body).toBe(200);
}

async function figures(productId: number) {
  const res = await admin.get(`/api/products/${productId}`);
  expect(res.statusCode).toBe(200);
  const { rating, reviews } = res.json();
  return { rating, reviews };
}

const reviewsOf = async (productId: number, query = '') =>
  (await admin.get(`/api/products/${productId}/reviews${query}`)).json();

const countRows = async (productId: number) =>
  (await t.db.db.select().from(productReviews).where(eq(productReviews.productId, productId))).length;

describe('writing a review', () => {
  it('is refused to a guest, to a customer who has not bought the product, and before delivery', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 20 });
    expect((await new TestClient(t).post('/api/me/reviews', review(productId))).statusCode).toBe(401);

    const stranger = await createCustomer(t);
    const refused = await stranger.post('/api/me/reviews', review(productId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(M.notAVerifiedBuyer);

    const waiting = await buyer(productId, 'shipped');
    const notYet = await waiting.post('/api/me/reviews', review(productId));
    expect(notYet.statusCode).toBe(403);
    expect(await countRows(productId)).toBe(0);
  });

  it('refuses bad stars and lengths with 400 naming the field, and writes nothing', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 20 });
    const client = await buyer(productId);
    for (const [fields, field, message] of [
      [{ stars: 0 }, 'stars', M.starsRequired],
      [{ stars: 6 }, 'stars', M.starsRequired],
      [{ stars: 4.5 }, 'stars', M.starsRequired],
      [{ stars: undefined }, 'stars', M.starsRequired],
      [{ title: 'x'.repeat(101) }, 'title', M.titleTooLong],
      [{ body: 'x'.repeat(2001) }, 'body', M.bodyTooLong],
    ] as const) {
      const res = await client.post('/api/me/reviews', review(productId, fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await countRows(productId)).toBe(0);
  });

  it('waits for approval by default, then shows with the badge; a second review of the product is refused', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 20 });
    const before = await figures(productId);
    const client = await buyer(productId);
    const res = await client.post(
      '/api/me/reviews',
      review(productId, { body: '<script>alert(1)</script> ok' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', message: M.submittedForApproval });
    expect(await figures(productId)).toEqual(before);
    expect((await reviewsOf(productId)).items).toEqual([]);

    const again = await client.post('/api/me/reviews', review(productId, { stars: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyReviewed);

    const pending = (await admin.get(`/api/admin/reviews?status=pending&productId=${productId}`)).json();
    expect(pending.items).toHaveLength(1);
    const publish = await admin.request('PATCH', `/api/admin/reviews/${pending.items[0].id}`, {
      status: 'published',
    });
    expect(publish.statusCode, publish.body).toBe(200);

    const list = await reviewsOf(productId);
    expect(list.items).toHaveLength(1);
    // Text as written: the page renders it as text, never as HTML.
    expect(list.items[0]).toMatchObject({
      stars: 5,
      verifiedBuyer: true,
      authorName: 'Asha R.', // the account's name (Asha Rao), first name and initial
      body: '<script>alert(1)</script> ok',
      reply: null,
      bought: null, // a product without options
    });
    expect(list.summary).toEqual({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
    expect(await figures(productId)).toEqual({ rating: 5, reviews: 1 });
  });

  it('says what its author bought of a product with options, in English and in Hindi', async () => {
    const { id: productId, variantIds } = await makeVariantProduct(t.db.db, {
      options: [
        { name: 'Colour', values: [{ label: 'Blue', labelHi: 'नीला' }, { label: 'Red' }] },
        { name: 'Size', values: [{ label: 'Large', labelHi: 'बड़ा' }] },
      ],
      variants: [
        { options: ['Blue', 'Large'], price: 49_900, stock: 10 },
        { options: ['Red', 'Large'], price: 49_900, stock: 10 },
      ],
    });
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    const lines = [
      { productId, variantId: variantIds[0]!, quantity: 1 },
      { productId, variantId: variantIds[1]!, quantity: 2 },
    ];
    const placed = await placeOrder(t, orderBody(lines, { customer: customer({ email }) }), { client });
    expect(placed.statusCode, placed.body).toBe(201);
    await t.db.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed.json().order.id));
    await setApproval(false);
    try {
      const written = await client.post('/api/me/reviews', review(productId));
      expect(written.statusCode, written.body).toBe(201);
      const bought = { options: 'Blue, Large; Red, Large', optionsHi: 'नीला, बड़ा; Red, बड़ा' };
      expect(written.json().review.bought).toEqual(bought);
      expect((await reviewsOf(productId)).items.map((r: { bought: unknown }) => r.bought)).toEqual([bought]);
    } finally {
      await setApproval(true);
    }
  });

  it('counts a guest order placed with the email the customer has since verified', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 20 });
    const email = uniqueEmail('guest-first');
    const placed = await placeOrder(
      t,
      orderBody([{ productId, quantity: 1 }], { customer: customer({ email }) }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    await t.db.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed.json().order.id));
    const client = await createCustomer(t, email);
    expect((await client.post('/api/me/reviews', review(productId))).statusCode).toBe(201);
  });
});

describe('the write-a-review page asks first', () => {
  it('whether I may review a product, and shows my review once written', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 50 });
    const url = `/api/me/reviews/products/${productId}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await createCustomer(t, uniqueEmail());
    expect((await stranger.get(url)).json()).toEqual({ canReview: false, review: null });
    expect((await stranger.get('/api/me/reviews/products/999999')).statusCode).toBe(404);

    const client = await buyer(productId);
    expect((await client.get(url)).json()).toEqual({ canReview: true, review: null });
    await client.post('/api/me/reviews', review(productId, { stars: 3 }));
    expect((await client.get(url)).json()).toMatchObject({
      canReview: false,
      review: { productId, stars: 3, status: 'pending', title: 'Lovely colours' },
    });
  });
});

describe('the figures are computed from published reviews', () => {
  it('average (one decimal) and count after publish, hide and delete', async () => {
    await setApproval(false);
    try {
      const productId = await makeProduct(t.db.db, { price: 50_000, stock: 50 });
      for (const stars of [5, 4, 4]) {
        const res = await (await buyer(productId)).post('/api/me/reviews', review(productId, { stars }));
        expect(res.json()).toMatchObject({ status: 'published', message: M.published });
      }
      expect(await figures(productId)).toEqual({ rating: 4.3, reviews: 3 });
      expect((await reviewsOf(productId)).summary).toEqual({
        average: 4.3,
        count: 3,
        distribution: [0, 0, 0, 2, 1],
      });

      const { items } = (await admin.get(`/api/admin/reviews?productId=${productId}&stars=5`)).json();
      expect(items).toHaveLength(1);
      const hide = await admin.request('PATCH', `/api/admin/reviews/${items[0].id}`, { status: 'hidden' });
      expect(hide.statusCode).toBe(400);
      expect(hide.json().error.fields.reason).toBe(M.hiddenReasonRequired);
      await admin.request('PATCH', `/api/admin/reviews/${items[0].id}`, {
        status: 'hidden',
        reason: 'Spam link',
      });
      expect(await figures(productId)).toEqual({ rating: 4, reviews: 2 });
      const hidden = (await admin.get(`/api/admin/reviews?status=hidden&productId=${productId}`)).json();
      expect(hidden.items[0]).toMatchObject({ status: 'hidden', hiddenReason: 'Spam link' });

      const rest = (await admin.get(`/api/admin/reviews?productId=${productId}&stars=4`)).json().items;
      for (const r of rest) {
        expect((await admin.request('DELETE', `/api/admin/reviews/${r.id}`)).statusCode).toBe(200);
      }
      expect(await figures(productId)).toEqual({ rating: null, reviews: 0 });
      expect((await reviewsOf(productId)).summary).toEqual({
        average: null,
        count: 0,
        distribution: [0, 0, 0, 0, 0],
      });
    } finally {
      await setApproval(true);
    }
  });

  it('sorting by Rating follows the published reviews (issue 23)', async () => {
    await setApproval(false);
    try {
      const loved = await makeProduct(t.db.db, { price: 50_000, stock: 50 });
      const liked = await makeProduct(t.db.db, { price: 50_000, stock: 50 });
      const unrated = await makeProduct(t.db.db, { price: 50_000, stock: 50 });
      const order = async () => {
        const ids: number[] = (await admin.get('/api/products?sort=rating&limit=100'))
          .json()
          .items.map((p: { id: number }) => p.id);
        return [loved, liked, unrated].map((id) => ids.indexOf(id));
      };
      const before = await order();
      expect(before.every((at) => at >= 0)).toBe(true);
      await (await buyer(liked)).post('/api/me/reviews', review(liked, { stars: 3 }));
      await (await buyer(loved)).post('/api/me/reviews', review(loved, { stars: 5 }));
      const [lovedAt, likedAt, unratedAt] = await order();
      expect(lovedAt).toBeLessThan(likedAt!);
      expect(likedAt).toBeLessThan(unratedAt!);
    } finally {
      await setApproval(true);
    }
  });

  it('parallel publishes of one product leave the right figures', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 50 });
    const stars = [1, 2, 3, 4, 5, 5];
    for (const s of stars)
      await (await buyer(productId)).post('/api/me/reviews', review(productId, { stars: s }));
    const { items } = (await admin.get(`/api/admin/reviews?status=pending&productId=${productId}`)).json();
    await Promise.all(
      items.map((r: { id: string }) =>
        admin.request('PATCH', `/api/admin/reviews/${r.id}`, { status: 'published' }),
      ),
    );
    const [row] = await t.db.db.select().from(products).where(eq(products.id, productId));
    expect({ rating: row!.rating, reviews: row!.reviews }).toEqual({ rating: 3.3, reviews: 6 });
  });
});

describe('on the product page', () => {
  const jsonLd = (html: string) =>
    JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? 'null');

  it('is served with its reviews as text, and its JSON-LD carries the rating and the newest reviews', async () => {
    await setApproval(false);
    try {
      const productId = await makeProduct(t.db.db, { price: 50_000, stock: 50 });
      const pagePath = `/product/${await slugOf(t.db.db, productId)}`;
      const before = await t.app.inject({ method: 'GET', url: pagePath });
      expect(before.body).toContain('No reviews yet. Reviews here come from customers');
      expect(jsonLd(before.body).aggregateRating).toBeUndefined();

      const evil = '<img src=x onerror=alert(1)>';
      await (await buyer(productId)).post('/api/me/reviews', review(productId, { stars: 4, body: evil }));
      await (await buyer(productId)).post(
        '/api/me/reviews',
        review(productId, { stars: 5, title: 'Second' }),
      );
      const page = await t.app.inject({ method: 'GET', url: pagePath });
      expect(page.statusCode).toBe(200);
      const body = page.body.slice(page.body.indexOf('<div id="root">'));
      expect(body).toContain('Customer Reviews');
      expect(body).toContain('Based on 2 reviews');
      expect(body).toContain('Verified buyer');
      expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(page.body).not.toContain(evil);
      expect(jsonLd(page.body)).toMatchObject({
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
        review: [
          { '@type': 'Review', name: 'Second', reviewRating: { ratingValue: 5 } },
          { '@type': 'Review', reviewBody: evil, reviewRating: { ratingValue: 4 } },
        ],
      });
    } finally {
      await setApproval(true);
    }
  });
});

describe('the shop replies, shoppers vote', () => {
  it("the shop's reply shows under the review; an empty reply removes it", async () => {
    await setApproval(false);
    try {
      const productId = await makeProduct(t.db.db, { price: 50_000, stock: 20 });
      const written = (await (await buyer(productId)).post('/api/me/reviews', review(productId))).json()
        .review;
      const reply = await admin.request('PUT', `/api/admin/reviews/${written.id}/reply`, {
        text: 'Thank you, Asha!',
      });
      expect(reply.statusCode).toBe(200);
      expect((await reviewsOf(productId)).items[0].reply).toMatchObject({ text: 'Thank you, Asha!' });
      await admin.request('PUT', `/api/admin/reviews/${written.id}/reply`, { text: '' });
      expect((await reviewsOf(productId)).items[0].reply).toBeNull();
    } finally {
      await setApproval(true);
    }
  });

  it('"Was this helpful?" counts once per visitor: an address, or an account', async () => {
    await setApproval(false);
    try {
      const productId = await makeProduct(t.db.db, { price: 50_000, stock: 20 });
      const author = await buyer(productId);
      const written = (await author.post('/api/me/reviews', review(productId))).json().review;
      const visitor = new TestClient(t);
      const first = await visitor.post(`/api/reviews/${written.id}/helpful`);
      expect(first.json()).toMatchObject({ helpful: 1, counted: true, message: M.helpfulCounted });
      const second = await visitor.post(`/api/reviews/${written.id}/helpful`);
      expect(second.json()).toMatchObject({ helpful: 1, counted: false, message: M.helpfulAlready });
      expect((await new TestClient(t).post(`/api/reviews/${written.id}/helpful`)).json().helpful).toBe(2);
      const signedIn = await createCustomer(t);
      expect((await signedIn.post(`/api/reviews/${written.id}/helpful`)).json().counted).toBe(true);
      expect((await signedIn.post(`/api/reviews/${written.id}/helpful`)).json().counted).toBe(false);
      expect((await reviewsOf(productId, '?sort=helpful')).items[0].helpful).toBe(3);
    } finally {
      await setApproval(true);
    }
  });

  it('a vote on a review that is not published is 404', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 20 });
    const written = (await (await buyer(productId)).post('/api/me/reviews', review(productId))).json().review;
    expect((await new TestClient(t).post(`/api/reviews/${written.id}/helpful`)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('the admin routes answer 401 to a guest and 403 to a customer', async () => {
    const guest = new TestClient(t);
    const shopper = await createCustomer(t);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of [
      ['GET', '/api/admin/reviews', undefined],
      ['PATCH', `/api/admin/reviews/${id}`, { status: 'published' }],
      ['PUT', `/api/admin/reviews/${id}/reply`, { text: 'x' }],
      ['DELETE', `/api/admin/reviews/${id}`, undefined],
    ] as const) {
      expect((await guest.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await shopper.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await guest.post('/api/me/reviews', { productId: 1, stars: 5 })).statusCode).toBe(401);
  });

  it('the review settings: approval on by default, request days 0 (as soon as delivered) to 60', async () => {
    const settings = (await admin.get('/api/admin/settings')).json();
    expect(settings).toMatchObject({ reviewsNeedApproval: true, reviewRequestDays: 5 });
    for (const reviewRequestDays of [-1, 61, 2.5]) {
      const bad = await admin.request('PUT', '/api/admin/settings', { ...settings, reviewRequestDays });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.reviewRequestDays).toBe(M.requestDaysInvalid);
    }
    const atOnce = await admin.request('PUT', '/api/admin/settings', { ...settings, reviewRequestDays: 0 });
    expect(atOnce.json()).toMatchObject({ reviewRequestDays: 0 });
    await admin.request('PUT', '/api/admin/settings', settings);
  });
});
