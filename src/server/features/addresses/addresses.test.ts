import { and, eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  type AddressInput,
  missingField,
  type SavedAddress,
} from '#shared/addresses/address.schemas.ts';
import { SIGN_IN_REQUIRED } from '#shared/auth/auth.schemas.ts';
import { userAddresses } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { inUserTransaction } from '../../lib/user-lock.ts';
import { createCustomer, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp, TEST_ORIGIN } from '../../testing/build-test-app.ts';
import {
  ADDRESS_LIMIT_MESSAGE,
  listAddresses,
  MAX_SAVED_ADDRESSES,
  NOT_ALLOWED_CHARACTERS,
  saveAddressForUser,
} from './addresses.service.ts';

const t = setUpTestApp();

const body = (overrides: Record<string, unknown> = {}) => ({
  type: 'Home',
  name: 'Asha Rao',
  phone: '9845012345',
  address: '12, 4th Cross, Malleshwaram',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560003',
  ...overrides,
});

/** The same body as a service caller would pass it (unchecked: the service checks it). */
const raw = (overrides: Record<string, unknown> = {}) => body(overrides) as AddressInput;

const idOf = async (client: TestClient): Promise<string> => (await client.get('/api/me')).json().user.id;
const list = async (client: TestClient): Promise<SavedAddress[]> => {
  const res = await client.get('/api/me/addresses');
  expect(res.statusCode).toBe(200);
  return res.json().items;
};
const add = async (client: TestClient, overrides: Record<string, unknown> = {}): Promise<SavedAddress> => {
  const res = await client.post('/api/me/addresses', body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().address;
};
const edit = (client: TestClient, id: string, payload: object) =>
  client.request('PUT', `/api/me/addresses/${id}`, payload);
const remove = (client: TestClient, id: string) => client.request('DELETE', `/api/me/addresses/${id}`);
const makeDefault = (client: TestClient, id: string) => client.post(`/api/me/addresses/${id}/default`, {});

/** The user's default rows, read from the database itself. */
const defaultsOf = async (userId: string) =>
  t.db.db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)));

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: ADDRESS_MESSAGES.notFound } };
const UNKNOWN_ID = '0b7c6f1e-9d1a-4f43-8a51-2f0f2b7c9e11';

describe('GET /api/me/addresses', () => {
  it('is empty for a new customer and is never cached', async () => {
    const res = await (await createCustomer(t)).get('/api/me/addresses');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('needs a session (401 for a guest)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/addresses' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED } });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/me/addresses',
      headers: { origin: TEST_ORIGIN },
      payload: body(),
    });
    expect(post.statusCode).toBe(401);
  });

  it('orders default first, then newest', async () => {
    const c = await createCustomer(t);
    const first = await add(c, { name: 'First' });
    const second = await add(c, { name: 'Second' });
    const third = await add(c, { name: 'Third' });
    expect((await list(c)).map((a) => a.name)).toEqual(['First', 'Third', 'Second']);
    expect((await makeDefault(c, second.id)).statusCode).toBe(200);
    expect((await list(c)).map((a) => a.id)).toEqual([second.id, third.id, first.id]);
  });
});

