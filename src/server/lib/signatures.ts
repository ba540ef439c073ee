import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed webhooks and callbacks (Razorpay, WhatsApp): lowercase hex HMAC-SHA256. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Constant-time comparison of a received signature with the expected lowercase hex: a length
 * check first (timingSafeEqual needs equal lengths), then the bytes; uppercase hex or any other
 * spelling does not match.
 */
export function signatureMatches(expectedHex: string, received: string): boolean {
  const a = Buffer.from(expectedHex, 'utf8');
  const b = Buffer.from(received, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}
