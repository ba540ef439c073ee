import { createHmac, timingSafeEqual } from 'node:crypto';
import { RESTORE_CART_PATH } from '#shared/cart-recovery/cart-recovery.ts';
import { UNSUBSCRIBE_PATH } from '#shared/customers/marketing-consent.ts';
import { type Lang, pathInLang } from '#shared/i18n/translate.ts';
import { isUuid } from '../../lib/uuid.ts';

/** What a restoring link's token says: the remembered cart, or why it is refused. */
export type RestoreVerdict = { cartId: string } | { refused: 'invalid' | 'expired' };

/**
 * A reminder's two links (decision 075), each an HMAC-SHA256 under its own key drawn from the server secret:
 * - restore: `<cart id>.<expiry, seconds>.<signature>`, refused once expired or changed in any way;
 * - unsubscribe: `cart.<cart id>.<signature>`, no expiry (a mail read late must still stop the next one). It opens
 *   the shop's one unsubscribe page, whose request names this kind of token by its `cart.` prefix.
 */
export class CartLinks {
  private readonly restoreKey: Buffer;
  private readonly unsubscribeKey: Buffer;

  constructor(
    secret: string,
    private readonly publicUrl: string,
  ) {
    const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
    this.restoreKey = derive('karigar:restore-cart-link');
    this.unsubscribeKey = derive('karigar:cart-unsubscribe-link');
  }

  private base(): string {
    return this.publicUrl.replace(/\/$/, '');
  }

  restoreToken(cartId: string, expiresAt: Date): string {
    const payload = `${cartId}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return `${payload}.${sign(this.restoreKey, payload)}`;
  }

  restoreLink(cartId: string, expiresAt: Date, lang: Lang): string {
    return `${this.base()}${pathInLang(RESTORE_CART_PATH, lang)}?token=${this.restoreToken(cartId, expiresAt)}`;
  }

  /** In constant time; a genuine token past its expiry is `expired`, anything else not genuine `invalid`. */
  readRestore(token: string, now: Date): RestoreVerdict {
    const [id, expiry, signature, ...rest] = token.split('.');
    if (!id || !expiry || !signature || rest.length > 0 || !isUuid(id) || !/^\d{1,12}$/.test(expiry)) {
      return { refused: 'invalid' };
    }
    if (!matches(sign(this.restoreKey, `${id}.${expiry}`), signature)) return { refused: 'invalid' };
    if (Number(expiry) * 1000 <= now.getTime()) return { refused: 'expired' };
    return { cartId: id.toLowerCase() };
  }

  unsubscribeToken(cartId: string): string {
    return `cart.${cartId}.${sign(this.unsubscribeKey, cartId)}`;
  }

  unsubscribeLink(cartId: string, lang: Lang): string {
    return `${this.base()}${pathInLang(UNSUBSCRIBE_PATH, lang)}?token=${this.unsubscribeToken(cartId)}`;
  }

  /** The cart an unsubscribe token names; undefined for anything not genuine. */
  readUnsubscribe(token: string): string | undefined {
    const [kind, id, signature, ...rest] = token.split('.');
    if (kind !== 'cart' || !id || !signature || rest.length > 0 || !isUuid(id)) return undefined;
    return matches(sign(this.unsubscribeKey, id.toLowerCase()), signature) ? id.toLowerCase() : undefined;
  }
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token of a cart reminder's unsubscribe link (the unsubscribe page sends both kinds to their own routes). */
export const isCartUnsubscribeToken = (token: string) => token.startsWith('cart.');
