import { indiaDay } from '#shared/format/dates.ts';
import type { TaxLine } from '#shared/gst/gst.ts';
import { stateNameOf } from '#shared/gst/states.ts';
import { type CsvValue, csvRupees } from '../../lib/csv.ts';
import type { MonthDocuments } from './gst.service.ts';

/*
 * The month's GST export (decision 038): four CSV files an accountant files GSTR-1 from. Amounts in rupees
 * with two decimals, dates as the India day, places of supply as 'code-State'.
 */

export const EXPORT_FILES = ['b2c', 'b2b', 'hsn', 'credit-notes'] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

const IST_OFFSET_MS = 330 * 60_000;

/** The month 'YYYY-MM' as [start, end) instants of India time. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, m - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, m, 1) - IST_OFFSET_MS),
  };
}

const place = (code: string | null, name: string) => (code ? `${code}-${stateNameOf(code)}` : name);

type Sums = { taxable: number; igst: number; cgst: number; sgst: number; total: number; quantity: number };
const zero = (): Sums => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0, quantity: 0 });
function add(into: Sums, l: TaxLine) {
  into.taxable += l.taxable;
  into.igst += l.igst;
  into.cgst += l.cgst;
  into.sgst += l.sgst;
  into.total += l.gross;
  into.quantity += l.quantity ?? 0;
}
const money = (s: Sums) => [csvRupees(s.taxable), csvRupees(s.igst), csvRupees(s.cgst), csvRupees(s.sgst)];

/** Sums grouped by a key made of the cells it stands for, in first-seen order. */
function grouped<T>(items: Iterable<T>, keyOf: (item: T) => CsvValue[], lines: (item: T) => TaxLine[]) {
  const groups = new Map<string, { key: CsvValue[]; sums: Sums }>();
  for (const item of items) {
    for (const line of lines(item)) {
      const key = keyOf(item).concat(line.rate);
      const k = JSON.stringify(key);
      const group = groups.get(k) ?? { key, sums: zero() };
      add(group.sums, line);
      groups.set(k, group);
    }
  }
  return [...groups.values()];
}

export function exportCsv(file: ExportFile, docs: MonthDocuments): { header: string[]; rows: CsvValue[][] } {
  const b2b = docs.invoices.filter((i) => i.recipient.gstin);
  const b2c = docs.invoices.filter((i) => !i.recipient.gstin);
  switch (file) {
    case 'b2c':
      return {
        header: ['Place Of Supply', 'Rate', 'Taxable Value', 'IGST', 'CGST', 'SGST', 'Invoice Value'],
        rows: grouped(
          b2c,
          (i) => [place(i.placeOfSupply, i.recipient.stateName)],
          (i) => i.lines,
        ).map((g) => [...g.key, ...money(g.sums), csvRupees(g.sums.total)]),
      };
    case 'b2b':
      return {
        header: [
          'GSTIN of Recipient',
          'Receiver Name',
          'Invoice Number',
          'Invoice Date',
          'Invoice Value',
          'Place Of Supply',
          'Rate',
          'Taxable Value',
          'IGST',
          'CGST',
          'SGST',
        ],
        rows: b2b.flatMap((i) =>
          grouped(
            [i],
            () => [],
            (x) => x.lines,
          ).map((g) => [
            i.recipient.gstin,
            i.recipient.name,
            i.number,
            indiaDay(i.issuedAt),
            csvRupees(i.total),
            place(i.placeOfSupply, i.recipient.stateName),
            g.key[0],
            ...money(g.sums),
          ]),
        ),
      };
    case 'hsn':
      return {
        header: [
          'HSN',
          'UQC',
          'Total Quantity',
          'Total Value',
          'Rate',
          'Taxable Value',
          'IGST',
          'CGST',
          'SGST',
        ],
        rows: grouped(
          docs.invoices.flatMap((i) => i.lines),
          (l) => [l.hsn],
          (l) => [l],
        )
          .sort(
            (a, b) => String(a.key[0]).localeCompare(String(b.key[0])) || Number(a.key[1]) - Number(b.key[1]),
          )
          .map((g) => [
            g.key[0],
            'NOS-NUMBERS',
            g.sums.quantity,
            csvRupees(g.sums.total),
            g.key[1],
            ...money(g.sums),
          ]),
      };
    case 'credit-notes':
      return {
        header: [
          'Note Number',
          'Note Date',
          'Invoice Number',
          'Invoice Date',
          'GSTIN of Recipient',
          'Receiver Name',
          'Place Of Supply',
          'Rate',
          'Taxable Value',
          'IGST',
          'CGST',
          'SGST',
          'Note Value',
          'Reason',
        ],
        rows: docs.creditNotes.flatMap(({ note, invoice }) =>
          grouped(
            [note],
            () => [],
            (n) => n.lines,
          ).map((g) => [
            note.number,
            indiaDay(note.issuedAt),
            invoice.number,
            indiaDay(invoice.issuedAt),
            invoice.recipient.gstin,
            invoice.recipient.name,
            place(invoice.placeOfSupply, invoice.recipient.stateName),
            g.key[0],
            ...money(g.sums),
            csvRupees(note.total),
            note.reason,
          ]),
        ),
      };
  }
}
