import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '#shared/settings/store-settings.ts';
import type { DbHandle } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { createTransports, type MailLog, UNRECOGNISED_IP_HINT } from '../../lib/mailer.ts';
import { testConfig } from '../../testing/build-test-app.ts';
import { sampleOrder } from '../../testing/factories.ts';
import {
  closedPort,
  type HttpProvider,
  type SmtpSink,
  startHttpProvider,
  startSmtpSink,
  testClock,
} from '../../testing/fakes.ts';
import { openTestDb } from '../../testing/test-db.ts';
import { MailNotSentError, MailService } from './mail.service.ts';
import { ONE_TIME_CODE_ATTEMPTS, RETIRED_BODY, SCRUBBED_BODY } from './mail-kinds.ts';
import { enqueueMail } from './outbox.repo.ts';
import { backoffMs } from './outbox.worker.ts';
import { orderConfirmationEmail, signUpCodeEmail, storeNewOrderEmail } from './templates/index.ts';

const PUBLIC_URL = 'https://shop.example.in';
const API_KEY = 'xkeysib-test-key';
const SECOND = 1000;

let db: DbHandle;
let sink: SmtpSink;
let provider: HttpProvider;
const services: MailService[] = [];

beforeAll(async () => {
  db = await openTestDb();
  sink = await startSmtpSink();
  provider = await startHttpProvider(API_KEY);
});
afterAll(async () => {
  await sink.close();
  await provider.close();
  await db.close();
});
beforeEach(async () => {
  await db.db.delete(emailOutbox);
  sink.received.length = 0;
  sink.seen.length = 0;
  sink.delayMs = 0;
  sink.refuseNext(0, 451);
  provider.requests.length = 0;
  provider.mode = 'ok';
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.stop()));
});

function captureLog() {
  const lines: Array<{ level: string; details: object; message: string }> = [];
  const at =
    (level: string) =>
    (details: object, message: string): void => {
      lines.push({ level, details, message });
    };
  const log: MailLog & { error: MailLog['warn'] } = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
  };
  return { log, lines };
}

/** A mail service on the test database, its transports built from an environment like production's. */
function mailService(
  env: Record<string, string>,
  opts: { clock?: ReturnType<typeof testClock>; batchSize?: number } = {},
) {
  const config = testConfig({ PUBLIC_URL, MAIL_FROM: 'Karigar <hello@karigar.in>', ...env });
  const { log, lines } = captureLog();
  const clock = opts.clock ?? testClock();
  const mail = new MailService({
    db: db.db,
    publicUrl: config.publicUrl,
    from: config.mailFrom,
    transports: createTransports(config, log),
    log,
    worker: { now: clock.now, pollMs: 0, batchSize: opts.batchSize },
  });
  services.push(mail);
  return { mail, lines, clock };
}

const smtpAt = (port: number) => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });
const httpApi = () => ({ MAIL_API_KEY: API_KEY, MAIL_API_URL: provider.url });

const row = async (id: string) => {
  const [found] = await db.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return found!;
};
const rowCount = async () => (await db.db.select().from(emailOutbox)).length;

const confirmation = () => orderConfirmationEmail(sampleOrder(), DEFAULT_STORE_SETTINGS, PUBLIC_URL);

