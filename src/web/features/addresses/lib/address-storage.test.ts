import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '#shared/addresses/address.ts';
import {
  ADDRESSES_KEY,
  ADDRESSES_OWNER_KEY,
  checkHealth,
  isSavedAddress,
  parseAddresses,
  readMirror,
  repairMirror,
  writeMirror,
} from './address-storage.ts';
import { blockedStore, fullStore, memoryStore } from './test-stores.ts';

const address = (id: string, isDefault = false): SavedAddress => ({
  id,
  type: 'Home',
  name: 'Meera Iyer',
  address: '42, 12th Main Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  phone: '9876543210',
  isDefault,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('parseAddresses', () => {
  it('reads a list of saved addresses', () => {
    const list = [address('a', true), address('b')];
    expect(parseAddresses(JSON.stringify(list))).toEqual(list);
    expect(parseAddresses('[]')).toEqual([]);
  });

  it.each([
    ['bad JSON', '{oops'],
    ['an object', '{"id":"a"}'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['a list with a bad entry', JSON.stringify([address('a'), { id: 'b', name: 'x' }])],
    ['an unknown type', JSON.stringify([{ ...address('a'), type: 'Office' }])],
  ])('refuses %s', (_, raw) => {
    expect(parseAddresses(raw)).toBeNull();
  });

  it('checks every field', () => {
    expect(isSavedAddress(address('a'))).toBe(true);
    expect(isSavedAddress({ ...address('a'), isDefault: 'yes' })).toBe(false);
    expect(isSavedAddress({ ...address('a'), pincode: 560038 })).toBe(false);
  });
});

describe('the mirror', () => {
  it('writes the list with its owner and reads it back', () => {
    const store = memoryStore();
    expect(writeMirror(store, [address('a', true)], 'user-1')).toBe(true);
    expect(store.data.get(ADDRESSES_OWNER_KEY)).toBe('user-1');
    expect(readMirror(store)).toEqual({ state: 'ok', addresses: [address('a', true)], owner: 'user-1' });
  });

  it('tells missing, corrupted and unavailable apart', () => {
    expect(readMirror(memoryStore())).toEqual({ state: 'missing' });
    expect(readMirror(memoryStore({ [ADDRESSES_KEY]: '{oops' }))).toEqual({ state: 'corrupted' });
    expect(readMirror(null)).toEqual({ state: 'unavailable' });
    expect(readMirror(blockedStore)).toEqual({ state: 'unavailable' });
  });

  it('reports a refused write', () => {
    expect(writeMirror(fullStore(), [address('a')], 'user-1')).toBe(false);
    expect(writeMirror(null, [address('a')], 'user-1')).toBe(false);
  });
});

describe('checkHealth', () => {
  it('is healthy with addresses, counting them', () => {
    const store = memoryStore({ [ADDRESSES_KEY]: JSON.stringify([address('a', true), address('b')]) });
    expect(checkHealth(store)).toMatchObject({ status: 'healthy', count: 2 });
    expect(checkHealth(store).message).toContain('2 addresses');
  });

  it('is empty with nothing stored or an empty list', () => {
    expect(checkHealth(memoryStore())).toMatchObject({ status: 'empty', count: 0 });
    expect(checkHealth(memoryStore({ [ADDRESSES_KEY]: '[]' }))).toMatchObject({ status: 'empty', count: 0 });
  });

  it('is corrupted when the stored text is not a list of addresses', () => {
    for (const raw of ['{oops', '{}', '[1,2]', '']) {
      expect(checkHealth(memoryStore({ [ADDRESSES_KEY]: raw })), raw).toMatchObject({
        status: 'corrupted',
        count: 0,
      });
    }
  });

  it('is unavailable when storage is blocked, missing or full', () => {
    expect(checkHealth(null).status).toBe('unavailable');
    expect(checkHealth(blockedStore).status).toBe('unavailable');
    expect(checkHealth(fullStore()).status).toBe('unavailable');
  });

  it('always gives a message', () => {
    for (const store of [null, memoryStore(), memoryStore({ [ADDRESSES_KEY]: '{oops' })]) {
      expect(checkHealth(store).message.length).toBeGreaterThan(0);
    }
  });
});

describe('repairMirror', () => {
  it('resets a corrupted mirror to an empty list and forgets its owner', () => {
    const store = memoryStore({ [ADDRESSES_KEY]: '{oops', [ADDRESSES_OWNER_KEY]: 'user-1' });
    const outcome = repairMirror(store);
    expect(outcome.repaired).toBe(true);
    expect(outcome.before.status).toBe('corrupted');
    expect(store.data.get(ADDRESSES_KEY)).toBe('[]');
    expect(store.data.has(ADDRESSES_OWNER_KEY)).toBe(false);
    expect(checkHealth(store).status).toBe('empty');
  });

  it('leaves a healthy or empty mirror alone', () => {
    const list = JSON.stringify([address('a', true)]);
    const healthy = memoryStore({ [ADDRESSES_KEY]: list, [ADDRESSES_OWNER_KEY]: 'user-1' });
    expect(repairMirror(healthy)).toMatchObject({ repaired: false, before: { status: 'healthy' } });
    expect(healthy.data.get(ADDRESSES_KEY)).toBe(list);

    const empty = memoryStore();
    expect(repairMirror(empty)).toMatchObject({ repaired: false, before: { status: 'empty' } });
    expect(empty.data.size).toBe(0);
  });

  it('cannot repair unavailable storage', () => {
    expect(repairMirror(null)).toMatchObject({ repaired: false, before: { status: 'unavailable' } });
    expect(repairMirror(blockedStore)).toMatchObject({ repaired: false, before: { status: 'unavailable' } });
  });
});
