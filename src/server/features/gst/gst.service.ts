import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { PersonalisedValue } from '#shared/catalog/personalisation.ts';
import { personalisationText, withPersonalisation } from '#shared/catalog/personalisation.ts';
import { describeLine } from '#shared/catalog/variants.ts';
import { type Category, isCategory } from '#shared/constants/categories.ts';
import { DELIVERY_MESSAGES } from '#shared/delivery/delivery.ts';
import { indiaDay } from '#shared/format/dates.ts';
import {
  type CreditNote,
  DEFAULT_GST_SETTINGS,
  type DocumentTotals,
  type GstSettings,
  type Invoice,
  type InvoiceParty,
} from '#shared/gst/gst.ts';
import { LAW_RATES, type RateChange, rateOn } from '#shared/gst/rates.ts';
import { documentNumber, financialYear } from '#shared/gst/series.ts';
import { stateCodeOf, stateNameOf } from '#shared/gst/states.ts';
import {
  type Charge,
  creditBreakdown,
  type GoodsLine,
  supplyKind,
  type TaxLine,
  taxBreakdown,
} from '#shared/gst/tax.ts';
import { DEFAULT_GIFT_WRAP, giftWrapLine } from '#shared/orders/gift.ts';
import type { Db } from '../../db/client.ts';
import {
  creditNotes,
  documentCounters,
  gstRateChanges,
  gstSettings,
  invoices,
  orderItems,
  orders,
  products,
  productVariants,
} from '../../db/schema/index.ts';

/*
 * GST (decision 038): the seller's settings, the invoice an order gets once when it is confirmed, credit
 * notes for what is taken back, and the reads the invoice page, its PDF and the monthly export need.
 * Commerce calls issueInvoice and creditOrder with its transaction; this feature owns gst_settings,
 * document_counters, invoices and credit_notes.
 */

type SettingsRow = typeof gstSettings.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

const toSettings = (row: SettingsRow): GstSettings => ({
  registered: row.registered,
  legalName: row.legalName,
  address: row.address,
  stateCode: row.stateCode,
  gstin: row.gstin,
  invoicePrefix: row.invoicePrefix,
  creditNotePrefix: row.creditNotePrefix,
  // A category added after the settings were saved takes its default.
  categoryDefaults: { ...DEFAULT_GST_SETTINGS.categoryDefaults, ...row.categoryDefaults },
});

/** The settings row, or the defaults (not registered) before one is saved. */
export async function readGstSettings(db: Db): Promise<GstSettings> {
  const [row] = await db.select().from(gstSettings).where(eq(gstSettings.id, 1));
  return row ? toSettings(row) : DEFAULT_GST_SETTINGS;
}

export async function saveGstSettings(db: Db, input: GstSettings): Promise<GstSettings> {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(gstSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: gstSettings.id, set: values })
    .returning();
  return toSettings(row!);
}

/**
 * The next number of a series in a financial year. The counter row's update holds its lock until the
 * caller's transaction ends: concurrent orders take turns, and a rollback gives the number back (no gap).
 */
async function takeNumber(tx: Db, series: 'invoice' | 'credit_note', fy: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear: fy, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return row!.last;
}

/** The law's dated rates, then the admin's added changes (on the same HSN and day, the admin's wins). */
export async function readRateTable(db: Db): Promise<RateChange[]> {
  const added = await db
    .select()
    .from(gstRateChanges)
    .orderBy(asc(gstRateChanges.hsn), asc(gstRateChanges.effectiveFrom));
  return [
    ...LAW_RATES,
    ...added.map((row) => ({ hsn: row.hsn, rate: row.rate, from: row.effectiveFrom, source: ADDED_SOURCE })),
  ];
}
export const ADDED_SOURCE = 'Added in the admin';

/**
 * The HSN code and rate of a line on the India day `day` (decision 051): the product's own HSN, else its
 * category's; the product's own rate, else the rate table's for that HSN on that day, else the category's.
 */
export function taxOfItem(
  item: { productCategory: string; hsnCode: string | null; gstRate: number | null },
  defaults: GstSettings['categoryDefaults'],
  table: readonly RateChange[],
  day: string,
) {
  const category: Category = isCategory(item.productCategory) ? item.productCategory : 'Others';
  const hsn = item.hsnCode ?? defaults[category].hsn;
  return { hsn, rate: item.gstRate ?? rateOn(table, hsn, day) ?? defaults[category].rate };
}