describe('delivery over SMTP', () => {
  it('a queued mail arrives with its subject, recipient, HTML, text and a Message-ID stable per row', async () => {
    const { mail } = mailService(smtpAt(sink.port));
    const message = confirmation();
    const { id } = await mail.transaction((tx) => mail.enqueue(tx, message));
    expect(await mail.worker.drain()).toBe(1);

    expect(sink.received).toHaveLength(1);
    const got = sink.received[0]!;
    expect(got.subject).toBe('Your Karigar order CT123456ABC123 is confirmed');
    expect(got.rcptTo).toEqual(['asha@example.in']);
    expect(got.to).toContain('asha@example.in');
    expect(got.from).toContain('hello@karigar.in');
    expect(got.messageId).toBe(`<outbox-${id}@karigar>`);
    expect(got.html).toContain('CT123456ABC123');
    expect(got.html).toContain('₹1,284.56');
    expect(got.html.trim()).toBe(message.html.trim());
    expect(got.text).toContain('Total: ₹1,284.56');
    expect(got.text.trim()).toBe(message.text!.trim());

    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', provider: 'smtp', attempts: 1, lastError: null });
    expect(sent.messageId).toBe(`<outbox-${id}@karigar>`);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lockedBy).toBeNull();
  });

  it('a started worker sends right after the transaction commits (no wait for the poll)', async () => {
    const { mail } = mailService(smtpAt(sink.port));
    mail.start();
    const { id } = await mail.transaction((tx) => mail.enqueue(tx, confirmation()));
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'), { timeout: 5_000 });
    expect(sink.received).toHaveLength(1);
  });

  it('send_after: the store notice waits its 2 seconds', async () => {
    const { mail, clock } = mailService(smtpAt(sink.port));
    const notice = storeNewOrderEmail(sampleOrder(), DEFAULT_STORE_SETTINGS, PUBLIC_URL);
    expect(notice.delayMs).toBe(2 * SECOND);
    const { id } = await mail.transaction((tx) => mail.enqueue(tx, notice));
    expect((await row(id)).nextAttemptAt.getTime()).toBe(clock.now().getTime() + 2 * SECOND);

    clock.advance(1.9 * SECOND);
    expect(await mail.worker.runOnce()).toBe(0);
    clock.advance(0.1 * SECOND);
    expect(await mail.worker.runOnce()).toBe(1);
    expect(sink.received.map((m) => m.rcptTo[0])).toEqual([DEFAULT_STORE_SETTINGS.contactEmail]);
  });

  it('451 from SMTP: retried after the backoff, and delivered once', async () => {
    const { mail, clock } = mailService(smtpAt(sink.port));
    sink.refuseNext(1, 451, 'Greylisted, try again later');
    const { id } = await mail.transaction((tx) => mail.enqueue(tx, confirmation()));
    const start = clock.now().getTime();

    expect(await mail.worker.runOnce()).toBe(1);
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toContain('451');
    expect(waiting.nextAttemptAt.getTime()).toBe(start + 30 * SECOND);
    expect(sink.received).toHaveLength(0);

    clock.advance(29 * SECOND);
    expect(await mail.worker.runOnce()).toBe(0);
    clock.advance(1 * SECOND);
    expect(await mail.worker.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, provider: 'smtp' });
    expect(sink.received).toHaveLength(1);
    // both tries carried the same Message-ID
    expect(sink.seen).toEqual([`<outbox-${id}@karigar>`, `<outbox-${id}@karigar>`]);

    clock.advance(60 * 60 * SECOND);
    expect(await mail.worker.drain()).toBe(0);
    expect(sink.received).toHaveLength(1);
  });

  it('550 (the message will never be accepted): failed at once, the error kept', async () => {
    const { mail } = mailService(smtpAt(sink.port));
    sink.refuseNext(1, 550, 'Mailbox unavailable');
    const { id } = await mail.transaction((tx) => mail.enqueue(tx, confirmation()));
    await mail.worker.runOnce();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/smtp: .*550.*Mailbox unavailable/);
  });
});

