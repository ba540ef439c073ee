/**
 * Indian digit grouping without `Intl` (decision 047): the first `Intl` format a page makes loads the browser's
 * locale data, 15–55 ms of main thread on this machine and four times that on a phone, inside the render that
 * shows the first price. The shop's two locales (en-IN, hi-IN, decision 035) group digits the same way, with
 * Latin digits; the tests check every format here against `Intl`.
 */

/** The locales formatted here; any other goes through `Intl`. */
export const isShopLocale = (locale: string) => locale === 'en-IN' || locale === 'hi-IN';

/** `1234567` → `12,34,567`: the last three digits, then pairs. A whole, non-negative number. */
export function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}
