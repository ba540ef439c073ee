import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Invoice } from '#shared/gst/gst.ts';
import { invoiceTitle, recipientHeading } from '#shared/gst/gst.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import {
  creditNoteHeading,
  type InvoiceTable,
  linesTable,
  particulars,
  recipientLines,
  roundOffLine,
  signatoryLines,
  supplierLines,
  totalInWords,
  UNREGISTERED_NOTE,
} from './invoice-view.ts';

/*
 * The invoice as an A4 PDF (pdfkit), with the same content as the page. DejaVu Sans is embedded (subset) as
 * it has the rupee sign ₹, which the PDF standard fonts lack; the text stays extractable.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 36;
const TABLE_SIZE = 7;
/** The smallest the table's type goes to keep every amount on one line (audit D-m3: totals wrapped). */
const SMALLEST_TABLE_SIZE = 5.5;
/** The description column is never narrower than this (points); the amounts take what they need. */
const DESCRIPTION_MIN = 90;

export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${invoiceTitle(invoice.kind)} ${invoice.number}`, Author: invoice.supplier.name },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  doc
    .font('bold')
    .fontSize(16)
    .text(`${invoiceTitle(invoice.kind)} ${invoice.number}`);
  if (invoice.kind === 'bill_of_supply') doc.font('body').fontSize(9).text(UNREGISTERED_NOTE);
  doc.moveDown(0.5);

  const top = doc.y;
  const third = width / 3;
  const block = (x: number, title: string, values: string[]) => {
    doc
      .font('bold')
      .fontSize(9)
      .text(title, x, top, { width: third - 8 });
    doc
      .font('body')
      .fontSize(8.5)
      .text(values.join('\n'), x, doc.y, { width: third - 8 });
    return doc.y;
  };
  const bottoms = [
    block(MARGIN, 'Supplier', supplierLines(invoice)),
    block(MARGIN + third, recipientHeading(invoice.recipient), recipientLines(invoice)),
    block(
      MARGIN + 2 * third,
      'Particulars',
      particulars(invoice).map(([k, v]) => `${k}: ${v}`),
    ),
  ];
  doc.x = MARGIN;
  doc.y = Math.max(...bottoms) + 10;

  drawTable(doc, linesTable(invoice, invoice.lines, invoice.totals), width);
  doc.moveDown(0.6);
  printRoundOff(doc, invoice.totals, width);
  doc
    .font('bold')
    .fontSize(10)
    .text(`Total: ${formatRupees(invoice.totals.total)}`, MARGIN, doc.y, { width });
  doc.font('body').fontSize(9).text(totalInWords(invoice.totals.total), { width });
  doc.moveDown(0.3).text('Prices are inclusive of GST; tax is not payable on reverse charge.', { width });

  for (const note of invoice.creditNotes) {
    doc.moveDown(1).font('bold').fontSize(10).text(creditNoteHeading(note), MARGIN, doc.y, { width });
    drawTable(doc, linesTable(invoice, note.lines, note.totals), width);
    doc.moveDown(0.4);
    printRoundOff(doc, note.totals, width);
    doc
      .font('body')
      .fontSize(9)
      .text(
        `Credited: ${formatRupees(note.totals.total)} (${totalInWords(note.totals.total)})`,
        MARGIN,
        doc.y,
        {
          width,
        },
      );
  }
  signatory(doc, signatoryLines(invoice), width);
  doc.end();
  return done;
}

/** A cash-on-delivery total's round-off (decision 085) on its own line, when there is one. */
function printRoundOff(doc: PDFKit.PDFDocument, totals: Invoice['totals'], width: number) {
  const line = roundOffLine(totals);
  if (line) doc.font('body').fontSize(9).text(line, MARGIN, doc.y, { width });
}

/** The signature block at the foot, right-aligned, with room above the line to sign on paper. */
function signatory(doc: PDFKit.PDFDocument, [onBehalf, title]: [string, string], width: number) {
  const blockWidth = width / 2.5;
  const x = MARGIN + width - blockWidth;
  if (doc.y + 70 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(1.5).font('bold').fontSize(9).text(onBehalf, x, doc.y, { width: blockWidth, align: 'right' });
  const lineY = doc.y + 32;
  doc
    .moveTo(x, lineY)
    .lineTo(x + blockWidth, lineY)
    .lineWidth(0.6)
    .strokeColor('#555555')
    .stroke();
  doc
    .font('body')
    .fontSize(8.5)
    .text(title, x, lineY + 4, { width: blockWidth, align: 'right' });
}

/**
 * The columns' widths at a type size: #, HSN and every amount as wide as their longest cell (a header may wrap at
 * its spaces, a figure never), the description the rest.
 */
function columnWidths(doc: PDFKit.PDFDocument, table: InvoiceTable, width: number, size: number) {
  const widest = (i: number) => {
    const header = doc.font('bold').fontSize(size);
    const headWord = Math.max(...table.head[i]!.split(' ').map((w) => header.widthOfString(w)));
    const body = Math.max(0, ...table.rows.map((r) => doc.font('body').fontSize(size).widthOfString(r[i]!)));
    const total = doc.font('bold').fontSize(size).widthOfString(table.total[i]!);
    return Math.ceil(Math.max(headWord, body, total)) + 6;
  };
  const widths = table.head.map((_, i) => (i === 1 ? 0 : widest(i)));
  widths[1] = width - widths.reduce((a, b) => a + b, 0);
  return widths;
}

/**
 * A table row by row, the description column taking the width the amounts leave; the type a little smaller when
 * the amounts would not fit on one line otherwise; a new page when full.
 */
function drawTable(doc: PDFKit.PDFDocument, table: InvoiceTable, width: number) {
  let size = TABLE_SIZE;
  let columns = columnWidths(doc, table, width, size);
  while (columns[1]! < DESCRIPTION_MIN && size > SMALLEST_TABLE_SIZE) {
    size -= 0.5;
    columns = columnWidths(doc, table, width, size);
  }
  const row = (cells: string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(size);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]! - 4 }))) + 4;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc.text(c, x + 2, y + 2, { width: columns[i]! - 4, align: i >= 3 ? 'right' : 'left' });
      x += columns[i]!;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.4)
      .strokeColor('#999999')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  };
  row(table.head, 'bold');
  for (const r of table.rows) row(r, 'body');
  row(table.total, 'bold');
}
