import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { PHONE_PATTERN } from '#shared/addresses/address.ts';
import { CheckboxField } from '#web/components/ui/form/fields.tsx';
import { whatsappStatusQueryOptions } from '../api/whatsapp-api.ts';
import { useWhatsAppT } from '../i18n.ts';

/**
 * Checkout's "Send order updates on WhatsApp" (issue 24): never ticked for the customer, for the phone
 * typed above it; shown only while the shop's WhatsApp channel is on. The form's `whatsappUpdates` field.
 */
export function WhatsAppUpdatesField() {
  const t = useWhatsAppT();
  const status = useQuery(whatsappStatusQueryOptions());
  const phone = useWatch({ name: 'phone' }) as string | undefined;
  if (!status.data?.available) return null;
  const to = phone && PHONE_PATTERN.test(phone.trim()) ? `+91 ${phone.trim()}` : t('whatsapp.phoneAbove');
  return (
    <CheckboxField
      name="whatsappUpdates"
      label={t('whatsapp.checkoutLabel')}
      description={t('whatsapp.checkoutHint', { phone: to })}
    />
  );
}
