// Dates as the shop shows them (docs/product.md §1.3: India time), for pages and emails alike, in the page's
// locale (en-IN by default; hi-IN on Hindi pages, decision 035). Zod-free.

const DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

const formats = new Map<string, Intl.DateTimeFormat>();
/** One Intl.DateTimeFormat per locale and options, made on first use. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** `22 Nov 2026` (India time); `22 नव॰ 2026` in hi-IN. */
export const formatDate = (date: Date, locale = 'en-IN') => dateFormat(locale, DATE).format(date);
/** `22 Nov 2026, 3:05 pm` (India time). */
export const formatDateTime = (date: Date, locale = 'en-IN') => dateFormat(locale, DATE_TIME).format(date);

const IST_OFFSET_MS = 330 * 60_000;

/** `2026-11-22` (the India day), for file names and day keys. */
export const indiaDay = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** `2026-11-22 15:05` (India time): a date-time spreadsheets read as one. */
export const indiaDateTime = (date: Date) =>
  new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
