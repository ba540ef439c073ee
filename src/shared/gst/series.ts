// Zod-free: invoice and credit-note numbers, one gap-free series per financial year.

/** India's financial year runs 1 April – 31 March, counted in IST (UTC+5:30). */
const IST_OFFSET_MS = 330 * 60_000;

/** The financial year of a moment, as its first calendar year: 31 March 2027 → 2026, 1 April 2027 → 2027 (IST). */
export function financialYear(at: Date): number {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  return ist.getUTCMonth() >= 3 ? year : year - 1;
}

/** 2026 → '2026-27'. */
export const financialYearLabel = (fy: number) => `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`;

/** Document numbers are at most 16 characters (GST rules): PREFIX/YYYY/NNNNN, YYYY the financial year's two years. */
export const DOCUMENT_NUMBER_MAX = 16;
/** The prefix: 1–4 capital letters or digits, so a number still fits 16 characters past 99,999 documents a year. */
export const PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

/** 'INV', 2026, 7 → 'INV/2627/00007'. */
export function documentNumber(prefix: string, fy: number, seq: number): string {
  const years = `${fy % 100}`.padStart(2, '0') + `${(fy + 1) % 100}`.padStart(2, '0');
  return `${prefix}/${years}/${String(seq).padStart(5, '0')}`;
}
