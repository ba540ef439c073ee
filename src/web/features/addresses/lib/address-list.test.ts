import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '#shared/addresses/address.ts';
import { placeLine, sortAddresses, withAddress, withoutAddress } from './address-list.ts';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const address = (id: string, day: number, isDefault = false): SavedAddress => ({
  id,
  type: 'Home',
  name: `Name ${id}`,
  address: 'Street',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  phone: '9876543210',
  isDefault,
  createdAt: at(day),
  updatedAt: at(day),
});
const ids = (list: SavedAddress[]) => list.map((a) => `${a.id}${a.isDefault ? '*' : ''}`);

describe('address list', () => {
  it('orders the default first, then the newest', () => {
    expect(ids(sortAddresses([address('a', 1), address('b', 3), address('c', 2, true)]))).toEqual([
      'c*',
      'b',
      'a',
    ]);
  });

  it('adds a new address in order', () => {
    const list = [address('a', 1, true)];
    expect(ids(withAddress(list, address('b', 2)))).toEqual(['a*', 'b']);
  });

  it('moves the default to a new default address (only one default)', () => {
    const list = [address('a', 1, true), address('b', 2)];
    const next = withAddress(list, { ...address('b', 2), isDefault: true });
    expect(ids(next)).toEqual(['b*', 'a']);
    expect(next.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('replaces an edited address', () => {
    const list = [address('a', 1, true), address('b', 2)];
    const next = withAddress(list, { ...address('b', 2), city: 'Mysuru' });
    expect(next).toHaveLength(2);
    expect(next.find((a) => a.id === 'b')!.city).toBe('Mysuru');
  });

  it('removes an address', () => {
    expect(ids(withoutAddress([address('a', 1, true), address('b', 2)], 'a'))).toEqual(['b']);
  });

  it('writes city, state and pincode on one line', () => {
    expect(placeLine(address('a', 1))).toBe('Bengaluru, Karnataka - 560038');
  });
});
