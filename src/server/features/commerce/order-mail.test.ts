import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { SmtpTransport } from '../../lib/mailer.ts';
import { TestClient } from '../../testing/accounts.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { orderBody } from '../../testing/factories.ts';
import { MAIL_KINDS } from '../mail/mail-kinds.ts';

/**
 * Issue 7: an order placed while SMTP is down still succeeds; its mail waits in the outbox and is
 * delivered once, when SMTP is back. Real SMTP (smtp-server on 127.0.0.1), a controllable clock.
 */
async function freePort(): Promise<number> {
  const probe = new SMTPServer({ disabledCommands: ['STARTTLS', 'AUTH'], authOptional: true, logger: false });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = (probe as unknown as { server: { address(): AddressInfo } }).server.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let port: number;
let now = Date.now();
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  port = await freePort(); // nothing listens there: SMTP is down
  t = await buildTestApp({
    mail: {
      transports: [new SmtpTransport({ host: '127.0.0.1', port, secure: false })],
      now: () => new Date(now),
      pollMs: 0,
    },
  });
});
afterAll(() => t.close());

describe('an order while SMTP is down', () => {
  it('is placed, and its confirmation is sent once SMTP is back', async () => {
    const [product] = (await t.app.inject({ url: '/api/products?limit=1' })).json().items;
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    const res = await new TestClient(t).post('/api/orders', body, { 'idempotency-key': randomUUID() });
    expect(res.statusCode).toBe(201);
    const { orderNumber } = res.json().order;

    const confirmation = and(
      eq(emailOutbox.toAddress, body.customer.email),
      eq(emailOutbox.kind, MAIL_KINDS.orderConfirmation),
    );
    // The order woke the worker: wait until that attempt has given up (refused connection).
    const row = async () => (await t.db.db.select().from(emailOutbox).where(confirmation))[0]!;
    await expect
      .poll(
        async () => {
          const { status, attempts } = await row();
          return status === 'pending' && attempts >= 1;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect((await row()).lastError).toMatch(/smtp/i);

    // SMTP comes back on the same port.
    // By envelope recipient: the store's notice names the buyer's email too (whole or cut by the quoted-printable
    // line breaks, depending on the length of the lines before it, the order's date among them).
    const received: Array<{ to: string[]; data: string }> = [];
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    try {
      now += 60 * 60 * 1000; // past any backoff
      await t.app.mailer.worker.drain();
      await t.app.mailer.worker.drain(); // a second pass sends nothing again
      expect(await row()).toMatchObject({ status: 'sent', provider: 'smtp' });
      const toCustomer = received.filter(
        (m) => m.to.includes(body.customer.email) && m.data.includes(orderNumber),
      );
      expect(toCustomer).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
