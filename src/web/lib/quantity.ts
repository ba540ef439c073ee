/** Quantity pickers: whole numbers from 1 up to a maximum (the stock, or 999 when it is unknown). */
export const MIN_QUANTITY = 1;

/** Clamp to [1, max], dropping fractions; anything that is not a number reads as 1. */
export function clampQuantity(value: number, max: number): number {
  const upper = Math.max(MIN_QUANTITY, Math.floor(max));
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(upper, Math.max(MIN_QUANTITY, Math.floor(value)));
}

/** What a shopper typed: a whole number of at least 1, or `null` while it is not one ('', '0', '2.5', 'abc'). */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= MIN_QUANTITY ? value : null;
}
