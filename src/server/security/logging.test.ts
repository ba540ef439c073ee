import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import type { DbHandle } from '../db/client.ts';
import { RecordingMailer } from '../lib/mailer.ts';
import { codeFor, PASSWORD, signUpBody, TestClient, uniqueEmail } from '../testing/accounts.ts';
import { type TestApp, testConfig } from '../testing/build-test-app.ts';
import { openTestDb } from '../testing/test-db.ts';

/**
 * LO-01: a scripted session (sign-up, a wrong code, verify, a wrong password, sign-in, a refused
 * cross-site POST, a customer on an admin route, a reset by code) with the production logger at
 * debug level: no password, code or session token appears in any log line.
 */

const lines: string[] = [];
let t: TestApp & { db: DbHandle };
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