describe('SMTP down', () => {
  it('retries with backoff while the provider is down too, then the HTTP provider delivers it', async () => {
    const { mail, clock } = mailService({ ...smtpAt(await closedPort()), ...httpApi() });
    provider.mode = 'down';
    const message = confirmation();
    const { id } = await mail.transaction((tx) => mail.enqueue(tx, message));

    const t0 = clock.now().getTime();
    await mail.worker.runOnce();
    let r = await row(id);
    expect(r).toMatchObject({ status: 'pending', attempts: 1 });
    expect(r.nextAttemptAt.getTime()).toBe(t0 + 30 * SECOND);
    expect(r.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(r.lastError).toMatch(/^smtp: .*; http: 503/);

    clock.advance(30 * SECOND);
    await mail.worker.runOnce();
    r = await row(id);
    expect(r).toMatchObject({ status: 'pending', attempts: 2 });
    expect(r.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 60 * SECOND);

    provider.mode = 'ok';
    clock.advance(60 * SECOND);
    await mail.worker.runOnce();
    r = await row(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 3, provider: 'http' });
    expect(r.messageId).toBe('<provider-3@smtp-relay.example>');
    expect(r.lastError).toMatch(/^smtp: /); // why the fallback was used

    const request = provider.requests.at(-1)!;
    expect(request.headers['api-key']).toBe(API_KEY);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      sender: { name: 'Karigar', email: 'hello@karigar.in' },
      to: [{ email: 'asha@example.in', name: 'Asha Rao' }],
      subject: message.subject,
      htmlContent: message.html,
      textContent: message.text,
    });
    expect(sink.received).toHaveLength(0);
  });

  it('both down: failed after the sixth try, every wait twice the last, the error kept', async () => {
    const { mail, clock } = mailService({ ...smtpAt(await closedPort()), ...httpApi() });
    provider.mode = 'down';
    const { id } = await mail.transaction((tx) => mail.enqueue(tx, confirmation()));

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(await mail.worker.runOnce()).toBe(1);
      const r = await row(id);
      expect(r.attempts).toBe(attempt);
      if (attempt < 6) {
        expect(r.status).toBe('pending');
        waits.push(r.nextAttemptAt.getTime() - clock.now().getTime());
        clock.advance(r.nextAttemptAt.getTime() - clock.now().getTime());
      }
    }
    expect(waits).toEqual([30, 60, 120, 240, 480].map((s) => s * SECOND));
    const failed = await row(id);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toMatch(/^smtp: .*; http: 503: Service unavailable$/);

    clock.advance(24 * 60 * 60 * SECOND);
    expect(await mail.worker.drain()).toBe(0);
    expect(provider.requests).toHaveLength(6);
  });

  it('backoff doubles from 30 s and is capped at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffMs(n) / SECOND)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('a provider answer about an unrecognised IP is logged with the hint to authorise the server', async () => {
    const { mail, lines } = mailService(httpApi());
    provider.mode = 'unrecognised-ip';
    const { id } = await mail.transaction((tx) => mail.enqueue(tx, confirmation()));
    await mail.worker.runOnce();
    const r = await row(id);
    expect(r.status).toBe('pending');
    expect(r.lastError).toContain('unrecognised IP address');
    expect(r.lastError).toContain(UNRECOGNISED_IP_HINT);
    expect(lines.some((l) => l.level === 'warn' && l.message.includes(UNRECOGNISED_IP_HINT))).toBe(true);
  });
});

describe('atomicity', () => {
  it('a mail enqueued in a transaction that rolls back leaves no row and sends nothing', async () => {
    const { mail } = mailService(smtpAt(sink.port));
    mail.start();
    await expect(
      mail.transaction(async (tx) => {
        await mail.enqueue(tx, confirmation());
        await enqueueMail(tx, storeNewOrderEmail(sampleOrder(), DEFAULT_STORE_SETTINGS, PUBLIC_URL));
        throw new Error('the order insert failed');
      }),
    ).rejects.toThrow('the order insert failed');
    expect(await rowCount()).toBe(0);
    expect(await mail.worker.drain()).toBe(0);
    expect(sink.seen).toHaveLength(0);
  });

  it('the mail commits with the change that causes it', async () => {
    const { mail } = mailService(smtpAt(sink.port));
    await mail.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await mail.enqueue(tx, confirmation());
    });
    expect(await rowCount()).toBe(1);
  });
});

