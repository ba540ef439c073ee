/**
 * The checkout pass the server hands out with a quote (decision 058): kept for the browser session and shown with
 * later quotes and the order, so the order limits count this browser, not everyone behind the same address.
 */
const KEY = 'karigar.checkoutPass';
let remembered: string | null = null;

function stored(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberCheckoutPass(pass: string): void {
  remembered = pass;
  try {
    sessionStorage.setItem(KEY, pass);
  } catch {
    // Private mode without storage: the pass lives as long as the page.
  }
}

/** The header to send it in, or none before the first quote. */
export function checkoutPassHeaders(): Record<string, string> {
  const pass = remembered ?? stored();
  return pass ? { 'Checkout-Pass': pass } : {};
}
