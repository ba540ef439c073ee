// Dates as the shop shows them (docs/product.md §1.3: en-IN, India time), for pages and emails alike. Zod-free.

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** `22 Nov 2026` (India time). */
export const formatDate = (date: Date) => dateFormat.format(date);
/** `22 Nov 2026, 3:05 pm` (India time). */
export const formatDateTime = (date: Date) => dateTimeFormat.format(date);

const IST_OFFSET_MS = 330 * 60_000;

/** `2026-11-22` (the India day), for file names and day keys. */
export const indiaDay = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** `2026-11-22 15:05` (India time): a date-time spreadsheets read as one. */
export const indiaDateTime = (date: Date) =>
  new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
