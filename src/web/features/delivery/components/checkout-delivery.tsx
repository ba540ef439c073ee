import type { DeliveryCheck } from '#shared/delivery/delivery.schemas.ts';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useDeliveryT } from '../i18n.ts';
import { deliveryLine } from './delivery-check-box.tsx';

/** Checkout's line under the address: by when, and whether COD is offered (the product page's words). */
export function CheckoutDeliveryLine({ check }: { check: DeliveryCheck | undefined }) {
  const t = useDeliveryT();
  const { locale } = useI18n();
  return (
    <p
      role="status"
      className={cn('min-h-5 text-sm', check?.serviceable ? 'text-success' : 'text-danger')}
      data-testid="checkout-delivery"
    >
      {check ? deliveryLine(check, t, locale) : null}
    </p>
  );
}