/**
 * Every charge of the order besides its goods, each its own invoice line: shipping, the delivery zone's fee
 * and the cash-on-delivery fee (decision 039). Anything else the total holds beyond them and its round-off
 * (decision 085) stays 'Other charges', so the invoice always adds up to what the shopper paid.
 */
function chargesOf(order: typeof orders.$inferSelect, goodsGross: number): Charge[] {
  const other =
    order.totalAmount -
    order.roundOff -
    goodsGross -
    order.shippingCost -
    order.zoneFee -
    order.codFee -
    order.giftWrapFee;
  if (other < 0) throw new Error(`order ${order.id}: its lines add up to more than its total`);
  return [
    { description: 'Shipping', gross: order.shippingCost },
    { description: DELIVERY_MESSAGES.zoneFeeLine(order.shippingZone ?? ''), gross: order.zoneFee },
    { description: DELIVERY_MESSAGES.codFeeLine, gross: order.codFee },
    // Gift wrap is a supply of its own (decision 068): its own line at the HSN/SAC and rate of the order's moment.
    {
      description: giftWrapLine(order.giftWrapQuantity > 1 ? 'item' : 'order', order.giftWrapQuantity),
      gross: order.giftWrapFee,
      own: {
        hsn: order.giftWrapHsn ?? DEFAULT_GIFT_WRAP.hsn,
        rate: order.giftWrapRate ?? DEFAULT_GIFT_WRAP.rate,
        quantity: Math.max(order.giftWrapQuantity, 1),
        unitPrice: Math.round(order.giftWrapFee / Math.max(order.giftWrapQuantity, 1)),
      },
    },
    { description: 'Other charges', gross: other },
  ];
}

/** GST rule 46(f): an invoice to an unregistered buyer must name them from this taxable value on (paise). */
const NAMED_RECIPIENT_FROM = 50_000_00;

/**
 * Account deletion (decision 034): the orders' invoices lose the buyer's name, address and pincode, except
 * where the GST rules require them on the invoice (a buyer with a GSTIN, or a taxable value of ₹50,000 or
 * more to an unregistered buyer). The state and the place of supply stay.
 */
export async function detachInvoicesOf(tx: Db, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await tx
    .select({ id: invoices.id, recipient: invoices.recipient, taxable: invoices.taxable })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  for (const row of rows) {
    if (row.recipient.gstin || row.taxable >= NAMED_RECIPIENT_FROM) continue;
    await tx
      .update(invoices)
      .set({ recipient: { ...row.recipient, name: DETACHED_RECIPIENT, address: '', pincode: '' } })
      .where(eq(invoices.id, row.id));
  }
}
const DETACHED_RECIPIENT = 'Deleted account';

/**
 * The tax documents of the person's orders, which their account's deletion keeps (review 2026-11-29 L4): the
 * CGST Act (s. 35–36) keeps accounts for 72 months from the due date of the year's annual return (31 December
 * after the financial year), so until 31 December seven years after the year began. `keepsYourName`: the
 * invoice (and its credit notes) name the buyer after deletion too (rule 46: a GSTIN, or a taxable value from
 * ₹50,000).
 */
