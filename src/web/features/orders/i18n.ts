import { useMemo } from 'react';
import en from '#web/i18n/en/orders.json';
import { defineCatalog, useI18n } from '#web/lib/i18n.tsx';
import { saidMessages } from '#web/lib/shared-messages.ts';

/** The order pages' texts (decision 035): confirmation, My Orders and its detail, track order. */
export const useOrdersT = defineCatalog(en, { hi: () => import('#web/i18n/hi/orders.json') });
export type OrdersT = ReturnType<typeof useOrdersT>;

/** The server's answers with figures (a cancel and its refund) in the page's language (decision 042). */
export function useOrdersSaid() {
  const t = useOrdersT();
  const { locale } = useI18n();
  return useMemo(
    () => saidMessages(locale, (code, params) => t(`orders.said.${code}` as never, params)),
    [t, locale],
  );
}
