import { useMemo } from 'react';
import en from '#web/i18n/en/admin-orders.json';
import { defineCatalog, useI18n } from '#web/lib/i18n.tsx';
import { saidMessages } from '#web/lib/shared-messages.ts';

/** The Orders tab's texts (list, bulk bar, order page and its forms): decision 035. */
export const useAdminOrdersT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-orders.json') });

/**
 * The server's refusals with figures (a status change it refuses, the stock a reinstated order lacks) in the
 * page's language (decision 042); a status travels as its code and is named here.
 */
export function useAdminOrdersSaid() {
  const t = useAdminOrdersT();
  const { locale } = useI18n();
  return useMemo(
    () =>
      saidMessages(
        locale,
        (code, params) => t(`said.${code}` as never, params),
        (param, value) => (param === 'from' || param === 'to' ? t(`status.${value}` as never) : value),
      ),
    [t, locale],
  );
}
