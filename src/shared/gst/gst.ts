// Zod-free: GST settings, invoices and credit notes as the API answers them (decision 038).
import type { Category } from '../constants/categories.ts';
import type { SupplyKind, TaxLine, TaxTotals } from './tax.ts';

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

/** Plausible defaults for handmade goods; the seller's accountant confirms them in Settings. */
export const DEFAULT_CATEGORY_TAX: Record<Category, CategoryTax> = {
  'Dream Catcher': { hsn: '6307', rate: 12 },
  Embroidery: { hsn: '5810', rate: 12 },
  'Lippan Arts': { hsn: '9701', rate: 12 },
  'Resin Art Work': { hsn: '3926', rate: 18 },
  Illustration: { hsn: '4911', rate: 12 },
  Candles: { hsn: '3406', rate: 12 },
  Calligraphy: { hsn: '9701', rate: 12 },
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
  rateInvalid: 'Choose a GST rate of 0, 5, 12, 18 or 28%.',
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
  recipient: InvoiceParty & { pincode: string };
  supply: SupplyKind;
  lines: TaxLine[];
  totals: TaxTotals;
  creditNotes: CreditNote[];
}

export interface CreditNote {
  number: string;
  issuedAt: string;
  reason: string;
  lines: TaxLine[];
  totals: TaxTotals;
}

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
