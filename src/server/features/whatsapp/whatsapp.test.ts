import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WHATSAPP_TEXTS } from '#shared/whatsapp/whatsapp.ts';
import { emailOutbox, orders, whatsappConsents } from '../../db/schema/index.ts';
import { LANG_HEADER } from '../../lib/language.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';
import { WhatsAppService } from './whatsapp.service.ts';
import {
  type GraphApi,
  notification,
  signedWebhook,
  startGraphApi,
  WHATSAPP_TEST_ENV,
} from './whatsapp-test-support.ts';

/**
 * Issue 24 through the real app on a real database, the Cloud API provider talking to a local server that
 * plays the Graph API; the app's WhatsApp outbox worker runs as in production (woken after each order change).
 */

let graph: GraphApi;
let t: TestApp;
let admin: TestClient;
let productId: number;

beforeAll(async () => {
  graph = await startGraphApi();
  t = await buildTestApp({
    // The approved templates have Hindi translations ('hi'): an order from a Hindi page uses them.
    config: testConfig({ ...WHATSAPP_TEST_ENV, WHATSAPP_TEMPLATE_LANGUAGE_HI: 'hi' }),
    whatsapp: { graphApi: graph.url },
  });
  admin = await createAdmin(t);
  productId = await makeProduct(t.db.db, { price: 149_900, stock: 1000, name: 'Lippan mirror' });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});
beforeEach(async () => {
  graph.requests.length = 0;
  graph.mode = 'ok';
  await turnOn();
});

let phoneSeq = 0;
const RUN = String(Date.now() % 1e5).padStart(5, '0');
/** A phone of its own per test: consent belongs to the number. */
function newPhone() {
  phoneSeq += 1;
  return `9${RUN}${String(phoneSeq).padStart(4, '0')}`;
}

const turnOn = (events = ['confirmed', 'shipped', 'out_for_delivery', 'delivered']) =>
  admin.request('PUT', '/api/admin/whatsapp', { enabled: true, events });

async function order(phone: string, whatsappUpdates?: boolean, client?: TestClient, lang?: 'hi') {
  const body = orderBody([{ productId, quantity: 1 }], {
    customer: customer({ phone, fullName: 'Meera Iyer' }),
    ...(whatsappUpdates === undefined ? {} : { whatsappUpdates }),
  });
  const res = lang
    ? await (client ?? new TestClient(t)).post('/api/orders', body, {
        'idempotency-key': randomUUID(),
        [LANG_HEADER]: lang,
      })
    : await placeOrder(t, body, client ? { client } : {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: string; orderNumber: string };
}

/** The order updates to a number (the opt-in questions apart: `questionsTo`). */
const messagesTo = async (phone: string) =>
  (
    await t.db.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.channel, 'whatsapp'), eq(emailOutbox.toAddress, `91${phone}`)))
  ).filter((r) => !r.kind.startsWith('whatsapp-opt-in-'));

/** The opt-in questions to a number (review 2026-11-29 L8). */
const questionsTo = async (phone: string) =>
  (
    await t.db.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.channel, 'whatsapp'), eq(emailOutbox.toAddress, `91${phone}`)))
      // In the order they were queued: PostgreSQL returns updated rows in no particular order.
      .orderBy(asc(emailOutbox.createdAt))
  ).filter((r) => r.kind.startsWith('whatsapp-opt-in-'));

const consentOf = async (phone: string) =>
  (await t.db.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone)))[0];

/** Every WhatsApp row has had its try: none waits for its first, none is being sent. */
async function drain() {
  const waiting = async () =>
    (await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.channel, 'whatsapp'))).filter(
      (r) => r.status === 'sending' || (r.status === 'pending' && r.attempts === 0),
    ).length;
  await expect.poll(waiting, { timeout: 10_000 }).toBe(0);
}

const ship = (id: string, shipment: object) =>
  admin.request('PATCH', `/api/admin/orders/${id}`, { status: 'shipped', shipment });

