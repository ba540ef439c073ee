// Zod-free: GSTIN format and check digit.
import { stateNameOf } from './states.ts';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN check character (the GST network's mod-36 scheme): each of the first 14 characters' values
 * (0–9, A=10 … Z=35) is multiplied by 1 and 2 alternately, each product folded as quotient + remainder
 * of division by 36, summed; the check is (36 − sum mod 36) mod 36.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN as stored: upper case, no spaces. */
export const normalizeGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Valid when it has the format, a known state code and the right check character. */
export function isValidGstin(value: string): boolean {
  const gstin = normalizeGstin(value);
  return (
    GSTIN_PATTERN.test(gstin) &&
    stateNameOf(gstin.slice(0, 2)) !== null &&
    gstinCheckChar(gstin.slice(0, 14)) === gstin[14]
  );
}
