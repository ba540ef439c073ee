import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  invalidOtpMessage,
  OTP_EXPIRED,
  OTP_NOT_FOUND,
  OTP_TOO_MANY_ATTEMPTS,
  PASSWORD_INCORRECT,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  SIGN_IN_SUCCESS,
} from '#shared/auth/auth.schemas.ts';
import {
  ACCOUNT_CODE_REQUIRED,
  ACCOUNT_CODE_SENT,
  ACCOUNT_DELETED,
  ACCOUNT_HAS_PASSWORD,
  EMAIL_CHANGE_CODE_SENT,
  PASSWORD_SET,
} from '#shared/auth/my-account.schemas.ts';
import { authAttempts, emailOutbox, session, user, verification } from '../../db/schema/index.ts';
import { SmtpTransport } from '../../lib/mailer.ts';
import { mailSettled, PASSWORD, signUpBody, TestClient, uniqueEmail } from '../../testing/accounts.ts';
import { setUpTestApp, testConfig } from '../../testing/build-test-app.ts';
import { type SmtpSink, startSmtpSink } from '../../testing/fakes.ts';
import { googleIdentity, LocalGoogle } from '../../testing/local-google.ts';

// Audit D-M5 (issue 46 point 4, decision 081): an account Google made has no password; it erases itself,
// changes its email and sets a password with a code mailed to its own address. Mail leaves through a real
// SMTP server (the sink on 127.0.0.1); "Google" is the local OpenID Connect server.

const google = new LocalGoogle();
let sink: SmtpSink;
afterAll(async () => {
  await google.stop();
  await sink.close();
});

const t = setUpTestApp(async () => {
  await google.start();
  sink = await startSmtpSink();
  return {
    config: testConfig(google.config()),
    mail: { transports: [new SmtpTransport({ host: '127.0.0.1', port: sink.port, secure: false })] },
  };
});

/** A new account made by "Continue with Google", signed in on a client of its own. */
async function googleOnly(name: string) {
  const email = uniqueEmail(name);
  const client = new TestClient(t);
  const res = await google.signIn(client, googleIdentity(email));
  expect(res.statusCode).toBe(302);
  const userId = (await client.get('/api/me')).json().user.id as string;
  return { email, client, userId };
}

/** The code in the newest mail the SMTP server took for an address, with its subject. */
async function mailedCode(email: string) {
  await mailSettled(t);
  const mail = sink.received.filter((m) => m.rcptTo.includes(email)).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!mail || !code) throw new Error(`no code mailed to ${email}`);
  return { code, subject: mail.subject };
}

