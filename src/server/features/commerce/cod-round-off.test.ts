import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaxLine } from '#shared/gst/tax.ts';
import type { OrderDetail } from '#shared/orders/order.schemas.ts';
import { DEFAULT_SHIPPING_SETTINGS } from '#shared/shipping/shipping.ts';
import { creditNotes, emailOutbox, invoices, orderItems, orders } from '../../db/schema/index.ts';
import { createAdmin, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';
import { parcelOf } from './shipping/shipments.service.ts';

/*
 * Audit D-m14 (decision 085): a cash-on-delivery total is collected in whole rupees. A percentage coupon on ₹1,498
 * leaves ₹1,348.20; the courier collects ₹1,348 and the 20 paise are a "Round off" line of their own: on the order,
 * its mails, its invoice (no supply, no tax) and the credit notes that take it back.
 */

const t = setUpTestApp();
let admin: TestClient;
let diya: number; // ₹1,498
let tenOff: string;

beforeAll(async () => {
  admin = await createAdmin(t);
  diya = await makeProduct(t.db.db, { price: 149_800, stock: 50, name: 'Brass diya' });
  tenOff = `TEN${Date.now().toString(36).toUpperCase()}`;
  const coupon = await admin.post('/api/admin/coupons', { code: tenOff, kind: 'percent', value: 10 });
  expect(coupon.statusCode, coupon.body).toBe(201);
});

/** A COD order of one ₹1,498 diya with 10% off: ₹1,348.20 due, free shipping. */
async function roundedOrder(): Promise<OrderDetail> {
  const placed = await placeOrder(t, orderBody([{ productId: diya, quantity: 1 }], { couponCode: tenOff }));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order;
}

const invoiceOf = async (orderId: string) =>
  (await t.db.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!;
const notesOf = (orderId: string) =>
  t.db.db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.issuedAt));
const grossOf = (lines: ReadonlyArray<{ gross: number }>) => lines.reduce((sum, l) => sum + l.gross, 0);

describe('a COD total in whole rupees (audit D-m14)', () => {
  it('the order, its invoice and its mails carry ₹1,348 and a round-off line of −₹0.20', async () => {
    const order = await roundedOrder();
    expect(order).toMatchObject({ subtotal: 149_800, discount: 14_980, roundOff: -20, total: 134_800 });

    const invoice = await invoiceOf(order.id);
    expect(invoice).toMatchObject({ total: 134_800, roundOff: -20 });
    // The round-off is no supply: the lines and their taxes add up to the amount before it.
    expect(grossOf(invoice.lines)).toBe(134_820);
    expect(invoice.taxable + invoice.cgst + invoice.sgst + invoice.igst).toBe(134_820);
    const page = await admin.get(`/api/orders/${order.id}/invoice`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Round off (no tax): −₹0.20');
    expect(page.body).toContain('Total: <strong>₹1,348</strong>');
    expect(page.body).toContain('Rupees One Thousand Three Hundred Forty-Eight Only');

    const mails = await t.db.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, order.customer.email), eq(emailOutbox.kind, 'order-confirmation')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Round off: −₹0.20');
    expect(mails[0]!.text).not.toContain('₹1,348.20');
  });

  it('fifty paise round up; the same cart paid online keeps its paise', async () => {
    const frame = await makeProduct(t.db.db, { price: 150_500, stock: 5 });
    const cod = (
      await placeOrder(t, orderBody([{ productId: frame, quantity: 1 }], { couponCode: tenOff }))
    ).json().order as OrderDetail;
    expect(cod).toMatchObject({ roundOff: 50, total: 135_500 }); // ₹1,354.50 → ₹1,355
    const online = (
      await placeOrder(
        t,
        orderBody([{ productId: frame, quantity: 1 }], { couponCode: tenOff, paymentMethod: 'online' }),
      )
    ).json().order as OrderDetail;
    expect(online).toMatchObject({ roundOff: 0, total: 135_450 });
  });

  it('cancelled: one credit note takes back what was paid, the round-off with it', async () => {
    const order = await roundedOrder();
    const res = await admin.request('PATCH', `/api/admin/orders/${order.id}`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const [note, ...more] = await notesOf(order.id);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ total: 134_800, roundOff: -20 });
    expect(grossOf(note!.lines)).toBe(134_820);
    const page = (await admin.get(`/api/orders/${order.id}/invoice`)).body;
    expect(page).toContain('Credited: <strong>₹1,348</strong>');
  });

  it('refunded in two parts: the notes add up to what was paid, and every line is credited in full', async () => {
    const order = await roundedOrder();
    expect(
      (await admin.request('PATCH', `/api/admin/orders/${order.id}`, { status: 'delivered' })).statusCode,
    ).toBe(200);
    const refund = (amount: number) =>
      admin.post(`/api/admin/orders/${order.id}/refunds`, { amount, note: 'Paid back by UPI' });
    expect((await refund(50_000)).statusCode).toBe(201);
    const over = await refund(84_801);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({ amount: 'At most ₹848 can be refunded' });
    expect((await refund(84_800)).statusCode).toBe(201);

    const notes = await notesOf(order.id);
    expect(notes.map((n) => [n.total, n.roundOff])).toEqual([
      [50_000, 0],
      [84_800, -20],
    ]);
    const invoice = await invoiceOf(order.id);
    const credited = invoice.lines.map(() => 0);
    for (const n of notes)
      for (const l of n.lines as Array<TaxLine & { line: number }>) credited[l.line]! += l.gross;
    expect(credited).toEqual(invoice.lines.map((l) => l.gross));
  });

  it("the courier's parcel asks for the rounded total: 20 paise down ride on the discount", async () => {
    const placed = await roundedOrder();
    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, placed.id));
    const items = await t.db.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    const parcel = parcelOf(order!, items, DEFAULT_SHIPPING_SETTINGS);
    // Shiprocket's total, what COD collects: sub_total + shipping + COD charge + gift wrap − discount.
    const collects =
      parcel.subtotal + parcel.shippingCharges + parcel.codFee + (parcel.giftWrap ?? 0) - parcel.discount;
    expect(collects).toBe(134_800);
    expect(parcel.discount).toBe(14_980 + 20);
  });
});
