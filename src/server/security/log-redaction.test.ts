import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import type { DbHandle } from '../db/client.ts';
import { MailNotSentError } from '../features/mail/mail.service.ts';
import { withoutSqlDetails } from '../lib/log-redaction.ts';
import { MailTransportError, RecordingMailer } from '../lib/mailer.ts';
import { codeFor, PASSWORD, signUpBody, TestClient, uniqueEmail } from '../testing/accounts.ts';
import { type TestApp, testConfig } from '../testing/build-test-app.ts';
import { openTestDb } from '../testing/test-db.ts';

/**
 * What the production logger writes at debug level (one app, every line kept in `lines`):
 * - LO-01: a scripted session (sign-up, a wrong code, verify, a wrong password, sign-in, a refused
 *   cross-site POST, a customer on an admin route, a reset by code): no password, code or session token
 *   appears in any log line.
 * - M3 (log part): request logs hold no query values, so a guest order's `?token=` never reaches them.
 * - M4: a database error is logged without its SQL parameters: a failed insert carrying a customer's name
 *   and phone number leaves neither in any log line (Drizzle's message and `params`, PostgreSQL's `detail`).
 */

const PHONE = '+91 98765 43210';
const NAME = 'Kavya Raghunathan';
const lines: string[] = [];
let t: TestApp & { db: DbHandle };

/** Inserts the same key twice in one statement: a unique violation whose parameters and detail hold the data. */
const failingInsert = (db: DbHandle) =>
  db.db.execute(
    sql`insert into rate_limit_windows (key, hits, reset_at)
        values (${`${NAME} ${PHONE}`}, 1, now()), (${`${NAME} ${PHONE}`}, 1, now())`,
  );

beforeAll(async () => {
  const config = testConfig({ LOG_LEVEL: 'debug' });
  const db = await openTestDb();
  const mailer = new RecordingMailer();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config,
    db,
    mail: { transports: [mailer] },
    logger: { ...(loggerOptions(config) as object), level: 'debug', stream },
    webDir: '/nonexistent-web-build',
  });
  // A route whose query fails with a customer's data in its parameters, as a checkout insert could.
  app.post('/api/test-only/failing-insert', async () => {
    await failingInsert(db);
    return {};
  });
  await app.ready();
  t = {
    app,
    db,
    mailer,
    async close() {
      await app.close();
      await db.close();
    },
  };
});
afterAll(() => t.close());

describe('LO-01: secrets never reach the logs', () => {
  it('passwords, one-time codes and session tokens are absent from every log line', async () => {
    const email = uniqueEmail('logged');
    const client = new TestClient(t);
    await client.post('/api/account/sign-up', signUpBody(email));
    const signUpCode = await codeFor(t, email);
    await client.post('/api/account/verify-email', {
      email,
      otp: signUpCode === '000000' ? '111111' : '000000',
    });
    await client.post('/api/account/verify-email', { email, otp: signUpCode });
    await client.post('/api/account/sign-in', { email, password: 'wrong-password-123' });
    const signIn = await client.post('/api/account/sign-in', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    await client.post('/api/me/addresses', {}, { origin: 'https://evil.example' });
    expect((await client.get('/api/admin/overview')).statusCode).toBe(403);
    await client.post('/api/account/forgot-password', { email });
    const resetCode = await codeFor(t, email);
    const newPassword = 'block-print-77';
    await client.post('/api/account/reset-password', {
      email,
      otp: resetCode,
      password: newPassword,
      confirmPassword: newPassword,
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    const sessionToken = [...client.cookies].find(([name]) => name.includes('session_token'))?.[1];
    const secrets = [PASSWORD, 'wrong-password-123', newPassword, signUpCode, resetCode];
    if (sessionToken) secrets.push(decodeURIComponent(sessionToken).split('.')[0]!);
    for (const secret of secrets)
      expect(log, `a secret (${secret.length} chars) was logged`).not.toContain(secret);
    // the refusal is logged (ASVS 16.3.3), without the cookie
    expect(log).toContain('refused cross-site state-changing request');
  });
});

const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('the logs', () => {
  it('hold no query values: a guest order token in the URL is not logged (M3)', async () => {
    const token = `tok${randomUUID().replace(/-/g, '')}`;
    const client = new TestClient(t);
    await client.get(`/api/orders/${randomUUID()}?token=${token}`);
    await client.get(`/order-confirmation/${randomUUID()}?token=${token}&utm_source=mail`);
    const log = lines.join('');
    expect(log).toContain('token=[redacted]');
    expect(log).toContain('utm_source=[redacted]');
    expect(log).not.toContain(token);
  });

  it('hold no SQL parameters of a failed query: the customer name and phone are absent (M4)', async () => {
    const before = lines.length;
    const res = await new TestClient(t).post('/api/test-only/failing-insert', {});
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('98765');
    const logged = lines.slice(before).join('');
    expect(logged).toContain('unhandled error');
    // The error is still useful: what failed, its SQLSTATE and the constraint.
    expect(logged).toContain('Failed query (SQL and parameters withheld from the log)');
    expect(logged).toContain('"code":"23505"');
    expect(logged).not.toContain(NAME);
    expect(logged).not.toContain('Kavya');
    expect(digitsOf(logged)).not.toContain(digitsOf(PHONE).slice(2));
    expect(logged).not.toContain('rate_limit_windows (key');
  });

  it('audit 4.3: a refused email is logged with its reason and marked failed, not left sending (an err that is a plain string)', async () => {
    t.mailer.failWith = () => new MailTransportError('recording', 'EENVELOPE: 550 No such mailbox', true);
    try {
      const error = await t.app.mailer
        .send({
          kind: 'admin-message',
          to: 'nobody@example.in',
          subject: 'Hi',
          html: '<p>Hi</p>',
          text: 'Hi',
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailNotSentError);
      expect((error as MailNotSentError).delivery.status).toBe('failed');
      const logged = lines.filter((line) => line.includes('mail transport failed'));
      expect(logged.at(-1)).toContain('EENVELOPE: 550 No such mailbox');
    } finally {
      t.mailer.failWith = undefined;
    }
  });

  it("better-auth's logger gets the same treatment for the adapter errors in its details (M4)", async () => {
    const error = await failingInsert(t.db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    // Unredacted, the error shows the data: this is what the logger would have written.
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).toContain('Kavya');
    for (const detail of [error, { error }]) {
      const shown = JSON.stringify(withoutSqlDetails(detail));
      expect(shown).toContain('23505');
      expect(shown).not.toContain('Kavya');
      expect(digitsOf(shown)).not.toContain(digitsOf(PHONE).slice(2));
    }
  });
});
