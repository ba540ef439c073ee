// Dates as the shop shows them (docs/product.md §1.3: India time), for pages and emails alike, in the page's
// locale (en-IN by default; hi-IN on Hindi pages, decision 035). Zod-free.

const DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

/** India has one time zone and no daylight saving: UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

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

/** The months as `Intl` abbreviates them in the shop's locales (checked against it in dates.test.ts). */
const SHORT_MONTHS: Record<string, readonly string[]> = {
  'en-IN': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  'hi-IN': ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};

/**
 * `22 Nov 2026` (India time); `22 नव॰ 2026` in hi-IN. The shop's locales are written here, without `Intl`'s cost
 * on a page's first render (decision 047); any other through `Intl`.
 */
export function formatDate(date: Date, locale = 'en-IN'): string {
  const months = SHORT_MONTHS[locale];
  if (!months) return dateFormat(locale, DATE).format(date);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  return `${india.getUTCDate()} ${months[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** `22 Nov 2026, 3:05 pm` (India time); the shop's locales as `formatDate`. */
export function formatDateTime(date: Date, locale = 'en-IN'): string {
  if (!SHORT_MONTHS[locale]) return dateFormat(locale, DATE_TIME).format(date);
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(date, locale)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** `2026-11-22` (the India day), for file names and day keys. */
export const indiaDay = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** `2026-11-22 15:05` (India time): a date-time spreadsheets read as one. */
export const indiaDateTime = (date: Date) =>
  new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