export async function taxRecordsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const keptUntil = (fy: number) => `${fy + 7}-12-31`;
  const issued = await db
    .select({
      number: invoices.number,
      orderNumber: orders.orderNumber,
      issuedAt: invoices.issuedAt,
      financialYear: invoices.financialYear,
      total: invoices.total,
      recipient: invoices.recipient,
      taxable: invoices.taxable,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(inArray(invoices.orderId, orderIds));
  const credited = await db
    .select({
      number: creditNotes.number,
      orderNumber: orders.orderNumber,
      issuedAt: creditNotes.issuedAt,
      financialYear: creditNotes.financialYear,
      total: creditNotes.total,
      recipient: invoices.recipient,
      taxable: invoices.taxable,
    })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(inArray(creditNotes.orderId, orderIds));
  const kept = (document: 'invoice' | 'credit_note') => (row: (typeof issued)[number]) => ({
    document,
    number: row.number,
    orderNumber: row.orderNumber,
    issuedAt: row.issuedAt,
    total: row.total,
    keptUntil: keptUntil(row.financialYear),
    keepsYourName: Boolean(row.recipient.gstin) || row.taxable >= NAMED_RECIPIENT_FROM,
  });
  return [...issued.map(kept('invoice')), ...credited.map(kept('credit_note'))];
}

/**
 * The order's invoice, issued once: called in the transaction that confirms the order (a COD order when
 * placed, an online one when its payment is captured). Nothing happens when it already has one.
 */
export async function issueInvoice(tx: Db, orderId: string, now: Date): Promise<void> {
  const draft = await draftInvoice(tx, orderId, now);
  if (draft) await numberInvoice(tx, draft);
}

/** An invoice worked out but not yet numbered: everything but the number, which a busy shop's orders queue for. */
export type InvoiceDraft = Omit<typeof invoices.$inferInsert, 'number'> & { prefix: string };

/** What an invoice line needs of an order line and its product. */
export interface InvoiceItem {
  productName: string;
  /** The variant's options as sold ('Blue, Large'; decision 066): the line's description names them. */
  variantOptions: string | null;
  /** The buyer's personalisation as ordered (decision 072): the description names it too. */
  personalisation: PersonalisedValue[] | null;
  productCategory: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  discount: number;
  hsnCode: string | null;
  gstRate: number | null;
}

/**
 * The order's invoice without its number (reads only; undefined when the order has one already or is gone), for
 * an order confirmed after it was placed (its payment captured).
 */
export async function draftInvoice(tx: Db, orderId: string, now: Date): Promise<InvoiceDraft | undefined> {
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId));
  if (existing) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await tx
    .select({
      productName: orderItems.productName,
      variantOptions: orderItems.variantOptions,
      personalisation: orderItems.personalisation,
      productCategory: orderItems.productCategory,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
      discount: orderItems.discount,
      // A custom line's own code and rate (decision 074); else the variant's, else its product's (decision 066).
      hsnCode: sql<
        string | null
      >`coalesce(${orderItems.hsnCode}, ${productVariants.hsnCode}, ${products.hsnCode})`,
      gstRate: sql<
        number | null
      >`case when ${orderItems.hsnCode} is not null then ${orderItems.gstRate} else coalesce(${productVariants.gstRate}, case when ${productVariants.hsnCode} is null then ${products.gstRate} end) end`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return draftInvoiceOf(tx, order, items, now);
}

/**
 * The invoice of an order and its lines in hand (in line order), without its number. The checkout, which has
 * just written them, drafts it early and numbers it last (numberInvoice), so the shop-wide counter stays locked
 * for a moment.
 */
export async function draftInvoiceOf(
  tx: Db,
  order: typeof orders.$inferSelect,
  items: readonly InvoiceItem[],
  now: Date,
): Promise<InvoiceDraft> {
  // The rates in force on the invoice's own India day, read in the order's transaction.
  const [settings, table] = await Promise.all([readGstSettings(tx), readRateTable(tx)]);
  const day = indiaDay(now);
  const goods: GoodsLine[] = items.map((item) => ({
    description: withPersonalisation(
      describeLine(item.productName, item.variantOptions),
      personalisationText(item.personalisation, 'en'),
    ),
    ...taxOfItem(item, settings.categoryDefaults, table, day),
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    discount: item.discount,
    gross: item.totalPrice - item.discount,
  }));
  const goodsGross = goods.reduce((sum, g) => sum + g.gross, 0);
  const placeOfSupply = stateCodeOf(order.state);
  const supply = supplyKind(settings, placeOfSupply);
  const { lines, totals } = taxBreakdown(goods, chargesOf(order, goodsGross), supply);
  const supplier: InvoiceParty = {
    name: settings.legalName,
    address: settings.address,
    stateCode: settings.stateCode,
    stateName: stateNameOf(settings.stateCode) ?? '',
    gstin: settings.registered ? settings.gstin : null,
  };
  return {
    prefix: settings.invoicePrefix,
    orderId: order.id,
    financialYear: financialYear(now),
    issuedAt: now,
    kind: settings.registered ? 'tax_invoice' : 'bill_of_supply',
    supply,
    supplier,
    recipient: {
      name: order.customerName,
      address: `${order.deliveryAddress}, ${order.city}`,
      stateCode: placeOfSupply,
      stateName: placeOfSupply ? stateNameOf(placeOfSupply)! : order.state,
      pincode: order.pincode,
      gstin: order.buyerGstin,
      // The buyer is billed; the parcel went to a gift's recipient (decision 068).
      ...(order.recipientName ? { shipsElsewhere: true } : {}),
    },
    placeOfSupply,
    lines,
    ...totals,
    // What the buyer pays: the lines and the round-off of a cash-on-delivery total (decision 085).
    total: totals.total + order.roundOff,
    roundOff: order.roundOff,
  };
}

/** Takes the next number of the invoice series and writes the drafted invoice under it. */
export async function numberInvoice(tx: Db, { prefix, ...draft }: InvoiceDraft): Promise<void> {
  const number = documentNumber(
    prefix,
    draft.financialYear,
    await takeNumber(tx, 'invoice', draft.financialYear),
  );
  await tx.insert(invoices).values({ ...draft, number });
}

/**
 * A credit note against the order's invoice for `amount` paise ('rest': all not yet credited), at most what
 * is left uncredited; nothing when the order has no invoice or nothing is left. Called in the transaction of
 * the refund, cancellation or return, with the order locked by the caller.
 */
export async function creditOrder(
  tx: Db,
  orderId: string,
  opts: { amount: number | 'rest'; reason: string; refundId?: string; by: string | null; now: Date },
): Promise<void> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) return;
  const earlier = await tx.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
  const credited = invoice.lines.map(() => 0);
  for (const note of earlier) {
    for (const line of note.lines as Array<TaxLine & { line: number }>) credited[line.line]! += line.gross;
  }
  const remaining = invoice.lines.map((l, i) => l.gross - credited[i]!);
  const left = remaining.reduce((a, b) => a + b, 0);
  // The round-off (decision 085) is credited with the last of the lines, so the notes add up to what was paid.
  const roundOffLeft = invoice.roundOff - earlier.reduce((sum, note) => sum + note.roundOff, 0);
  const payable = left + roundOffLeft;
  const amount = Math.min(opts.amount === 'rest' ? payable : opts.amount, payable);
  if (amount <= 0) return;
  const fromLines = amount === payable ? left : Math.min(amount, left);
  const { lines, totals } = creditBreakdown(invoice.lines, remaining, fromLines, invoice.supply);
  const settings = await readGstSettings(tx);
  const fy = financialYear(opts.now);
  const number = documentNumber(settings.creditNotePrefix, fy, await takeNumber(tx, 'credit_note', fy));
  await tx.insert(creditNotes).values({
    orderId,
    invoiceId: invoice.id,
    number,
    financialYear: fy,
    issuedAt: opts.now,
    reason: opts.reason,
    refundId: opts.refundId ?? null,
    createdBy: opts.by,
    lines,
    ...totals,
    total: amount,
    roundOff: amount - fromLines,
  });
}

