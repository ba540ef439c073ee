import type { DeliveryCheck } from '#shared/delivery/delivery.schemas.ts';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useDeliveryT } from '../i18n.ts';
import { deliveryTone } from '../lib/delivery-tone.ts';
import { deliveryLine } from './delivery-check-box.tsx';

/** Checkout's line under the address: by when, and whether COD is offered (the product page's words). */
export function CheckoutDeliveryLine({ check }: { check: DeliveryCheck | undefined }) {
  const t = useDeliveryT();
  const { locale } = useI18n();
  const tone = check && deliveryTone(check);
  return (
    <p
      role="status"
      className={cn(
        'min-h-5 text-sm',
        tone === 'good' && 'text-success',
        tone === 'neutral' && 'text-foreground',
        tone === 'problem' && 'text-danger',
      )}
      data-testid="checkout-delivery"
    >
      {check ? deliveryLine(check, t, locale) : null}
    </p>
  );
}
