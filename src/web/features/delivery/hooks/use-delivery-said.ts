import { useCallback } from 'react';
import { useSaidMessages } from '#web/lib/shared-messages.ts';
import { useDeliveryT } from '../i18n.ts';
import { useStateName } from './use-state-name.ts';

const saidKey = (code: string) => `delivery.said.${code}`;

/**
 * The server's pincode and COD refusals with their figures, in the page's language (decision 042); a pincode's
 * state by its name in the page's language.
 */
export function useDeliverySaid() {
  const stateName = useStateName();
  const name = useCallback(
    (param: string, value: string | number) => (param === 'state' ? stateName(String(value)) : value),
    [stateName],
  );
  return useSaidMessages(useDeliveryT(), saidKey, name);
}
