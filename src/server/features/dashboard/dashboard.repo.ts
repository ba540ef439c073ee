import { count, isNull } from 'drizzle-orm';
import type { AdminOverview } from '#shared/dashboard/dashboard.schemas.ts';
import type { Db } from '../../db/client.ts';
import { customerProfiles, orders, products, testimonials } from '../../db/schema/index.ts';
import { notTeamAccount } from '../customers/customers.service.ts';

/** Products still in the shop (archived ones are hidden), every order, every customer (not the team), every testimonial. */
export async function countOverview(db: Db): Promise<AdminOverview> {
  const [[p], [o], [c], [t]] = await Promise.all([
    db.select({ n: count() }).from(products).where(isNull(products.archivedAt)),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(customerProfiles).where(notTeamAccount),
    db.select({ n: count() }).from(testimonials),
  ]);
  return { products: p?.n ?? 0, orders: o?.n ?? 0, customers: c?.n ?? 0, testimonials: t?.n ?? 0 };
}
