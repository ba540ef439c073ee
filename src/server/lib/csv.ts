import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { indiaDay } from '#shared/format/dates.ts';

/**
 * CSV for spreadsheets (RFC 4180 quoting, CRLF lines, a UTF-8 BOM so Excel reads ₹ and Indian
 * names right). A text cell starting with = + - @ tab or CR gets a leading ' so a spreadsheet
 * shows it instead of running it as a formula (CSV injection).
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (row: readonly CsvValue[]) => `${row.map(csvCell).join(',')}\r\n`;

/** The CSV written as the rows arrive, so a large export never sits whole in memory. */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<ReadonlyArray<readonly CsvValue[]>>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const rows of batches) yield rows.map(csvLine).join('');
}

/** Paise as plain rupees with two decimals (`123456` → `1234.56`): a number a spreadsheet can sum. */
export const csvRupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * Answers a CSV download `${name}-YYYY-MM-DD.csv` streamed from `batches`. The first batch is read before
 * the answer starts, so a database outage is still a 503, not a cut file.
 */
export async function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  now: Date,
  header: readonly string[],
  batches: AsyncGenerator<T[]>,
  toRow: (item: T) => CsvValue[],
) {
  const first = await batches.next();
  async function* rows() {
    if (first.done) return;
    yield first.value.map(toRow);
    for await (const batch of batches) yield batch.map(toRow);
  }
  return reply
    .header('content-disposition', `attachment; filename="${name}-${indiaDay(now)}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(Readable.from(csvChunks(header, rows())));
}
