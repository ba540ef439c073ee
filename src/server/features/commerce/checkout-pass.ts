import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header a browser's checkout sends its pass in (quotes and the order). */
export const CHECKOUT_PASS_HEADER = 'checkout-pass';

/**
 * A pass counts as a shopper's only once it is this old: nobody fills in the checkout form faster, and a
 * script that waits pays in time for every order (decision 058).
 */
export const PASS_MIN_AGE_MS = 8_000;
/** A pass is honoured this long after it was issued; an older one is simply not a pass. */
export const PASS_MAX_AGE_MS = 24 * 60 * 60_000;

export interface CheckoutPass {
  id: string;
  issuedAt: number;
}

/**
 * The checkout's own signed token (decision 058): the quote hands one out, the browser keeps it for the
 * session, and the order shows it. Many real buyers share one IPv4 address behind their carrier's NAT: an order
 * with an aged pass counts per pass (one browser) and against a much higher per-address ceiling, so a sale-day
 * crowd on one address is not turned away, while a bare script without one keeps the strict per-address limit.
 */
export class CheckoutPasses {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', secret).update('karigar:checkout-pass').digest();
  }

  issue(): string {
    const body = `${randomBytes(12).toString('base64url')}.${this.now().toString(36)}`;
    return `${body}.${this.sign(body)}`;
  }

  /** The pass in a token, if it is one this shop signed and not yet expired; else null (never an error). */
  read(token: string | undefined): CheckoutPass | null {
    if (!token || token.length > 100) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [id, issued, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.sign(`${id}.${issued}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const issuedAt = Number.parseInt(issued, 36);
    const age = this.now() - issuedAt;
    if (!Number.isFinite(issuedAt) || age < 0 || age > PASS_MAX_AGE_MS) return null;
    return { id, issuedAt };
  }

  /** An aged pass: what a browser that has spent a shopper's time on the checkout shows. */
  aged(pass: CheckoutPass | null): pass is CheckoutPass {
    return pass !== null && this.now() - pass.issuedAt >= PASS_MIN_AGE_MS;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url').slice(0, 22);
  }
}
