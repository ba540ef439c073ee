import { asc, count, eq } from 'drizzle-orm';
import { PINCODE_PATTERN } from '#shared/addresses/address.ts';
import {
  type ShippingZone,
  type ShippingZoneInput,
  shippingZoneInputSchema,
  type UnserviceableSummary,
} from '#shared/delivery/delivery.schemas.ts';
import type { Db } from '../../db/client.ts';
import { shippingZones, unserviceablePincodes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { lookupPincode } from './pincode-directory.ts';

/*
 * The admin's shipping zones and unserviceable pincodes (issue 20 item 5, decision 039); delivery.service.ts reads
 * them for a pincode's terms.
 */

// --- zones -------------------------------------------------------------------------------------

const zoneNotFound = () => new AppError('NOT_FOUND', 'Shipping zone not found.');

export async function listZones(db: Db): Promise<ShippingZone[]> {
  const rows = await db
    .select()
    .from(shippingZones)
    .orderBy(asc(shippingZones.position), asc(shippingZones.id));
  return rows.map(({ createdAt: _c, updatedAt: _u, ...zone }) => zone);
}

function zoneValues(input: ShippingZoneInput) {
  const parsed = shippingZoneInputSchema.parse(input);
  return { ...parsed, pincodeRules: [...new Set(parsed.pincodeRules)], states: [...new Set(parsed.states)] };
}

export async function createZone(db: Db, input: ShippingZoneInput, now: Date): Promise<ShippingZone> {
  const [row] = await db
    .insert(shippingZones)
    .values({ ...zoneValues(input), createdAt: now, updatedAt: now })
    .returning({ id: shippingZones.id });
  return (await listZones(db)).find((z) => z.id === row!.id)!;
}

export async function updateZone(
  db: Db,
  id: number,
  input: ShippingZoneInput,
  now: Date,
): Promise<ShippingZone> {
  const [row] = await db
    .update(shippingZones)
    .set({ ...zoneValues(input), updatedAt: now })
    .where(eq(shippingZones.id, id))
    .returning({ id: shippingZones.id });
  if (!row) throw zoneNotFound();
  return (await listZones(db)).find((z) => z.id === id)!;
}

export async function deleteZone(db: Db, id: number): Promise<void> {
  const rows = await db
    .delete(shippingZones)
    .where(eq(shippingZones.id, id))
    .returning({ id: shippingZones.id });
  if (rows.length === 0) throw zoneNotFound();
}

// --- unserviceable pincodes ----------------------------------------------------------------------

export async function listUnserviceable(db: Db): Promise<string[]> {
  const rows = await db
    .select({ pincode: unserviceablePincodes.pincode })
    .from(unserviceablePincodes)
    .orderBy(asc(unserviceablePincodes.pincode));
  return rows.map((r) => r.pincode);
}

/**
 * The CSV: the pincode in each row's first cell (a header row is skipped). Each row is accepted or refused
 * with its reason; 'replace' swaps the whole list in one transaction, 'add' keeps the rows already there.
 */
export async function uploadUnserviceable(
  db: Db,
  csv: string,
  mode: 'replace' | 'add',
  now: Date,
): Promise<UnserviceableSummary> {
  const refused: UnserviceableSummary['refused'] = [];
  const accepted = new Set<string>();
  const rows = csv.split(/\r?\n/);
  for (const [i, raw] of rows.entries()) {
    const value = (raw.split(',')[0] ?? '')
      .replace(/^\uFEFF/, '')
      .replace(/^"|"$/g, '')
      .trim();
    if (value === '') continue;
    if (i === 0 && !/\d/.test(value)) continue;
    const line = i + 1;
    if (!PINCODE_PATTERN.test(value)) refused.push({ line, value, reason: 'Not a 6-digit pincode' });
    else if (accepted.has(value)) refused.push({ line, value, reason: 'Already in this file' });
    else if (!(await lookupPincode(value)))
      refused.push({ line, value, reason: "Not in India Post's pincode directory" });
    else accepted.add(value);
  }
  if (accepted.size === 0 && refused.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'No row of the file holds a pincode we know.', {
      csv: 'No row of the file holds a pincode we know.',
    });
  }
  await db.transaction(async (tx) => {
    if (mode === 'replace') await tx.delete(unserviceablePincodes);
    const values = [...accepted].map((pincode) => ({ pincode, createdAt: now }));
    for (let i = 0; i < values.length; i += 1_000) {
      await tx
        .insert(unserviceablePincodes)
        .values(values.slice(i, i + 1_000))
        .onConflictDoNothing();
    }
  });
  const [counted] = await db.select({ total: count() }).from(unserviceablePincodes);
  return { accepted: accepted.size, refused, total: counted?.total ?? 0 };
}

export async function isUnserviceable(db: Db, pincode: string): Promise<boolean> {
  const rows = await db
    .select({ pincode: unserviceablePincodes.pincode })
    .from(unserviceablePincodes)
    .where(eq(unserviceablePincodes.pincode, pincode));
  return rows.length > 0;
}
