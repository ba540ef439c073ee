// Admin forms take rupees (what a shop owner thinks in); the API takes integer paise (decision 004).

/**
 * '499' → 49900, '499.5' → 49950, '' → undefined (the schema says what is missing). More than two decimals
 * stays fractional, so the schema's 'whole number of paise' message shows instead of a silent rounding.
 */
export function rupeesToPaiseInput(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const rupees = Number(trimmed);
  if (!Number.isFinite(rupees)) return Number.NaN;
  const paise = rupees * 100;
  const whole = Math.round(paise);
  return Math.abs(paise - whole) < 1e-6 ? whole : paise;
}

/** 49900 → '499', 49950 → '499.50': the value an input shows for a stored amount. */
export function paiseToRupeesInput(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
