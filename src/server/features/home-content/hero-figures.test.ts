import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '#shared/constants/roles.ts';
import { HOMEPAGE_ADMIN_MESSAGES as H } from '#shared/home/testimonial-admin.schemas.ts';
import { COUNTER_BUYER_NAME } from '#shared/orders/assisted.ts';
import {
  homepageContent,
  orderItems,
  orderReturns,
  orders,
  productReviews,
  user,
} from '../../db/schema/index.ts';
import { createAdmin, createStaff, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import {
  deleteAllOrders,
  insertOrders,
  makeProduct,
  orderBody,
  placeOrder,
} from '../../testing/factories.ts';
import { readShopFigures } from './shop-figures.ts';

/** Decision 080: the hero's figures are the shop's own numbers, the owner's typed ones, or hidden (audit D-M3). */
let admin: TestClient;
let teamEmail: string;
const t = setUpTestApp();
beforeAll(async () => {
  teamEmail = `owner.${Date.now()}@example.in`;
  admin = await createAdmin(t, teamEmail);
});

const db = () => t.db.db;
const publicFigures = async (lang?: 'hi') =>
  (await t.app.inject({ url: `/api/homepage${lang ? '?lang=hi' : ''}` })).json().figures;
const hero = { heroTitle: 'Handmade in Jaipur' };
const shop = { show: 'shop', value: '', label: '', labelHi: '' };

/** An empty shop: no orders, no reviews, every figure on "the shop's own". */
async function emptyShop() {
  await deleteAllOrders(db());
  await db().delete(productReviews);
  await db().update(homepageContent).set({ heroFigures: {} });
  t.app.publicCache.clear(); // writes behind the API's back
}

let reviewerSeq = 0;
/** A published (or other) review by a new account of the given role. */
async function review(stars: number, opts: { status?: string; role?: string } = {}) {
  reviewerSeq += 1;
  const id = randomUUID();
  await db()
    .insert(user)
    .values({
      id,
      name: `Reviewer ${reviewerSeq}`,
      email: `reviewer.${id}@example.in`,
      role: opts.role ?? ROLES.customer,
    });
  const productId = await makeProduct(db(), { price: 10_000, stock: 5 });
  await db()
    .insert(productReviews)
    .values({
      productId,
      userId: id,
      authorName: 'R. K.',
      stars,
      status: opts.status ?? 'published',
    });
}

beforeEach(emptyShop);

describe("the shop's own figures (decision 080)", () => {
  it('a fresh shop claims nothing: no figures, and no "500+" in the home page', async () => {
    expect(await readShopFigures(db())).toEqual({
      customers: 0,
      piecesSold: 0,
      averageRating: null,
      reviewCount: 0,
    });
    expect(await publicFigures()).toEqual([]);
    const page = (await t.app.inject({ url: '/' })).body;
    expect(page).not.toContain('500+');
    expect(page).not.toContain('Happy Customers');
  });

  it('counts distinct buyers and units on standing orders; not cancelled, returned or unpaid ones, nor the team, nor walk-ins', async () => {
    const at = new Date('2026-11-01T10:00:00Z');
    const line = (quantity: number) => [{ category: 'Candles', quantity, unitPrice: 10_000 }];
    const [asha1] = await insertOrders(db(), [
      {
        status: 'confirmed',
        createdAt: at,
        lines: line(2),
        customer: { email: 'asha@example.in' },
      },
      {
        status: 'delivered',
        createdAt: at,
        lines: line(1),
        customer: { email: 'ASHA@example.in' },
      }, // the same buyer
      {
        status: 'shipped',
        createdAt: at,
        lines: line(3),
        customer: { email: 'ravi@example.in' },
      },
      {
        status: 'cancelled',
        createdAt: at,
        lines: line(5),
        customer: { email: 'gone@example.in' },
      },
      {
        status: 'returned',
        createdAt: at,
        lines: line(4),
        customer: { email: 'back@example.in' },
      },
      {
        status: 'pending_payment',
        createdAt: at,
        lines: line(6),
        customer: { email: 'unpaid@example.in' },
      },
      {
        status: 'delivered',
        createdAt: at,
        lines: line(7),
        customer: { email: teamEmail },
      }, // the owner's own
      {
        status: 'delivered',
        createdAt: at,
        lines: line(1),
        customer: { name: COUNTER_BUYER_NAME, email: 'shop@example.in' },
      },
    ]);
    await db().update(orders).set({ source: 'assisted' }).where(eq(orders.customerName, COUNTER_BUYER_NAME));
    // One of Asha's two candles came back.
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, asha1!));
    await db().insert(orderReturns).values({
      orderId: asha1!,
      orderItemId: item!.id,
      quantity: 1,
      amount: 10_000,
      reason: 'cracked',
      restocked: false,
    });

    expect(await readShopFigures(db())).toMatchObject({
      customers: 2,
      piecesSold: 2 - 1 + 1 + 3 + 1,
    });
    expect(await publicFigures()).toEqual([
      { key: 'customers', value: '2', label: null, reviews: null },
      { key: 'piecesSold', value: '6', label: null, reviews: null },
    ]);
  });

  it('groups a large count the Indian way', async () => {
    const at = new Date('2026-11-01T10:00:00Z');
    await insertOrders(db(), [
      {
        status: 'delivered',
        createdAt: at,
        lines: [{ category: 'Candles', quantity: 123_456, unitPrice: 1 }],
      },
    ]);
    expect((await publicFigures()).find((f: { key: string }) => f.key === 'piecesSold').value).toBe(
      '1,23,456',
    );
  });

  it("the rating is the published reviews' mean, one decimal, shown from 3 reviews; pending, hidden and the team's are left out", async () => {
    await review(5);
    await review(4);
    await review(1, { status: 'pending' });
    await review(1, { status: 'hidden' });
    await review(5, { role: ROLES.staff });
    t.app.publicCache.clear();
    expect(await readShopFigures(db())).toMatchObject({
      averageRating: 4.5,
      reviewCount: 2,
    });
    expect(await publicFigures()).toEqual([]); // two reviews are not a rating
    await review(4);
    t.app.publicCache.clear();
    expect(await publicFigures()).toEqual([{ key: 'rating', value: '4.3', label: null, reviews: 3 }]);
  });

  it("an order placed, then cancelled, moves the cached figures within the catalog's refresh", async () => {
    expect(await publicFigures()).toEqual([]); // cached now
    const productId = await makeProduct(db(), { price: 25_000, stock: 10 });
    const placed = await placeOrder(t, orderBody([{ productId, quantity: 3 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    await vi.waitFor(async () =>
      expect(await publicFigures()).toEqual([
        { key: 'customers', value: '1', label: null, reviews: null },
        { key: 'piecesSold', value: '3', label: null, reviews: null },
      ]),
    );
    const cancel = await admin.request('PATCH', `/api/admin/orders/${placed.json().order.id}`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await vi.waitFor(async () => expect(await publicFigures()).toEqual([]), {
      timeout: 3000,
    });
  });
});

describe("the owner's choices (PUT /api/admin/homepage figureChoices)", () => {
  const typed = {
    show: 'typed',
    value: '250+',
    label: 'Gifts wrapped',
    labelHi: 'तोहफ़े पैक किए',
  };

  it("hides one figure and types another, in English and Hindi; the admin sees the choices and the shop's numbers", async () => {
    await insertOrders(db(), [
      {
        status: 'delivered',
        createdAt: new Date(),
        customer: { email: 'meera@example.in' },
      },
    ]);
    const res = await admin.request('PUT', '/api/admin/homepage', {
      ...hero,
      figureChoices: {
        customers: shop,
        piecesSold: { ...shop, show: 'hidden' },
        rating: typed,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      figureChoices: {
        customers: shop,
        piecesSold: { show: 'hidden' },
        rating: typed,
      },
      shopFigures: {
        customers: 1,
        piecesSold: 1,
        averageRating: null,
        reviewCount: 0,
      },
    });
    expect(await publicFigures()).toEqual([
      { key: 'customers', value: '1', label: null, reviews: null },
      { key: 'rating', value: '250+', label: 'Gifts wrapped', reviews: null },
    ]);
    expect((await publicFigures('hi'))[1]).toMatchObject({
      value: '250+',
      label: 'तोहफ़े पैक किए',
    });
    // A save without figureChoices (an older form) leaves them as they are.
    await admin.request('PUT', '/api/admin/homepage', hero);
    expect((await admin.get('/api/admin/homepage')).json().figureChoices.rating).toEqual(typed);
  });

  it('a typed figure without a Hindi label shows the English one on Hindi pages; all hidden: no figures', async () => {
    await admin.request('PUT', '/api/admin/homepage', {
      ...hero,
      figureChoices: {
        customers: { ...typed, labelHi: '' },
        piecesSold: shop,
        rating: shop,
      },
    });
    expect(await publicFigures('hi')).toEqual([
      {
        key: 'customers',
        value: '250+',
        label: 'Gifts wrapped',
        reviews: null,
      },
    ]);
    const hidden = { ...shop, show: 'hidden' };
    await admin.request('PUT', '/api/admin/homepage', {
      ...hero,
      figureChoices: { customers: hidden, piecesSold: hidden, rating: hidden },
    });
    expect(await publicFigures()).toEqual([]);
  });

  const choices = (rating: object) => ({
    customers: shop,
    piecesSold: shop,
    rating,
  });
  it.each([
    ['an unknown choice', { ...shop, show: 'boast' }, 'figureChoices.rating.show', H.figureShowInvalid],
    [
      'a typed figure without its value',
      { ...typed, value: ' ' },
      'figureChoices.rating.value',
      H.figureValueRequired,
    ],
    [
      'a typed figure without its label',
      { ...typed, label: '' },
      'figureChoices.rating.label',
      H.figureLabelRequired,
    ],
    [
      'a figure over 12 characters',
      { ...typed, value: '1'.repeat(13) },
      'figureChoices.rating.value',
      H.figureValueTooLong,
    ],
    [
      'a label over 32 characters',
      { ...typed, label: 'x'.repeat(33) },
      'figureChoices.rating.label',
      H.figureLabelTooLong,
    ],
    [
      'a Hindi label over 32 characters',
      { ...typed, labelHi: 'क'.repeat(33) },
      'figureChoices.rating.labelHi',
      H.figureLabelTooLong,
    ],
  ])('refuses %s with 400 naming the field; nothing written', async (_label, rating, field, message) => {
    const before = await db().select().from(homepageContent);
    const res = await admin.request('PUT', '/api/admin/homepage', {
      ...hero,
      figureChoices: choices(rating),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      message,
      fields: { [field]: message },
    });
    expect(await db().select().from(homepageContent)).toEqual(before);
  });

  it('staff (Orders and Customers only) cannot read or change the figures', async () => {
    const staff = await createStaff(t);
    const before = await db().select().from(homepageContent);
    expect((await staff.get('/api/admin/homepage')).statusCode).toBe(403);
    const res = await staff.request('PUT', '/api/admin/homepage', {
      ...hero,
      figureChoices: choices(typed),
    });
    expect(res.statusCode).toBe(403);
    expect(await db().select().from(homepageContent)).toEqual(before);
  });
});
