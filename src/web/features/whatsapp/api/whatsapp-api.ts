import { queryOptions } from '@tanstack/react-query';
import type {
  WhatsAppPreferenceInput,
  WhatsAppPreferences,
  WhatsAppStatus,
} from '#shared/whatsapp/whatsapp.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /api/whatsapp/status: whether checkout offers the WhatsApp box. */
export const whatsappStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['whatsapp', 'status'] as const,
    queryFn: ({ signal }) => api.get<WhatsAppStatus>('/whatsapp/status', { signal }),
    staleTime: 5 * 60_000,
  });

/** The signed-in customer's numbers and their WhatsApp consent (`/api/me/whatsapp`). */
export const whatsappPreferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['me', userId, 'whatsapp'] as const,
    queryFn: ({ signal }) => api.get<WhatsAppPreferences>('/me/whatsapp', { signal }),
  });

export const changeWhatsAppPreference = (body: WhatsAppPreferenceInput) =>
  api.put<WhatsAppPreferences>('/me/whatsapp', body);
