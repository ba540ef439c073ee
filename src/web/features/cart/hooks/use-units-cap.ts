import { useQuery } from '@tanstack/react-query';
import { DEFAULT_STORE_SETTINGS } from '#shared/settings/store-settings.ts';
import { settingsQueryOptions } from '#web/features/settings/api/get-settings.ts';

/**
 * The store's units of one product per order (docs/product.md §9.7): the cart stops there, as the
 * checkout would refuse more. The settings are loaded with the first page; the default until then.
 */
export function useUnitsCap(): number {
  const { data } = useQuery({ ...settingsQueryOptions(), select: (settings) => settings.maxUnitsPerProduct });
  return data ?? DEFAULT_STORE_SETTINGS.maxUnitsPerProduct;
}
