import type { AssistedQuote, AssistedQuoteData } from '#shared/orders/assisted.schemas.ts';
import type { Db } from '../../../db/client.ts';
import { pricingAt } from '../../catalog/catalog.service.ts';
import { deliveryForQuote } from '../../delivery/delivery.service.ts';
import { priceAssisted } from '../checkout-pricing.ts';
import type { OrderEffects } from '../order-effects.ts';
import { optionsOf } from '../place-order.ts';
import { purchasableLines } from '../stock.ts';

/** The live summary of the New order page: the same pricing, no lock, the delivery lines when the pincode is known. */
export async function quoteAssisted(
  deps: Pick<OrderEffects, 'mailer' | 'now'> & { db: Db },
  input: AssistedQuoteData,
): Promise<AssistedQuote> {
  const now = deps.now();
  const lineRefs = input.items.map((line, index) => ({ ...line, index }));
  const [lines, pricing, template] = await Promise.all([
    purchasableLines(deps.db, lineRefs),
    pricingAt(deps.db, now),
    deps.mailer.templateContext(),
  ]);
  const { priced, custom } = await priceAssisted(
    input,
    { now, lines, pricing, settings: template.settings },
    {
      strict: false,
      delivery: (value) =>
        deliveryForQuote(
          deps.db,
          {
            pincode: input.pincode || undefined,
            state: input.state || undefined,
            paymentMethod: input.payment === 'cod' ? 'cod' : 'online',
            value,
            lines: input.items,
          },
          now,
        ),
    },
  );
  const { totals } = priced;
  return {
    lines: [
      ...priced.lines.map((l) => ({
        name: l.product.name,
        options: optionsOf(l).options,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        total: l.total,
        discount: l.discount,
        custom: false,
      })),
      ...custom.map((c) => ({ ...c, options: null, custom: true })),
    ].map(({ name, options, quantity, unitPrice, total, discount, custom }) => ({
      name,
      options,
      quantity,
      unitPrice,
      total,
      discount,
      custom,
    })),
    subtotal: totals.subtotal,
    discount: totals.discount,
    shippingCost: totals.shippingCost,
    zoneFee: totals.zoneFee,
    codFee: totals.codFee,
    roundOff: totals.roundOff,
    total: totals.total,
  };
}
