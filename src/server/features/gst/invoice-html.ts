import { type Invoice, invoiceTitle, recipientHeading } from '#shared/gst/gst.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { esc } from '../mail/templates/index.ts';
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

/**
 * The printable invoice page: plain HTML the browser prints (no script: the CSP forbids inline script),
 * every value escaped. The PDF holds the same content (invoice-pdf.ts).
 */

function table(t: InvoiceTable, caption: string): string {
  const cell = (tag: 'th' | 'td', v: string, i: number) =>
    `<${tag}${i >= 3 ? ' class="n"' : ''}>${esc(v)}</${tag}>`;
  return `<table><caption>${esc(caption)}</caption>
<thead><tr>${t.head.map((h, i) => cell('th', h, i)).join('')}</tr></thead>
<tbody>${t.rows.map((r) => `<tr>${r.map((v, i) => cell('td', v, i)).join('')}</tr>`).join('\n')}</tbody>
<tfoot><tr>${t.total.map((v, i) => cell('th', v, i)).join('')}</tr></tfoot></table>`;
}

const lines = (values: string[]) => values.map(esc).join('<br>');

const roundOff = (totals: Invoice['totals']) => {
  const line = roundOffLine(totals);
  return line ? `<p>${esc(line)}</p>\n` : '';
};

export function invoiceHtml(invoice: Invoice, pdfHref: string): string {
  const title = `${invoiceTitle(invoice.kind)} ${invoice.number}`;
  const [onBehalf, signatoryTitle] = signatoryLines(invoice);
  const notes = invoice.creditNotes
    .map(
      (note) => `<section class="note"><h2>${esc(creditNoteHeading(note))}</h2>
<div class="scroll">${table(linesTable(invoice, note.lines, note.totals), 'Credited')}</div>
${roundOff(note.totals)}<p>Credited: <strong>${esc(formatRupees(note.totals.total))}</strong> (${esc(totalInWords(note.totals.total))})</p></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
@page { size: A4; margin: 12mm; }
body { margin: 0 auto; max-width: 60rem; padding: 16px; font: 11pt/1.4 Arial, Helvetica, sans-serif; color: #222; }
.help { padding: 8px 16px; background: #f5efe6; }
h1 { font-size: 1.4em; margin: 0.2em 0; } h2 { font-size: 1.05em; margin: 1em 0 0.3em; }
.parties { display: flex; flex-wrap: wrap; gap: 16px; } .parties > div { flex: 1 1 16rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; } dt { color: #555; } dd { margin: 0; }
/* On a phone the table keeps its columns and scrolls sideways (audit D-c3) rather than squeezing them off. */
.scroll { overflow-x: auto; }
table { width: 100%; min-width: 40rem; border-collapse: collapse; margin-top: 0.8em; font-size: 0.9em; }
caption { text-align: left; font-weight: bold; }
th, td { text-align: left; border-bottom: 1px solid #ccc; padding: 3px 4px; vertical-align: top; }
.n { text-align: right; white-space: nowrap; }
.words { font-weight: bold; }
.sign { margin: 2.5em 0 0 auto; width: 16rem; text-align: right; }
.sign .line { border-top: 1px solid #555; margin-top: 3em; padding-top: 4px; }
@media print { .help { display: none; } }
</style></head>
<body>
<p class="help"><a href="${esc(pdfHref)}">Download the PDF</a>, or print this page from your browser's menu.</p>
<h1>${esc(title)}</h1>
${invoice.kind === 'bill_of_supply' ? `<p>${esc(UNREGISTERED_NOTE)}</p>` : ''}
<div class="parties">
<div><h2>Supplier</h2><p>${lines(supplierLines(invoice))}</p></div>
<div><h2>${recipientHeading(invoice.recipient)}</h2><p>${lines(recipientLines(invoice))}</p></div>
<div><h2>Particulars</h2><dl>${particulars(invoice)
    .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`)
    .join('')}</dl></div>
</div>
<div class="scroll">${table(linesTable(invoice, invoice.lines, invoice.totals), 'Items')}</div>
${roundOff(invoice.totals)}<p>Total: <strong>${esc(formatRupees(invoice.totals.total))}</strong></p>
<p class="words">${esc(totalInWords(invoice.totals.total))}</p>
<p>Prices are inclusive of GST; tax is not payable on reverse charge.</p>
${notes}
<div class="sign"><p><strong>${esc(onBehalf)}</strong></p><p class="line">${esc(signatoryTitle)}</p></div>
</body></html>`;
}
