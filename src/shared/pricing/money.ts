import { groupIndian, isShopLocale } from '../format/indian-digits.ts';

/** Money is integer paise everywhere; only this module turns it into rupee text. */
const formats = new Map<string, { withPaise: Intl.NumberFormat; wholeRupees: Intl.NumberFormat }>();

/** The two rupee formats of a locale other than the shop's own. */
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
 * page's locale when given (`useI18n().locale`). The shop's locales (en-IN, hi-IN: both ₹1,23,456 with Latin
 * digits, decision 035) are formatted here, exactly as `Intl` does, without its cost on a page's first render
 * (decision 047).
 */
export function formatRupees(paise: number, locale = 'en-IN'): string {
  if (!isShopLocale(locale)) {
    const { withPaise, wholeRupees } = formatsOf(locale);
    return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100);
  }
  const whole = Math.abs(Math.round(paise));
  const rupees = `₹${groupIndian(Math.floor(whole / 100))}`;
  const sign = paise < 0 && whole > 0 ? '-' : '';
  const rest = whole % 100;
  return rest === 0 ? `${sign}${rupees}` : `${sign}${rupees}.${String(rest).padStart(2, '0')}`;
}

/**
 * paise added to a cash-on-delivery total so the courier collects whole rupees (decision 085): to the nearest
 * rupee, half a rupee up (₹1,348.20 → -20, ₹1,348.50 → +50), so always -49 … +50.
 */
export function cashRoundOff(total: number): number {
  return Math.round(total / 100) * 100 - total;
}

/** A round-off as a line shows it, with its sign, the minus as the discount's: `−₹0.20`, `+₹0.50`. */
export const formatRoundOff = (paise: number, locale = 'en-IN'): string =>
  `${paise > 0 ? '+' : paise < 0 ? '−' : ''}${formatRupees(Math.abs(paise), locale)}`;

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
