import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_OPS_MESSAGES } from '#shared/orders/order-ops.ts';
import { RETURN_MESSAGES as M, RETURN_LIMITS } from '#shared/orders/return-requests.ts';
import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import {
  creditNotes,
  emailOutbox,
  orderStatusHistory,
  refunds,
  returnRequestPhotos,
  returnRequests,
} from '../../../db/schema/index.ts';
import {
  createAdmin,
  createCustomer,
  createStaff,
  PASSWORD,
  TestClient,
  uniqueEmail,
} from '../../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import {
  customer,
  makeImage,
  makeProduct,
  multipartBody,
  orderBody,
  placeOrder,
} from '../../../testing/factories.ts';

/** "Report a problem" (issue 46 point 6, audit D-m15, decision 084): every rule and message of the API. */

let t: TestApp;
let admin: TestClient;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp({ commerce: { expiryIntervalMs: 0 } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());

/**
 * A signed-in buyer's order of one ₹800 candle (COD, or `online` paid through the sandbox gateway), delivered
 * `hoursAgo` hours ago (not delivered: -1).
 */
async function deliveredOrder(
  hoursAgo = 1,
  opts: { client?: TestClient; email?: string; online?: boolean } = {},
) {
  const email = opts.email ?? uniqueEmail('candle');
  const client = opts.client ?? (await createCustomer(t, email));
  const productId = await makeProduct(t.db.db, { price: 80_000, stock: 20 });
  const body = orderBody([{ productId, quantity: 1 }], {
    customer: customer({ email }),
    paymentMethod: opts.online ? 'online' : 'cod',
  });
  const placed = await placeOrder(t, body, { client });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order } = placed.json();
  if (opts.online) {
    const paid = await new TestClient(t).post(`/api/payments/sandbox/${order.payment.paymentId}/complete`, {
      outcome: 'success',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  if (hoursAgo >= 0) {
    const res = await admin.request('PATCH', `/api/admin/orders/${order.id}`, { status: 'delivered' });
    expect(res.statusCode, res.body).toBe(200);
    await t.db.db
      .update(orderStatusHistory)
      .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'delivered')));
  }
  return { client, email, order };
}

type Photo = { filename: string; type: string; body: Buffer };
const jpegWithGps = async (): Promise<Photo> => ({
  filename: 'broken-candle.jpg',
  type: 'image/jpeg',
  body: await sharp(await makeImage('jpeg', 2400, 1800))
    .withExif({ IFD0: { ImageDescription: 'home at 12.9716N 77.5946E' } })
    .jpeg()
    .toBuffer(),
});

function report(
  client: TestClient,
  orderId: string,
  fields: Record<string, string> = {},
  photos: Photo[] = [],
) {
  const values = {
    reason: 'damaged',
    asked: 'refund',
    description: 'The candle arrived cracked in two.',
    ...fields,
  };
  const { payload, headers } = multipartBody([
    ...Object.entries(values).map(([field, value]) => ({ field, value })),
    ...photos.map((photo) => ({ field: 'photos', ...photo })),
  ]);
  return client.request('POST', `/api/me/orders/${orderId}/problem`, payload, headers);
}

const fieldError = (res: { statusCode: number; json(): { error: { fields?: Record<string, string> } } }) => {
  expect(res.statusCode).toBe(400);
  return res.json().error.fields;
};

const mails = (kind: string, text: string) =>
  t.db.db
    .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), like(emailOutbox.subject, `%${text}%`)));

