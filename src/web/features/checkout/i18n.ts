import { useMemo } from 'react';
import en from '#web/i18n/en/checkout.json';
import { defineCatalog, useI18n } from '#web/lib/i18n.tsx';
import { saidMessages } from '#web/lib/shared-messages.ts';

/** The checkout's texts (decision 035): the page, its checks, its toasts. */
export const useCheckoutT = defineCatalog(en, { hi: () => import('#web/i18n/hi/checkout.json') });
export type CheckoutT = ReturnType<typeof useCheckoutT>;

/** The server's refusals with figures (stock, the units cap, unpaid orders) in the page's language (decision 042). */
export function useCheckoutSaid() {
  const t = useCheckoutT();
  const { locale } = useI18n();
  return useMemo(
    () => saidMessages(locale, (code, params) => t(`checkout.said.${code}` as never, params)),
    [t, locale],
  );
}
