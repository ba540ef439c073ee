import { formatDate } from '#shared/format/dates.ts';
import { type CreditNote, type Invoice, invoiceTitle, type TaxLine } from '#shared/gst/gst.ts';
import { financialYearLabel } from '#shared/gst/series.ts';
import { amountInWords } from '#shared/gst/words.ts';
import { formatRoundOff, formatRupees } from '#shared/pricing/money.ts';

/*
 * What an invoice prints (rule 46 of the CGST Rules, decision 038), once for both the HTML page and the PDF:
 * the parties, the document's particulars, a row per line with its tax columns and the totals in figures and
 * words. Amounts through the shared rupee formatter.
 */

export interface InvoiceTable {
  head: string[];
  rows: string[][];
  total: string[];
}

const igstOnly = (invoice: Pick<Invoice, 'supply'>) => invoice.supply === 'inter';
const untaxed = (invoice: Pick<Invoice, 'supply'>) => invoice.supply === 'unregistered';

/** The rows of the lines table: tax columns CGST + SGST, or IGST, or none for a bill of supply. */
export function linesTable(
  invoice: Pick<Invoice, 'supply'>,
  lines: TaxLine[],
  totals: Invoice['totals'],
): InvoiceTable {
  const taxHead = untaxed(invoice) ? [] : igstOnly(invoice) ? ['Rate', 'IGST'] : ['Rate', 'CGST', 'SGST'];
  const taxCells = (l: Pick<TaxLine, 'rate' | 'cgst' | 'sgst' | 'igst'>): string[] =>
    untaxed(invoice)
      ? []
      : igstOnly(invoice)
        ? [`${l.rate}%`, formatRupees(l.igst)]
        : [`${l.rate}%`, formatRupees(l.cgst), formatRupees(l.sgst)];
  return {
    head: ['#', 'Description', 'HSN', 'Qty', 'Unit price', 'Discount', 'Taxable value', ...taxHead, 'Amount'],
    rows: lines.map((l, i) => [
      String(i + 1),
      l.description,
      l.hsn,
      l.quantity === null ? '' : String(l.quantity),
      l.unitPrice === null ? '' : formatRupees(l.unitPrice),
      l.discount ? formatRupees(l.discount) : '',
      formatRupees(l.taxable),
      ...taxCells(l),
      formatRupees(l.gross),
    ]),
    total: [
      '',
      'Total',
      '',
      '',
      '',
      '',
      formatRupees(totals.taxable),
      ...(untaxed(invoice)
        ? []
        : igstOnly(invoice)
          ? ['', formatRupees(totals.igst)]
          : ['', formatRupees(totals.cgst), formatRupees(totals.sgst)]),
      // The lines' sum; a cash-on-delivery round-off follows the table as its own line (roundOffLine).
      formatRupees(totals.total - totals.roundOff),
    ],
  };
}

/**
 * The whole-rupee rounding of a cash-on-delivery total (decision 085), printed between the table and the total it
 * leads to; null when there is none.
 */
export const roundOffLine = (totals: Invoice['totals']): string | null =>
  totals.roundOff === 0 ? null : `Round off (no tax): ${formatRoundOff(totals.roundOff)}`;

/** The particulars block: label and value pairs, in print order. */
export function particulars(invoice: Invoice): Array<[string, string]> {
  const place = invoice.recipient.stateCode
    ? `${invoice.recipient.stateName} (${invoice.recipient.stateCode})`
    : invoice.recipient.stateName;
  return [
    [`${invoiceTitle(invoice.kind)} no.`, invoice.number],
    ['Date', formatDate(new Date(invoice.issuedAt))],
    ['Financial year', financialYearLabel(invoice.financialYear)],
    ['Order', invoice.orderNumber],
    ['Place of supply', place],
    ['Tax', untaxed(invoice) ? 'None (bill of supply)' : igstOnly(invoice) ? 'IGST' : 'CGST + SGST'],
  ];
}

export const supplierLines = (invoice: Invoice): string[] => [
  invoice.supplier.name,
  ...invoice.supplier.address.split('\n'),
  `State: ${invoice.supplier.stateName} (${invoice.supplier.stateCode})`,
  invoice.supplier.gstin ? `GSTIN: ${invoice.supplier.gstin}` : 'Not registered for GST',
];

export const recipientLines = (invoice: Invoice): string[] => [
  invoice.recipient.name,
  invoice.recipient.address,
  `${invoice.recipient.stateName}${invoice.recipient.stateCode ? ` (${invoice.recipient.stateCode})` : ''} ${invoice.recipient.pincode}`,
  ...(invoice.recipient.gstin ? [`GSTIN: ${invoice.recipient.gstin}`] : []),
];

export const totalInWords = (total: number) => amountInWords(total);

/**
 * The signature block closing the invoice (rule 46(q): the supplier's or an authorised representative's signature):
 * the supplier's name over the line signed on a printed copy.
 */
export const signatoryLines = (invoice: Invoice): [string, string] => [
  `For ${invoice.supplier.name}`,
  'Authorised signatory',
];

export const UNREGISTERED_NOTE = 'Supplier not registered under GST: no tax is charged.';

export function creditNoteHeading(note: CreditNote): string {
  return `Credit note ${note.number} · ${formatDate(new Date(note.issuedAt))} · ${note.reason}`;
}
