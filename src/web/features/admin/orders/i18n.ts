import { useCallback } from 'react';
import en from '#web/i18n/en/admin-orders.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { useSaidMessages } from '#web/lib/shared-messages.ts';

/** The Orders tab's texts (list, bulk bar, order page and its forms): decision 035. */
export const useAdminOrdersT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-orders.json') });

const saidKey = (code: string) => `said.${code}`;

/**
 * The server's refusals with figures (a status change it refuses, the stock a reinstated order lacks) in the
 * page's language (decision 042); a status travels as its code and is named here.
 */
export function useAdminOrdersSaid() {
  const t = useAdminOrdersT();
  const statusName = useCallback(
    (param: string, value: string | number) =>
      param === 'from' || param === 'to' ? t(`status.${value}` as never) : value,
    [t],
  );
  return useSaidMessages(t, saidKey, statusName);
}
