import { gt, or, sql } from 'drizzle-orm';
import { nextPriceChange, type StoreOffer } from '#shared/pricing/sale.ts';
import type { Db } from '../../db/client.ts';
import { productVariants, storeOffers } from '../../db/schema/index.ts';

/** What a product's price depends on besides its row (decision 029): the moment, and the store-wide offers. */
export interface Pricing {
  now: Date;
  offers: StoreOffer[];
}

/** The offers running now or later (ended ones never change a price again). */
export async function pricingAt(db: Db, now: Date = new Date()): Promise<Pricing> {
  const rows = await db
    .select({
      percent: storeOffers.percent,
      category: storeOffers.category,
      startsAt: storeOffers.startsAt,
      endsAt: storeOffers.endsAt,
    })
    .from(storeOffers)
    .where(gt(storeOffers.endsAt, now));
  return { now, offers: rows };
}

/** The next moment after `now` at which any price in the shop changes by itself: a variant's sale or an offer starts or ends. */
export async function nextPriceBoundary(db: Db, now: Date = new Date()): Promise<Date | null> {
  const [sales, offers] = await Promise.all([
    db
      .select({
        startsAt:
          sql<Date | null>`min(${productVariants.saleStartsAt}) filter (where ${productVariants.saleStartsAt} > ${now})`.mapWith(
            productVariants.saleStartsAt,
          ),
        endsAt:
          sql<Date | null>`min(${productVariants.saleEndsAt}) filter (where ${productVariants.saleEndsAt} > ${now})`.mapWith(
            productVariants.saleEndsAt,
          ),
      })
      .from(productVariants)
      .where(or(gt(productVariants.saleStartsAt, now), gt(productVariants.saleEndsAt, now))),
    db
      .select({ startsAt: storeOffers.startsAt, endsAt: storeOffers.endsAt })
      .from(storeOffers)
      .where(gt(storeOffers.endsAt, now)),
  ]);
  return nextPriceChange([...sales, ...offers], now);
}
