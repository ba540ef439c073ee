import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PINCODE_PATTERN } from '#shared/addresses/address.ts';
import { inputsOf, personalisationKey } from '#shared/catalog/personalisation.ts';
import type { Quote, QuoteInput } from '#shared/promotions/coupon.schemas.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { quoteQueryOptions } from '../api/quote-api.ts';
import { type Cart, type CartLine, isLineAvailable, orderLine } from '../lib/cart-line.ts';
import { useCartCouponCode } from './use-cart-coupon.ts';

/** What checkout adds to the cart's lines and code for its fees (decision 039): the address and the payment. */
export type CheckoutFacts = Pick<QuoteInput, 'pincode' | 'state' | 'paymentMethod' | 'giftWrap'>;

export type QuoteLine = Quote['lines'][number];

export interface CartQuote {
  /** The server's figures (decision 063); undefined until its first answer. While `updating`, the last answer's. */
  quote: Quote | undefined;
  /** A newer answer is on its way (or the cart changed a moment ago): the figures shown are not final. */
  updating: boolean;
  /** The last ask failed (other than the code's refusal): no figures are final until `retry` succeeds. */
  failed: boolean;
  /** The server refused the applied code for this cart (400 naming `couponCode`): the figures are without it. */
  couponError: unknown;
  /**
   * The server's line for a cart line (its product and variant, decision 066): undefined before the first answer,
   * null when the quote left it out.
   */
  line: (line: Pick<CartLine, 'id' | 'variantId' | 'personalisation'>) => QuoteLine | null | undefined;
  retry: () => void;
}

/** How long the cart (a stepper's taps) or checkout (a pincode being typed) must rest before the next quote. */
const REST_MS = 400;

/**
 * What the quote is asked for: the lines that can be bought (a flagged line is shown, left out of the total), the
 * applied code, and a pincode only once it is a whole one (with its state), so typing it asks nothing.
 */
export function quoteBody(cart: Cart, couponCode: string | null, facts: CheckoutFacts): QuoteInput {
  const pincode = facts.pincode?.trim();
  return {
    items: cart.filter(isLineAvailable).map(orderLine),
    ...(couponCode ? { couponCode } : {}),
    ...(pincode && PINCODE_PATTERN.test(pincode)
      ? { pincode, ...(facts.state?.trim() ? { state: facts.state.trim() } : {}) }
      : {}),
    ...(facts.paymentMethod ? { paymentMethod: facts.paymentMethod } : {}),
    ...(facts.giftWrap ? { giftWrap: true } : {}),
  };
}

/**
 * Whether the quote's line prices the cart's: the same variant, or for a cart line naming none (its product's
 * default) the product's line whose variant no other cart line names.
 */
export function quotedFor(
  quoted: QuoteLine,
  line: Pick<CartLine, 'id' | 'variantId' | 'personalisation'>,
  cart: Cart,
): boolean {
  if (quoted.productId !== line.id) return false;
  // Two texts of one variant are two lines (decision 072): the quote's line with the same inputs.
  if (personalKey(quoted.personalisation) !== personalKey(line.personalisation)) return false;
  if (line.variantId !== undefined) return quoted.variantId === line.variantId;
  return !cart.some((other) => other.id === line.id && other.variantId === quoted.variantId);
}

const personalKey = (values: CartLine['personalisation']) => personalisationKey(values && inputsOf(values));

const couponRefused = (error: unknown) => error instanceof ApiError && Boolean(error.fields?.couponCode);

/**
 * The cart's figures, asked of the server (`POST /api/checkout/quote`, decision 063): the available lines, the
 * applied code and, at checkout, the pincode, its state and the payment method. Asked again once they have rested
 * for REST_MS (a quote costs one of the pass's 60 a minute, decision 058); meanwhile the last answer stays, marked
 * as updating. A code the server refuses for this cart is left out and the cart asked again without it.
 */
export function useCartQuote(cart: Cart, facts: CheckoutFacts = {}): CartQuote {
  const body = quoteBody(cart, useCartCouponCode(), facts);
  const wanted = JSON.stringify(body);
  const asked = useDebouncedValue(wanted, REST_MS);
  const askedBody = JSON.parse(asked) as QuoteInput;
  const enabled = askedBody.items.length > 0;
  const withCode = useQuery({ ...quoteQueryOptions(askedBody), enabled, placeholderData: keepPreviousData });
  const refused = askedBody.couponCode !== undefined && couponRefused(withCode.error);
  const { couponCode: _refused, ...withoutCodeBody } = askedBody;
  const withoutCode = useQuery({
    ...quoteQueryOptions(withoutCodeBody),
    enabled: enabled && refused,
    placeholderData: keepPreviousData,
  });
  const current = refused ? withoutCode : withCode;
  const quote = body.items.length > 0 ? current.data : undefined;
  return {
    quote,
    updating: wanted !== asked || current.isFetching || current.isPlaceholderData,
    failed: current.isError && !current.isFetching,
    couponError: refused ? withCode.error : undefined,
    line: (line) => quote && (quote.lines.find((l) => quotedFor(l, line, cart)) ?? null),
    retry: () => void current.refetch(),
  };
}
