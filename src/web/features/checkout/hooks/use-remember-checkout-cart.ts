import { type Control, useWatch } from 'react-hook-form';
import type { OrderCustomer } from '#shared/orders/order.schemas.ts';
import { useRememberCart } from '#web/features/cart/hooks/use-remember-cart.ts';
import type { FormValues } from '../lib/checkout-form-values.ts';

/** At checkout the typed email, phone and marketing box go with the remembered cart (decision 075). */
export function useRememberCheckoutCart(control: Control<FormValues, unknown, OrderCustomer>): void {
  const [email, phone, marketingConsent] = useWatch({
    control,
    name: ['email', 'phone', 'marketingConsent'],
  });
  useRememberCart({ email: email ?? '', phone: phone ?? '', marketingConsent: marketingConsent === true });
}
