import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_FAILED } from '#shared/auth/auth.schemas.ts';
import { pendingSignUps, session, user } from '../../db/schema/index.ts';
import {
  codeFor,
  createAdmin,
  createCustomer,
  PASSWORD,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { ADMIN_PASSWORD_WEAK, ensureAdmin } from './bootstrap-admin.ts';

// Review H1: an attacker signs up first with the victim's email and waits for the victim to verify it;
// M1: the same attacker's account named by ADMIN_EMAIL.

const t = setUpTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const ATTACKER_PASSWORD = 'attacker-pass-1';
const OWNER_PASSWORD = 'owner-pass-2024';
const signIn = (email: string, password: string) =>
  new TestClient(t).post('/api/account/sign-in', { email, password });

async function attackerThenOwnerSignUp(email: string) {
  const attacker = new TestClient(t);
  const first = await attacker.post(
    '/api/account/sign-up',
    signUpBody(email, {
      fullName: 'Mallory',
      password: ATTACKER_PASSWORD,
      confirmPassword: ATTACKER_PASSWORD,
    }),
  );
  expect(first.statusCode).toBe(201);
  // The owner comes along later (after the resend lock), signs up with their own password.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * MINUTE });
  const owner = new TestClient(t);
  const second = await owner.post(
    '/api/account/sign-up',
    signUpBody(email, { fullName: 'Asha Rao', password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD }),
  );
  expect(second.statusCode).toBe(201);
  return owner;
}

describe('pre-account hijack (H1)', () => {
  it("refuses the attacker's password once the owner verifies; the owner's password and name hold", async () => {
    const email = uniqueEmail();
    const owner = await attackerThenOwnerSignUp(email);

    const verify = await owner.post('/api/account/verify-email', { email, otp: await codeFor(t, email) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user.name).toBe('Asha Rao');

    const attacker = await signIn(email, ATTACKER_PASSWORD);
    expect(attacker.statusCode).toBe(401);
    expect(attacker.json().error.message).toBe(SIGN_IN_FAILED);
    expect((await signIn(email, OWNER_PASSWORD)).statusCode).toBe(200);
    expect(await t.db.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email))).toEqual([]);
  });

  it('ends every session the account had before the email was verified, keeping the verifier’s', async () => {
    const email = uniqueEmail();
    const owner = await attackerThenOwnerSignUp(email);
    const [row] = await t.db.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const ctx = await t.app.auth.$context;
    await ctx.internalAdapter.createSession(row!.id); // e.g. one made by an admin tool before verification

    const verify = await owner.post('/api/account/verify-email', { email, otp: await codeFor(t, email) });
    expect(verify.statusCode).toBe(200);
    expect(await t.db.db.select().from(session).where(eq(session.userId, row!.id))).toHaveLength(1);
    expect((await owner.get('/api/me')).statusCode).toBe(200);
  });

  it('purges an unverified account a day after its last code, so nobody can finish that sign-up', async () => {
    const email = uniqueEmail();
    expect((await new TestClient(t).post('/api/account/sign-up', signUpBody(email))).statusCode).toBe(201);
    const code = await codeFor(t, email);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 60 * MINUTE });
    // Any code mailed to anyone runs the housekeeping.
    await new TestClient(t).post('/api/account/forgot-password', { email: uniqueEmail() });
    expect(await t.db.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    const late = await new TestClient(t).post('/api/account/verify-email', { email, otp: code });
    expect(late.statusCode).toBe(400);
    // The email is free for a new sign-up.
    expect((await new TestClient(t).post('/api/account/sign-up', signUpBody(email))).statusCode).toBe(201);
  });
});

/** Review 2026-11-29 M1: the owner signs up first; the attacker's sign-up comes later, before the code is typed. */
async function ownerThenAttackerSignUp(email: string) {
  const owner = new TestClient(t);
  const first = await owner.post(
    '/api/account/sign-up',
    signUpBody(email, { fullName: 'Victim Two', password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD }),
  );
  expect(first.statusCode).toBe(201);
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * MINUTE });
  const attacker = new TestClient(t);
  const second = await attacker.post(
    '/api/account/sign-up',
    signUpBody(email, {
      fullName: 'Mallory Two',
      password: ATTACKER_PASSWORD,
      confirmPassword: ATTACKER_PASSWORD,
    }),
  );
  expect(second.statusCode).toBe(201);
  return owner;
}

