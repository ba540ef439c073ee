import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { toast } from 'sonner';
import type { WhatsAppPreference } from '#shared/whatsapp/whatsapp.schemas.ts';
import { WHATSAPP_TEXTS, type WhatsAppConsentSource } from '#shared/whatsapp/whatsapp.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { changeWhatsAppPreference, whatsappPreferencesQueryOptions } from '../api/whatsapp-api.ts';

const SOURCE_WORDS: Record<WhatsAppConsentSource, string> = {
  checkout: 'at checkout',
  account: 'on this page',
  'stop-reply': 'by replying STOP',
};

function record(p: WhatsAppPreference): string {
  if (!p.changedAt || !p.source) return 'No WhatsApp updates.';
  const where = `${formatIsoDateTime(p.changedAt)}, ${SOURCE_WORDS[p.source]}`;
  return p.optedIn ? `Order updates on WhatsApp since ${where}.` : `No WhatsApp updates (${where}).`;
}

/**
 * My Account's WhatsApp order updates (issue 24): each phone number on the customer's orders with its
 * consent; one tap turns it off (or on again while the shop's channel is on).
 */
export function WhatsAppPreferences({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const options = whatsappPreferencesQueryOptions(userId);
  const query = useQuery(options);
  const change = useMutation({
    mutationFn: changeWhatsAppPreference,
    onSuccess: (data, input) => {
      queryClient.setQueryData(options.queryKey, data);
      const text = input.optedIn ? WHATSAPP_TEXTS.started : WHATSAPP_TEXTS.stopped;
      toast.success(text.replace('{phone}', input.phone));
    },
    onError: (error) => toast.error(errorMessage(error)),
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
        {WHATSAPP_TEXTS.accountTitle}
      </h2>
      {query.data.phones.length === 0 ? (
        <p className="text-muted">{WHATSAPP_TEXTS.accountNone}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.phones.map((p) => (
            <li key={p.phone} className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-semibold">+91 {p.phone}</p>
                <p className="text-sm text-muted">{record(p)}</p>
              </div>
              {(p.optedIn || query.data.available) && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ phone: p.phone, optedIn: !p.optedIn })}
                  aria-label={`${p.optedIn ? 'Stop' : 'Send'} WhatsApp updates to ${p.phone}`}
                >
                  {p.optedIn ? 'Stop WhatsApp updates' : WHATSAPP_TEXTS.checkoutLabel}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