/** A reply from a number, as Meta posts it: the opt-in template's quick-reply button, or typed text. */
const reply = (phone: string, text: string, type: 'button' | 'text' = 'button') =>
  notification({
    contacts: [{ profile: { name: 'Meera' }, wa_id: `91${phone}` }],
    messages: [
      {
        from: `91${phone}`,
        id: `wamid.in-${randomUUID()}`,
        timestamp: '1764236400',
        type,
        ...(type === 'button' ? { button: { text, payload: text } } : { text: { body: text } }),
      },
    ],
  });

/**
 * Review 2026-11-29 L8: a ticked order asks the number's owner on WhatsApp; their YES opts the number in. The
 * requests the stand-in Graph API saw are cleared after.
 */
async function optIn(phone: string, client?: TestClient) {
  await order(phone, true, client);
  await drain();
  expect((await postWebhook(reply(phone, 'YES'))).statusCode).toBe(200);
  expect(await consentOf(phone)).toMatchObject({ optedIn: true, source: 'checkout' });
  graph.requests.length = 0;
}

function postWebhook(payload: object, signature?: string) {
  const signed = signedWebhook(payload);
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? signed.signature },
    payload: signed.body,
  });
}

describe('opt-in at checkout', () => {
  it('no message without the box ticked, for any event', async () => {
    const phone = newPhone();
    const placed = await order(phone);
    expect((await ship(placed.id, { courier: 'Delhivery', trackingNumber: 'DL1' })).statusCode).toBe(200);
    await drain();
    expect(await messagesTo(phone)).toEqual([]);
    expect(await consentOf(phone)).toBeUndefined();
    expect(graph.requests).toEqual([]);
  });

  it('a ticked box asks the number first; after its YES the consent is kept with its time, and confirmed and shipped (tracking link) are sent once each', async () => {
    const phone = newPhone();
    const before = Date.now();
    await optIn(phone);
    expect((await consentOf(phone))!.changedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const placed = await order(phone, true);
    // Opted in already: no second question.
    expect(await questionsTo(phone)).toHaveLength(1);

    const link = 'https://www.delhivery.com/track/package/DL99887766';
    expect(
      (await ship(placed.id, { courier: 'Delhivery', trackingNumber: 'DL99887766', trackingUrl: link }))
        .statusCode,
    ).toBe(200);
    // The same status again writes nothing, so no second message either.
    expect(
      (await admin.request('PATCH', `/api/admin/orders/${placed.id}`, { status: 'shipped' })).statusCode,
    ).toBe(200);
    await drain();

    const rows = await messagesTo(phone);
    expect(rows.map((r) => [r.kind, r.status]).sort()).toEqual([
      ['whatsapp-confirmed', 'sent'],
      ['whatsapp-shipped', 'sent'],
    ]);
    const bodies = graph.requests.map((r) => r.body);
    expect(bodies.map((b) => b.template.name)).toEqual(['order_confirmed', 'order_shipped']);
    expect(bodies[0]!.template.components![0]!.parameters.map((p) => p.text)).toEqual([
      'Meera',
      placed.orderNumber,
      '₹1,499',
    ]);
    expect(bodies[1]!.template.components![0]!.parameters.map((p) => p.text)).toEqual([
      'Meera',
      placed.orderNumber,
      'Delhivery',
      link,
    ]);
    expect(bodies.every((b) => b.to === `91${phone}`)).toBe(true);
    const shipped = rows.find((r) => r.kind === 'whatsapp-shipped')!;
    expect(shipped.messageId).toMatch(/^wamid\./);

    // The admin's outbox view lists it beside mail, with its channel and preview.
    const outbox = (await admin.get('/api/admin/outbox?limit=100')).json();
    const item = outbox.items.find((i: { id: string }) => i.id === shipped.id);
    expect(item).toMatchObject({ channel: 'whatsapp', status: 'sent', subject: 'order_shipped' });
    expect(item.preview).toContain(link);
  });

  it('only the events the admin chose send; the channel turned off sends nothing and offers no box', async () => {
    expect((await turnOn(['delivered'])).statusCode).toBe(200);
    const phone = newPhone();
    const placed = await order(phone, true);
    await ship(placed.id, { courier: 'India Post', trackingNumber: 'EK1IN' });
    await drain();
    expect(await messagesTo(phone)).toEqual([]);

    expect(
      (await admin.request('PUT', '/api/admin/whatsapp', { enabled: false, events: ['delivered'] }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/whatsapp/status' })).json()).toEqual({
      available: false,
    });
    const other = newPhone();
    await order(other, true);
    expect(await consentOf(other)).toBeUndefined();
    await admin.request('PATCH', `/api/admin/orders/${placed.id}`, { status: 'delivered' });
    await drain();
    expect(await messagesTo(phone)).toEqual([]);
  });
});

describe('L8: the number confirms', () => {
  it("L8: opting in someone else's number sends them no order update until they confirm", async () => {
    const victim = newPhone();
    // Anyone can type any number and a name of their choosing at checkout.
    const lure = 'Your KYC is blocked, call 1800-000-000 now';
    const body = orderBody([{ productId, quantity: 1 }], {
      customer: customer({ phone: victim, fullName: lure }),
      whatsappUpdates: true,
    });
    const res = await placeOrder(t, body);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().order as { id: string };
    await ship(placed.id, { courier: 'Delhivery', trackingNumber: 'DL-L8' });
    await drain();
    // One message: the approved question, with nothing anyone typed in it; no order update, no consent.
    expect(graph.requests.map((r) => [r.body.to, r.body.template.name])).toEqual([
      [`91${victim}`, 'order_updates_opt_in'],
    ]);
    expect(graph.requests[0]!.body.template.components ?? []).toEqual([]);
    expect(JSON.stringify(graph.requests)).not.toContain('KYC');
    expect(await messagesTo(victim)).toEqual([]);
    expect(await consentOf(victim)).toBeUndefined();

    // A YES from another number counts for nothing.
    await postWebhook(reply(newPhone(), 'YES'));
    expect(await consentOf(victim)).toBeUndefined();
    await admin.request('PATCH', `/api/admin/orders/${placed.id}`, { status: 'out_for_delivery' });
    await drain();
    expect(await messagesTo(victim)).toEqual([]);

    // The owner's YES: from then on the updates go.
    expect((await postWebhook(reply(victim, 'YES'))).statusCode).toBe(200);
    expect(await consentOf(victim)).toMatchObject({ optedIn: true, source: 'checkout' });
    await admin.request('PATCH', `/api/admin/orders/${placed.id}`, { status: 'delivered' });
    await drain();
    expect((await messagesTo(victim)).map((r) => r.kind)).toEqual(['whatsapp-delivered']);
  });

  it("L8: a number is asked at most twice a day, counted in the database; after its STOP a stranger's tick asks nothing", async () => {
    const phone = newPhone();
    for (let i = 0; i < 4; i++) await order(phone, true);
    await drain();
    expect(await questionsTo(phone)).toHaveLength(2);
    expect(graph.requests.filter((r) => r.body.to === `91${phone}`)).toHaveLength(2);

    const stopped = newPhone();
    await order(stopped, true);
    await drain();
    await postWebhook(reply(stopped, 'STOP', 'text'));
    expect(await consentOf(stopped)).toMatchObject({ optedIn: false, source: 'stop-reply' });
    await order(stopped, true);
    await drain();
    expect(await questionsTo(stopped)).toHaveLength(1);
    // A YES to the question asked before the STOP still counts: it is the owner's own answer.
    await postWebhook(reply(stopped, 'YES'));
    expect(await consentOf(stopped)).toMatchObject({ optedIn: true });
  });
});

describe('a Hindi order (issue 25)', () => {
  it('gets its messages in the templates’ Hindi translation, Hindi words and the /hi tracking page in the parameters; an English order stays English', async () => {
    const phone = newPhone();
    await optIn(phone);
    const placed = await order(phone, true, undefined, 'hi');
    await ship(placed.id, { courier: 'India Post', trackingNumber: 'EK123IN' });
    await drain();
    const bodies = graph.requests.map((r) => r.body);
    expect(bodies.map((b) => [b.template.name, b.template.language.code])).toEqual([
      ['order_confirmed', 'hi'],
      ['order_shipped', 'hi'],
    ]);
    expect(bodies[1]!.template.components![0]!.parameters.map((p) => p.text)).toEqual([
      'Meera',
      placed.orderNumber,
      'India Post',
      `http://localhost:3000/hi/track-order?order=${placed.orderNumber}`,
    ]);

    graph.requests.length = 0;
    const english = newPhone();
    await optIn(english);
    await order(english, true);
    await drain();
    expect(graph.requests.map((r) => r.body.template.language.code)).toEqual(['en']);
  });
});

describe('delivery through the outbox', () => {
  it('a throttled message is tried again after its back-off; a refused template then fails at once; the order stands', async () => {
    const phone = newPhone();
    await optIn(phone);
    graph.mode = 'throttled';
    const placed = await order(phone, true);
    await drain();
    let [row] = await messagesTo(phone);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('130429');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    graph.mode = 'template-missing';
    await t.db.db.update(emailOutbox).set({ nextAttemptAt: new Date() }).where(eq(emailOutbox.id, row!.id));
    t.app.whatsapp.nudge();
    await expect.poll(async () => (await messagesTo(phone))[0]!.status).toBe('failed');
    [row] = await messagesTo(phone);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row!.lastError).toContain('132001');
    const detail = (await admin.get(`/api/admin/orders/${placed.id}`)).json().order;
    expect(detail.status).toBe('confirmed');
  });
});

describe('status webhooks', () => {
  async function sentMessage() {
    const phone = newPhone();
    await optIn(phone);
    await order(phone, true);
    await drain();
    const [row] = await messagesTo(phone);
    expect(row!.status).toBe('sent');
    return { phone, row: row! };
  }
  const statuses = (id: string, status: string, extra: object = {}) =>
    notification({
      statuses: [{ id, status, timestamp: '1764236400', recipient_id: '919876543210', ...extra }],
    });

  it('a bad or missing signature is refused and changes nothing', async () => {
    const { row, phone } = await sentMessage();
    const forged = signedWebhook(statuses(row.messageId!, 'failed'), 'not-the-app-secret').signature;
    expect((await postWebhook(statuses(row.messageId!, 'failed'), forged)).statusCode).toBe(401);
    expect((await postWebhook(statuses(row.messageId!, 'failed'), '')).statusCode).toBe(401);
    const stop = notification({
      messages: [{ from: `91${phone}`, id: 'wamid.in1', type: 'text', text: { body: 'STOP' } }],
    });
    expect((await postWebhook(stop, forged)).statusCode).toBe(401);
    const [after] = await messagesTo(phone);
    expect(after).toMatchObject({ status: 'sent', deliveryStatus: null });
    expect(await consentOf(phone)).toMatchObject({ optedIn: true });
  });

  it('sent, delivered and read move the message forward, never back; failed fails it with the reason', async () => {
    const { row, phone } = await sentMessage();
    expect((await postWebhook(statuses(row.messageId!, 'delivered'))).statusCode).toBe(200);
    expect((await postWebhook(statuses(row.messageId!, 'sent'))).statusCode).toBe(200);
    expect((await messagesTo(phone))[0]).toMatchObject({ status: 'sent', deliveryStatus: 'delivered' });
    await postWebhook(statuses(row.messageId!, 'read'));
    expect((await messagesTo(phone))[0]!.deliveryStatus).toBe('read');

    const other = await sentMessage();
    await postWebhook(
      statuses(other.row.messageId!, 'failed', {
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      }),
    );
    expect((await messagesTo(other.phone))[0]).toMatchObject({
      status: 'failed',
      deliveryStatus: 'failed',
      lastError: '131026 Message undeliverable',
    });
  });

  it('a STOP reply ends the consent: the next event sends nothing', async () => {
    const phone = newPhone();
    await optIn(phone);
    const placed = await order(phone, true);
    const stop = notification({
      contacts: [{ profile: { name: 'Meera' }, wa_id: `91${phone}` }],
      messages: [
        {
          from: `91${phone}`,
          id: 'wamid.in2',
          timestamp: '1764236400',
          type: 'text',
          text: { body: 'Stop' },
        },
      ],
    });
    expect((await postWebhook(stop)).statusCode).toBe(200);
    expect(await consentOf(phone)).toMatchObject({ optedIn: false, source: 'stop-reply' });
    await ship(placed.id, { courier: 'Delhivery', trackingNumber: 'DL5' });
    await drain();
    expect((await messagesTo(phone)).map((r) => r.kind)).toEqual(['whatsapp-confirmed']);
  });

  it('the GET handshake answers the challenge for the verify token, 403 otherwise', async () => {
    const query = (token: string) =>
      `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const ok = await t.app.inject({ method: 'GET', url: query(WHATSAPP_TEST_ENV.WHATSAPP_VERIFY_TOKEN) });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await t.app.inject({ method: 'GET', url: query('wrong') })).statusCode).toBe(403);
  });
});

describe('My Account', () => {
  it("lists the numbers on the customer's orders; one tap turns one off; another's number is refused", async () => {
    const shopper = await createCustomer(t);
    const phone = newPhone();
    await optIn(phone, shopper);
    const listed = (await shopper.get('/api/me/whatsapp')).json();
    expect(listed.available).toBe(true);
    expect(listed.phones).toEqual([
      expect.objectContaining({ phone, optedIn: true, source: 'checkout', awaitingConfirmation: false }),
    ]);

    const off = await shopper.request('PUT', '/api/me/whatsapp', { phone, optedIn: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().phones[0]).toMatchObject({ phone, optedIn: false, source: 'account' });
    expect(await consentOf(phone)).toMatchObject({ optedIn: false, source: 'account' });

    // On again: the number is asked on WhatsApp first (review 2026-11-29 L8), and on once it answers YES.
    const on = await shopper.request('PUT', '/api/me/whatsapp', { phone, optedIn: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().phones[0]).toMatchObject({ phone, optedIn: false, awaitingConfirmation: true });
    await drain();
    expect((await questionsTo(phone)).map((q) => q.kind)).toEqual([
      'whatsapp-opt-in-checkout',
      'whatsapp-opt-in-account',
    ]);
    await postWebhook(reply(phone, 'Yes', 'text'));
    expect(await consentOf(phone)).toMatchObject({ optedIn: true, source: 'account' });
    expect((await shopper.get('/api/me/whatsapp')).json().phones[0]).toMatchObject({
      optedIn: true,
      awaitingConfirmation: false,
    });
    // A third question the same day is refused, naming the field.
    await shopper.request('PUT', '/api/me/whatsapp', { phone, optedIn: false });
    const third = await shopper.request('PUT', '/api/me/whatsapp', { phone, optedIn: true });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.fields.phone).toBe(WHATSAPP_TEXTS.optInLimited);

    const foreign = await shopper.request('PUT', '/api/me/whatsapp', { phone: '9123456789', optedIn: true });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.phone).toBe(WHATSAPP_TEXTS.notYourPhone);
    const bad = await shopper.request('PUT', '/api/me/whatsapp', { phone: '12345', optedIn: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phone).toBe(WHATSAPP_TEXTS.invalidPhone);
    expect((await new TestClient(t).get('/api/me/whatsapp')).statusCode).toBe(401);
  });
});

describe('the admin', () => {
  it('sees the provider and each template with its parameters, and sends a test message', async () => {
    const view = (await admin.get('/api/admin/whatsapp')).json();
    expect(view).toMatchObject({ provider: 'cloud', enabled: true, testTemplate: 'hello_world' });
    expect(view.templates[1]).toEqual({
      event: 'shipped',
      name: 'order_shipped',
      language: 'en',
      parameters: ['customer name', 'order number', 'courier', 'tracking link'],
    });
    const sent = await admin.post('/api/admin/whatsapp/test', { phone: '9876501234' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(graph.requests.at(-1)!.body).toMatchObject({
      to: '919876501234',
      template: { name: 'hello_world' },
    });

    graph.mode = 'token-expired';
    const refused = await admin.post('/api/admin/whatsapp/test', { phone: '9876501234' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ status: 'failed' });
    expect(refused.json().message).toContain('code 190');
  });

  it('settings are validated and admin-only', async () => {
    const bad = await admin.request('PUT', '/api/admin/whatsapp', { enabled: true, events: ['packed'] });
    expect(bad.statusCode).toBe(400);
    const shopper = await createCustomer(t);
    expect((await shopper.get('/api/admin/whatsapp')).statusCode).toBe(403);
    expect((await shopper.post('/api/admin/whatsapp/test', { phone: '9876501234' })).statusCode).toBe(403);
  });
});

describe('two server processes claiming', () => {
  it('each order event is one message, sent once, whoever claims it', async () => {
    const phones = Array.from({ length: 12 }, newPhone);
    for (const phone of phones) await optIn(phone);
    // The app's own worker stops: the confirmations placed below wait for a and b.
    await t.app.whatsapp.stop();
    // Two more services on the same database, as two processes would be.
    const config = testConfig({ ...WHATSAPP_TEST_ENV }).whatsapp;
    const log = { info() {}, warn() {}, error() {} };
    const [a, b] = [0, 1].map(
      () =>
        new WhatsAppService({
          db: t.db.db,
          config,
          publicUrl: 'http://localhost:3000',
          log,
          graphApi: graph.url,
          pollMs: 0,
        }),
    );
    graph.delayMs = 5;
    const placedIds: string[] = [];
    for (const phone of phones) placedIds.push((await order(phone, true)).id);
    // Both processes see every confirmation again (a retried request, a replayed event): still one row each.
    const rows = await t.db.db.select().from(orders);
    const mine = rows.filter((r) => placedIds.includes(r.id));
    await Promise.all(
      [a!, b!].flatMap((service) =>
        mine.map((row) => t.db.db.transaction((tx) => service.statusChanged(tx, row, 'confirmed'))),
      ),
    );
    const [sentByA, sentByB] = await Promise.all([a!.worker!.drain(), b!.worker!.drain()]);
    graph.delayMs = 0;
    expect(sentByA + sentByB).toBe(12);
    expect(graph.requests).toHaveLength(12);
    expect(new Set(graph.requests.map((r) => r.body.to)).size).toBe(12);
    for (const phone of phones) {
      const [only, ...more] = await messagesTo(phone);
      expect(more).toEqual([]);
      expect(only).toMatchObject({ kind: 'whatsapp-confirmed', status: 'sent', attempts: 1 });
    }
  });
});

describe('without configuration', () => {
  it('the channel is off: no box, ticked orders place as before, nothing is queued', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/whatsapp/status' })).json()).toEqual({
        available: false,
      });
      const id = await makeProduct(plain.db.db, { price: 50_000, stock: 5 });
      const res = await placeOrder(
        plain,
        orderBody([{ productId: id, quantity: 1 }], { whatsappUpdates: true }),
      );
      expect(res.statusCode).toBe(201);
      expect(await plain.db.db.select().from(emailOutbox).where(eq(emailOutbox.channel, 'whatsapp'))).toEqual(
        [],
      );
      expect(await plain.db.db.select().from(whatsappConsents)).toEqual([]);
      const webhook = await plain.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload: {} });
      expect(webhook.statusCode).toBe(404);
      const plainAdmin = await createAdmin(plain);
      const on = await plainAdmin.request('PUT', '/api/admin/whatsapp', {
        enabled: true,
        events: ['shipped'],
      });
      expect(on.statusCode).toBe(409);
      expect((await plainAdmin.get('/api/admin/whatsapp')).json()).toMatchObject({
        provider: null,
        enabled: false,
      });
    } finally {
      await plain.close();
    }
  });
});
