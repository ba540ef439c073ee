import type {
  MarketingConsentInput,
  MarketingConsentSaved,
  MarketingConsentState,
  UnsubscribeResponse,
} from '#shared/customers/marketing-consent.ts';
import { api } from '#web/lib/api-client.ts';

/** The signed-in customer's marketing consent (`/api/me/marketing-consent`, docs/product.md §5.8). */
export const marketingConsentQueryOptions = (userId: string) => ({
  queryKey: ['me', userId, 'marketing-consent'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<MarketingConsentState>('/me/marketing-consent', { signal }),
});

export const consentApi = {
  change: (body: MarketingConsentInput) => api.put<MarketingConsentSaved>('/me/marketing-consent', body),
  /** The unsubscribe link's token; no sign-in needed. */
  unsubscribe: (token: string) => api.post<UnsubscribeResponse>('/unsubscribe', { token }),
};
