import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { indiaDay } from '#shared/format/dates.ts';
import { GST_MESSAGES, type GstRatesView } from '#shared/gst/gst.ts';
import { creditNotes, invoices, products } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

const t = setUpTestApp();
let admin: TestClient;
let buyer: TestClient;
beforeAll(async () => {
  [admin, buyer] = await Promise.all([createAdmin(t), createCustomer(t)]);
});
afterEach(() => vi.useRealTimers());

/** Moves the server's clock (Date only: timers and the database keep running). */
function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

/** A COD order of one candle (Candles: HSN 3406, no rate of its own) shipped within Karnataka. */
async function candleOrder(productId: number) {
  const res = await placeOrder(
    t,
    orderBody([{ productId, quantity: 1 }], { customer: customer({ state: 'Karnataka' }) }),
    { client: buyer },
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json().order;
  const [invoice] = await t.db.db.select().from(invoices).where(eq(invoices.orderId, order.id));
  return { order, invoice: invoice! };
}

async function exportRows(month: string, file: string) {
  const res = await admin.get(`/api/admin/gst/export/${month}/${file}.csv`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

describe('dated GST rates (decision 051)', () => {
  it('an order on each side of 22 Sep 2025 (India time): 12% until 21 Sep, 5% from 22 Sep; its credit note keeps 12%', async () => {
    const candle = await makeProduct(t.db.db, { price: 11_200, stock: 10 });

    at('2025-09-21T18:29:00Z'); // 23:59 on 21 Sep in India
    const before = await candleOrder(candle);
    expect(before.invoice.lines[0]).toMatchObject({ hsn: '3406', rate: 12, gross: 11_200, taxable: 10_000 });
    expect(before.invoice.cgst + before.invoice.sgst).toBe(before.order.total - before.invoice.taxable);

    at('2025-09-21T18:31:00Z'); // 00:01 on 22 Sep in India
    const after = await candleOrder(candle);
    expect(after.invoice.lines[0]).toMatchObject({ hsn: '3406', rate: 5, gross: 11_200, taxable: 10_667 });
    expect(after.invoice.lines.every((l) => l.rate === 5)).toBe(true);

    // Cancelled in October, under the new rates: the credit note takes back what was invoiced, at 12%.
    at('2025-10-05T06:00:00Z');
    const cancelled = await admin.request('PATCH', `/api/admin/orders/${before.order.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [note] = await t.db.db.select().from(creditNotes).where(eq(creditNotes.orderId, before.order.id));
    expect(note!.total).toBe(before.order.total);
    expect(note!.lines.map((l) => l.rate)).toEqual(before.invoice.lines.map((l) => l.rate));
    expect(note!.lines[0]).toMatchObject({ rate: 12, taxable: 10_000 });
    vi.useRealTimers();

    // The month's export: one B2C row per rate, and the October credit note at 12%.
    const b2c = await exportRows('2025-09', 'b2c');
    expect(b2c.filter((l) => l.startsWith('29-Karnataka,12,'))).toHaveLength(1);
    expect(b2c.filter((l) => l.startsWith('29-Karnataka,5,'))).toHaveLength(1);
    // ₹112 of candle and ₹50 of shipping at the candle's 12%: ₹162 of which ₹144.64 taxable.
    expect(b2c).toContain('29-Karnataka,12,144.64,0.00,8.68,8.68,162.00');
    const hsn = await exportRows('2025-09', 'hsn');
    expect(hsn.filter((l) => l.startsWith('3406,')).map((l) => l.split(',')[4])).toEqual(['5', '12']);
    const notes = await exportRows('2025-10', 'credit-notes');
    expect(notes.filter((l) => l.includes(before.invoice.number)).map((l) => l.split(',')[7])).toContain(
      '12',
    );
  });

  it('the admin adds a change ahead: orders before its day keep the rate, orders from it take the new one', async () => {
    const candle = await makeProduct(t.db.db, { price: 11_800, stock: 10, name: 'Beeswax taper' });
    const inTwoDays = indiaDay(new Date(Date.now() + 2 * 86_400_000));
    const added = await admin.post('/api/admin/gst/rates', {
      hsn: '3406',
      rate: 18,
      effectiveFrom: inTwoDays,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe(GST_MESSAGES.rateChangeAdded);

    const view = (await admin.get('/api/admin/gst/rates')).json() as GstRatesView;
    expect(view.table).toContainEqual(
      expect.objectContaining({ hsn: '3406', rate: 18, from: inTwoDays, source: 'Added in the admin' }),
    );
    expect(view.changedProducts.find((p) => p.id === candle)).toMatchObject({
      hsn: '3406',
      ownRate: null,
      beforeReform: 12,
      now: 5,
      next: { rate: 18, from: inTwoDays },
    });

    const today = await candleOrder(candle);
    expect(today.invoice.lines[0]).toMatchObject({ rate: 5 });
    at(`${inTwoDays}T00:01:00+05:30`);
    const then = await candleOrder(candle);
    expect(then.invoice.lines[0]).toMatchObject({ rate: 18, gross: 11_800, taxable: 10_000 });
  });

  it("lists a product whose own rate is no longer in force, and one whose category's saved rate differs", async () => {
    const old = await makeProduct(t.db.db, { price: 5_000, stock: 1, name: 'Old-rate painting' });
    await t.db.db.update(products).set({ hsnCode: '9701', gstRate: 12 }).where(eq(products.id, old));
    const view = (await admin.get('/api/admin/gst/rates')).json() as GstRatesView;
    expect(view.changedProducts.find((p) => p.id === old)).toMatchObject({
      ownRate: 12,
      settingRate: 12,
      now: 12,
      next: null,
    });
    // A product whose rate neither changed nor will is not listed (resin art: 18% throughout).
    const resin = await makeProduct(t.db.db, { price: 5_000, stock: 1 });
    await t.db.db.update(products).set({ category: 'Resin Art Work' }).where(eq(products.id, resin));
    const again = (await admin.get('/api/admin/gst/rates')).json() as GstRatesView;
    expect(again.changedProducts.some((p) => p.id === resin)).toBe(false);
  });

  it('refuses a bad change naming the field, a second change on the same code and day, and non-admins', async () => {
    const tomorrow = indiaDay(new Date(Date.now() + 86_400_000));
    const today = indiaDay(new Date());
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ hsn: '3406', rate: 5, effectiveFrom: today }, 'effectiveFrom', GST_MESSAGES.rateChangeDayInvalid],
      [
        { hsn: '3406', rate: 5, effectiveFrom: '22-09-2027' },
        'effectiveFrom',
        GST_MESSAGES.rateChangeDayInvalid,
      ],
      [{ hsn: '3406', rate: 7, effectiveFrom: tomorrow }, 'rate', GST_MESSAGES.rateChangeRateInvalid],
      [{ hsn: '34A6', rate: 5, effectiveFrom: tomorrow }, 'hsn', GST_MESSAGES.hsnInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post('/api/admin/gst/rates', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const first = await admin.post('/api/admin/gst/rates', {
      hsn: '5810',
      rate: 18,
      effectiveFrom: tomorrow,
    });
    expect(first.statusCode).toBe(201);
    const again = await admin.post('/api/admin/gst/rates', { hsn: '5810', rate: 5, effectiveFrom: tomorrow });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.effectiveFrom).toBe(GST_MESSAGES.rateChangeExists);
    expect(
      (await buyer.post('/api/admin/gst/rates', { hsn: '5810', rate: 5, effectiveFrom: tomorrow }))
        .statusCode,
    ).toBe(403);
    expect((await buyer.get('/api/admin/gst/rates')).statusCode).toBe(403);
  });

  it('category defaults and product rates take only rates in force; 12% is refused naming the field', async () => {
    const settings = (await admin.get('/api/admin/gst/settings')).json();
    expect(settings.categoryDefaults.Candles).toEqual({ hsn: '3406', rate: 5 });
    const res = await admin.request('PUT', '/api/admin/gst/settings', {
      ...settings,
      categoryDefaults: { ...settings.categoryDefaults, Candles: { hsn: '3406', rate: 12 } },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error.fields)).toContain(GST_MESSAGES.rateInvalid);
  });
});
