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
  doc
    .font('bold')
    .fontSize(10)
    .text(`Total: ${formatRupees(invoice.totals.total)}`, MARGIN, doc.y, { width });
  doc.font('body').fontSize(9).text(totalInWords(invoice.totals.total), { width });
  doc.moveDown(0.3).text('Prices are inclusive of GST; tax is not payable on reverse charge.', { width });

  for (const note of invoice.creditNotes) {
    doc.moveDown(1).font('bold').fontSize(10).text(creditNoteHeading(note), MARGIN, doc.y, { width });
    drawTable(doc, linesTable(invoice, note.lines, note.totals), width);
    doc
      .moveDown(0.4)
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
  doc.end();
  return done;
}

/** A table row by row, the description column taking the width the others leave; a new page when full. */
function drawTable(doc: PDFKit.PDFDocument, table: InvoiceTable, width: number) {
  const numeric = table.head.length - 3;
  const narrow = 18;
  const hsn = 34;
  const num = Math.min(58, (width * 0.62) / numeric);
  const widths = table.head.map((_, i) => (i === 0 ? narrow : i === 1 ? 0 : i === 2 ? hsn : num));
  widths[1] = width - widths.reduce((a, b) => a + b, 0);
  const row = (cells: string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(TABLE_SIZE);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 4 }))) + 4;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc.text(c, x + 2, y + 2, { width: widths[i]! - 4, align: i >= 3 ? 'right' : 'left' });
      x += widths[i]!;
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
