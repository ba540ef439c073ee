import { formatDate, formatDateTime } from '#shared/format/dates.ts';

/** An API's ISO timestamp on screen (orders, the admin's order cards); '' when it is not a date. */

/** '22 Nov 2026' (design: dates in en-IN, India time). */
export function formatIsoDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date);
}

/** '22 Nov 2026, 3:05 pm'. */
export function formatIsoDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDateTime(date);
}
