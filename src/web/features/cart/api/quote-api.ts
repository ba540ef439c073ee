import { queryOptions } from '@tanstack/react-query';
import type { Quote, QuoteInput } from '#shared/promotions/coupon.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { checkoutPassHeaders, rememberCheckoutPass } from '#web/lib/checkout-pass.ts';

/** POST /api/checkout/quote: the server's prices, the code's discount and the totals for these lines. */
export async function fetchQuote(body: QuoteInput, signal?: AbortSignal): Promise<Quote> {
  const quote = await api.post<Quote>('/checkout/quote', body, { signal, headers: checkoutPassHeaders() });
  rememberCheckoutPass(quote.checkoutPass);
  return quote;
}

/** The quote for the cart's lines and the applied code (asked again whenever either changes). */
export const quoteQueryOptions = (body: QuoteInput) =>
  queryOptions({
    queryKey: ['checkout', 'quote', body] as const,
    queryFn: ({ signal }) => fetchQuote(body, signal),
    retry: false,
  });
