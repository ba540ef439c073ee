import { useMemo } from 'react';
import { ADDRESS_MESSAGES, missingField } from '#shared/addresses/address.ts';
import en from '#web/i18n/en/addresses.json';
import type { ApiError } from '#web/lib/api-client.ts';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { type GenericError, sayApiError, sayRefusal, sharedMessages } from '#web/lib/shared-messages.ts';

/** The address book's texts (decision 035): the page, its cards and dialog, and the six address fields. */
export const useAddressesT = defineCatalog(en, { hi: () => import('#web/i18n/hi/addresses.json') });
export type AddressesT = ReturnType<typeof useAddressesT>;

/** The address messages of the shared module and the server, each by its name in the catalog. */
export const ADDRESS_TEXTS = {
  ...ADDRESS_MESSAGES,
  missingName: missingField('full name'),
  missingPhone: missingField('phone'),
  missingAddress: missingField('address'),
  missingCity: missingField('city'),
  missingState: missingField('state'),
  missingPincode: missingField('pincode'),
} as const;

/**
 * The address messages in the page's language: `say` a message, `sayError` a refusal (and its fields),
 * `refusal` a refusal's message; a generic one (no connection, too many requests, a fault) by its code.
 */
export function useAddressMessages() {
  const t = useAddressesT();
  return useMemo(() => {
    const say = sharedMessages(ADDRESS_TEXTS, (name) => t(`addresses.msg.${name}` as never));
    const generic = (code: GenericError) => t(`addresses.generic.${code}`);
    return {
      t,
      say,
      sayError: (error: unknown) => sayApiError(error, say, generic),
      refusal: (error: ApiError) => sayRefusal(error, say, generic),
    };
  }, [t]);
}
