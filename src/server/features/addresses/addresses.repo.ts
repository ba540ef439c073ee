import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AddressType, SavedAddress } from '#shared/addresses/address.ts';
import type { Db } from '../../db/client.ts';
import { userAddresses } from '../../db/schema/index.ts';

// Every query here takes the user's id and filters by it: an id alone never reaches a row.

export type AddressRow = typeof userAddresses.$inferSelect;
export type AddressValues = Pick<
  AddressRow,
  'type' | 'name' | 'address' | 'city' | 'state' | 'pincode' | 'phone'
>;

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    type: row.type as AddressType,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    phone: row.phone,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const owned = (userId: string, id: string) => and(eq(userAddresses.userId, userId), eq(userAddresses.id, id));

/** docs/product.md §5.6: default first, then newest. */
export function selectAddresses(db: Db, userId: string) {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id));
}

export async function selectAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(userAddresses).where(owned(userId, id));
  return row;
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
  return row?.n ?? 0;
}

/** The user's other addresses stop being default (all of them when `exceptId` is absent). */
export async function clearDefault(db: Db, userId: string, exceptId?: string): Promise<void> {
  await db
    .update(userAddresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(userAddresses.isDefault, true),
        exceptId ? ne(userAddresses.id, exceptId) : undefined,
      ),
    );
}

export async function insertAddress(
  db: Db,
  userId: string,
  values: AddressValues & { isDefault: boolean },
): Promise<AddressRow> {
  const [row] = await db
    .insert(userAddresses)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updateAddressRow(
  db: Db,
  userId: string,
  id: string,
  set: Partial<AddressValues> & { isDefault?: boolean },
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(userAddresses)
    .set({ ...set, updatedAt: sql`now()` })
    .where(owned(userId, id))
    .returning();
  return row;
}

export async function deleteAddressRow(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db.delete(userAddresses).where(owned(userId, id)).returning();
  return row;
}

/** The newest of the user's addresses becomes default (after the default one was deleted). */
export async function promoteNewest(db: Db, userId: string): Promise<void> {
  const [newest] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
    .limit(1);
  if (newest) await updateAddressRow(db, userId, newest.id, { isDefault: true });
}

export async function deleteAddressesOf(db: Db, userId: string): Promise<void> {
  await db.delete(userAddresses).where(eq(userAddresses.userId, userId));
}
