import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key of a COD order's confirmation link (decision 087): HMAC-SHA256 of the order id under a key drawn from the
 * server secret for this purpose alone, so the order page's token (which the checkout hands to whoever placed the
 * order) cannot answer for the buyer; only the mails to the buyer carry it. Rebuilt for every mail (the
 * reminder comes hours later), so nothing of it is stored; it stops working when the order stops waiting.
 */
export class CodConfirmationKeys {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('karigar:cod-confirmation-key').digest();
  }

  issue(orderId: string): string {
    return createHmac('sha256', this.key).update(orderId).digest('base64url');
  }

  /** In constant time. */
  matches(orderId: string, given: string): boolean {
    const expected = Buffer.from(this.issue(orderId));
    const offered = Buffer.from(given);
    return expected.length === offered.length && timingSafeEqual(expected, offered);
  }
}
