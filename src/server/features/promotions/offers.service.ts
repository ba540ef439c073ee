import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { OFFER_MESSAGES, type Offer, type offerInputSchema } from '#shared/promotions/offer.schemas.ts';
import type { Db } from '../../db/client.ts';
import { storeOffers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';

/*
 * Store-wide offers (decision 029): a percentage off a category or everything for a date range, without a code.
 * The catalog reads them when it prices a product (`pricingAt`); this feature owns the rows.
 */

type OfferRow = typeof storeOffers.$inferSelect;

const toOffer = (row: OfferRow): Offer => ({
  id: row.id,
  title: row.title,
  percent: row.percent,
  category: row.category,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/** Every offer, the latest end first (the admin's list). */
export async function listOffers(db: Db): Promise<Offer[]> {
  const rows = await db.select().from(storeOffers).orderBy(desc(storeOffers.endsAt));
  return rows.map(toOffer);
}

/** The offers running now (the shop's banner). */
export async function runningOffers(db: Db, now: Date): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(storeOffers)
    .where(and(lte(storeOffers.startsAt, now), gt(storeOffers.endsAt, now)))
    .orderBy(desc(storeOffers.percent));
  return rows.map(toOffer);
}

export async function createOffer(db: Db, input: z.output<typeof offerInputSchema>): Promise<Offer> {
  const [row] = await db
    .insert(storeOffers)
    .values({ ...input, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) })
    .returning();
  return toOffer(row!);
}

export async function deleteOffer(db: Db, id: string): Promise<void> {
  const deleted = isUuid(id)
    ? await db.delete(storeOffers).where(eq(storeOffers.id, id)).returning({ id: storeOffers.id })
    : [];
  if (deleted.length === 0) throw new AppError('NOT_FOUND', OFFER_MESSAGES.notFound);
}
