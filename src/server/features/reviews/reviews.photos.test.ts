import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M } from '#shared/reviews/reviews.ts';
import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import { orders, productReviews } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, PASSWORD, TestClient, uniqueEmail } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts';
import {
  customer,
  makeImage,
  makeProduct,
  multipartBody,
  orderBody,
  placeOrder,
} from '../../testing/factories.ts';

/** Review photos (issue 23, docs/product.md §3.10) through the upload pipeline, into a media dir of their own. */

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'karigar-review-photos-'));
  t = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function reviewByBuyer(): Promise<{ client: TestClient; reviewId: string; productId: number }> {
  const productId = await makeProduct(t.db.db, { price: 40_000, stock: 10 });
  const email = uniqueEmail('photo');
  const client = await createCustomer(t, email);
  const placed = await placeOrder(
    t,
    orderBody([{ productId, quantity: 1 }], { customer: customer({ email }) }),
    {
      client,
    },
  );
  await t.db.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed.json().order.id));
  const res = await client.post('/api/me/reviews', { productId, stars: 5, title: 'See for yourself' });
  expect(res.statusCode, res.body).toBe(201);
  return { client, reviewId: res.json().review.id, productId };
}

function addPhoto(
  client: TestClient,
  reviewId: string,
  file: { filename: string; type: string; body: Buffer },
) {
  const { payload, headers } = multipartBody([{ field: 'file', ...file }]);
  return client.request('POST', `/api/me/reviews/${reviewId}/photos`, payload, headers);
}

const png = async () => ({
  filename: 'toran.png',
  type: 'image/png',
  body: await makeImage('png', 1200, 900),
});

describe('L4: erasure and the stored photos', () => {
  it("L4: deleting the account removes its review photos and every variant from storage; nobody else's", async () => {
    const { client, reviewId } = await reviewByBuyer();
    const other = await reviewByBuyer();
    const mine = (await addPhoto(client, reviewId, await png())).json().review.photos[0];
    const theirs = (await addPhoto(other.client, other.reviewId, await png())).json().review.photos[0];
    const files = (photo: { url: string; variants: { url: string }[] }) => [
      photo.url,
      ...photo.variants.map((v) => v.url),
    ];
    const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    for (const url of [...files(mine), ...files(theirs)]) expect(await served(url)).toBe(200);

    const res = await client.post('/api/me/delete-account', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    for (const url of files(mine)) expect(await served(url), url).toBe(404);
    for (const url of files(theirs)) expect(await served(url), url).toBe(200);
  });
});

describe('POST /api/me/reviews/:id/photos', () => {
  it('stores a real image with its WebP variants under review-images, up to 3; the 4th is refused', async () => {
    const { client, reviewId } = await reviewByBuyer();
    for (let n = 1; n <= 3; n++) {
      const res = await addPhoto(client, reviewId, await png());
      expect(res.statusCode, res.body).toBe(201);
      const photos = res.json().review.photos;
      expect(photos).toHaveLength(n);
      expect(photos[n - 1].url).toMatch(/^\/media\/review-images\/review-\d{13}-[0-9a-f]{6}\.png$/);
      expect(photos[n - 1].variants.length).toBeGreaterThan(0);
    }
    const fourth = await addPhoto(client, reviewId, await png());
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().error.fields.file).toBe(M.tooManyPhotos);
  });

  it('refuses a file that is not an image by its content, whatever its name says', async () => {
    const { client, reviewId } = await reviewByBuyer();
    const res = await addPhoto(client, reviewId, {
      filename: 'photo.png',
      type: 'image/png',
      body: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.file).toBe(UPLOAD_MESSAGES.notAnImage);
    const [row] = await t.db.db.select().from(productReviews).where(eq(productReviews.id, reviewId));
    expect(row!.photos).toEqual([]);
  });

  it("is 404 on someone else's review, 401 signed out, and closed a day after writing", async () => {
    const { client, reviewId } = await reviewByBuyer();
    const other = await createCustomer(t);
    expect((await addPhoto(other, reviewId, await png())).statusCode).toBe(404);
    expect((await addPhoto(new TestClient(t), reviewId, await png())).statusCode).toBe(401);

    await t.db.db
      .update(productReviews)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(productReviews.id, reviewId));
    const late = await addPhoto(client, reviewId, await png());
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe(M.photosWindowClosed);
  });

  it('the photos show with the review once it is published', async () => {
    const { client, reviewId, productId } = await reviewByBuyer();
    await addPhoto(client, reviewId, await png());
    const admin = await createAdmin(t);
    await admin.request('PATCH', `/api/admin/reviews/${reviewId}`, { status: 'published' });
    const list = (await admin.get(`/api/products/${productId}/reviews`)).json();
    expect(list.items[0].photos).toHaveLength(1);
    const served = await admin.get(list.items[0].photos[0].url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
