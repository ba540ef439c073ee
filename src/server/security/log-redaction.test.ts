import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import type { DbHandle } from '../db/client.ts';
import { withoutSqlDetails } from '../lib/log-redaction.ts';
import { RecordingMailer } from '../lib/mailer.ts';
import { TestClient } from '../testing/accounts.ts';
import { type TestApp, testConfig } from '../testing/build-test-app.ts';
import { openTestDb } from '../testing/test-db.ts';

/**
 * M3 (log part): request logs hold no query values, so a guest order's `?token=` never reaches them.
 * M4: a database error is logged without its SQL parameters: a failed insert carrying a customer's name and
 * phone number leaves neither in any log line (Drizzle's message and `params`, PostgreSQL's `detail`).
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
