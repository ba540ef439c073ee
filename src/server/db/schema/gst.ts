import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Category } from '#shared/constants/categories.ts';
import type { CategoryTax, InvoiceKind, InvoiceParty, SupplyKind, TaxLine } from '#shared/gst/gst.ts';
import { user } from './auth.ts';
import { orders, refunds } from './commerce.ts';

/** One row (id = 1): who the seller is for GST, its numbering and the category defaults (decision 038). */
export const gstSettings = pgTable(
  'gst_settings',
  {
    id: integer('id').primaryKey().default(1),
    registered: boolean('registered').notNull(),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    stateCode: text('state_code').notNull(),
    gstin: text('gstin'),
    invoicePrefix: text('invoice_prefix').notNull(),
    creditNotePrefix: text('credit_note_prefix').notNull(),
    categoryDefaults: jsonb('category_defaults').$type<Record<Category, CategoryTax>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gst_settings_single_row', sql`${t.id} = 1`),
    check('gst_settings_gstin_when_registered', sql`not ${t.registered} or ${t.gstin} is not null`),
  ],
);

/**
 * The last number used per series and financial year. Taking a number is `update … returning` on this row
 * inside the order's transaction: the row lock makes concurrent orders take turns, and a rollback gives the
 * number back, so a series has no gap and no duplicate.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    /** The financial year's first calendar year (2026 = April 2026 – March 2027, IST). */
    financialYear: integer('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('document_counters_series', sql`${t.series} in ('invoice', 'credit_note')`),
  ],
);

const documentColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'restrict' }),
  number: text('number').notNull(),
  financialYear: integer('financial_year').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** The lines as issued (never recomputed: settings and products may change later). */
  lines: jsonb('lines').$type<TaxLine[]>().notNull(),
  /** paise */
  taxable: integer('taxable').notNull(),
  cgst: integer('cgst').notNull(),
  sgst: integer('sgst').notNull(),
  igst: integer('igst').notNull(),
  /**
   * paise: what the buyer pays (or is credited): the lines' amounts plus roundOff, the whole-rupee rounding of a
   * cash-on-delivery total (decision 085), which is no supply and carries no tax.
   */
  total: integer('total').notNull(),
  roundOff: integer('round_off').notNull().default(0),
};

/** An order's invoice (tax invoice, or bill of supply when not registered), issued once when it is confirmed. */
export const invoices = pgTable(
  'invoices',
  {
    ...documentColumns,
    kind: text('kind').$type<InvoiceKind>().notNull(),
    supply: text('supply').$type<SupplyKind>().notNull(),
    supplier: jsonb('supplier').$type<InvoiceParty>().notNull(),
    recipient: jsonb('recipient')
      .$type<InvoiceParty & { pincode: string; shipsElsewhere?: boolean }>()
      .notNull(),
    /** GST state code of the place of supply (the shipping address); null when the state was not recognised. */
    placeOfSupply: text('place_of_supply'),
  },
  (t) => [
    uniqueIndex('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_number_idx').on(t.number),
    index('invoices_issued_at_idx').on(t.issuedAt),
    check('invoices_kind', sql`${t.kind} in ('tax_invoice', 'bill_of_supply')`),
    check('invoices_supply', sql`${t.supply} in ('intra', 'inter', 'unregistered')`),
  ],
);

/** Value taken back from an invoice: a refund, or the cancellation or return of what was invoiced. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    ...documentColumns,
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('credit_notes_number_idx').on(t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_order_idx').on(t.orderId),
    index('credit_notes_issued_at_idx').on(t.issuedAt),
    index('credit_notes_refund_idx').on(t.refundId),
    index('credit_notes_created_by_idx').on(t.createdBy),
    check('credit_notes_total_positive', sql`${t.total} > 0`),
  ],
);

/**
 * A GST rate change the admin added (decision 051): goods whose HSN code starts with `hsn` are invoiced at
 * `rate` from the India day `effective_from` on. The law's own dated rates are in code (`LAW_RATES`).
 */
export const gstRateChanges = pgTable(
  'gst_rate_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hsn: text('hsn').notNull(),
    rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gst_rate_changes_hsn_day_idx').on(t.hsn, t.effectiveFrom),
    index('gst_rate_changes_created_by_idx').on(t.createdBy),
    check('gst_rate_changes_hsn', sql`${t.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('gst_rate_changes_rate', sql`${t.rate} in (0, 0.25, 3, 5, 12, 18, 28, 40)`),
  ],
);