describe('POST /api/me/addresses', () => {
  it('201 with the saved address and "Address added successfully."; the first becomes default', async () => {
    const c = await createCustomer(t);
    const res = await c.post('/api/me/addresses', body({ isDefault: false }));
    expect(res.statusCode).toBe(201);
    const { address, message } = res.json();
    expect(message).toBe(ADDRESS_MESSAGES.added);
    expect(address).toMatchObject({ ...body(), isDefault: true });
    expect(address.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(address.createdAt).toISOString()).toBe(address.createdAt);
    expect(new Date(address.updatedAt).toISOString()).toBe(address.updatedAt);
    expect(await list(c)).toEqual([address]);

    const second = await add(c, { type: 'Work' });
    expect(second.isDefault).toBe(false);
    expect((await list(c)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([address.id]);
  });

  it('isDefault: true makes the new address the only default', async () => {
    const c = await createCustomer(t);
    const first = await add(c);
    const second = await add(c, { isDefault: true });
    expect(second.isDefault).toBe(true);
    const items = await list(c);
    expect(items.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(await defaultsOf(await idOf(c))).toHaveLength(1);
  });

  it('normalises the phone (+91 98450 12345 → 9845012345), trims fields, defaults the type to Home', async () => {
    const c = await createCustomer(t);
    const { type: _omitted, ...noType } = body();
    const res = await c.post('/api/me/addresses', {
      ...noType,
      phone: '+91 98450 12345',
      name: '  Asha Rao  ',
      city: ' Bengaluru ',
      pincode: ' 560003 ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toMatchObject({
      phone: '9845012345',
      name: 'Asha Rao',
      city: 'Bengaluru',
      pincode: '560003',
      type: 'Home',
    });
    for (const phone of ['098450-12345', '91 98450 12345', '98450-12345']) {
      expect((await add(c, { phone })).phone).toBe('9845012345');
    }
  });

  it.each([
    ['name', 'full name'],
    ['phone', 'phone'],
    ['address', 'address'],
    ['city', 'city'],
    ['state', 'state'],
    ['pincode', 'pincode'],
  ])('400 "Please fill in your …" when %s is missing or blank', async (field, label) => {
    const c = await createCustomer(t);
    for (const value of [undefined, '', '   ']) {
      const res = await c.post('/api/me/addresses', body({ [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: missingField(label),
          fields: { [field]: missingField(label) },
        },
      });
    }
    expect(await list(c)).toEqual([]);
  });

  it.each([
    ['phone', '12345', ADDRESS_MESSAGES.invalidPhone],
    ['phone', '5845012345', ADDRESS_MESSAGES.invalidPhone],
    ['phone', '98450123456', ADDRESS_MESSAGES.invalidPhone],
    ['phone', '98450abcde', ADDRESS_MESSAGES.invalidPhone],
    ['pincode', '056003', ADDRESS_MESSAGES.invalidPincode],
    ['pincode', '56003', ADDRESS_MESSAGES.invalidPincode],
    ['pincode', '5600031', ADDRESS_MESSAGES.invalidPincode],
    ['pincode', '56OO03', ADDRESS_MESSAGES.invalidPincode],
    ['type', 'Office', 'Choose Home, Work or Other'],
  ])('400 for %s %j: %s', async (field, value, message) => {
    const c = await createCustomer(t);
    const res = await c.post('/api/me/addresses', body({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } },
    });
    expect(await list(c)).toEqual([]);
  });

  it('a NUL character is a 400 for its field, not a database error (add and edit)', async () => {
    const c = await createCustomer(t);
    const res = await c.post('/api/me/addresses', body({ name: 'Asha\u0000Rao' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: NOT_ALLOWED_CHARACTERS,
        fields: { name: NOT_ALLOWED_CHARACTERS },
      },
    });
    const a = await add(c);
    const edited = await edit(c, a.id, body({ address: 'x\u0000', city: '\u0000' }));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.fields).toEqual({
      address: NOT_ALLOWED_CHARACTERS,
      city: NOT_ALLOWED_CHARACTERS,
    });
    expect(await list(c)).toEqual([a]);
  });

  it('names every bad field at once', async () => {
    const c = await createCustomer(t);
    const res = await c.post('/api/me/addresses', { type: 'Home', phone: '123', pincode: '0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: missingField('full name'),
      phone: ADDRESS_MESSAGES.invalidPhone,
      address: missingField('address'),
      city: missingField('city'),
      state: missingField('state'),
      pincode: ADDRESS_MESSAGES.invalidPincode,
    });
  });

  it('ignores fields a customer may not set (userId, id, isDefault as a string is refused)', async () => {
    const alice = await createCustomer(t);
    const bob = await createCustomer(t);
    const bobId = await idOf(bob);
    const res = await alice.post('/api/me/addresses', { ...body(), userId: bobId, id: UNKNOWN_ID });
    expect(res.statusCode).toBe(201);
    expect(res.json().address.id).not.toBe(UNKNOWN_ID);
    expect(await list(bob)).toEqual([]);
    expect(await list(alice)).toHaveLength(1);
    expect((await alice.post('/api/me/addresses', body({ isDefault: 'yes' }))).statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses (409 with a clear message)`, async () => {
    const c = await createCustomer(t);
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) await add(c, { name: `Addr ${i}` });
    const res = await c.post('/api/me/addresses', body());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: ADDRESS_LIMIT_MESSAGE } });
    expect(await list(c)).toHaveLength(MAX_SAVED_ADDRESSES);
    const [, second] = await list(c);
    expect((await remove(c, second!.id)).statusCode).toBe(200);
    await add(c);
  });
});

describe('PUT /api/me/addresses/:id', () => {
  it('200 with the updated address and "Address updated successfully."', async () => {
    const c = await createCustomer(t);
    const a = await add(c);
    const res = await edit(c, a.id, body({ type: 'Work', name: 'Ravi Kumar', phone: '+91 70000 11111' }));
    expect(res.statusCode).toBe(200);
    const { address, message } = res.json();
    expect(message).toBe(ADDRESS_MESSAGES.updated);
    expect(address).toMatchObject({ id: a.id, type: 'Work', name: 'Ravi Kumar', phone: '7000011111' });
    expect(address.createdAt).toBe(a.createdAt);
    expect(Date.parse(address.updatedAt)).toBeGreaterThanOrEqual(Date.parse(a.updatedAt));
    expect(await list(c)).toEqual([address]);
  });

  it('isDefault: true moves the default to it; false leaves the default where it is', async () => {
    const c = await createCustomer(t);
    const first = await add(c);
    const second = await add(c);
    const moved = await edit(c, second.id, body({ isDefault: true }));
    expect(moved.json().address.isDefault).toBe(true);
    expect((await list(c)).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Unticking on the default does not leave the user without one.
    const kept = await edit(c, second.id, body({ isDefault: false, city: 'Mysuru' }));
    expect(kept.json().address).toMatchObject({ isDefault: true, city: 'Mysuru' });
    // Editing a non-default address without the tick keeps it non-default.
    expect((await edit(c, first.id, body())).json().address.isDefault).toBe(false);
    expect(await defaultsOf(await idOf(c))).toEqual([{ id: second.id }]);
  });

  it('validates like add (400 with fields) and changes nothing', async () => {
    const c = await createCustomer(t);
    const a = await add(c);
    const res = await edit(c, a.id, body({ pincode: '012345', city: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      city: missingField('city'),
      pincode: ADDRESS_MESSAGES.invalidPincode,
    });
    expect(await list(c)).toEqual([a]);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid', '1', `${UNKNOWN_ID}0`])(
    '404 "Address not found." for %s',
    async (id) => {
      const c = await createCustomer(t);
      await add(c);
      const res = await edit(c, id, body());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    },
  );
});

describe('DELETE /api/me/addresses/:id', () => {
  it('200 "Address deleted successfully."; deleting a non-default keeps the default', async () => {
    const c = await createCustomer(t);
    const first = await add(c);
    const second = await add(c);
    const res = await remove(c, second.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ADDRESS_MESSAGES.deleted });
    expect((await list(c)).map((a) => [a.id, a.isDefault])).toEqual([[first.id, true]]);
    expect(await remove(c, second.id)).toMatchObject({ statusCode: 404 });
  });

  it('deleting the default makes the newest remaining address default', async () => {
    const c = await createCustomer(t);
    const first = await add(c, { name: 'Oldest' });
    const middle = await add(c, { name: 'Middle' });
    const newest = await add(c, { name: 'Newest' });
    expect(first.isDefault).toBe(true);
    expect((await remove(c, first.id)).statusCode).toBe(200);
    expect((await list(c)).map((a) => [a.id, a.isDefault])).toEqual([
      [newest.id, true],
      [middle.id, false],
    ]);
    expect((await remove(c, newest.id)).statusCode).toBe(200);
    expect((await list(c)).map((a) => [a.id, a.isDefault])).toEqual([[middle.id, true]]);
    expect((await remove(c, middle.id)).statusCode).toBe(200);
    expect(await list(c)).toEqual([]);
    // Starting again: the first address is default again.
    expect((await add(c)).isDefault).toBe(true);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid', '1'])('404 "Address not found." for %s', async (id) => {
    const c = await createCustomer(t);
    const res = await remove(c, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});

describe('POST /api/me/addresses/:id/default', () => {
  it('200 "Default address updated successfully."; the others stop being default', async () => {
    const c = await createCustomer(t);
    const first = await add(c);
    const second = await add(c);
    const res = await makeDefault(c, second.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADDRESS_MESSAGES.defaultUpdated);
    expect(res.json().address).toMatchObject({ id: second.id, isDefault: true });
    expect((await list(c)).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Again on the default: still 200, nothing changes.
    const again = await makeDefault(c, second.id);
    expect(again.statusCode).toBe(200);
    expect(await defaultsOf(await idOf(c))).toEqual([{ id: second.id }]);
  });

  it('works without a body too', async () => {
    const c = await createCustomer(t);
    await add(c);
    const second = await add(c);
    const res = await c.request('POST', `/api/me/addresses/${second.id}/default`);
    expect(res.statusCode).toBe(200);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('404 "Address not found." for %s', async (id) => {
    const c = await createCustomer(t);
    await add(c);
    const res = await makeDefault(c, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});

describe('AC-02: one user never reads or changes another user’s address (404, not 403)', () => {
  it('bob cannot list, edit, delete or set-default alice’s address', async () => {
    const alice = await createCustomer(t);
    const bob = await createCustomer(t);
    const hers = await add(alice, { name: 'Alice Home' });
    const herOther = await add(alice, { name: 'Alice Work' });
    const his = await add(bob, { name: 'Bob Home' });
    const aliceBefore = await list(alice);

    expect((await list(bob)).map((a) => a.id)).toEqual([his.id]);
    for (const res of [
      await edit(bob, herOther.id, body({ name: 'Taken over', isDefault: true })),
      await remove(bob, hers.id),
      await remove(bob, herOther.id),
      await makeDefault(bob, herOther.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect(await list(alice)).toEqual(aliceBefore);
    expect(await list(bob)).toEqual([his]);
  });
});

describe('one default per user, also under concurrent requests', () => {
  it('two set-default requests at once (different addresses): both 200, exactly one default', async () => {
    const c = await createCustomer(t);
    const userId = await idOf(c);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await add(c, { name: `Race ${i}` })).id);
    for (let round = 0; round < 6; round++) {
      const [x, y] = [ids[(round % 3) + 1]!, ids[((round + 1) % 3) + 1]!];
      const answers = await Promise.all([makeDefault(c, x), makeDefault(c, y)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const defaults = await defaultsOf(userId);
      expect(defaults).toHaveLength(1);
      expect([x, y]).toContain(defaults[0]!.id);
    }
  });

  it('two adds with isDefault at once: both 201, exactly one default', async () => {
    const c = await createCustomer(t);
    await add(c);
    const answers = await Promise.all([
      c.post('/api/me/addresses', body({ isDefault: true, name: 'One' })),
      c.post('/api/me/addresses', body({ isDefault: true, name: 'Two' })),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await defaultsOf(await idOf(c))).toHaveLength(1);
  });

  it('three first addresses at once: exactly one becomes default', async () => {
    const c = await createCustomer(t);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => c.post('/api/me/addresses', body({ name: `N${n}` }))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(answers.filter((r) => r.json().address.isDefault)).toHaveLength(1);
    expect(await defaultsOf(await idOf(c))).toHaveLength(1);
  });

  it('set-default and delete of the default at once: still exactly one default', async () => {
    const c = await createCustomer(t);
    const first = await add(c);
    const second = await add(c);
    await add(c);
    const answers = await Promise.all([remove(c, first.id), makeDefault(c, second.id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await defaultsOf(await idOf(c))).toHaveLength(1);
  });

  it('the database refuses a second default row for a user (the partial unique index backstop)', async () => {
    const c = await createCustomer(t);
    const userId = await idOf(c);
    await add(c);
    const second = t.db.db.insert(userAddresses).values({ ...body(), userId, isDefault: true });
    const error = await second.then(
      () => null,
      (e: unknown) => e,
    );
    expect(pgErrorCode(error)).toBe('23505');
  });
});

describe('service functions for other features', () => {
  it('saveAddressForUser checks and normalises the raw input; listAddresses reads the list', async () => {
    const c = await createCustomer(t);
    const userId = await idOf(c);
    const saved = await saveAddressForUser(
      t.db.db,
      userId,
      raw({ phone: '+91 98450 12345', type: undefined }),
    );
    expect(saved).toMatchObject({ phone: '9845012345', type: 'Home', isDefault: true });
    expect(await listAddresses(t.db.db, userId)).toEqual([saved]);
    expect(await list(c)).toEqual([saved]);

    const bad = await saveAddressForUser(t.db.db, userId, raw({ pincode: '000000', name: ' ' })).catch(
      (e: unknown) => e,
    );
    expect(bad).toBeInstanceOf(AppError);
    expect(bad).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { name: missingField('full name'), pincode: ADDRESS_MESSAGES.invalidPincode },
    });
    expect(await listAddresses(t.db.db, userId)).toHaveLength(1);
  });

  it('saveAddressForUser works inside a caller’s transaction and rolls back with it', async () => {
    const c = await createCustomer(t);
    const userId = await idOf(c);
    await t.db.db
      .transaction(async (tx) => {
        await saveAddressForUser(tx, userId, raw());
        throw new Error('checkout failed');
      })
      .catch(() => {});
    expect(await listAddresses(t.db.db, userId)).toEqual([]);
  });
});

describe('inUserTransaction', () => {
  const uniqueViolation = () =>
    new DrizzleQueryError('update …', [], Object.assign(new Error('duplicate key'), { code: '23505' }));

  it('reads the SQLSTATE also through Drizzle’s wrapper', () => {
    expect(pgErrorCode(uniqueViolation())).toBe('23505');
    expect(pgErrorCode(Object.assign(new Error('x'), { code: '40P01' }))).toBe('40P01');
    expect(pgErrorCode(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(pgErrorCode('nope')).toBeUndefined();
  });

  it('runs the transaction once more after a unique violation, then gives up', async () => {
    const c = await createCustomer(t);
    const userId = await idOf(c);
    let calls = 0;
    const ok = await inUserTransaction(t.db.db, userId, async () => {
      calls += 1;
      if (calls === 1) throw uniqueViolation();
      return 'done';
    });
    expect([ok, calls]).toEqual(['done', 2]);

    calls = 0;
    const failed = inUserTransaction(t.db.db, userId, async () => {
      calls += 1;
      throw uniqueViolation();
    });
    await expect(failed).rejects.toBeInstanceOf(DrizzleQueryError);
    expect(calls).toBe(2);

    calls = 0;
    const notRetried = inUserTransaction(t.db.db, userId, async () => {
      calls += 1;
      throw new AppError('NOT_FOUND', ADDRESS_MESSAGES.notFound);
    });
    await expect(notRetried).rejects.toBeInstanceOf(AppError);
    expect(calls).toBe(1);
  });

  it('refuses a user that no longer exists', async () => {
    const gone = inUserTransaction(t.db.db, 'no-such-user', async () => 'written');
    await expect(gone).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
