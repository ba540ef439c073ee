import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A guest's link opens the order page for this long after the order (docs/product.md §4.9). */
export const ORDER_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

/** What the database keeps of a guest token: its SHA-256, hex. */
export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The guest's key to an order page (security review M3, decision 020). The token is HMAC-SHA256 of the
 * order id under a key drawn from the server secret: the server can rebuild it for every mail (an online
 * order's confirmation is mailed long after placement) and for a repeated checkout answer, while the
 * database keeps only its SHA-256, so a copy of the database opens no order page.
 */
export class OrderTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('karigar:order-access-token').digest();
  }

  /** The token of an order: 256 bits, URL-safe. */
  issue(orderId: string): string {
    return createHmac('sha256', this.key).update(orderId).digest('base64url');
  }

  /**
   * In constant time: the given token's hash against the stored one (tokens of orders placed before the
   * hashing, or before a change of secret, in mails already sent), or the given token against the one this
   * server issues for the order (later mails of those orders carry that one).
   */
  matches(order: { id: string; accessTokenHash: string }, given: string | undefined): boolean {
    if (!given) return false;
    const byHash = sameBytes(Buffer.from(hashOrderToken(given)), Buffer.from(order.accessTokenHash));
    const byIssue = sameBytes(Buffer.from(this.issue(order.id)), Buffer.from(given));
    return byHash || byIssue;
  }

  /** Guest access ends ORDER_LINK_DAYS after the order; its owner (signed in) and the admin still see it. */
  expired(order: { orderDate: Date }, now: Date): boolean {
    return now.getTime() - order.orderDate.getTime() > ORDER_LINK_DAYS * DAY_MS;
  }
}
