import { useSaidMessages } from '#web/lib/shared-messages.ts';
import { useDeliveryT } from '../i18n.ts';

const saidKey = (code: string) => `delivery.said.${code}`;

/** The server's pincode and COD refusals with their figures, in the page's language (decision 042). */
export const useDeliverySaid = () => useSaidMessages(useDeliveryT(), saidKey);
