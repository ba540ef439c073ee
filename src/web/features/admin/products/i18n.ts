import { useMemo } from 'react';
import { PRODUCT_ADMIN_MESSAGES as M } from '#shared/catalog/product-admin.ts';
import { VARIANT_MESSAGES as V } from '#shared/catalog/variants.ts';
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

/** VARIANT_MESSAGES with figures, each with the names of its figures in the catalog's text. */
const WITH_FIGURES = {
  skuTaken: ['name'],
  valueMissing: ['option'],
  valueUnknown: ['option', 'value'],
  combinationRepeated: ['values'],
} as const satisfies Partial<Record<keyof typeof V, readonly string[]>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message with figures as a pattern of its English ('This SKU is already used by "(.+)".'). */
const PATTERNS = Object.entries(WITH_FIGURES).map(([name, params]) => {
  const make = V[name as keyof typeof WITH_FIGURES] as (...args: string[]) => string;
  const marks = params.map((_, i) => `\u0001${i}\u0001`);
  let source = escapeRegExp(make(...marks));
  for (const mark of marks) source = source.replace(mark, '(.+)');
  return { name, params, pattern: new RegExp(`^${source}$`) };
});

/**
 * VARIANT_MESSAGES said through `say` (a catalog's `t`): those with figures by their pattern ('Choose a value of
 * Size.' → `variantMsg.valueMissing` with `{ option: 'Size' }`), the others by their name; anything else goes to
 * `otherwise` (the product's messages: price, MRP, sale, stock).
 */
export function variantMessages(
  say: (key: string, params?: Record<string, string>) => string,
  otherwise: (message: string) => string,
): (message: string) => string {
  const plain = sharedMessages(V, (name) => say(`adminProducts.variantMsg.${name}`));
  return (message) => {
    for (const { name, params, pattern } of PATTERNS) {
      const found = pattern.exec(message);
      if (found) {
        const figures = Object.fromEntries(params.map((param, i) => [param, found[i + 1]!]));
        return say(`adminProducts.variantMsg.${name}`, figures);
      }
    }
    const said = plain(message);
    return said === message ? otherwise(message) : said;
  };
}

/** The variant grid's messages in the page's language (`variantMessages` through the Products tab's catalog). */
export function useVariantMessages() {
  const t = useProductsT();
  const product = useProductMessages();
  return useMemo(() => variantMessages((key, params) => t(key as never, params), product), [t, product]);
}
