import { useMemo } from 'react';
import { PRODUCT_ADMIN_MESSAGES as M } from '#shared/catalog/product-admin.ts';
import en from '#web/i18n/en/admin-products.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The Products tab's texts (decision 035). */
export const useProductsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-products.json') });

/** PRODUCT_ADMIN_MESSAGES (the schema's and the server's wording) in the page's language: `say(M.added)`. */
export function useProductMessages() {
  const t = useProductsT();
  return useMemo(() => sharedMessages(M, (name) => t(`adminProducts.msg.${name}` as never)), [t]);
}
