import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_DENIED, SIGN_IN_REQUIRED } from '#shared/auth/auth.schemas.ts';
import { STAFF_MESSAGES } from '#shared/staff/staff.schemas.ts';
import { auditLog, products, staffInvitations, user } from '../../db/schema/index.ts';
import { LANG_HEADER } from '../../lib/language.ts';
import {
  enrolThroughApi,
  PASSWORD,
  signIn,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { defaultVariantOf, orderBody, placeOrder } from '../../testing/factories.ts';
import { buildSmtpTestApp, type SmtpTestApp } from '../../testing/smtp-app.ts';

/** Issue 22 item 6 (decision 037): invitations through real SMTP, the permission map, revoke, the audit log. */

let shop: SmtpTestApp;
beforeAll(async () => {
  shop = await buildSmtpTestApp();
});
afterAll(() => shop.close());

/** The newest mail to an address that matches, once the outbox delivered it to the SMTP server (hooks too). */
async function mailTo(email: string, match: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = shop.sink.received.filter((m) => m.rcptTo.includes(email) && match.test(m.text)).at(-1);
    if (found) return found.text;
    if (Date.now() > deadline) throw new Error(`no mail matching ${match} reached ${email}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

async function invite(email: string, role: 'admin' | 'staff'): Promise<string> {
  const res = await shop.admin.post('/api/admin/staff/invitations', { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const text = await mailTo(email, /staff-invitation\?token=/);
  return new URL(/(https?:\/\/\S+staff-invitation\?token=\S+)/.exec(text)![1]!).searchParams.get('token')!;
}

/** A sign-up through the form's API, verified with the code the SMTP server received. */
async function signUpWithCode(email: string): Promise<TestClient> {
  const client = new TestClient(shop.t);
  const res = await client.post('/api/account/sign-up', signUpBody(email));
  expect(res.statusCode, res.body).toBe(201);
  const otp = /Your code: (\d{6})/.exec(await mailTo(email, /Your code: \d{6}/))![1]!;
  const verify = await client.post('/api/account/verify-email', { email, otp });
  expect(verify.statusCode, verify.body).toBe(200);
  return client;
}

async function joinAsStaff(): Promise<{ email: string; client: TestClient; id: string; secret: string }> {
  const email = uniqueEmail('staff');
  const token = await invite(email, 'staff');
  const client = await signUpWithCode(email);
  const accepted = await client.post('/api/me/staff-invitation', { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  // Two-factor is required of the team (review 2026-11-29 L3): the new staff member enrols first.
  expect(accepted.json().redirectTo).toBe('/admin/two-factor');
  const { secret } = await enrolThroughApi(client);
  const me = (await client.get('/api/me')).json().user;
  return { email, client, id: me.id, secret };
}

/** A product with its one variant's regular price (decision 066). */
const firstProduct = async () => {
  const [row] = await shop.t.db.db.select().from(products).orderBy(asc(products.id)).limit(1);
  return { ...row!, price: (await defaultVariantOf(shop.t.db.db, row!.id)).price };
};

describe('invitations', () => {
  it('mails a single-use link; the invitee signs up from it and joins as staff', async () => {
    const email = uniqueEmail('kavya');
    const token = await invite(email, 'staff');
    const mail = shop.sink.received.filter((m) => m.rcptTo.includes(email)).at(-1)!;
    expect(mail.subject).toBe('You are invited to the Karigar team');
    expect(mail.text).toContain('as a member of staff: you will look after orders and customers');

    const listed = (await shop.admin.get('/api/admin/staff')).json();
    expect(listed.invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, role: 'staff', expired: false })]),
    );
    // Stored hashed: the token itself is nowhere in the table.
    const [stored] = await shop.t.db.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(stored!.tokenHash).not.toContain(token);

    const lookup = await new TestClient(shop.t).get(`/api/staff-invitation?token=${token}`);
    expect(lookup.json()).toEqual({ email, role: 'staff' });

    const client = await signUpWithCode(email);
    const accepted = await client.post('/api/me/staff-invitation', { token });
    expect(accepted.json()).toEqual({
      message: STAFF_MESSAGES.accepted,
      role: 'staff',
      redirectTo: '/admin/two-factor',
    });
    expect((await client.get('/api/me')).json().user.role).toBe('staff');

    const again = await client.post('/api/me/staff-invitation', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(STAFF_MESSAGES.linkUsed);
    const team = (await shop.admin.get('/api/admin/staff')).json();
    expect(team.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, role: 'staff', isYou: false })]),
    );
    expect(team.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('L3: accepting an invitation leads straight to the two-factor enrolment; the admin stays closed until it is on', async () => {
    const email = uniqueEmail('newstaff');
    const token = await invite(email, 'staff');
    const client = await signUpWithCode(email);
    const accepted = await client.post('/api/me/staff-invitation', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().redirectTo).toBe('/admin/two-factor');
    for (const url of ['/api/admin/orders', '/api/admin/customers', '/api/admin/overview']) {
      const refused = await client.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code, url).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    }
    // A later password sign-in is sent to the enrolment as well.
    const again = new TestClient(shop.t);
    const signedIn = await again.post('/api/account/sign-in', { email, password: PASSWORD });
    expect(signedIn.json()).toMatchObject({
      user: { role: 'staff', twoFactorEnabled: false },
      redirectTo: '/admin/two-factor',
    });
    expect((await again.get('/api/admin/orders')).statusCode).toBe(403);

    await enrolThroughApi(client);
    expect((await client.get('/api/admin/orders')).statusCode).toBe(200);
  });

  it('another account, an expired link and an unknown link are refused', async () => {
    const email = uniqueEmail('invited');
    const token = await invite(email, 'admin');
    const other = await signUpWithCode(uniqueEmail('other'));
    const wrong = await other.post('/api/me/staff-invitation', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(STAFF_MESSAGES.wrongAccount);

    await shop.t.db.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, email));
    const expired = await new TestClient(shop.t).get(`/api/staff-invitation?token=${token}`);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(STAFF_MESSAGES.linkExpired);

    const unknown = await new TestClient(shop.t).get('/api/staff-invitation?token=nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(STAFF_MESSAGES.linkInvalid);
  });

  it('resend gives a new link (the old one stops working); cancel removes it; a bad role is 400', async () => {
    const email = uniqueEmail('resend');
    const first = await invite(email, 'staff');
    const [row] = await shop.t.db.db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
    const resent = await shop.admin.post(`/api/admin/staff/invitations/${row!.id}/resend`);
    expect(resent.json()).toEqual({ message: STAFF_MESSAGES.resent });
    await expect.poll(() => shop.sink.received.filter((m) => m.rcptTo.includes(email)).length).toBe(2);
    expect((await new TestClient(shop.t).get(`/api/staff-invitation?token=${first}`)).statusCode).toBe(404);

    const cancelled = await shop.admin.request('DELETE', `/api/admin/staff/invitations/${row!.id}`);
    expect(cancelled.json()).toEqual({ message: STAFF_MESSAGES.cancelled });
    expect(
      await shop.t.db.db.select().from(staffInvitations).where(eq(staffInvitations.email, email)),
    ).toEqual([]);

    const bad = await shop.admin.post('/api/admin/staff/invitations', { email, role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.role).toBe(STAFF_MESSAGES.roleRequired);
  });

  it('speaks the language of the page the admin invited from, its link to the Hindi invitation page (issue 25)', async () => {
    const email = uniqueEmail('hindi-invite');
    const hindi = { [LANG_HEADER]: 'hi' };
    const res = await shop.admin.post('/api/admin/staff/invitations', { email, role: 'admin' }, hindi);
    expect(res.statusCode, res.body).toBe(201);
    const text = await mailTo(email, /\/hi\/staff-invitation\?token=/);
    const mail = shop.sink.received.filter((m) => m.rcptTo.includes(email)).at(-1)!;
    expect(mail.subject).toBe('आपको Karigar की टीम में आमंत्रित किया गया है');
    expect(text).toContain('ने आपको एडमिन के रूप में Karigar चलाने में मदद के लिए आमंत्रित किया है');
    expect(text).toContain('लिंक 7 दिनों तक, एक बार काम करता है।');
    expect(text).toMatch(/निमंत्रण स्वीकार करें: https?:\/\/\S+\/hi\/staff-invitation\?token=/);
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(text).not.toContain('has invited you');

    // Resent from an English page: English again, to the English page.
    const [row] = await shop.t.db.db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
    await shop.admin.post(`/api/admin/staff/invitations/${row!.id}/resend`, {}, { [LANG_HEADER]: 'en' });
    await expect.poll(() => shop.sink.received.filter((m) => m.rcptTo.includes(email)).length).toBe(2);
    const again = shop.sink.received.filter((m) => m.rcptTo.includes(email)).at(-1)!;
    expect(again.subject).toBe('You are invited to the Karigar team');
    expect(again.text).toContain('as an Admin: you will look after everything in the shop');
    expect(again.text).toMatch(/Accept the invitation: https?:\/\/[^/\s]+\/staff-invitation\?token=/);
    expect(again.html).toContain('<html lang="en-IN">');
  });
});

describe('what staff may do', () => {
  let staff: TestClient;
  beforeAll(async () => {
    ({ client: staff } = await joinAsStaff());
  });

  it('orders and customers: yes', async () => {
    for (const url of ['/api/admin/orders', '/api/admin/customers']) {
      expect((await staff.get(url)).statusCode, url).toBe(200);
    }
  });

  it('settings, staff, exports, the audit log, the catalog and other admin areas: 403', async () => {
    const product = await firstProduct();
    const refused: Array<[method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object]> =
      [
        ['GET', '/api/admin/settings'],
        ['PUT', '/api/admin/settings', { storeName: 'Mine' }],
        ['GET', '/api/admin/staff'],
        ['POST', '/api/admin/staff/invitations', { email: uniqueEmail('x'), role: 'admin' }],
        ['GET', '/api/admin/orders/export.csv'],
        ['GET', '/api/admin/customers/export.csv'],
        ['GET', '/api/admin/customers/marketing-export.csv'],
        ['GET', '/api/admin/audit-log'],
        ['PATCH', `/api/admin/products/${product.id}`, { price: 1 }],
        ['POST', '/api/admin/coupons', {}],
        ['GET', '/api/admin/overview'],
        ['GET', '/api/admin/outbox'],
        ['POST', '/api/send-email', {}],
      ];
    for (const [method, url, body] of refused) {
      const res = await staff.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe(ACCESS_DENIED);
    }
    expect((await firstProduct()).price).toBe(product.price);
  });

  it('a staff change of an order status is in the audit log with the staff role', async () => {
    const order = await placeOrder(
      shop.t,
      orderBody([{ productId: (await firstProduct()).id, quantity: 1 }]),
    );
    expect(order.statusCode, order.body).toBe(201);
    const id = order.json().order.id as string;
    const me = (await staff.get('/api/me')).json().user;
    expect(
      (await staff.request('PATCH', `/api/admin/orders/${id}`, { status: 'processing' })).statusCode,
    ).toBe(200);
    const rows = await shop.t.db.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: me.id,
        actorEmail: me.email,
        actorRole: 'staff',
        action: 'update',
        entityType: 'orders',
        summary: 'status: "confirmed" → "processing"',
        changes: { status: { from: 'confirmed', to: 'processing' } },
      }),
    ]);
  });
});

describe('revoke', () => {
  it('removes the role and ends every session at once; the person is told', async () => {
    const { email, client, id, secret } = await joinAsStaff();
    const second = await signIn(shop.t, email, PASSWORD, secret);
    const res = await shop.admin.request('DELETE', `/api/admin/staff/${id}`);
    expect(res.json()).toEqual({ message: STAFF_MESSAGES.revoked });
    for (const session of [client, second]) {
      const after = await session.get('/api/admin/orders');
      expect(after.statusCode).toBe(401);
      expect(after.json().error.message).toBe(SIGN_IN_REQUIRED);
    }
    const [row] = await shop.t.db.db.select({ role: user.role }).from(user).where(eq(user.id, id));
    expect(row!.role).toBe('user');
    await mailTo(email, /team access|admin has been removed/);
    // Signed in again: a customer now.
    const back = await signIn(shop.t, email, PASSWORD, secret);
    expect((await back.get('/api/admin/orders')).statusCode).toBe(403);
  });

  it("is told in the language of the member's profile (issue 25): Hindi when they chose it, English otherwise", async () => {
    const { email, client, id } = await joinAsStaff();
    // The language link saves the choice on the signed-in member's profile.
    expect((await client.get('/api/language?lang=hi&next=/admin')).statusCode).toBe(303);
    const res = await shop.admin.request('DELETE', `/api/admin/staff/${id}`, undefined, {
      [LANG_HEADER]: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await mailTo(email, /एडमिन में आपकी पहुँच हटा दी गई है/);
    const mail = shop.sink.received.filter((m) => m.rcptTo.includes(email)).at(-1)!;
    expect(mail.subject).toBe('Karigar की टीम में आपकी पहुँच समाप्त हो गई है');
    expect(text).toContain('Karigar के एडमिन में आपकी पहुँच हटा दी गई है, और आपको साइन आउट कर दिया गया है।');
    expect(text).toContain('आपका खाता ग्राहक खाते के रूप में खुला रहेगा।');
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(text).not.toContain('team access');

    // A member who never chose a language hears it in English, whatever the admin's page.
    const other = await joinAsStaff();
    const again = await shop.admin.request('DELETE', `/api/admin/staff/${other.id}`, undefined, {
      [LANG_HEADER]: 'hi',
    });
    expect(again.statusCode, again.body).toBe(200);
    const english = await mailTo(other.email, /admin has been removed/);
    expect(english).toContain(
      'Your access to the Karigar admin has been removed, and you have been signed out.',
    );
    expect(shop.sink.received.filter((m) => m.rcptTo.includes(other.email)).at(-1)!.subject).toBe(
      'Your Karigar team access has ended',
    );
  });

  it('nobody removes themselves; someone not on the team is 404', async () => {
    const me = (await shop.admin.get('/api/me')).json().user;
    const self = await shop.admin.request('DELETE', `/api/admin/staff/${me.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(STAFF_MESSAGES.notYourself);
    const customer = await createCustomerViaSmtp();
    const outsider = await shop.admin.request('DELETE', `/api/admin/staff/${customer}`);
    expect(outsider.statusCode).toBe(404);
  });

  it('an invitation to someone already on the team is refused', async () => {
    const { email } = await joinAsStaff();
    const res = await shop.admin.post('/api/admin/staff/invitations', { email, role: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(STAFF_MESSAGES.alreadyOnTeam);
  });
});

async function createCustomerViaSmtp(): Promise<string> {
  const client = await signUpWithCode(uniqueEmail('buyer'));
  return (await client.get('/api/me')).json().user.id;
}

describe('the audit log', () => {
  it('a price change: who, what, when, the price before and after, in the change’s transaction', async () => {
    const product = await firstProduct();
    const before = Date.now();
    const res = await shop.admin.request('PATCH', `/api/admin/products/${product.id}`, {
      price: product.price + 5000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const admin = (await shop.admin.get('/api/me')).json().user;
    const rows = await shop.t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'products'), eq(auditLog.entityId, String(product.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      actorRole: 'admin',
      action: 'update',
      summary: `price: ${product.price} → ${product.price + 5000}`,
      changes: { price: { from: product.price, to: product.price + 5000 } },
    });
    expect(rows[0]!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const listed = await shop.admin.get(`/api/admin/audit-log?entity=products&actor=${admin.email}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items[0]).toMatchObject({ entityId: String(product.id), action: 'update' });
    expect(listed.json().entityTypes).toContain('products');
  });

  it('a refused change writes nothing', async () => {
    const product = await firstProduct();
    const count = async () =>
      (
        await shop.t.db.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, String(product.id)))
      ).length;
    const rows = await count();
    const res = await shop.admin.request('PATCH', `/api/admin/products/${product.id}`, {
      salePrice: product.price * 2,
    });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(rows);
  });

  it('filters by date range; a bad date is 400 naming the field', async () => {
    const future = await shop.admin.get('/api/admin/audit-log?from=2099-01-01');
    expect(future.json()).toMatchObject({ items: [], total: 0 });
    const bad = await shop.admin.get('/api/admin/audit-log?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain('from');
  });
});
