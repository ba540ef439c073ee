import type { SavedAddress } from '#shared/addresses/address.ts';

/** Pure edits of the saved-address list, in the server's order: the default first, then the newest. */

export function sortAddresses(list: readonly SavedAddress[]): SavedAddress[] {
  return [...list].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
}

/** The list with `address` added or replaced; a default address takes the default from the others. */
export function withAddress(list: readonly SavedAddress[], address: SavedAddress): SavedAddress[] {
  const others = list
    .filter((a) => a.id !== address.id)
    .map((a) => (address.isDefault && a.isDefault ? { ...a, isDefault: false } : a));
  return sortAddresses([...others, address]);
}

export function withoutAddress(list: readonly SavedAddress[], id: string): SavedAddress[] {
  return list.filter((a) => a.id !== id);
}

/** 'Bengaluru, Karnataka - 560038'. */
export const placeLine = (a: Pick<SavedAddress, 'city' | 'state' | 'pincode'>) =>
  `${a.city}, ${a.state} - ${a.pincode}`;
