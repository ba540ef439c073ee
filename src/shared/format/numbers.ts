// Counts as the shop shows them (`1,23,456` in en-IN), in the page's locale. Zod-free.

const formats = new Map<string, Intl.NumberFormat>();

/** `formatCount(123456)` → `1,23,456`: one Intl.NumberFormat per locale, made on first use (each costs a lot). */
export function formatCount(n: number, locale = 'en-IN'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(n);
}
