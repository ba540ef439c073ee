/** Money is integer paise everywhere; only this module turns it into rupee text. */
const formats = new Map<string, { withPaise: Intl.NumberFormat; wholeRupees: Intl.NumberFormat }>();

/** The two rupee formats of a locale (`en-IN`, `hi-IN`: both ₹1,23,456 with Latin digits, decision 035). */
function formatsOf(locale: string) {
  let pair = formats.get(locale);
  if (!pair) {
    pair = {
      withPaise: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
      }),
      wholeRupees: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
    };
    formats.set(locale, pair);
  }
  return pair;
}

/**
 * `formatRupees(123456)` → `₹1,234.56`; `formatRupees(12345600)` → `₹1,23,456` (no paise when zero); in the
 * page's locale when given (`useI18n().locale`).
 */
export function formatRupees(paise: number, locale = 'en-IN'): string {
  const { withPaise, wholeRupees } = formatsOf(locale);
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100);
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