const documentTotals = (row: InvoiceRow | CreditNoteRow): DocumentTotals => ({
  taxable: row.taxable,
  cgst: row.cgst,
  sgst: row.sgst,
  igst: row.igst,
  total: row.total,
  roundOff: row.roundOff,
});

const toCreditNote = (row: CreditNoteRow): CreditNote => ({
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  reason: row.reason,
  lines: row.lines,
  totals: documentTotals(row),
});

const toInvoice = (row: InvoiceRow, orderNumber: string, notes: CreditNoteRow[]): Invoice => ({
  id: row.id,
  orderId: row.orderId,
  orderNumber,
  number: row.number,
  financialYear: row.financialYear,
  kind: row.kind,
  issuedAt: row.issuedAt.toISOString(),
  supplier: row.supplier,
  recipient: row.recipient,
  supply: row.supply,
  lines: row.lines,
  totals: documentTotals(row),
  creditNotes: notes.map(toCreditNote),
});

/** The order's invoice with its credit notes; null when none was issued (not confirmed yet, or placed before invoices). */
export async function loadInvoice(db: Db, orderId: string): Promise<Invoice | null> {
  const [row] = await db
    .select({ invoice: invoices, orderNumber: orders.orderNumber })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.orderId, orderId));
  if (!row) return null;
  const notes = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, row.invoice.id))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
  return toInvoice(row.invoice, row.orderNumber, notes);
}

/** Invoices and credit notes issued in [from, to), oldest first, each credit note with its invoice. */
export async function documentsBetween(db: Db, from: Date, to: Date) {
  const issued = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const notes = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
  return { invoices: issued, creditNotes: notes };
}
export type MonthDocuments = Awaited<ReturnType<typeof documentsBetween>>;

/** Which of these orders have an invoice (My Orders and the admin show the link only then). */
export async function invoicedOrders(db: Db, orderIds: string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  return new Set(rows.map((r) => r.orderId));
}
