import { formatDate, formatDateTime } from '#shared/format/dates.ts';

/** An API's ISO timestamp on screen (orders, the admin's order cards); '' when it is not a date. */

/** '22 Nov 2026' (design: dates in en-IN, India time; `locale`: the page's, decision 035). */
export function formatIsoDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, locale);
}

/** '22 Nov 2026, 3:05 pm'. */
export function formatIsoDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDateTime(date, locale);
}
