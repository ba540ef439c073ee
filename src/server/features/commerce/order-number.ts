import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** docs/product.md §4.9: 'CT' + the last 6 digits of the timestamp + 6 random uppercase alphanumerics. */
export function generateOrderNumber(now: Date = new Date()): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `CT${String(now.getTime()).slice(-6).padStart(6, '0')}${suffix}`;
}
