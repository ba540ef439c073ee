import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { toast } from 'sonner';
import type { WhatsAppPreference } from '#shared/whatsapp/whatsapp.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { changeWhatsAppPreference, whatsappPreferencesQueryOptions } from '../api/whatsapp-api.ts';
import { useWhatsAppMessages, useWhatsAppT } from '../i18n.ts';

type WhatsAppT = ReturnType<typeof useWhatsAppT>;

/** What is on record for a number: since when and where, in the page's language. */
function record(p: WhatsAppPreference, t: WhatsAppT, locale: string): string {
  // Asked on WhatsApp; the number's owner has not answered YES yet (review 2026-11-29 L8).
  if (p.awaitingConfirmation) return t('whatsapp.awaiting');
  if (!p.changedAt || !p.source) return t('whatsapp.none');
  const params = { when: formatIsoDateTime(p.changedAt, locale), where: t(`whatsapp.source.${p.source}`) };
  return p.optedIn ? t('whatsapp.onSince', params) : t('whatsapp.offSince', params);
}

/**
 * My Account's WhatsApp order updates (issue 24): each phone number on the customer's orders with its
 * consent; one tap turns it off (or on again while the shop's channel is on).
 */
export function WhatsAppPreferences({ userId }: { userId: string }) {
  const t = useWhatsAppT();
  const say = useWhatsAppMessages();
  const { locale } = useI18n();
  const queryClient = useQueryClient();
  const options = whatsappPreferencesQueryOptions(userId);
  const query = useQuery(options);
  const change = useMutation({
    mutationFn: changeWhatsAppPreference,
    onSuccess: (data, input) => {
      queryClient.setQueryData(options.queryKey, data);
      toast.success(t(input.optedIn ? 'whatsapp.started' : 'whatsapp.stopped', { phone: input.phone }));
    },
    onError: (error) => toast.error(say(errorMessage(error))),
  });

  // Nothing to show while the channel is off and no number ever opted in.
  if (!query.data || (!query.data.available && !query.data.phones.some((p) => p.optedIn))) return null;
  return (
    <section
      aria-labelledby="whatsapp-updates"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="whatsapp-updates" className="flex items-center gap-2 text-xl">
        <MessageCircle aria-hidden="true" size={20} strokeWidth={1.75} className="text-primary" />
        {t('whatsapp.accountTitle')}
      </h2>
      {query.data.phones.length === 0 ? (
        <p className="text-muted">{t('whatsapp.accountNone')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.phones.map((p) => (
            <li key={p.phone} className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-semibold">+91 {p.phone}</p>
                <p className="text-sm text-muted">{record(p, t, locale)}</p>
              </div>
              {(p.optedIn || query.data.available) && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ phone: p.phone, optedIn: !p.optedIn })}
                  aria-label={t(p.optedIn ? 'whatsapp.stopLabel' : 'whatsapp.sendLabel', { phone: p.phone })}
                >
                  {p.optedIn ? t('whatsapp.stop') : t('whatsapp.checkoutLabel')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
