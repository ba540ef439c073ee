import { useQuery } from '@tanstack/react-query';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import { DEFAULT_STORE_SETTINGS } from '#shared/settings/store-settings.ts';
import { settingsQueryOptions } from '../api/get-settings.ts';

/**
 * The store's name, contact details, WhatsApp number and shipping rule, from `GET /api/settings`.
 * Shows the defaults until the answer arrives (and if it never does), so callers always get values.
 */
export function useStoreSettings(): StoreSettings {
  const { data } = useQuery({ ...settingsQueryOptions(), placeholderData: DEFAULT_STORE_SETTINGS });
  return data ?? DEFAULT_STORE_SETTINGS;
}