describe('the buyer reports a problem', () => {
  it('a damaged candle with a photo: stored without its EXIF, private to the buyer and the team; both told', async () => {
    const { client, email, order } = await deliveredOrder(2);
    const res = await report(client, order.id, {}, [await jpegWithGps()]);
    expect(res.statusCode, res.body).toBe(201);
    const { request, message } = res.json();
    expect(message).toBe(M.sent);
    expect(request).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      reason: 'damaged',
      asked: 'refund',
      status: 'open',
      declineReason: null,
      refundAmount: null,
    });
    expect(request.photos).toHaveLength(1);
    const photo = request.photos[0];
    expect(Math.max(photo.width, photo.height)).toBe(1600);

    // Stored re-encoded as WebP, its GPS text gone; read only by its buyer and the team.
    const [stored] = await t.db.db
      .select()
      .from(returnRequestPhotos)
      .where(eq(returnRequestPhotos.requestId, request.id));
    const bytes = Buffer.from(stored!.bytes);
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(bytes.includes('12.9716N')).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(photo.url).toBe(`/api/me/return-requests/${request.id}/photos/${photo.id}`);
    const mine = await client.get(photo.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.headers['cache-control']).toBe('no-store');
    const stranger = await createCustomer(t);
    expect((await stranger.get(photo.url)).statusCode).toBe(404);
    expect((await new TestClient(t).get(photo.url)).statusCode).toBe(401);
    expect((await admin.get(`/api/admin/return-requests/${request.id}/photos/${photo.id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await stranger.get(`/api/admin/return-requests/${request.id}/photos/${photo.id}`)).statusCode,
    ).toBe(403);

    // The buyer sees it on the order; the buyer and the shop are mailed.
    const state = (await client.get(`/api/me/orders/${order.id}/problem`)).json();
    expect(state).toMatchObject({ canReport: false, requests: [{ id: request.id, status: 'open' }] });
    expect(Date.parse(state.until) - Date.parse(state.damageUntil)).toBe((7 * 24 - 48) * HOUR);
    expect(
      (await client.get('/api/me/return-requests')).json().items.map((r: { id: string }) => r.id),
    ).toEqual([request.id]);
    const buyerMail = await mails('order-status', `report on order ${order.orderNumber}`);
    expect(buyerMail.map((m) => m.to)).toEqual([email]);
    expect(buyerMail[0]!.text).toContain('Arrived damaged or broken');
    const shopMail = await mails('store-return-reported', order.orderNumber);
    expect(shopMail).toHaveLength(1);
    expect(shopMail[0]!.text).toContain('The candle arrived cracked in two.');

    // The team finds it among the open ones, and on the order.
    const open = (await admin.get('/api/admin/return-requests?status=open')).json().items;
    expect(open.find((r: { id: string }) => r.id === request.id)).toMatchObject({
      customerName: expect.any(String),
    });
    const onOrder = (await admin.get(`/api/admin/return-requests?orderId=${order.id}`)).json().items;
    expect(onOrder.map((r: { id: string }) => r.id)).toEqual([request.id]);
  });

  it("only the order's buyer: another account's report is 404 and stores nothing", async () => {
    const { order } = await deliveredOrder();
    const stranger = await createCustomer(t);
    const res = await report(stranger, order.id, { reason: 'wrong_item' });
    expect(res.statusCode).toBe(404);
    expect(await t.db.db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id))).toEqual(
      [],
    );
    expect((await report(new TestClient(t), order.id)).statusCode).toBe(401);
  });

  it('only a delivered order (400 order)', async () => {
    const { client, order } = await deliveredOrder(-1);
    expect(fieldError(await report(client, order.id, { reason: 'wrong_item' }))).toEqual({
      order: M.notDelivered,
    });
  });

  it("inside the owner's windows: damage within 48 hours (400 reason), anything within 7 days (400 order)", async () => {
    const late = await deliveredOrder(49);
    expect(fieldError(await report(late.client, late.order.id, {}, [await jpegWithGps()]))).toEqual({
      reason: M.damageWindowClosed(48),
    });
    const ok = await report(late.client, late.order.id, { reason: 'not_as_described', asked: 'replacement' });
    expect(ok.statusCode, ok.body).toBe(201);

    const gone = await deliveredOrder(7 * 24 + 1);
    expect(fieldError(await report(gone.client, gone.order.id, { reason: 'changed_mind' }))).toEqual({
      order: M.windowClosed,
    });
    expect((await gone.client.get(`/api/me/orders/${gone.order.id}/problem`)).json().canReport).toBe(false);
    expect((await gone.client.get('/api/me/return-requests')).json().reportable).toEqual([]);
  });

  it('the windows are the owner’s: 72 hours for damage and 3 days otherwise', async () => {
    const settings = (await admin.get('/api/admin/settings')).json();
    expect(settings.returnWindow).toEqual({ damageHours: 48, days: 7 });
    const put = (returnWindow: object) =>
      admin.request('PUT', '/api/admin/settings', { ...settings, returnWindow });
    expect(fieldError(await put({ damageHours: 0, days: 3 }))).toEqual({
      'returnWindow.damageHours': M.windowDamageHoursInvalid,
    });
    expect(fieldError(await put({ damageHours: 72, days: 61 }))).toEqual({
      'returnWindow.days': M.windowDaysInvalid,
    });
    expect((await put({ damageHours: 72, days: 3 })).statusCode).toBe(200);
    try {
      const damaged = await deliveredOrder(60);
      expect((await report(damaged.client, damaged.order.id, {}, [await jpegWithGps()])).statusCode).toBe(
        201,
      );
      const past = await deliveredOrder(3 * 24 + 1);
      expect(fieldError(await report(past.client, past.order.id, { reason: 'wrong_item' }))).toEqual({
        order: M.windowClosed,
      });
    } finally {
      expect((await put({ damageHours: 48, days: 7 })).statusCode).toBe(200);
    }
  });

  it('one open report per order (400 order), and at most 3 reports an order in all', async () => {
    const { client, order } = await deliveredOrder();
    for (let i = 0; i < RETURN_LIMITS.perOrder; i++) {
      const made = await report(client, order.id, { reason: 'missing_piece' });
      expect(made.statusCode, made.body).toBe(201);
      expect(fieldError(await report(client, order.id, { reason: 'missing_piece' }))).toEqual({
        order: M.alreadyOpen,
      });
      const declined = await admin.post(`/api/admin/return-requests/${made.json().request.id}/decline`, {
        reason: 'The set was complete in the photo we took while packing.',
      });
      expect(declined.statusCode, declined.body).toBe(200);
    }
    expect(fieldError(await report(client, order.id, { reason: 'missing_piece' }))).toEqual({
      order: M.tooManyForOrder,
    });
  });

  it('at most 5 reports a buyer a day, counted in the database', async () => {
    const email = uniqueEmail('busy');
    const client = await createCustomer(t, email);
    for (let i = 0; i < RETURN_LIMITS.perBuyerPerDay; i++) {
      const { order } = await deliveredOrder(1, { client, email });
      expect((await report(client, order.id, { reason: 'not_as_described' })).statusCode).toBe(201);
    }
    const { order } = await deliveredOrder(1, { client, email });
    expect(fieldError(await report(client, order.id, { reason: 'not_as_described' }))).toEqual({
      order: M.tooManyToday,
    });
  });

  it('each field checked and named: reason, asked, description, photos', async () => {
    const { client, order } = await deliveredOrder();
    expect(fieldError(await report(client, order.id, { reason: 'bored' }))).toEqual({
      reason: M.reasonInvalid,
    });
    expect(fieldError(await report(client, order.id, { asked: 'discount' }))).toEqual({
      asked: M.askInvalid,
    });
    expect(fieldError(await report(client, order.id, { description: 'bad' }))).toEqual({
      description: M.descriptionShort,
    });
    expect(fieldError(await report(client, order.id, { description: 'x'.repeat(1001) }))).toEqual({
      description: M.descriptionLong,
    });
    expect(fieldError(await report(client, order.id))).toEqual({ photos: M.photoNeeded });
    const text = {
      filename: 'candle.jpg',
      type: 'image/jpeg',
      body: Buffer.from('not really a photo at all'),
    };
    expect(fieldError(await report(client, order.id, {}, [text]))).toEqual({
      photos: UPLOAD_MESSAGES.notAnImage,
    });
    const four = await Promise.all([1, 2, 3, 4].map(() => jpegWithGps()));
    expect(fieldError(await report(client, order.id, {}, four))).toEqual({ photos: M.tooManyPhotos });
    const big = { filename: 'huge.jpg', type: 'image/jpeg', body: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff) };
    expect(fieldError(await report(client, order.id, {}, [big]))).toEqual({ photos: M.photoTooLarge });
    expect(
      fieldError(await client.post(`/api/me/orders/${order.id}/problem`, { reason: 'damaged' })),
    ).toEqual({
      photos: M.notMultipart,
    });
    expect(await t.db.db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id))).toEqual(
      [],
    );
  });
});

describe('the team answers', () => {
  it("accepts into a refund through the order's own refund: refund, credit note, both mails; once", async () => {
    const { client, email, order } = await deliveredOrder();
    const made = (await report(client, order.id, {}, [await jpegWithGps()])).json().request;

    const tooMuch = await admin.post(`/api/admin/return-requests/${made.id}/accept`, {
      refundAmount: 80_001,
    });
    expect(fieldError(tooMuch)).toEqual({ refundAmount: ORDER_OPS_MESSAGES.refundTooMuch('₹800') });
    expect((await client.get(`/api/me/orders/${order.id}/problem`)).json().requests[0].status).toBe('open');

    const res = await admin.post(`/api/admin/return-requests/${made.id}/accept`, { refundAmount: 80_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.accepted,
      request: { status: 'accepted', refundAmount: 80_000 },
    });
    const given = await t.db.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(given).toMatchObject([{ amount: 80_000, note: 'Problem reported: Arrived damaged or broken' }]);
    expect(await t.db.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).toHaveLength(1);
    expect((await mails('order-status', `order ${order.orderNumber} is accepted`)).map((m) => m.to)).toEqual([
      email,
    ]);

    const again = await admin.post(`/api/admin/return-requests/${made.id}/accept`, { refundAmount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyDecided);
    expect(await t.db.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    const seen = (await client.get(`/api/me/orders/${order.id}/problem`)).json();
    expect(seen.requests[0]).toMatchObject({ status: 'accepted', refundAmount: 80_000 });
  });

  it('a paid online order is refunded through its gateway on accepting', async () => {
    const { client, order } = await deliveredOrder(1, { online: true });
    const made = (await report(client, order.id, { reason: 'not_as_described' })).json().request;
    const res = await admin.post(`/api/admin/return-requests/${made.id}/accept`, { refundAmount: 30_000 });
    expect(res.statusCode, res.body).toBe(200);
    const given = await t.db.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(given).toMatchObject([
      { amount: 30_000, provider: 'sandbox', providerRefundId: expect.any(String) },
    ]);
  });

  it('accepts a replacement without money, or declines with a reason the buyer sees and is mailed', async () => {
    const first = await deliveredOrder();
    const asked = (
      await report(first.client, first.order.id, { reason: 'wrong_item', asked: 'replacement' })
    ).json();
    const accepted = await admin.post(`/api/admin/return-requests/${asked.request.id}/accept`, {});
    expect(accepted.json().request).toMatchObject({ status: 'accepted', refundAmount: null });
    expect(await t.db.db.select().from(refunds).where(eq(refunds.orderId, first.order.id))).toEqual([]);

    const second = await deliveredOrder();
    const made = (await report(second.client, second.order.id, { reason: 'changed_mind' })).json().request;
    expect(
      fieldError(await admin.post(`/api/admin/return-requests/${made.id}/decline`, { reason: ' ' })),
    ).toEqual({
      reason: M.declineReasonRequired,
    });
    const why = 'Personalised pieces cannot be returned for a change of mind.';
    const declined = await admin.post(`/api/admin/return-requests/${made.id}/decline`, { reason: why });
    expect(declined.json()).toMatchObject({
      message: M.declined,
      request: { status: 'declined', declineReason: why },
    });
    const seen = (await second.client.get(`/api/me/orders/${second.order.id}/problem`)).json();
    expect(seen).toMatchObject({ canReport: true, requests: [{ status: 'declined', declineReason: why }] });
    const listed = (await second.client.get('/api/me/return-requests')).json();
    expect(listed.reportable).toEqual([
      { orderId: second.order.id, damageUntil: seen.damageUntil, until: seen.until },
    ]);
    const mail = await mails('order-status', `Your report on order ${second.order.orderNumber}`);
    expect(mail.find((m) => m.text?.includes(why))?.to).toBe(second.email);
    expect(
      (await admin.post(`/api/admin/return-requests/${made.id}/decline`, { reason: why })).statusCode,
    ).toBe(409);
    expect((await admin.post('/api/admin/return-requests/nope/decline', { reason: why })).statusCode).toBe(
      404,
    );
  });

  it('staff answer reports (the orders area); a customer may not', async () => {
    const staff = await createStaff(t);
    expect((await staff.get('/api/admin/return-requests?status=open')).statusCode).toBe(200);
    const shopper = await createCustomer(t);
    expect((await shopper.get('/api/admin/return-requests?status=open')).statusCode).toBe(403);
  });

  it("the buyer's export holds their reports with the photos; deleting the account deletes them", async () => {
    const { client, order } = await deliveredOrder();
    const made = (await report(client, order.id, {}, [await jpegWithGps()])).json().request;
    const exported = (await client.get('/api/me/data-export')).json();
    expect(exported.problemReports).toMatchObject([{ id: made.id, reason: 'damaged' }]);
    expect(exported.problemReports[0].photos[0]).toMatch(/^data:image\/webp;base64,/);
    expect((await client.post('/api/me/delete-account', { password: PASSWORD })).statusCode).toBe(200);
    expect(await t.db.db.select().from(returnRequests).where(eq(returnRequests.id, made.id))).toEqual([]);
    expect(
      await t.db.db.select().from(returnRequestPhotos).where(eq(returnRequestPhotos.requestId, made.id)),
    ).toEqual([]);
  });
});
