import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  FULL_NAME_REQUIRED,
  MOBILE_INVALID_CHARACTERS,
  MOBILE_INVALID_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORDS_DO_NOT_MATCH,
  SIGN_IN_FAILED,
} from '#shared/auth/auth.schemas.ts';
import {
  CURRENT_PASSWORD_INCORRECT,
  DEVICE_IS_THIS_ONE,
  DEVICE_NOT_FOUND,
  DEVICE_SIGNED_OUT,
  EMAIL_CHANGED,
  EMAIL_SAME,
  NEW_PASSWORD_SAME,
  PASSWORD_CHANGED,
  PROFILE_SAVED,
} from '#shared/auth/my-account.schemas.ts';
import { customerProfiles, user } from '../../db/schema/index.ts';
import { codeFor, createCustomer, PASSWORD, TestClient, uniqueEmail } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { deviceWords } from './device-words.ts';

const t = setUpTestApp();
const NEW_PASSWORD = 'madhubani-river-77';

async function userRow(email: string) {
  const [row] = await t.db.db.select().from(user).where(eq(user.email, email));
  return row;
}

async function profileRow(email: string) {
  const [row] = await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, email));
  return row;
}

async function secondDevice(email: string, password = PASSWORD) {
  const phone = new TestClient(t, undefined, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1');
  const res = await phone.post('/api/account/sign-in', { email, password });
  expect(res.statusCode).toBe(200);
  return phone;
}

describe('My Account: name and mobile', () => {
  it('shows and changes them, on the account and on the customer list', async () => {
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    expect((await client.get('/api/me/profile')).json()).toEqual({
      fullName: 'Asha Rao',
      email,
      mobileNumber: '+91 98765-43210',
      hasPassword: true,
    });

    const res = await client.request('PUT', '/api/me/profile', {
      fullName: '  Meera Iyer ',
      mobileNumber: '98450 12345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fullName: 'Meera Iyer',
      email,
      mobileNumber: '98450 12345',
      hasPassword: true,
      message: PROFILE_SAVED,
    });
    expect(await userRow(email)).toMatchObject({ name: 'Meera Iyer', mobileNumber: '98450 12345' });
    expect(await profileRow(email)).toMatchObject({ fullName: 'Meera Iyer', mobileNumber: '98450 12345' });
    expect((await client.get('/api/me')).json().user.name).toBe('Meera Iyer');
  });

  it.each([
    [{ fullName: ' ', mobileNumber: '9845012345' }, 'fullName', FULL_NAME_REQUIRED],
    [{ fullName: 'Meera', mobileNumber: '98450' }, 'mobileNumber', MOBILE_INVALID_LENGTH],
    [{ fullName: 'Meera', mobileNumber: '98450x12345' }, 'mobileNumber', MOBILE_INVALID_CHARACTERS],
  ])('refuses %o with a 400 on %s and changes nothing', async (body, field, message) => {
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    const res = await client.request('PUT', '/api/me/profile', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await userRow(email)).toMatchObject({ name: 'Asha Rao', mobileNumber: '+91 98765-43210' });
  });

  it('is for signed-in people only', async () => {
    const guest = new TestClient(t);
    expect((await guest.get('/api/me/profile')).statusCode).toBe(401);
    expect(
      (await guest.request('PUT', '/api/me/profile', { fullName: 'X', mobileNumber: '9845012345' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('My Account: password', () => {
  it('needs the current password, then ends every other session and keeps this one', async () => {
    const email = uniqueEmail();
    const laptop = await createCustomer(t, email);
    const phone = await secondDevice(email);

    const wrong = await laptop.post('/api/me/password', {
      currentPassword: 'not-my-password',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe(CURRENT_PASSWORD_INCORRECT);
    expect((await phone.get('/api/me')).statusCode).toBe(200);

    const res = await laptop.post('/api/me/password', {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_CHANGED });
    expect((await laptop.get('/api/me')).statusCode).toBe(200);
    expect((await phone.get('/api/me')).statusCode).toBe(401);

    const old = await new TestClient(t).post('/api/account/sign-in', { email, password: PASSWORD });
    expect(old.statusCode).toBe(401);
    expect(old.json().error.message).toBe(SIGN_IN_FAILED);
    await secondDevice(email, NEW_PASSWORD);
  });

  it.each([
    [{ password: 'password1', confirmPassword: 'password1' }, 'password', PASSWORD_TOO_COMMON],
    [
      { password: NEW_PASSWORD, confirmPassword: 'something-else' },
      'confirmPassword',
      PASSWORDS_DO_NOT_MATCH,
    ],
    [{ password: PASSWORD, confirmPassword: PASSWORD }, 'password', NEW_PASSWORD_SAME],
  ])('refuses %o on %s, the password unchanged', async (body, field, message) => {
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    const res = await client.post('/api/me/password', { currentPassword: PASSWORD, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    await secondDevice(email);
  });
});

describe('My Account: email', () => {
  it("changes only with the new address's code, and tells the old address", async () => {
    const email = uniqueEmail();
    const newEmail = uniqueEmail('moved');
    const client = await createCustomer(t, email);

    const asked = await client.post('/api/me/email-change', {
      currentPassword: PASSWORD,
      newEmail: newEmail.toUpperCase(),
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: newEmail, resendAfterSeconds: 60 });
    const code = await codeFor(t, newEmail);
    expect(t.mailer.lastTo(newEmail)?.subject).toMatch(/email change code/);

    const wrong = await client.post('/api/me/email-change/confirm', {
      newEmail,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.otp).toBe('Invalid OTP. 2 attempts remaining.');
    expect((await client.get('/api/me')).json().user.email).toBe(email);

    const res = await client.post('/api/me/email-change/confirm', { newEmail, otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EMAIL_CHANGED, email: newEmail });
    expect((await client.get('/api/me')).json().user).toMatchObject({ email: newEmail, emailVerified: true });
    expect(await profileRow(newEmail)).toMatchObject({ fullName: 'Asha Rao', emailVerified: true });
    expect(await profileRow(email)).toBeUndefined();
    await vi.waitFor(() => expect(t.mailer.lastTo(email)?.subject).toMatch(/email address was changed/));
    expect(t.mailer.lastTo(email)?.text).toContain(newEmail);

    await secondDevice(newEmail);
    expect(
      (await new TestClient(t).post('/api/account/sign-in', { email, password: PASSWORD })).statusCode,
    ).toBe(401);
  });

  it('refuses its own address, and a code sent for another address', async () => {
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    const same = await client.post('/api/me/email-change', { currentPassword: PASSWORD, newEmail: email });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.newEmail).toBe(EMAIL_SAME);

    const newEmail = uniqueEmail('moved');
    await client.post('/api/me/email-change', { currentPassword: PASSWORD, newEmail });
    const code = await codeFor(t, newEmail);
    const other = await client.post('/api/me/email-change/confirm', {
      newEmail: uniqueEmail('other'),
      otp: code,
    });
    expect(other.statusCode).toBe(400);
    expect((await client.get('/api/me')).json().user.email).toBe(email);
  });

  it("answers alike for an address that has an account, which gets no code and can't be taken", async () => {
    const taken = uniqueEmail('taken');
    await createCustomer(t, taken);
    const mailsBefore = t.mailer.sent.filter((m) => m.to === taken).length;
    const client = await createCustomer(t);
    const asked = await client.post('/api/me/email-change', { currentPassword: PASSWORD, newEmail: taken });
    expect(asked.statusCode).toBe(200);
    await t.app.mailer.settled();
    expect(t.mailer.sent.filter((m) => m.to === taken)).toHaveLength(mailsBefore);
    const res = await client.post('/api/me/email-change/confirm', { newEmail: taken, otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.otp).toBe('Invalid OTP. 2 attempts remaining.');
  });
});

describe('My Account: devices', () => {
  it('lists the signed-in devices and signs one out', async () => {
    const email = uniqueEmail();
    const laptop = await createCustomer(t, email);
    const phone = await secondDevice(email);
    const stranger = await createCustomer(t);

    const list = (await laptop.get('/api/me/devices')).json().devices;
    expect(list).toHaveLength(2);
    expect(list.map((d: { description: string; current: boolean }) => [d.description, d.current])).toEqual([
      ['Chrome on Windows', true],
      ['Safari on iPhone', false],
    ]);
    const phoneId = list[1].id;

    expect((await stranger.request('DELETE', `/api/me/devices/${phoneId}`)).json().error.message).toBe(
      DEVICE_NOT_FOUND,
    );
    expect((await phone.get('/api/me')).statusCode).toBe(200);

    const here = await laptop.request('DELETE', `/api/me/devices/${list[0].id}`);
    expect(here.statusCode).toBe(400);
    expect(here.json().error.message).toBe(DEVICE_IS_THIS_ONE);

    const res = await laptop.request('DELETE', `/api/me/devices/${phoneId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: DEVICE_SIGNED_OUT });
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/me/devices')).json().devices).toHaveLength(1);
  });

  it('names devices from their browser', () => {
    expect(deviceWords(null)).toBe('Unknown device');
    expect(
      deviceWords('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36'),
    ).toBe('Chrome on Android');
    expect(deviceWords('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) Gecko/20100101 Firefox/125.0')).toBe(
      'Firefox on macOS',
    );
  });
});

describe('email change needs the password (review 2026-11-29 L7)', () => {
  it('L7: a signed-in session alone cannot move the account to another address', async () => {
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    const newEmail = uniqueEmail('mallory');

    const bare = await client.post('/api/me/email-change', { newEmail });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().error.fields)).toContain('currentPassword');
    const wrong = await client.post('/api/me/email-change', { newEmail, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe(CURRENT_PASSWORD_INCORRECT);
    await t.app.mailer.settled();
    expect(t.mailer.lastTo(newEmail)).toBeUndefined();

    const right = await client.post('/api/me/email-change', { newEmail, currentPassword: PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
  });
});
