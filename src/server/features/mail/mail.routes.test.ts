import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED, SIGN_IN_REQUIRED } from '#shared/auth/auth.schemas.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { MailTransportError } from '../../lib/mailer.ts';
import { accessFor } from '../../plugins/auth-guard.ts';
import {
  codeFor,
  createAdmin,
  createCustomer,
  mailSettled,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp, TEST_ORIGIN } from '../../testing/build-test-app.ts';
import { MAIL_KINDS, SCRUBBED_BODY } from './mail-kinds.ts';

let admin: TestClient;
let customer: TestClient;

const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
  customer = await createCustomer(t);
});
afterEach(() => {
  t.mailer.failWith = undefined;
});

const rowsTo = (to: string) => t.db.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

const MAIL_ENDPOINTS = ['/api/send-email', '/api/send-otp', '/api/send-welcome'];

describe('who may send mail', () => {
  const bodies: Record<string, object> = {
    '/api/send-email': { to: 'victim@example.in', subject: 'Hi', htmlContent: '<p>Hi</p>' },
    '/api/send-otp': { email: 'victim@example.in', otp: '123456', type: 'signup' },
    '/api/send-welcome': { email: 'victim@example.in', name: 'Victim' },
  };

  it.each(MAIL_ENDPOINTS)('%s: 401 for a guest, 403 for a customer, and nothing is sent', async (url) => {
    const before = t.mailer.sent.length;
    const guest = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN },
      payload: bodies[url],
      remoteAddress: '10.250.0.1',
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED } });

    const asCustomer = await customer.post(url, bodies[url]);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ error: { code: 'FORBIDDEN', message: ACCESS_DENIED } });

    expect(t.mailer.sent.length).toBe(before);
    expect(await rowsTo('victim@example.in')).toHaveLength(0);
  });

  it('the outbox view and resend: 401 for a guest, 403 for a customer', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/outbox'],
      ['POST', `/api/admin/outbox/${randomUUID()}/resend`],
    ] as const) {
      const guest = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
      expect(guest.statusCode, url).toBe(401);
      expect((await customer.request(method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(
        403,
      );
    }
  });

  it('the mail endpoints are admin routes for the route-access check (AC-01), like /api/admin/*', () => {
    for (const url of MAIL_ENDPOINTS) expect(accessFor(url)).toBe('admin');
    const listed = t.app.routeTable
      .filter((r) => accessFor(r.url) === 'admin')
      .map((r) => `${r.method} ${r.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/send-email',
        'POST /api/send-otp',
        'POST /api/send-welcome',
        'GET /api/admin/outbox',
        'POST /api/admin/outbox/:id/resend',
      ]),
    );
  });
});

describe('POST /api/send-email', () => {
  it('sends through the outbox and answers success with the Message-ID', async () => {
    const to = uniqueEmail('guest');
    const res = await admin.post('/api/send-email', {
      to,
      subject: 'Your custom dream catcher',
      htmlContent: '<p>It is ready!</p>',
      textContent: 'It is ready!',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsTo(to);
    expect(res.json()).toEqual({ success: true, messageId: `<outbox-${row!.id}@karigar>` });
    expect(row).toMatchObject({ kind: MAIL_KINDS.adminMessage, status: 'sent', provider: 'recording' });
    expect(t.mailer.lastTo(to)).toMatchObject({
      subject: 'Your custom dream catcher',
      html: '<p>It is ready!</p>',
      text: 'It is ready!',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when no transport takes it: success false with the reason, and the outbox keeps trying', async () => {
    t.mailer.failWith = () => new MailTransportError('recording', 'ECONNECTION: connection refused');
    const to = uniqueEmail('later');
    const res = await admin.post('/api/send-email', { to, subject: 'Hello', htmlContent: '<p>Hi</p>' });
    expect(res.statusCode).toBe(502);
    expect(res.json().success).toBe(false);
    expect(res.json().error).toContain('connection refused');
    expect(res.json().error).toContain('will be tried again');
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it.each([
    [{ subject: 'Hi', htmlContent: '<p>x</p>' }, 'to'],
    [{ to: 'not-an-email', subject: 'Hi', htmlContent: '<p>x</p>' }, 'to'],
    [{ to: 'a@example.in', subject: '  ', htmlContent: '<p>x</p>' }, 'subject'],
    [{ to: 'a@example.in', subject: 'x'.repeat(201), htmlContent: '<p>x</p>' }, 'subject'],
    [{ to: 'a@example.in', subject: 'Hi' }, 'htmlContent'],
    [{ to: 'a@example.in', subject: 'Hi', htmlContent: '' }, 'htmlContent'],
  ])('400 for %j (field %s), nothing queued', async (body, field) => {
    const before = (await t.db.db.select().from(emailOutbox)).length;
    const res = await admin.post('/api/send-email', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect((await t.db.db.select().from(emailOutbox)).length).toBe(before);
  });
});

describe('POST /api/send-otp and /api/send-welcome', () => {
  it('sends the sign-up code template', async () => {
    const email = uniqueEmail('otp');
    const res = await admin.post('/api/send-otp', { email, otp: '246810', type: 'signup' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, messageId: expect.stringMatching(/^<outbox-/) });
    const mail = t.mailer.lastTo(email)!;
    expect(mail.subject).toBe('Your Karigar verification code');
    expect(mail.text).toContain('246810');
  });

  it('sends the reset code template for type reset', async () => {
    const email = uniqueEmail('otp');
    await admin.post('/api/send-otp', { email, otp: '135791', type: 'reset' });
    expect(t.mailer.lastTo(email)?.subject).toBe('Your Karigar password reset code');
  });

  it.each([
    [{ email: 'a@example.in', otp: '12345' }, 'otp'],
    [{ email: 'a@example.in', otp: '12345a' }, 'otp'],
    [{ email: 'a@example.in', otp: '123456', type: 'magic' }, 'type'],
    [{ otp: '123456' }, 'email'],
  ])('400 for %j', async (body, field) => {
    const res = await admin.post('/api/send-otp', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('sends the welcome mail with the name escaped', async () => {
    const email = uniqueEmail('welcome');
    const res = await admin.post('/api/send-welcome', { email, name: '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const mail = t.mailer.lastTo(email)!;
    expect(mail.subject).toBe('Welcome to Karigar');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('400 for a welcome without an email', async () => {
    const res = await admin.post('/api/send-welcome', { name: 'Asha' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('email');
  });
});

describe('the outbox view', () => {
  it('lists emails newest first, by status, with counts', async () => {
    t.mailer.failWith = () => new MailTransportError('recording', '550 mailbox unavailable', true);
    const to = uniqueEmail('bounced');
    await admin.post('/api/send-email', { to, subject: 'Bounces', htmlContent: '<p>x</p>' });
    t.mailer.failWith = undefined;

    const all = await admin.get('/api/admin/outbox');
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page).toMatchObject({ page: 1, limit: 20 });
    expect(page.total).toBeGreaterThan(1);
    expect(page.counts.failed).toBeGreaterThanOrEqual(1);
    const created = page.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const failed = (await admin.get('/api/admin/outbox?status=failed')).json();
    const item = failed.items.find((i: { to: string }) => i.to === to);
    expect(item).toMatchObject({
      kind: MAIL_KINDS.adminMessage,
      subject: 'Bounces',
      status: 'failed',
      attempts: 1,
      maxAttempts: 6,
      lastError: 'recording: 550 mailbox unavailable',
      sentAt: null,
    });
    expect(failed.items.every((i: { status: string }) => i.status === 'failed')).toBe(true);
    expect(item).not.toHaveProperty('html');
  });

  it('400 for an unknown status or page', async () => {
    expect((await admin.get('/api/admin/outbox?status=lost')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/outbox?page=0')).statusCode).toBe(400);
  });

  it('resend: a failed email goes back to the queue and is sent', async () => {
    t.mailer.failWith = () => new MailTransportError('recording', '554 refused', true);
    const to = uniqueEmail('resend');
    await admin.post('/api/send-email', { to, subject: 'Again', htmlContent: '<p>x</p>' });
    t.mailer.failWith = undefined;
    const [row] = await rowsTo(to);
    expect(row!.status).toBe('failed');

    const res = await admin.post(`/api/admin/outbox/${row!.id}/resend`);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ id: row!.id, status: 'pending', attempts: 0 });
    // the resend woke the worker; drain in case it has not started yet
    await t.app.mailer.worker.drain();
    await vi.waitFor(async () =>
      expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', attempts: 1 }),
    );
    expect(t.mailer.lastTo(to)?.subject).toBe('Again');

    const again = await admin.post(`/api/admin/outbox/${row!.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only an email that failed can be sent again.');
  });

  it('resend: 404 for an unknown id, 400 for a malformed one', async () => {
    expect((await admin.post(`/api/admin/outbox/${randomUUID()}/resend`)).statusCode).toBe(404);
    expect((await admin.post('/api/admin/outbox/1/resend')).statusCode).toBe(400);
  });

  it('resend: a one-time code is never sent again', async () => {
    const email = uniqueEmail('code');
    await admin.post('/api/send-otp', { email, otp: '112233', type: 'signup' });
    const [row] = await rowsTo(email);
    // as if all its tries had failed
    await t.db.db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, row!.id));
    const resend = await admin.post(`/api/admin/outbox/${row!.id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error.message).toBe(
      'A one-time code is never sent again: ask for a new code instead.',
    );
  });
});

describe('account mail goes through the outbox', () => {
  it('sign-up code and welcome are outbox rows, sent, the code removed once sent', async () => {
    const email = uniqueEmail('outbox');
    const client = new TestClient(t);
    expect((await client.post('/api/account/sign-up', signUpBody(email))).statusCode).toBe(201);
    const code = await codeFor(t, email);
    expect(t.mailer.lastTo(email)?.html).toContain(code);
    expect((await client.post('/api/account/verify-email', { email, otp: code })).statusCode).toBe(200);

    const rows = await rowsTo(email);
    expect(rows.map((r) => [r.kind, r.status, r.provider]).sort()).toEqual([
      [MAIL_KINDS.signUpCode, 'sent', 'recording'],
      [MAIL_KINDS.welcome, 'sent', 'recording'],
    ]);
    const codeRow = rows.find((r) => r.kind === MAIL_KINDS.signUpCode)!;
    expect(codeRow.html).toBe(SCRUBBED_BODY);
    expect(JSON.stringify(codeRow)).not.toContain(code);
    expect(t.mailer.lastTo(email)?.subject).toBe('Welcome to Karigar');
  });

  it('sign-up while mail is down: the code stays in the outbox and follows on the retry (RE-02)', async () => {
    t.mailer.failWith = () => new MailTransportError('recording', 'ECONNECTION: connection refused');
    const email = uniqueEmail('down');
    const client = new TestClient(t);
    // better-auth does not pass a sending failure on: the answer is the usual one
    expect((await client.post('/api/account/sign-up', signUpBody(email))).statusCode).toBe(201);
    await mailSettled(t);
    t.mailer.failWith = undefined;
    expect(t.mailer.lastTo(email)).toBeUndefined();
    const [row] = await rowsTo(email);
    expect(row).toMatchObject({ kind: MAIL_KINDS.signUpCode, status: 'pending', attempts: 1 });

    // its retry falls due (30 s later), and the worker sends it
    await t.db.db.update(emailOutbox).set({ nextAttemptAt: new Date() }).where(eq(emailOutbox.id, row!.id));
    await t.app.mailer.worker.drain();
    const code = await vi.waitFor(() => codeFor(t, email));
    expect((await client.post('/api/account/verify-email', { email, otp: code })).statusCode).toBe(200);
  });
});
