import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';
import type { SmtpSink } from '../../testing/fakes.ts';
import { buildSmtpTestApp } from '../../testing/smtp-app.ts';

/**
 * Issue 19 item 3: the customer hears of shipped, delivered, returned and refunded once each, through the
 * outbox and a real SMTP server (smtp-server on 127.0.0.1).
 */

let sink: SmtpSink;
let t: TestApp;
let admin: TestClient;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, sink, admin, close } = await buildSmtpTestApp());
});
afterAll(() => close());

describe('order operation mails over SMTP', () => {
  it('shipped (with the tracking number), delivered, returned and refunded arrive once each', async () => {
    const productId = await makeProduct(t.db.db, { price: 70_000, stock: 5, name: 'Madhubani panel' });
    const body = orderBody([{ productId, quantity: 1 }]);
    const { order } = (await placeOrder(t, body)).json();
    const patch = (status: string, extra = {}) =>
      admin.request('PATCH', `/api/admin/orders/${order.id}`, { status, ...extra });

    expect(
      (await patch('shipped', { shipment: { courier: 'India Post', trackingNumber: 'EK123456789IN' } }))
        .statusCode,
    ).toBe(200);
    expect((await patch('delivered')).statusCode).toBe(200);
    const { lines } = (await admin.get(`/api/admin/orders/${order.id}`)).json().order;
    const returned = await admin.post(`/api/admin/orders/${order.id}/returns`, {
      lines: [{ itemId: lines[0].itemId, quantity: 1 }],
      reason: 'Frame cracked',
      resaleable: false,
    });
    expect(returned.statusCode, returned.body).toBe(201);
    const refunded = await admin.post(`/api/admin/orders/${order.id}/refunds`, {
      amount: 70_000,
      note: 'Returned',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);

    const subjects = () =>
      sink.received
        .filter((m) => m.rcptTo.includes(body.customer.email))
        .map((m) => m.subject)
        .filter((s) => !s.includes('Order Confirmed') && !s.includes('confirmed'));
    await expect.poll(() => subjects().length, { timeout: 15_000 }).toBe(4);
    const mine = subjects();
    expect(mine.filter((s) => s.includes('is on its way'))).toHaveLength(1);
    expect(mine.filter((s) => s.includes('has been delivered'))).toHaveLength(1);
    expect(mine.filter((s) => s.includes('received your return'))).toHaveLength(1);
    expect(mine.filter((s) => s.includes('Your refund'))).toHaveLength(1);
    const shipped = sink.received.find((m) => m.subject.includes('is on its way'))!;
    expect(shipped.text).toContain('EK123456789IN');
    // Nothing more arrives later (each mail once).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(subjects()).toHaveLength(4);
  });

  it('a paid online order cancelled with its refund (decision 027): cancelled and refunded arrive once each', async () => {
    const productId = await makeProduct(t.db.db, { price: 60_000, stock: 5, name: 'Pichwai print' });
    const body = orderBody([{ productId, quantity: 1 }], { paymentMethod: 'online' });
    const { order } = (await placeOrder(t, body)).json();
    const paid = await admin.post(`/api/payments/sandbox/${order.payment.paymentId}/complete`, {
      outcome: 'success',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const cancelled = await admin.request('PATCH', `/api/admin/orders/${order.id}`, {
      status: 'cancelled',
      refund: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const subjects = () =>
      sink.received
        .filter((m) => m.rcptTo.includes(body.customer.email))
        .map((m) => m.subject)
        .filter((s) => s.includes('has been cancelled') || s.includes('Your refund'));
    await expect.poll(() => subjects().length, { timeout: 15_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(subjects().sort()).toEqual([
      expect.stringContaining('Your order'),
      expect.stringContaining('Your refund'),
    ]);
  });
});
