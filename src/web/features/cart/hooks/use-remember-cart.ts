import { useEffect } from 'react';
import type { RememberCartInput } from '#shared/cart-recovery/cart-recovery.schemas.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.ts';
import { cartRecoveryApi } from '../api/cart-recovery-api.ts';
import { orderLine } from '../lib/cart-line.ts';
import { useCart } from '../lib/cart-store.ts';

/** What checkout knows of a guest: the email and phone typed, and the unticked marketing box. */
export interface CheckoutContact {
  email: string;
  phone: string;
  marketingConsent: boolean;
}

/** A save waits for the shopper to stop changing the cart for this long (the server counts 60 in 10 minutes). */
const SAVE_AFTER_MS = 2_000;
/** The last body this tab saved: the same cart is not saved again on every page. */
const LAST_SAVED_KEY = 'karigar:remembered-cart';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(\+91|91|0)?[6-9]\d{9}$/;

function lastSaved(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_SAVED_KEY);
  } catch {
    return null;
  }
}

function markSaved(body: string) {
  try {
    window.sessionStorage.setItem(LAST_SAVED_KEY, body);
  } catch {
    // storage blocked: the next page saves the same cart again, which changes nothing but the time
  }
}

/**
 * Keeps a known shopper's cart on the server for the reminders (decision 075): a signed-in shopper's, and at checkout
 * a guest's once a valid email is typed, with the checkout's marketing box. Lines only, never a price; saved after
 * each change (debounced), not again when nothing changed. The server keeps nothing while the owner has reminders
 * off; a failed save is only a reminder missed, so it is not shown.
 */
export function useRememberCart(contact?: CheckoutContact): void {
  const cart = useCart();
  const { user } = useSession();
  const { lang } = useI18n();
  const email = contact?.email.trim() ?? '';
  const phone = contact?.phone.replace(/[\s-]/g, '') ?? '';
  const guestKnown = EMAIL.test(email);
  const body: RememberCartInput | null =
    user || guestKnown
      ? {
          items: cart.map(orderLine),
          lang,
          ...(!user && guestKnown ? { email } : {}),
          ...(!user && PHONE.test(phone) ? { phone } : {}),
          ...(contact ? { marketingConsent: contact.marketingConsent } : {}),
        }
      : null;
  const text = body ? JSON.stringify(body) : null;

  useEffect(() => {
    if (!text) return;
    const previous = lastSaved();
    // Nothing in the cart and nothing saved before: no row to start or to stop.
    if (
      text === previous ||
      (previous === null && (JSON.parse(text) as RememberCartInput).items.length === 0)
    )
      return;
    const timer = setTimeout(() => {
      cartRecoveryApi.remember(JSON.parse(text) as RememberCartInput).then(
        () => markSaved(text),
        () => {},
      );
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
}