describe('several workers', () => {
  it('two workers draining the same rows never send one twice', async () => {
    const clock = testClock();
    const a = mailService(smtpAt(sink.port), { clock, batchSize: 3 }).mail;
    const b = mailService(smtpAt(sink.port), { clock, batchSize: 3 }).mail;
    sink.delayMs = 5;
    const ids: string[] = [];
    await a.transaction(async (tx) => {
      for (let i = 0; i < 30; i += 1) {
        ids.push((await a.enqueue(tx, { ...confirmation(), to: `buyer${i}@example.in` })).id);
      }
    });

    const [sentByA, sentByB] = await Promise.all([a.worker.drain(), b.worker.drain()]);
    expect(sentByA + sentByB).toBe(30);
    expect(sink.received).toHaveLength(30);
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(30);
    expect(sink.seen).toHaveLength(30);
    const rows = await db.db.select().from(emailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('a claim left by a worker that died is taken over after five minutes, with the same Message-ID', async () => {
    const { mail, clock } = mailService(smtpAt(sink.port));
    const { id } = await mail.transaction((tx) => mail.enqueue(tx, confirmation()));
    await db.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, lockedAt: clock.now(), lockedBy: 'worker-that-died' })
      .where(eq(emailOutbox.id, id));

    clock.advance(4 * 60 * SECOND);
    expect(await mail.worker.runOnce()).toBe(0);
    clock.advance(61 * SECOND);
    expect(await mail.worker.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink.received.map((m) => m.messageId)).toEqual([`<outbox-${id}@karigar>`]);
  });

  it('stopping finishes the mail being sent, gives the rest back and takes no new rows', async () => {
    const { mail } = mailService(smtpAt(sink.port), { batchSize: 5 });
    sink.delayMs = 300;
    await mail.transaction(async (tx) => {
      for (let i = 0; i < 5; i += 1) await mail.enqueue(tx, { ...confirmation(), to: `late${i}@example.in` });
    });
    const draining = mail.worker.drain();
    await vi.waitFor(() => expect(sink.seen).toHaveLength(1), { timeout: 5_000 });
    await mail.stop();
    await draining;

    const rows = await db.db.select().from(emailOutbox);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(1);
    const rest = rows.filter((r) => r.status !== 'sent');
    expect(rest).toHaveLength(4);
    expect(rest.every((r) => r.status === 'pending' && r.attempts === 0 && r.lockedBy === null)).toBe(true);
    expect(await mail.worker.runOnce()).toBe(0);
    expect(sink.received).toHaveLength(1);
  });
});

describe('send now', () => {
  it('answers once a transport took the mail', async () => {
    const { mail } = mailService(smtpAt(sink.port));
    const { messageId, outboxId } = await mail.send(confirmation());
    expect(messageId).toBe(`<outbox-${outboxId}@karigar>`);
    expect(sink.received).toHaveLength(1);
    expect(await row(outboxId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a one-time code: the caller hears the first try failed; retried only while valid, then dropped', async () => {
    const { mail, lines, clock } = mailService(smtpAt(await closedPort()));
    const code = signUpCodeEmail(
      { to: 'new@example.in', code: '482913' },
      DEFAULT_STORE_SETTINGS,
      PUBLIC_URL,
    );
    const error = await mail.send(code).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailNotSentError);
    expect((error as MailNotSentError).delivery.status).toBe('retrying');
    const id = (error as MailNotSentError).outboxId;
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      maxAttempts: ONE_TIME_CODE_ATTEMPTS,
    });

    const start = clock.now().getTime();
    for (let i = 2; i <= ONE_TIME_CODE_ATTEMPTS; i += 1) {
      clock.advance((await row(id)).nextAttemptAt.getTime() - clock.now().getTime());
      await mail.worker.runOnce();
    }
    // the last try is well inside the code's 10 minutes
    expect(clock.now().getTime() - start).toBe(3.5 * 60 * SECOND);
    const r = await row(id);
    expect(r).toMatchObject({
      status: 'failed',
      attempts: ONE_TIME_CODE_ATTEMPTS,
      html: SCRUBBED_BODY,
      text: SCRUBBED_BODY,
    });
    expect(JSON.stringify(r)).not.toContain('482913');
    expect(JSON.stringify(lines)).not.toContain('482913');
  });

  it('a sent code is removed from the outbox too', async () => {
    const { mail } = mailService(smtpAt(sink.port));
    const code = signUpCodeEmail(
      { to: 'new@example.in', code: '482913' },
      DEFAULT_STORE_SETTINGS,
      PUBLIC_URL,
    );
    const { outboxId } = await mail.send(code);
    expect(sink.received[0]!.text).toContain('482913');
    const r = await row(outboxId);
    expect(r.html).toBe(SCRUBBED_BODY);
    expect(JSON.stringify(r)).not.toContain('482913');
  });
});

