import { useRememberCart } from '../hooks/use-remember-cart.ts';

/** The signed-in shopper's cart kept on the server for the reminders (decision 075); shows nothing. */
export function RememberCart() {
  useRememberCart();
  return null;
}
