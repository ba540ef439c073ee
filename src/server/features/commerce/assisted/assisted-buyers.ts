import { and, desc, eq, ilike, like, or } from 'drizzle-orm';
import type { AssistedBuyer } from '#shared/orders/assisted.schemas.ts';
import type { Db } from '../../../db/client.ts';
import { customerProfiles, orders } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';
import { notTeamAccount } from '../../customers/customers.service.ts';

const BUYERS_SHOWN = 8;

/**
 * The New order page's buyer search (decision 074): customers whose email or mobile number holds what was typed
 * (a phone as its digits, `+91` and spaces ignored), newest first, each with their last order's delivery address
 * to fill the form. Team accounts are never offered. A buyer not found is made by the order itself.
 */
export async function findBuyers(db: Db, q: string): Promise<AssistedBuyer[]> {
  const digits = q.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  const byEmail = ilike(customerProfiles.email, containsPattern(q));
  const match =
    digits.length >= 3 ? or(byEmail, like(customerProfiles.mobileNumber, `%${digits}%`)) : byEmail;
  const found = await db
    .select()
    .from(customerProfiles)
    .where(and(match, notTeamAccount))
    .orderBy(desc(customerProfiles.updatedAt))
    .limit(BUYERS_SHOWN);
  return Promise.all(
    found.map(async (profile) => {
      const [last] = await db
        .select()
        .from(orders)
        .where(eq(orders.customerEmail, profile.email))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return {
        fullName: profile.fullName,
        email: profile.email,
        phone: profile.mobileNumber ?? last?.customerPhone ?? '',
        address: last?.deliveryAddress ?? '',
        city: last?.city ?? '',
        state: last?.state ?? '',
        pincode: last?.pincode ?? '',
        orders: profile.totalOrders,
      };
    }),
  );
}
