// Dates as the shop shows them (docs/product.md §1.3: en-IN, India time), for pages and emails alike. Zod-free.

const DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

// One formatter per locale and shape, made on first use (Intl formatters are costly to build).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${options === DATE ? 'date' : 'time'}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** `22 Nov 2026` (India time); `22 नव॰ 2026` with `hi-IN` (the page's locale, decision 035). */
export const formatDate = (date: Date, locale = 'en-IN') => formatter(locale, DATE).format(date);
/** `22 Nov 2026, 3:05 pm` (India time), in the page's locale. */
export const formatDateTime = (date: Date, locale = 'en-IN') => formatter(locale, DATE_TIME).format(date);

const IST_OFFSET_MS = 330 * 60_000;

/** `2026-11-22` (the India day), for file names and day keys. */
export const indiaDay = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** `2026-11-22 15:05` (India time): a date-time spreadsheets read as one. */
export const indiaDateTime = (date: Date) =>
  new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
