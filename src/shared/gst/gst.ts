// Zod-free: GST settings, invoices and credit notes as the API answers them (decision 038).
import type { Category } from '../constants/categories.ts';
import type { RateChange } from './rates.ts';
import type { SupplyKind, TaxLine, TaxTotals } from './tax.ts';

export type { RateChange } from './rates.ts';
export type { GstRate, SupplyKind, TaxLine, TaxTotals } from './tax.ts';

/** A category's default HSN code and GST rate: a product without its own takes them. */
export interface CategoryTax {
  hsn: string;
  rate: number;
}

export interface GstSettings {
  /** False: not GST registered (bills of supply, no tax lines). */
  registered: boolean;
  legalName: string;
  address: string;
  /** GST state code of the store's state (place of supply within it: CGST + SGST). */
  stateCode: string;
  /** Required when registered; its first two digits are the state code. */
  gstin: string | null;
  invoicePrefix: string;
  creditNotePrefix: string;
  categoryDefaults: Record<Category, CategoryTax>;
}

/**
 * Defaults per category as the law stands from 22 Sep 2025 (docs/product.md §7.15 gives each source); the
 * seller's accountant confirms them in Settings. For a code in the rate table, the table's dated rate applies.
 */
export const DEFAULT_CATEGORY_TAX: Record<Category, CategoryTax> = {
  'Dream Catcher': { hsn: '6307', rate: 5 },
  Embroidery: { hsn: '5810', rate: 5 },
  'Lippan Arts': { hsn: '9701', rate: 5 },
  'Resin Art Work': { hsn: '3926', rate: 18 },
  Illustration: { hsn: '9701', rate: 5 },
  Candles: { hsn: '3406', rate: 5 },
  Calligraphy: { hsn: '9701', rate: 5 },
  'Hair Accessories': { hsn: '9615', rate: 18 },
  Others: { hsn: '6304', rate: 5 },
};

export const DEFAULT_GST_SETTINGS: GstSettings = {
  registered: false,
  legalName: 'Karigar',
  address: 'Bengaluru, Karnataka',
  stateCode: '29',
  gstin: null,
  invoicePrefix: 'INV',
  creditNotePrefix: 'CN',
  categoryDefaults: DEFAULT_CATEGORY_TAX,
};

export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;

export const GST_MESSAGES = {
  saved: 'GST settings saved.',
  saveFailed: 'Failed to save the GST settings. Please try again.',
  legalNameRequired: 'Enter the legal name of the business.',
  addressRequired: 'Enter the registered address.',
  stateInvalid: 'Choose the state the store is registered in.',
  gstinRequired: 'Enter the GSTIN, or choose "Not GST registered".',
  gstinInvalid: 'Enter a valid 15-character GSTIN (its check character does not match).',
  gstinOtherState: "The GSTIN's first two digits must be the store's state code.",
  prefixInvalid: 'Use 1 to 4 capital letters or digits.',
  prefixesSame: 'The credit-note prefix must differ from the invoice prefix.',
  hsnInvalid: 'Enter an HSN code of 4, 6 or 8 digits.',
  rateInvalid: 'Choose a GST rate in force: 0, 0.25, 3, 5, 18 or 40%.',
  productRateInvalid: "Choose a GST rate of 0, 5 or 18%, or leave it empty for its HSN code's rate.",
  rateChangeRateInvalid: 'Choose a GST rate of 0, 0.25, 3, 5, 12, 18, 28 or 40%.',
  rateChangeDayInvalid: 'Choose a day after today, as YYYY-MM-DD.',
  rateChangeExists: 'This HSN code already has a rate change on that day.',
  rateChangeAdded: 'Rate change added.',
  buyerGstinInvalid: 'Enter a valid 15-character GSTIN, or leave it empty.',
  monthInvalid: 'Choose a month as YYYY-MM.',
  invoiceNotFound: 'Invoice not found.',
  inclusiveOfTaxes: 'Inclusive of all taxes',
} as const;

export type InvoiceKind = 'tax_invoice' | 'bill_of_supply';

export interface InvoiceParty {
  name: string;
  address: string;
  stateCode: string | null;
  stateName: string;
  gstin: string | null;
}

/**
 * A document's totals: `total` is what the buyer pays (or is credited), the lines' amounts plus `roundOff`, the
 * whole-rupee rounding of a cash-on-delivery total (decision 085): no supply, no tax, its own line after the taxes.
 */
export type DocumentTotals = TaxTotals & { roundOff: number };

export interface Invoice {
  id: string;
  orderId: string;
  orderNumber: string;
  number: string;
  /** Its first calendar year: 2026 is April 2026 – March 2027. */
  financialYear: number;
  kind: InvoiceKind;
  issuedAt: string;
  supplier: InvoiceParty;
  /** The buyer billed; `shipsElsewhere`: a gift sent to someone else (decision 068), so the block is 'Bill to' only. */
  recipient: InvoiceParty & { pincode: string; shipsElsewhere?: boolean };
  supply: SupplyKind;
  lines: TaxLine[];
  totals: DocumentTotals;
  creditNotes: CreditNote[];
}

export interface CreditNote {
  number: string;
  issuedAt: string;
  reason: string;
  lines: TaxLine[];
  totals: DocumentTotals;
}

/** The heading of the buyer's block: the parcel went elsewhere for a gift to someone else (decision 068). */
export const recipientHeading = (recipient: { shipsElsewhere?: boolean }) =>
  recipient.shipsElsewhere ? 'Bill to' : 'Bill and ship to';

/** The invoice's title as printed. */
export const invoiceTitle = (kind: InvoiceKind) =>
  kind === 'tax_invoice' ? 'Tax Invoice' : 'Bill of Supply';

/** Links to an order's invoice: the printable page and its PDF (the owner's, or the admin's). */
export const invoiceHref = (orderId: string, token?: string) =>
  `/api/orders/${orderId}/invoice${token ? `?token=${encodeURIComponent(token)}` : ''}`;
export const invoicePdfHref = (orderId: string, token?: string) =>
  `/api/orders/${orderId}/invoice.pdf${token ? `?token=${encodeURIComponent(token)}` : ''}`;
/** One file of a month's GST export ('YYYY-MM'; b2c, b2b, hsn, credit-notes), under /api. */
export const gstExportHref = (month: string, file: string) => `/admin/gst/export/${month}/${file}.csv`;

/** A product whose invoices take another rate than before (the reform, the owner's setting, or a change ahead). */
export interface ProductRateChange {
  id: number;
  name: string;
  catalogNumber: string;
  category: string;
  hsn: string;
  /** The product's own rate, or null: the rate table's (or the category's). */
  ownRate: number | null;
  /** What the shop's settings give it: its own rate, else its category's saved default. */
  settingRate: number;
  /** The rate on 21 Sep 2025, the last day before the reform. */
  beforeReform: number;
  /** The rate its invoices take today. */
  now: number;
  /** The next change the table holds for it, if any. */
  next: { rate: number; from: string } | null;
}

/** GET /api/admin/gst/rates: the dated rate table and the products whose rate changed or will. */
export interface GstRatesView {
  /** India day. */
  today: string;
  table: RateChange[];
  changedProducts: ProductRateChange[];
}
