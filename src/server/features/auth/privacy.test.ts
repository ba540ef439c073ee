import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_INCORRECT, SIGN_IN_FAILED } from '#shared/auth/auth.schemas.ts';
import { ACCOUNT_DELETED, ADMIN_CANNOT_DELETE } from '#shared/auth/my-account.schemas.ts';
import {
  blogComments,
  blogPosts,
  couponRedemptions,
  customerProfiles,
  emailOutbox,
  idempotencyKeys,
  invoices,
  orders,
  session,
  user,
  userAddresses,
  whatsappConsents,
  wishlistItems,
} from '../../db/schema/index.ts';
import {
  codeFor,
  createAdmin,
  createCustomer,
  PASSWORD,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

// Issue 22 item 2 (DPDP Act 2023): download my data, delete my account.

const t = setUpTestApp();

let phoneSeq = 0;
/** A customer with an address, a wishlist item, an order (on a number of their own) and a blog comment. */
async function customerWithData(name: string) {
  const email = uniqueEmail(name);
  const phone = `97${String(++phoneSeq).padStart(8, '0')}`;
  const client = await createCustomer(t, email);
  const userId = (await client.get('/api/me')).json().user.id as string;
  const productId = await makeProduct(t.db.db, { price: 30_000, stock: 10 });
  const address = await client.post('/api/me/addresses', {
    type: 'Home',
    name: `${name} Rao`,
    phone: '9845012345',
    address: `12, ${name} Street`,
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560003',
  });
  expect(address.statusCode, address.body).toBe(201);
  expect((await client.post('/api/me/wishlist', { productId })).statusCode).toBe(201);
  const placed = await placeOrder(
    t,
    orderBody([{ productId, quantity: 1 }], {
      customer: customer({ email, phone, fullName: `${name} Rao` }),
    }),
    { client },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const [post] = await t.db.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
  const [comment] = await t.db.db
    .insert(blogComments)
    .values({ postId: post!.id, userName: name, userEmail: email, content: `${name} loves this` })
    .returning({ id: blogComments.id });
  return { email, phone, client, userId, orderId: placed.json().order.id as string, commentId: comment!.id };
}

describe('download my data', () => {
  it("holds the caller's profile, addresses, orders, wishlist, comments and consents, and nobody else's", async () => {
    const asha = await customerWithData('asha');
    const ravi = await customerWithData('ravi');
    await t.db.db.insert(whatsappConsents).values(
      [asha, ravi].map((c) => ({
        phone: c.phone,
        optedIn: true,
        changedAt: new Date(),
        source: 'checkout',
      })),
    );
    const res = await asha.client.get('/api/me/data-export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="karigar-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({ email: asha.email, name: 'Asha Rao' });
    expect(data.customerProfile).toMatchObject({ fullName: 'Asha Rao' });
    expect(data.consents.marketingEmail).toEqual({
      given: false,
      changedAt: expect.any(String),
      source: 'sign-up',
    });
    expect(data.consents.whatsApp).toEqual([
      { phone: asha.phone, optedIn: true, changedAt: expect.any(String), source: 'checkout' },
    ]);
    expect(data.addresses).toEqual([expect.objectContaining({ address: '12, asha Street' })]);
    expect(data.orders).toEqual([expect.objectContaining({ id: asha.orderId })]);
    expect(data.wishlist).toHaveLength(1);
    expect(data.comments).toEqual([expect.objectContaining({ content: 'asha loves this' })]);
    const text = res.body;
    expect(text).not.toContain(ravi.email);
    expect(text).not.toContain('ravi');
    expect(text).not.toContain(ravi.phone);
    expect((await new TestClient(t).get('/api/me/data-export')).statusCode).toBe(401);
  });
});

describe('L4: what deletion keeps, and the copies it removes', () => {
  it('L4: the data file lists the tax documents deletion keeps and why; deletion removes the checkout’s stored answer with the name, phone and address', async () => {
    const asha = await customerWithData('asha');
    const res = await asha.client.get('/api/me/data-export');
    const [invoice] = await t.db.db.select().from(invoices).where(eq(invoices.orderId, asha.orderId));
    expect(res.json().keptAfterDeletion).toEqual({
      why: expect.stringContaining('CGST Act'),
      taxDocuments: [
        {
          document: 'invoice',
          number: invoice!.number,
          orderNumber: expect.any(String),
          issuedAt: invoice!.issuedAt.toISOString(),
          total: invoice!.total,
          keptUntil: `${invoice!.financialYear + 7}-12-31`,
          keepsYourName: false,
        },
      ],
    });

    const stored = () =>
      t.db.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.orderId, asha.orderId));
    expect(JSON.stringify((await stored())[0]!.response)).toContain(asha.phone);
    expect((await asha.client.post('/api/me/delete-account', { password: PASSWORD })).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
  });
});

describe('delete my account', () => {
  it('needs the password; a wrong one changes nothing', async () => {
    const asha = await customerWithData('asha');
    const res = await asha.client.post('/api/me/delete-account', { password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe(PASSWORD_INCORRECT);
    expect((await asha.client.get('/api/me')).statusCode).toBe(200);
    expect(await t.db.db.select().from(user).where(eq(user.id, asha.userId))).toHaveLength(1);
  });

  it('erases the account and keeps its orders with no name, email, phone or address; the email signs up again', async () => {
    const asha = await customerWithData('asha');
    const phone = new TestClient(t);
    expect(
      (await phone.post('/api/account/sign-in', { email: asha.email, password: PASSWORD })).statusCode,
    ).toBe(200);

    const res = await asha.client.post('/api/me/delete-account', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_DELETED });
    expect((await asha.client.get('/api/me')).statusCode).toBe(401);
    expect((await phone.get('/api/me')).statusCode).toBe(401);

    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, asha.orderId));
    expect(order).toMatchObject({
      userId: null,
      customerName: 'Deleted account',
      customerEmail: '',
      customerPhone: '',
      deliveryAddress: '',
      city: '',
      pincode: '',
      state: 'Karnataka',
      totalAmount: expect.any(Number),
    });
    // Its invoice (₹300 to an unregistered buyer: GST rule 46 needs no name) loses the name and address too.
    const [invoice] = await t.db.db.select().from(invoices).where(eq(invoices.orderId, asha.orderId));
    expect(invoice!.recipient).toMatchObject({
      name: 'Deleted account',
      address: '',
      pincode: '',
      stateName: 'Karnataka',
    });
    expect(await t.db.db.select().from(user).where(eq(user.id, asha.userId))).toEqual([]);
    expect(await t.db.db.select().from(session).where(eq(session.userId, asha.userId))).toEqual([]);
    expect(await t.db.db.select().from(userAddresses).where(eq(userAddresses.userId, asha.userId))).toEqual(
      [],
    );
    expect(await t.db.db.select().from(wishlistItems).where(eq(wishlistItems.userId, asha.userId))).toEqual(
      [],
    );
    expect(
      await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, asha.email)),
    ).toEqual([]);
    expect(await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, asha.email))).toEqual([]);
    const comments = await t.db.db.select().from(blogComments).where(eq(blogComments.id, asha.commentId));
    expect(comments.map((c) => [c.userName, c.userEmail])).toEqual([['Former customer', '']]);

    const signIn = await new TestClient(t).post('/api/account/sign-in', {
      email: asha.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.message).toBe(SIGN_IN_FAILED);

    const again = new TestClient(t);
    expect((await again.post('/api/account/sign-up', signUpBody(asha.email))).statusCode).toBe(201);
    const verified = await again.post('/api/account/verify-email', {
      email: asha.email,
      otp: await codeFor(t, asha.email),
    });
    expect(verified.statusCode).toBe(200);
    expect((await again.get('/api/me/orders')).json().items).toEqual([]);
  });

  it("erases the WhatsApp consent and queued messages of the person's numbers; their coupon uses no longer name them", async () => {
    const asha = await customerWithData('asha');
    const ashaPhone = '9812300001';
    const someoneElse = '9812300002';
    const admin = await createAdmin(t);
    const coupon = await admin.post('/api/admin/coupons', { code: 'ASHAFIRST', kind: 'percent', value: 10 });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 5 });
    const placed = await placeOrder(
      t,
      orderBody([{ productId, quantity: 1 }], {
        customer: customer({ email: asha.email, phone: ashaPhone }),
        couponCode: 'ashafirst',
      }),
      { client: asha.client },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const at = new Date();
    await t.db.db.insert(whatsappConsents).values([
      { phone: ashaPhone, optedIn: true, changedAt: at, source: 'checkout' },
      { phone: someoneElse, optedIn: true, changedAt: at, source: 'checkout' },
    ]);
    const message = { channel: 'whatsapp', kind: 'order-shipped', subject: 'order_shipped', html: 'Shipped' };
    await t.db.db.insert(emailOutbox).values([
      { ...message, toAddress: `91${ashaPhone}` },
      { ...message, toAddress: `91${someoneElse}` },
    ]);

    const res = await asha.client.post('/api/me/delete-account', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);

    const consents = await t.db.db.select({ phone: whatsappConsents.phone }).from(whatsappConsents);
    expect(consents.map((c) => c.phone)).not.toContain(ashaPhone);
    expect(consents.map((c) => c.phone)).toContain(someoneElse);
    const queued = await t.db.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.channel, 'whatsapp'));
    expect(queued).toEqual([{ to: `91${someoneElse}` }]);
    const [use] = await t.db.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, placed.json().order.id));
    expect(use).toMatchObject({ userId: null, email: '', phone: '', discount: 5_000 });
  });

  it("keeps the buyer's name on an invoice the GST rules require it on (a buyer with a GSTIN)", async () => {
    const asha = await customerWithData('asha');
    const productId = await makeProduct(t.db.db, { price: 40_000, stock: 5 });
    const placed = await placeOrder(
      t,
      orderBody([{ productId, quantity: 1 }], {
        customer: customer({ email: asha.email, fullName: 'Asha Rao' }),
        buyerGstin: '27AAPFU0939F1ZV',
      }),
      { client: asha.client },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await asha.client.post('/api/me/delete-account', { password: PASSWORD })).statusCode).toBe(200);
    const [invoice] = await t.db.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, placed.json().order.id));
    expect(invoice!.recipient).toMatchObject({ name: 'Asha Rao', gstin: '27AAPFU0939F1ZV' });
  });

  it('refuses an admin account', async () => {
    const admin = await createAdmin(t);
    const res = await admin.post('/api/me/delete-account', { password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ADMIN_CANNOT_DELETE);
  });
});
