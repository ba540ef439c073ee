import { eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { GST_MESSAGES } from '#shared/gst/gst.ts';
import { financialYear } from '#shared/gst/series.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { creditNotes, documentCounters, invoices, products } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';
import { issueInvoice } from './gst.service.ts';

const t = setUpTestApp();
let admin: TestClient;
let buyer: TestClient;
let other: TestClient;
beforeAll(async () => {
  [admin, buyer, other] = await Promise.all([createAdmin(t), createCustomer(t), createCustomer(t)]);
});

const STORE_GSTIN = '29AAKFK4821R1ZK';
const BUYER_GSTIN = '27AAPFU0939F1ZV';

/** A product with its own HSN code and rate. */
async function taxedProduct(price: number, hsnCode: string, gstRate: number) {
  const id = await makeProduct(t.db.db, { price, stock: 100 });
  await t.db.db.update(products).set({ hsnCode, gstRate }).where(eq(products.id, id));
  return id;
}

async function invoiceOf(orderId: string) {
  const [row] = await t.db.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

describe('invoices', () => {
  it('a COD order in the store state: a tax invoice with CGST + SGST whose lines add up to the total; page and PDF', async () => {
    const lamp = await taxedProduct(118_000, '940510', 18);
    const diya = await makeProduct(t.db.db, { price: 11_200, stock: 100 }); // Candles: 3406, 5% since 22 Sep 2025 (the rate table)
    const res = await placeOrder(
      t,
      orderBody(
        [
          { productId: lamp, quantity: 1 },
          { productId: diya, quantity: 2 },
        ],
        { customer: customer({ state: 'Karnataka' }) },
      ),
      { client: buyer },
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order;
    const invoice = (await invoiceOf(order.id))!;
    expect(invoice).toMatchObject({ kind: 'tax_invoice', supply: 'intra', placeOfSupply: '29', igst: 0 });
    expect(invoice.number).toMatch(
      new RegExp(`^INV/${String(financialYear(new Date())).slice(2)}\\d{2}/\\d{5}$`),
    );
    expect(invoice.total).toBe(order.total);
    expect(invoice.taxable + invoice.cgst + invoice.sgst).toBe(order.total);
    expect(invoice.lines[0]).toMatchObject({
      hsn: '940510',
      rate: 18,
      gross: 118_000,
      taxable: 100_000,
      cgst: 9_000,
    });
    // 22,400 × 100 / 105 = 21,333.3 → 21,333; tax 1,067: CGST 533, SGST 534.
    expect(invoice.lines[1]).toMatchObject({
      hsn: '3406',
      rate: 5,
      gross: 22_400,
      taxable: 21_333,
      cgst: 533,
      sgst: 534,
    });
    expect(invoice.supplier.gstin).toBe(STORE_GSTIN);

    const page = await buyer.get(`/api/orders/${order.id}/invoice`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of [
      invoice.number,
      STORE_GSTIN,
      '940510',
      '3406',
      'CGST',
      'SGST',
      'Karnataka (29)',
      'Tax Invoice',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain('Rupees One Thousand Four Hundred Four Only'); // ₹1,180 + ₹224

    const pdf = await buyer.get(`/api/orders/${order.id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `invoice-${invoice.number.replaceAll('/', '-')}.pdf`,
    );
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    for (const part of [invoice.number, STORE_GSTIN, '940510', 'CGST', 'SGST', '₹1,404', 'Place of supply']) {
      expect(text).toContain(part);
    }
  });

  it('the PDF keeps every amount on one line, even five-figure ones with paise, and closes with the signatory (audit D-m3)', async () => {
    const lamp = await taxedProduct(3_44_873, '940510', 18); // ₹3,448.73
    const res = await placeOrder(
      t,
      orderBody([{ productId: lamp, quantity: 7 }], { customer: customer({ state: 'Karnataka' }) }),
      { client: buyer },
    );
    expect(res.statusCode, res.body).toBe(201);
    const invoice = (await invoiceOf(res.json().order.id))!;
    // The lines' sum keeps its paise; the cash-on-delivery total rounds off below it (decision 085).
    const figures = [invoice.taxable, invoice.cgst, invoice.sgst, invoice.total - invoice.roundOff].map(
      (paise) => formatRupees(paise),
    );
    expect(figures.at(-1)).toBe('₹24,141.11');
    figures.push('Round off (no tax): −₹0.11', 'Total: ₹24,141');
    const signatory = [`For ${invoice.supplier.name}`, 'Authorised signatory'];

    const pdf = await buyer.get(`/api/orders/${invoice.orderId}/invoice.pdf`);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    for (const part of [...figures, ...signatory]) expect(text).toContain(part);

    const page = await buyer.get(`/api/orders/${invoice.orderId}/invoice`);
    for (const part of signatory) expect(page.body).toContain(part);
  });

  it('only the owner, an admin or the guest link see it; 404 for anyone else', async () => {
    const id = await makeProduct(t.db.db, { price: 5_000, stock: 10 });
    const mine = (await placeOrder(t, orderBody([{ productId: id, quantity: 1 }]), { client: buyer })).json()
      .order;
    expect((await buyer.get(`/api/orders/${mine.id}/invoice`)).statusCode).toBe(200);
    expect((await admin.get(`/api/orders/${mine.id}/invoice.pdf`)).statusCode).toBe(200);
    expect((await other.get(`/api/orders/${mine.id}/invoice`)).statusCode).toBe(404);
    expect((await other.get(`/api/orders/${mine.id}/invoice.pdf`)).statusCode).toBe(404);
    expect((await new TestClient(t).get(`/api/orders/${mine.id}/invoice`)).statusCode).toBe(404);

    const guest = (await placeOrder(t, orderBody([{ productId: id, quantity: 1 }]))).json().order;
    const anyone = new TestClient(t);
    expect((await anyone.get(`/api/orders/${guest.id}/invoice`)).statusCode).toBe(404);
    const withToken = await anyone.get(`/api/orders/${guest.id}/invoice?token=${guest.accessToken}`);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain(`invoice.pdf?token=${guest.accessToken}`);
    // The confirmation mail links the invoice with the guest's token.
    await expect
      .poll(() =>
        t.mailer.sent.some((m) => JSON.stringify(m).includes(`/api/orders/${guest.id}/invoice?token=`)),
      )
      .toBe(true);
  });

  it('another state with the buyer GSTIN: IGST and a B2B invoice; a bad GSTIN is refused naming the field', async () => {
    const id = await makeProduct(t.db.db, { price: 10_000, stock: 10 });
    const bad = await placeOrder(
      t,
      orderBody([{ productId: id, quantity: 1 }], { buyerGstin: '27AAPFU0939F1ZW' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.buyerGstin).toBe(GST_MESSAGES.buyerGstinInvalid);

    const res = await placeOrder(
      t,
      orderBody([{ productId: id, quantity: 1 }], {
        customer: customer({ state: 'Maharashtra', city: 'Pune', pincode: '411001' }),
        buyerGstin: ' 27aapfu0939f1zv ',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const invoice = (await invoiceOf(res.json().order.id))!;
    expect(invoice).toMatchObject({ supply: 'inter', placeOfSupply: '27', cgst: 0, sgst: 0 });
    expect(invoice.recipient.gstin).toBe(BUYER_GSTIN);
    expect(invoice.igst).toBeGreaterThan(0);
    // Shipping (₹50 under the free threshold) is a line at the goods' rate and HSN.
    expect(invoice.lines[1]).toMatchObject({
      kind: 'charge',
      description: 'Shipping',
      hsn: '3406',
      rate: 5,
    });
    expect(invoice.total).toBe(res.json().order.total);
  });

  it('an online order gets its number when the payment is captured, not before', async () => {
    const id = await makeProduct(t.db.db, { price: 20_000, stock: 10 });
    const order = (
      await placeOrder(t, orderBody([{ productId: id, quantity: 1 }], { paymentMethod: 'online' }))
    ).json().order;
    expect(await invoiceOf(order.id)).toBeUndefined();
    expect((await admin.get(`/api/orders/${order.id}/invoice`)).statusCode).toBe(404);
    const client = new TestClient(t);
    const paid = await client.post(`/api/payments/sandbox/${order.payment.paymentId}/complete`, {
      outcome: 'success',
    });
    expect(paid.json().order.status).toBe('confirmed');
    expect((await invoiceOf(order.id))?.total).toBe(order.total);
  });

  it('numbers are consecutive, and a rolled-back transaction gives its number back', async () => {
    const id = await makeProduct(t.db.db, { price: 3_000, stock: 100 });
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const order = (await placeOrder(t, orderBody([{ productId: id, quantity: 1 }]))).json().order;
      numbers.push((await invoiceOf(order.id))!.number);
    }
    const seq = numbers.map((n) => Number(n.split('/')[2]));
    expect(seq).toEqual([seq[0], seq[0]! + 1, seq[0]! + 2]);

    const order = (
      await placeOrder(t, orderBody([{ productId: id, quantity: 1 }], { paymentMethod: 'online' }))
    ).json().order;
    await expect(
      t.db.db.transaction(async (tx) => {
        await issueInvoice(tx, order.id, new Date());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const next = (await placeOrder(t, orderBody([{ productId: id, quantity: 1 }]))).json().order;
    expect(Number((await invoiceOf(next.id))!.number.split('/')[2])).toBe(seq[2]! + 1);
  });
});

describe('credit notes', () => {
  it('cancelling an invoiced order credits all of it; a refund afterwards credits nothing more', async () => {
    const id = await makeProduct(t.db.db, { price: 40_000, stock: 10 });
    const order = (await placeOrder(t, orderBody([{ productId: id, quantity: 2 }]))).json().order;
    const cancelled = await admin.request('PATCH', `/api/admin/orders/${order.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notes = await t.db.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ total: order.total, reason: 'Cancelled' });
    expect(notes[0]!.number).toMatch(/^CN\/\d{4}\/\d{5}$/);
    const refund = await admin.post(`/api/admin/orders/${order.id}/refunds`, {
      amount: 1_000,
      note: 'Goodwill',
    });
    expect(refund.statusCode).toBeLessThan(500);
    expect(await t.db.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).toHaveLength(1);
    const page = await admin.get(`/api/orders/${order.id}/invoice`);
    expect(page.body).toContain(notes[0]!.number);
  });

  it('a part refund credits its amount, split over the lines by what is left of each', async () => {
    // ₹600 ships free: only the two goods lines.
    const a = await taxedProduct(40_000, '9701', 12);
    const b = await taxedProduct(20_000, '3406', 18);
    const order = (
      await placeOrder(
        t,
        orderBody([
          { productId: a, quantity: 1 },
          { productId: b, quantity: 1 },
        ]),
      )
    ).json().order;
    await admin.request('PATCH', `/api/admin/orders/${order.id}`, { status: 'delivered' });
    const refund = await admin.post(`/api/admin/orders/${order.id}/refunds`, {
      amount: 15_000,
      note: 'Chipped',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const [note] = await t.db.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(note).toMatchObject({ total: 15_000, reason: 'Refund' });
    // The refund's note is the team's remark, not for the tax document (audit D-m5).
    expect(JSON.stringify(note)).not.toContain('Chipped');
    expect(note!.lines.map((l) => [l.hsn, l.gross])).toEqual([
      ['9701', 10_000],
      ['3406', 5_000],
    ]);
    expect(note!.taxable + note!.cgst + note!.sgst + note!.igst).toBe(15_000);
  });
});

describe('GST settings and the monthly export', () => {
  const settings = async () => (await admin.get('/api/admin/gst/settings')).json();

  it('admin-only; a bad GSTIN is refused naming the field and changes nothing', async () => {
    expect((await buyer.get('/api/admin/gst/settings')).statusCode).toBe(403);
    expect((await buyer.get('/api/admin/gst/export/2026-11/b2c.csv')).statusCode).toBe(403);
    const before = await settings();
    expect(before).toMatchObject({ registered: true, gstin: STORE_GSTIN, stateCode: '29' });
    const bad = await admin.request('PUT', '/api/admin/gst/settings', {
      ...before,
      gstin: '29AAKFK4821R1ZA',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.gstin).toBe(GST_MESSAGES.gstinInvalid);
    const otherState = await admin.request('PUT', '/api/admin/gst/settings', {
      ...before,
      gstin: BUYER_GSTIN,
    });
    expect(otherState.json().error.fields.gstin).toBe(GST_MESSAGES.gstinOtherState);
    const badRate = await admin.request('PUT', '/api/admin/gst/settings', {
      ...before,
      categoryDefaults: { ...before.categoryDefaults, Candles: { hsn: '3406', rate: 15 } },
    });
    expect(badRate.json().error.fields['categoryDefaults.Candles.rate']).toBe(GST_MESSAGES.rateInvalid);
    expect(await settings()).toEqual(before);
  });

  it("the month's CSVs: B2C by place of supply and rate, B2B, HSN summary, credit notes", async () => {
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const csv = async (file: string) => {
      const res = await admin.get(`/api/admin/gst/export/${month}/${file}.csv`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(`gst-${file}-${month}.csv`);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const b2c = await csv('b2c');
    expect(b2c[0]).toBe('Place Of Supply,Rate,Taxable Value,IGST,CGST,SGST,Invoice Value');
    expect(b2c).toContainEqual(expect.stringMatching(/^29-Karnataka,18,/));
    const b2b = await csv('b2b');
    expect(
      b2b.some((l) => l.startsWith(`${BUYER_GSTIN},Meera Iyer,INV/`) && l.includes('27-Maharashtra,5,')),
    ).toBe(true);
    const hsn = await csv('hsn');
    expect(hsn[0]).toBe('HSN,UQC,Total Quantity,Total Value,Rate,Taxable Value,IGST,CGST,SGST');
    expect(hsn.some((l) => l.startsWith('940510,NOS-NUMBERS,'))).toBe(true);
    const notes = await csv('credit-notes');
    expect(
      notes.some((l) => /^CN\/\d{4}\/\d{5},/.test(l) && l.endsWith(',Refund') && !l.includes('Chipped')),
    ).toBe(true);
    expect((await admin.get('/api/admin/gst/export/2026-13/b2c.csv')).statusCode).toBe(400);
    expect((await admin.get(`/api/admin/gst/export/${month}/other.csv`)).statusCode).toBe(400);
  });

  it('not registered: the next order gets a bill of supply without tax, numbered from the new prefix', async () => {
    const before = await settings();
    const saved = await admin.request('PUT', '/api/admin/gst/settings', {
      ...before,
      registered: false,
      invoicePrefix: 'bos',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ registered: false, gstin: null, invoicePrefix: 'BOS' });
    const id = await makeProduct(t.db.db, { price: 10_000, stock: 10 });
    const order = (await placeOrder(t, orderBody([{ productId: id, quantity: 1 }]))).json().order;
    const invoice = (await invoiceOf(order.id))!;
    expect(invoice).toMatchObject({
      kind: 'bill_of_supply',
      supply: 'unregistered',
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
    expect(invoice.number).toMatch(/^BOS\//);
    const page = await admin.get(`/api/orders/${order.id}/invoice`);
    expect(page.body).toContain('Bill of Supply');
    expect(page.body).not.toContain('CGST');
    await admin.request('PUT', '/api/admin/gst/settings', before);
  });

  it('one counter row per series and financial year', async () => {
    const rows = await t.db.db
      .select({ series: documentCounters.series, n: sql<number>`count(*)::int` })
      .from(documentCounters)
      .where(eq(documentCounters.financialYear, financialYear(new Date())))
      .groupBy(documentCounters.series);
    expect(rows.map((r) => r.n)).toEqual(rows.map(() => 1));
  });
});
