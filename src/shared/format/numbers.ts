// Counts as the shop shows them (`1,23,456` in en-IN), in the page's locale. Zod-free.
import { groupIndian, isShopLocale } from './indian-digits.ts';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * `formatCount(123456)` → `1,23,456`. A whole number in the shop's locales is grouped here (decision 047); the
 * rest through one Intl.NumberFormat per locale, made on first use.
 */
export function formatCount(n: number, locale = 'en-IN'): string {
  if (isShopLocale(locale) && Number.isSafeInteger(n))
    return `${n < 0 ? '-' : ''}${groupIndian(Math.abs(n))}`;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(n);
}
