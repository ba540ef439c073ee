import { formatDate } from '#shared/format/dates.ts';

/** Small pure helpers for the admin's customer screens (unit-tested beside). */

const countFormat = new Intl.NumberFormat('en-IN');

/** `12345` → `12,345` (en-IN grouping: `1,23,456`; hi-IN writes numbers the same, decision 035). */
export const formatCount = (n: number) => countFormat.format(n);

/** docs/product.md §7.6: average logins shown with 1 decimal (`2` → `2.0`). */
export const formatAverage = (n: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

/** An ISO date as `22 Nov 2026` in `locale`, or `missing` for none (a customer who never signed in). */
export function formatDay(iso: string | null, missing = 'Never', locale?: string): string {
  if (!iso) return missing;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? missing : formatDate(date, locale);
}

/**
 * The file name a CSV download is saved under: the server's `Content-Disposition` name when it gives one
 * (RFC 6266 `filename*=UTF-8''…` preferred over `filename="…"`), else `{fallback}-YYYY-MM-DD.csv`.
 * Path separators are dropped so a header can never point outside the downloads folder.
 */
export function csvFileName(contentDisposition: string | null, fallback: string, today = new Date()): string {
  const header = contentDisposition ?? '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1];
  let name: string | undefined;
  try {
    name = extended ? decodeURIComponent(extended.trim()) : plain?.trim();
  } catch {
    name = plain?.trim();
  }
  const safe = name?.replace(/[/\\]/g, '').trim();
  return safe || `${fallback}-${today.toISOString().slice(0, 10)}.csv`;
}
