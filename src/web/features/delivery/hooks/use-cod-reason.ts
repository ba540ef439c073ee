import { DELIVERY_MESSAGES } from '#shared/delivery/delivery.ts';
import { type DeliveryT, useDeliveryT } from '../i18n.ts';

/** Why COD is not offered: the server's fixed reasons in the page's language; one with figures as it is. */
export function codReason(reason: string | undefined, t: DeliveryT): string {
  if (!reason || reason === DELIVERY_MESSAGES.codOff) return t('delivery.codOff');
  if (reason === DELIVERY_MESSAGES.codBlocked) return t('delivery.codBlocked');
  return reason;
}

/** `codReason` in the page's language, for the checkout's payment options. */
export function useCodReason(): (reason: string) => string {
  const t = useDeliveryT();
  return (reason) => codReason(reason, t);
}
