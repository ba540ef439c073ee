import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, user } from '../../db/schema/index.ts';
import { LANG_COOKIE, LANG_HEADER } from '../../lib/language.ts';
import {
  codeFor,
  createAdmin,
  createCustomer,
  mailSettled,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody } from '../../testing/factories.ts';

/**
 * Issue 25 item 4, decision 035: mails speak the customer's language. An order keeps the language of the page
 * it was placed from; an account keeps the language its owner chose; codes follow the page that asked.
 */
const t = setUpTestApp();

async function orderFrom(headers: Record<string, string>) {
  const productId = await makeProduct(t.db.db, { price: 12_345_600, stock: 5, name: 'Lippan mirror' });
  const body = orderBody([{ productId, quantity: 1 }]);
  const client = new TestClient(t);
  const res = await client.post('/api/orders', body, { 'idempotency-key': crypto.randomUUID(), ...headers });
  expect(res.statusCode, res.body).toBe(201);
  await mailSettled(t);
  const { id, orderNumber } = res.json().order as { id: string; orderNumber: string };
  const [row] = await t.db.db.select({ language: orders.language }).from(orders).where(eq(orders.id, id));
  return { orderNumber, language: row!.language, mail: t.mailer.lastTo(body.customer.email)! };
}

describe('the order confirmation in the order language', () => {
  it('is in Hindi for an order placed from a Hindi page, amounts in lakh grouping', async () => {
    const { orderNumber, language, mail } = await orderFrom({ [LANG_HEADER]: 'hi' });
    expect(language).toBe('hi');
    expect(mail.subject).toBe(`आपका Karigar ऑर्डर ${orderNumber} पक्का हो गया है`);
    expect(mail.text).toContain('धन्यवाद, Meera! आपका ऑर्डर पक्का हो गया है।');
    expect(mail.text).toContain('कैश ऑन डिलीवरी: पार्सल आने पर कृपया ₹1,23,456 तैयार रखें।');
    expect(mail.text).toContain(`ऑर्डर नंबर: ${orderNumber}`);
    expect(mail.text).toMatch(/\/hi\/order-confirmation\//);
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.text).not.toContain('Thank you');
  });

  it('stays English for an order from an English page', async () => {
    const { orderNumber, language, mail } = await orderFrom({ [LANG_HEADER]: 'en' });
    expect(language).toBe('en');
    expect(mail.subject).toBe(`Your Karigar order ${orderNumber} is confirmed`);
    expect(mail.text).toContain('Thank you, Meera! Your order is confirmed.');
    expect(mail.text).toContain('please keep ₹1,23,456 ready');
    expect(mail.html).toContain('<html lang="en-IN">');
  });

  it('follows the visitor cookie when the request names no page language', async () => {
    const { language, mail } = await orderFrom({ cookie: `${LANG_COOKIE}=hi` });
    expect(language).toBe('hi');
    expect(mail.subject).toContain('पक्का हो गया है');
  });

  it("sends the status updates in the order's language", async () => {
    const { orderNumber } = await orderFrom({ [LANG_HEADER]: 'hi' });
    const [row] = await t.db.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const admin = await createAdmin(t);
    const res = await admin.request('PATCH', `/api/admin/orders/${row!.id}`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    // The status mail leaves through the outbox's worker: wait for it.
    await expect
      .poll(() => t.mailer.lastTo(row!.customerEmail)?.subject, { timeout: 15_000 })
      .toBe(`आपका ऑर्डर ${orderNumber} रद्द कर दिया गया है`);
    const mail = t.mailer.lastTo(row!.customerEmail)!;
    expect(mail.text).toContain('आपने कैश ऑन डिलीवरी चुना था');
  });
});

describe("the customer's language in the profile", () => {
  it('is kept by the language switch when signed in, and comes back with the session', async () => {
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    expect((await client.get('/api/me')).json().user.language).toBeNull();

    const res = await client.get('/api/language?lang=hi&next=/account');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/hi/account');
    const [row] = await t.db.db.select({ language: user.language }).from(user).where(eq(user.email, email));
    expect(row!.language).toBe('hi');
    expect((await client.get('/api/me')).json().user.language).toBe('hi');

    // Signing in again on an English page: the answer names Hindi, so the web goes to the /hi page.
    const again = new TestClient(t);
    const signIn = await again.post('/api/account/sign-in', { email, password: 'kalamkari-42' });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().user.language).toBe('hi');
  });

  it('is taken from the sign-up page, and the verification code and welcome mail speak it', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t);
    const res = await client.post('/api/account/sign-up', signUpBody(email), { [LANG_HEADER]: 'hi' });
    expect(res.statusCode, res.body).toBe(201);
    const code = await codeFor(t, email);
    const codeMail = t.mailer.lastTo(email)!;
    expect(codeMail.subject).toBe('आपका Karigar सत्यापन कोड');
    expect(codeMail.text).toContain(`आपका कोड: ${code}`);

    const verify = await client.post('/api/account/verify-email', { email, otp: code });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().user.language).toBe('hi');
    await mailSettled(t);
    expect(t.mailer.lastTo(email)!.subject).toBe('Karigar में आपका स्वागत है');
  });

  it('sends a password reset code in the language the account chose when the page does not say', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    await t.db.db.update(user).set({ language: 'hi' }).where(eq(user.email, email));
    const res = await new TestClient(t).post('/api/account/forgot-password', { email });
    expect(res.statusCode, res.body).toBe(200);
    await codeFor(t, email);
    expect(t.mailer.lastTo(email)!.subject).toBe('आपका Karigar पासवर्ड रीसेट कोड');
  });

  it('refuses a language the shop does not have', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    await expect(t.db.db.update(user).set({ language: 'fr' }).where(eq(user.email, email))).rejects.toThrow();
  });
});