describe('pre-account hijack, owner first (review 2026-11-29 M1)', () => {
  it("M1: the attacker's later sign-up does not set the password or name the owner verifies", async () => {
    const email = uniqueEmail();
    const owner = await ownerThenAttackerSignUp(email);
    // The owner types the newest code in the inbox (the one the attacker's sign-up had mailed).
    const verify = await owner.post('/api/account/verify-email', { email, otp: await codeFor(t, email) });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().user.name).toBe('Victim Two');

    const attacker = await signIn(email, ATTACKER_PASSWORD);
    expect(attacker.statusCode).toBe(401);
    expect(attacker.json().error.message).toBe(SIGN_IN_FAILED);
    expect((await signIn(email, OWNER_PASSWORD)).statusCode).toBe(200);
    expect(await t.db.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email))).toEqual([]);
  });

  it('M1: a code typed in a browser that made no sign-up verifies the email but sets no password', async () => {
    const email = uniqueEmail();
    const attacker = new TestClient(t);
    const signUp = await attacker.post(
      '/api/account/sign-up',
      signUpBody(email, { password: ATTACKER_PASSWORD, confirmPassword: ATTACKER_PASSWORD }),
    );
    expect(signUp.statusCode).toBe(201);
    // The mailbox's owner, on another device, types the code they were sent.
    const owner = new TestClient(t);
    const verify = await owner.post('/api/account/verify-email', { email, otp: await codeFor(t, email) });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await owner.get('/api/me')).statusCode).toBe(200);
    expect((await signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it("M1: a staff invitation's role lands on the verified owner's account only", async () => {
    const email = uniqueEmail('invitee');
    const admin = await createAdmin(t);
    expect((await admin.post('/api/admin/staff/invitations', { email, role: 'admin' })).statusCode).toBe(201);
    // The invitation leaves through the outbox's worker.
    await expect.poll(() => t.mailer.lastTo(email)).toBeDefined();
    const link = /(https?:\/\/\S+staff-invitation\?token=\S+)/.exec(t.mailer.lastTo(email)!.text!)![1]!;
    const token = new URL(link).searchParams.get('token')!;

    const owner = await ownerThenAttackerSignUp(email);
    const verify = await owner.post('/api/account/verify-email', { email, otp: await codeFor(t, email) });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await owner.post('/api/me/staff-invitation', { token })).statusCode).toBe(200);

    expect((await signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    const signedIn = await signIn(email, OWNER_PASSWORD);
    expect(signedIn.json().user.role).toBe('admin');
  });
});

describe('admin bootstrap of an existing account (M1)', () => {
  it('does not promote an unverified account named by ADMIN_EMAIL without ADMIN_PASSWORD', async () => {
    const email = uniqueEmail('owner');
    await new TestClient(t).post(
      '/api/account/sign-up',
      signUpBody(email, { password: ATTACKER_PASSWORD, confirmPassword: ATTACKER_PASSWORD }),
    );
    const result = await ensureAdmin(t.db.db, t.app.auth, { email });
    expect(result.refusedUnverified).toBe(true);
    const [row] = await t.db.db.select({ role: user.role }).from(user).where(eq(user.email, email));
    expect(row!.role).not.toBe('admin');
  });

  it("with ADMIN_PASSWORD takes the account over: the creator's password and sessions are gone", async () => {
    const email = uniqueEmail('owner');
    const creator = await createCustomer(t, email); // signed in with PASSWORD
    const result = await ensureAdmin(t.db.db, t.app.auth, { email, password: OWNER_PASSWORD });
    expect(result.passwordSet).toBe(true);
    expect((await creator.get('/api/me')).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    const admin = await signIn(email, OWNER_PASSWORD);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.role).toBe('admin');
  });

  it('refuses a common ADMIN_PASSWORD and leaves the account as it was (M8)', async () => {
    const email = uniqueEmail('owner');
    const creator = await createCustomer(t, email);
    await expect(ensureAdmin(t.db.db, t.app.auth, { email, password: 'password123' })).rejects.toThrow(
      ADMIN_PASSWORD_WEAK,
    );
    expect((await creator.get('/api/me')).json().user.role).not.toBe('admin');
  });
});