async function askCode(client: TestClient, purpose: string) {
  const res = await client.post('/api/me/account-code', { purpose });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(ACCOUNT_CODE_SENT);
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
const fieldsOf = (res: { json(): { error: { fields?: Record<string, string> } } }) => res.json().error.fields;
const usersWithId = (id: string) => t.db.db.select().from(user).where(eq(user.id, id));

describe('an account without a password (Google only)', () => {
  it('says so, and erases itself with the code mailed for it; a wrong code erases nothing', async () => {
    const { email, client, userId } = await googleOnly('erase');
    expect((await client.get('/api/me/profile')).json()).toMatchObject({ email, hasPassword: false });

    // No password to give: the code is asked for, by name.
    const withPassword = await client.post('/api/me/delete-account', { password: 'anything-at-all' });
    expect(withPassword.statusCode).toBe(400);
    expect(fieldsOf(withPassword)).toEqual({ code: ACCOUNT_CODE_REQUIRED });

    await askCode(client, 'delete-account');
    const { code, subject } = await mailedCode(email);
    expect(subject).toMatch(/delete your account/i);
    // Like every code mail, the outbox keeps no readable copy once it is sent.
    const [kept] = await t.db.db
      .select({ text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'account-code')));
    expect(kept).toBeDefined();
    expect(kept!.text).not.toContain(code);
    expect(kept!.html).not.toContain(code);

    const refused = await client.post('/api/me/delete-account', { code: wrong(code) });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ code: invalidOtpMessage(2) });
    expect(await usersWithId(userId)).toHaveLength(1);

    const done = await client.post('/api/me/delete-account', { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(ACCOUNT_DELETED);
    expect(await usersWithId(userId)).toEqual([]);
    expect(await t.db.db.select().from(session).where(eq(session.userId, userId))).toEqual([]);
    expect((await client.get('/api/me')).statusCode).toBe(401);
    // Its code went with it.
    const left = await t.db.db
      .select()
      .from(verification)
      .where(like(verification.identifier, `%${userId}`));
    expect(left).toEqual([]);
  });

  it('refuses an expired code, a code of another purpose and a fourth try, and erases nothing', async () => {
    const { email, client, userId } = await googleOnly('expired');
    await askCode(client, 'delete-account');
    const { code } = await mailedCode(email);
    // Eleven minutes pass (the code lives ten).
    const past = new Date(Date.now() - 11 * 60_000);
    await t.db.db
      .update(authAttempts)
      .set({ createdAt: past })
      .where(and(eq(authAttempts.email, email), eq(authAttempts.purpose, 'delete-account')));
    await t.db.db
      .update(verification)
      .set({ expiresAt: past })
      .where(eq(verification.identifier, `account-code:delete-account:${userId}`));
    const expired = await client.post('/api/me/delete-account', { code });
    expect(expired.statusCode).toBe(400);
    expect(fieldsOf(expired)).toEqual({ code: OTP_EXPIRED });

    // A code mailed to set a password does not erase.
    await t.db.db.delete(authAttempts).where(eq(authAttempts.email, email));
    await askCode(client, 'set-password');
    const forPassword = await mailedCode(email);
    expect(forPassword.subject).toMatch(/set a password/i);
    const otherPurpose = await client.post('/api/me/delete-account', { code: forPassword.code });
    expect(otherPurpose.statusCode).toBe(400);
    expect(fieldsOf(otherPurpose)).toEqual({ code: OTP_NOT_FOUND });

    // Three wrong tries spend a code: the right one no longer works.
    await askCode(client, 'delete-account');
    const fresh = await mailedCode(email);
    for (const left of [2, 1]) {
      const res = await client.post('/api/me/delete-account', { code: wrong(fresh.code) });
      expect(fieldsOf(res)).toEqual({ code: invalidOtpMessage(left) });
    }
    const third = await client.post('/api/me/delete-account', { code: wrong(fresh.code) });
    expect(fieldsOf(third)).toEqual({ code: OTP_TOO_MANY_ATTEMPTS });
    const late = await client.post('/api/me/delete-account', { code: fresh.code });
    expect(fieldsOf(late)).toEqual({ code: OTP_TOO_MANY_ATTEMPTS });
    expect(await usersWithId(userId)).toHaveLength(1);
  });

  it('changes its email with a code mailed to its current address', async () => {
    const { email, client } = await googleOnly('move');
    const newEmail = uniqueEmail('moved');
    const noCode = await client.post('/api/me/email-change', { newEmail });
    expect(fieldsOf(noCode)).toEqual({ code: ACCOUNT_CODE_REQUIRED });

    await askCode(client, 'confirm-email-change');
    const { code, subject } = await mailedCode(email);
    expect(subject).toMatch(/change your email/i);
    const refused = await client.post('/api/me/email-change', { newEmail, code: wrong(code) });
    expect(fieldsOf(refused)).toEqual({ code: invalidOtpMessage(2) });
    const asked = await client.post('/api/me/email-change', { newEmail, code });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(EMAIL_CHANGE_CODE_SENT);
    // Used up: it cannot move the account again.
    const again = await client.post('/api/me/email-change', { newEmail: uniqueEmail('again'), code });
    expect(fieldsOf(again)).toEqual({ code: OTP_NOT_FOUND });
  });

  it('sets a password with a code (the password rule applies), then signs in with it or with Google', async () => {
    const { email, client, userId } = await googleOnly('setpw');
    const otherDevice = new TestClient(t);
    await google.signIn(otherDevice, googleIdentity(email));
    await askCode(client, 'set-password');
    const { code } = await mailedCode(email);
    const newPassword = 'zari-border-77';

    const mismatch = await client.post('/api/me/password/set', {
      code,
      password: newPassword,
      confirmPassword: 'zari-border-78',
    });
    expect(fieldsOf(mismatch)).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
    // The rule's refusal leaves the code usable.
    const weak = await client.post('/api/me/password/set', { code, password: email, confirmPassword: email });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(weak) ?? {})).toEqual(['password']);
    const wrongCode = await client.post('/api/me/password/set', {
      code: wrong(code),
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(fieldsOf(wrongCode)).toEqual({ code: invalidOtpMessage(2) });

    const set = await client.post('/api/me/password/set', {
      code,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe(PASSWORD_SET);
    expect((await client.get('/api/me/profile')).json().hasPassword).toBe(true);
    // This device stays signed in; every other one is signed out, as a password change does.
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/me')).statusCode).toBe(401);

    const byPassword = await new TestClient(t).post('/api/account/sign-in', { email, password: newPassword });
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    expect(byPassword.json().message).toBe(SIGN_IN_SUCCESS);
    const byGoogle = await google.signIn(new TestClient(t), googleIdentity(email));
    expect(byGoogle.headers.location).toBe('/');
    expect(await usersWithId(userId)).toHaveLength(1);

    // From now on the password proves the owner: no more codes, and erasure asks for it.
    const noMore = await client.post('/api/me/account-code', { purpose: 'delete-account' });
    expect(fieldsOf(noMore)).toEqual({ purpose: ACCOUNT_HAS_PASSWORD });
    const wrongPassword = await client.post('/api/me/delete-account', { password: 'not-my-password' });
    expect(fieldsOf(wrongPassword)).toEqual({ password: PASSWORD_INCORRECT });
  });
});

describe('an account with a password', () => {
  it('cannot skip its password by asking for a code, nor set a password over it', async () => {
    // Signed up with a password, verified by the code the SMTP server took.
    const email = uniqueEmail('haspw');
    const client = new TestClient(t);
    expect((await client.post('/api/account/sign-up', signUpBody(email))).statusCode).toBe(201);
    const verified = await client.post('/api/account/verify-email', {
      email,
      otp: (await mailedCode(email)).code,
    });
    expect(verified.statusCode).toBe(200);
    const sentBefore = sink.received.length;
    const userId = (await client.get('/api/me')).json().user.id as string;
    expect((await client.get('/api/me/profile')).json().hasPassword).toBe(true);

    for (const purpose of ['delete-account', 'set-password', 'confirm-email-change']) {
      const res = await client.post('/api/me/account-code', { purpose });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual({ purpose: ACCOUNT_HAS_PASSWORD });
    }
    const badPurpose = await client.post('/api/me/account-code', { purpose: 'sign-in' });
    expect(badPurpose.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(badPurpose) ?? {})).toEqual(['purpose']);
    await mailSettled(t);
    expect(sink.received.slice(sentBefore).filter((m) => m.rcptTo.includes(email))).toEqual([]);

    const byCode = await client.post('/api/me/delete-account', { code: '123456' });
    expect(byCode.statusCode).toBe(400);
    expect(fieldsOf(byCode)).toEqual({ password: PASSWORD_REQUIRED });
    const moveByCode = await client.post('/api/me/email-change', {
      newEmail: uniqueEmail('x'),
      code: '123456',
    });
    expect(fieldsOf(moveByCode)).toEqual({ currentPassword: PASSWORD_REQUIRED });
    const setOver = await client.post('/api/me/password/set', {
      code: '123456',
      password: 'zari-border-77',
      confirmPassword: 'zari-border-77',
    });
    expect(fieldsOf(setOver)).toEqual({ code: ACCOUNT_HAS_PASSWORD });
    expect(await usersWithId(userId)).toHaveLength(1);

    const withPassword = await client.post('/api/me/delete-account', { password: PASSWORD });
    expect(withPassword.statusCode, withPassword.body).toBe(200);
    expect(await usersWithId(userId)).toEqual([]);
  });
});