describe('retention (security review L11)', () => {
  const ageDays = (id: string, days: number) =>
    db.db
      .update(emailOutbox)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(emailOutbox.id, id));

  it("after 30 days a settled order mail keeps who got what and when, not the buyer's name, address or phone", async () => {
    const { mail } = mailService(smtpAt(sink.port));
    const { outboxId: old } = await mail.send(confirmation());
    const { outboxId: recent } = await mail.send(confirmation());
    const { id: queued } = await enqueueMail(db.db, confirmation());
    await ageDays(old, 31);
    await ageDays(recent, 29);
    await ageDays(queued, 31);
    const buyer = sampleOrder().customer;

    await mail.retention.runOnce();

    const retired = await row(old);
    expect(retired).toMatchObject({ html: RETIRED_BODY, text: RETIRED_BODY, toName: null, status: 'sent' });
    expect(retired.toAddress).toBe(buyer.email);
    expect(retired.sentAt).not.toBeNull();
    for (const personal of [buyer.fullName, buyer.phone, buyer.address]) {
      expect(JSON.stringify(retired)).not.toContain(personal);
    }
    expect((await row(recent)).html).toContain(buyer.fullName);
    // Not yet settled: a queued mail keeps its text until it is sent.
    expect((await row(queued)).html).toContain(buyer.fullName);
  });

  it('after a year the row itself goes', async () => {
    const { mail } = mailService(smtpAt(sink.port));
    const { outboxId } = await mail.send(confirmation());
    await ageDays(outboxId, 366);
    await mail.retention.runOnce();
    expect(await rowCount()).toBe(0);
  });

  it('a failed mail whose text is gone cannot be sent again, and says why', async () => {
    const { mail, clock } = mailService({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await closedPort()) });
    const { id } = await enqueueMail(db.db, { ...confirmation(), maxAttempts: 1 }, clock.now());
    await mail.worker.drain();
    expect((await row(id)).status).toBe('failed');
    await ageDays(id, 31);
    await mail.retention.runOnce();
    await expect(mail.resend(id)).rejects.toThrow(
      "This email's text was removed after 30 days, so it cannot be sent again.",
    );
  });
});

describe('no SMTP and no provider (development)', () => {
  const code = () =>
    signUpCodeEmail({ to: 'dev@example.in', code: '314159' }, DEFAULT_STORE_SETTINGS, PUBLIC_URL);

  it('the dev transport marks the mail sent and logs one line, without the code outside development', async () => {
    const { mail, lines } = mailService({ NODE_ENV: 'test' });
    const { outboxId } = await mail.send(code());
    expect(await row(outboxId)).toMatchObject({ status: 'sent', provider: 'dev' });
    const notice = lines.filter((l) => l.message.startsWith('mail not sent'));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.message).toContain('"Your Karigar verification code" to dev@example.in');
    // No "mail sent" after it (audit D-c9): nothing was handed to anyone.
    expect(lines.filter((l) => l.message === 'mail sent')).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('314159');
  });

  it('in development the line shows the code, so a developer can sign up locally', async () => {
    // Development runs on a local address (M7 refuses it on a public PUBLIC_URL).
    const { mail, lines } = mailService({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });
    await mail.send(code());
    const notice = lines.find((l) => l.message.startsWith('mail not sent'));
    expect(notice?.message).toContain('code 314159');
  });
});
