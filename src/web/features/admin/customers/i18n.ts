import { useMemo } from 'react';
import { CUSTOMER_ADMIN_MESSAGES } from '#shared/customers/customer-admin.ts';
import en from '#web/i18n/en/admin-customers.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The Customers tab's texts, and the customer row, badges and search All Customers shares: decision 035. */
export const useAdminCustomersT = defineCatalog(en, {
  hi: () => import('#web/i18n/hi/admin-customers.json'),
});

/** The server's answers to the admin's changes of a customer. */
export const CUSTOMER_CHANGE_MESSAGES = {
  markedActive: CUSTOMER_ADMIN_MESSAGES.markedActive,
  markedInactive: CUSTOMER_ADMIN_MESSAGES.markedInactive,
  suspended: CUSTOMER_ADMIN_MESSAGES.suspended,
  unsuspended: CUSTOMER_ADMIN_MESSAGES.unsuspended,
  signedOutEverywhere: CUSTOMER_ADMIN_MESSAGES.signedOutEverywhere,
};

/** Says one of them in the page's language. */
export function useCustomerChangeMessages(): (message: string) => string {
  const t = useAdminCustomersT();
  return useMemo(() => sharedMessages(CUSTOMER_CHANGE_MESSAGES, (name) => t(`msg.${name}` as never)), [t]);
}
