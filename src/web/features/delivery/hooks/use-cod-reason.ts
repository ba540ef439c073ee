import type { DeliveryCheck } from '#shared/delivery/delivery.schemas.ts';
import { DELIVERY_MESSAGES } from '#shared/delivery/delivery.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { saidMessages } from '#web/lib/shared-messages.ts';
import { type DeliveryT, useDeliveryT } from '../i18n.ts';

/**
 * Why COD is not offered, in the page's language: the server's fixed reasons by their English, the COD limits
 * with their amounts by their code (decision 042).
 */
export function codReason(cod: DeliveryCheck['cod'], t: DeliveryT, locale: string): string {
  if (!cod.reason || cod.reason === DELIVERY_MESSAGES.codOff) return t('delivery.codOff');
  if (cod.reason === DELIVERY_MESSAGES.codBlocked) return t('delivery.codBlocked');
  return saidMessages(locale, (code, params) => t(`delivery.said.${code}` as never, params))(
    cod.reason,
    cod.said,
  );
}

/** `codReason` in the page's language, for the checkout's payment options. */
export function useCodReason(): (cod: DeliveryCheck['cod']) => string {
  const t = useDeliveryT();
  const { locale } = useI18n();
  return (cod) => codReason(cod, t, locale);
}
