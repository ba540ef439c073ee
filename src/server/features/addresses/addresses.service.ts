import type { z } from 'zod';
import {
  ADDRESS_MESSAGES,
  type AddressInput,
  addressInputSchema,
  type SavedAddress,
} from '#shared/addresses/address.schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { inUserTransaction } from '../../lib/user-lock.ts';
import { isUuid } from '../../lib/uuid.ts';
import { NOT_ALLOWED_CHARACTERS } from '../../plugins/input-guard.ts';
import { checkPincode } from '../delivery/delivery.service.ts';
import {
  type AddressRow,
  clearDefault,
  countAddresses,
  deleteAddressesOf,
  deleteAddressRow,
  insertAddress,
  promoteNewest,
  selectAddress,
  selectAddresses,
  toSavedAddress,
  updateAddressRow,
} from './addresses.repo.ts';

/** The most addresses one user may keep. */
export const MAX_SAVED_ADDRESSES = 20;
export const ADDRESS_LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one before adding another.`;

/** A checked address body: trimmed, phone normalised to 10 digits, type and isDefault filled in. */
export type AddressValuesInput = z.output<typeof addressInputSchema>;

export { NOT_ALLOWED_CHARACTERS };

/** A malformed id names no address of this user: the same 404 as an unknown one or another user's. */
function addressNotFound(): AppError {
  return new AppError('NOT_FOUND', ADDRESS_MESSAGES.notFound);
}

function checkId(id: string): string {
  if (!isUuid(id)) throw addressNotFound();
  return id.toLowerCase();
}

/** Parses an address body the same way the routes do; a bad one is a 400 with a message per field. */
export function parseAddressInput(input: AddressInput | AddressValuesInput): AddressValuesInput {
  const parsed = addressInputSchema.safeParse(input);
  const fields: Record<string, string> = {};
  if (parsed.success) {
    // PostgreSQL refuses NUL in text (22021); say so per field instead of failing in the database.
    for (const [key, value] of Object.entries(parsed.data)) {
      if (typeof value === 'string' && value.includes('\u0000')) fields[key] = NOT_ALLOWED_CHARACTERS;
    }
    if (Object.keys(fields).length === 0) return parsed.data;
  }
  for (const issue of parsed.error?.issues ?? []) fields[issue.path.join('.') || 'body'] ??= issue.message;
  const [first] = Object.values(fields);
  throw new AppError('VALIDATION_FAILED', first ?? 'The address is not valid.', fields);
}

function valuesOf(input: AddressValuesInput) {
  const { type, name, address, city, state, pincode, phone } = input;
  return { type, name, address, city, state, pincode, phone };
}

/** The user's addresses, default first, then newest. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await selectAddresses(db, userId);
  return rows.map(toSavedAddress);
}

/**
 * Saves a new address for the user (also for checkout's "save this address"). The input is
 * checked here too, so callers may pass the raw body; the pincode must exist and lie in the state (400). The user's first address becomes default;
 * `isDefault: true` clears the others in the same transaction. 409 past MAX_SAVED_ADDRESSES.
 */
export async function saveAddressForUser(
  db: Db,
  userId: string,
  input: AddressInput | AddressValuesInput,
): Promise<SavedAddress> {
  const values = parseAddressInput(input);
  await checkPincode(values.pincode, values.state);
  const row = await inUserTransaction(db, userId, async (tx) => {
    const existing = await countAddresses(tx, userId);
    if (existing >= MAX_SAVED_ADDRESSES) throw new AppError('CONFLICT', ADDRESS_LIMIT_MESSAGE);
    const isDefault = values.isDefault || existing === 0;
    if (isDefault) await clearDefault(tx, userId);
    return insertAddress(tx, userId, { ...valuesOf(values), isDefault });
  });
  return toSavedAddress(row);
}

/**
 * Replaces the address's fields. `isDefault: true` makes it the default (the others are cleared);
 * `false` leaves its default status as it is: the default moves only when another address is made
 * default or the default is deleted, so a user with addresses always has exactly one default.
 */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressInput | AddressValuesInput,
): Promise<SavedAddress> {
  const addressId = checkId(id);
  const values = parseAddressInput(input);
  await checkPincode(values.pincode, values.state);
  const row = await inUserTransaction(db, userId, async (tx) => {
    const current = await selectAddress(tx, userId, addressId);
    if (!current) throw addressNotFound();
    if (values.isDefault && !current.isDefault) await clearDefault(tx, userId, addressId);
    return updateAddressRow(tx, userId, addressId, {
      ...valuesOf(values),
      ...(values.isDefault ? { isDefault: true } : {}),
    });
  });
  if (!row) throw addressNotFound();
  return toSavedAddress(row);
}

/** Deletes the address; when it was the default, the newest remaining address becomes default. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  const addressId = checkId(id);
  await inUserTransaction(db, userId, async (tx) => {
    const deleted = await deleteAddressRow(tx, userId, addressId);
    if (!deleted) throw addressNotFound();
    if (deleted.isDefault) await promoteNewest(tx, userId);
  });
}

/** Makes the address the user's only default: the others are cleared first, in one transaction. */
export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<SavedAddress> {
  const addressId = checkId(id);
  const row = await inUserTransaction(db, userId, async (tx): Promise<AddressRow | undefined> => {
    const current = await selectAddress(tx, userId, addressId);
    if (!current) throw addressNotFound();
    if (current.isDefault) return current;
    await clearDefault(tx, userId, addressId);
    return updateAddressRow(tx, userId, addressId, { isDefault: true });
  });
  if (!row) throw addressNotFound();
  return toSavedAddress(row);
}

/** Account deletion (issue 22): the saved addresses go with the account. */
export function forgetAddresses(tx: Db, userId: string): Promise<void> {
  return deleteAddressesOf(tx, userId);
}

/** Privacy (decision 034): the person's saved addresses, in their export and erased with the account. */
export const addressesPersonalData = {
  owner: 'addresses',
  tables: ['user_addresses'],
  exportFor: async (db: Db, person: { id: string }) => ({ addresses: await listAddresses(db, person.id) }),
  forget: (tx: Db, person: { id: string }) => forgetAddresses(tx, person.id),
};
