import { queryOptions } from '@tanstack/react-query';
import type { Quote, QuoteInput } from '#shared/promotions/coupon.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** POST /api/checkout/quote: the server's prices, the code's discount and the totals for these lines. */
export const fetchQuote = (body: QuoteInput, signal?: AbortSignal) =>
  api.post<Quote>('/checkout/quote', body, { signal });

/** The quote for the cart's lines and the applied code (asked again whenever either changes). */
export const quoteQueryOptions = (body: QuoteInput) =>
  queryOptions({
    queryKey: ['checkout', 'quote', body] as const,
    queryFn: ({ signal }) => fetchQuote(body, signal),
    retry: false,
  });
