import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { uniqueEmail } from '../../testing/accounts.ts';
import { TEST_ORIGIN } from '../../testing/build-test-app.ts';
import { buildSmtpTestApp, type SmtpTestApp } from '../../testing/smtp-app.ts';
import { MAIL_KINDS } from './mail-kinds.ts';
import { TEST_ORDER_NOTICE } from './templates/index.ts';

/** The admin's Mail tools (docs/product.md §8.2) through the outbox and a real SMTP server (smtp-server on 127.0.0.1). */

let shop: SmtpTestApp;
beforeAll(async () => {
  shop = await buildSmtpTestApp();
});
afterAll(() => shop.close());
beforeEach(() => shop.sink.refuseNext(0, 451));

const TEST_ORDER = '/api/admin/mail/test-order';

describe('POST /api/admin/mail/test-order', () => {
  it('audit 2.6: sends the real order confirmation template with sample data, marked as a test', async () => {
    const to = uniqueEmail('owner');
    const res = await shop.admin.post(TEST_ORDER, { email: to });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await shop.t.db.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(res.json()).toEqual({ success: true, messageId: `<outbox-${row!.id}@karigar>` });
    expect(row).toMatchObject({ kind: MAIL_KINDS.testOrderConfirmation, status: 'sent', provider: 'smtp' });

    const mails = shop.sink.received.filter((m) => m.rcptTo.includes(to));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('[Test] Your Karigar order CT000000TEST01 is confirmed');
    // The order confirmation's own parts: greeting, details, the order link, items and totals, address, next steps.
    for (const part of [
      'Thank you, Sample! Your order is confirmed.',
      'Order number',
      'View your order',
      'Your items',
      'Peacock Dream Catcher',
      '2 × ₹499',
      'Lippan Mirror Plate',
      'Total',
      '₹1,897',
      'Cash on Delivery',
      'Delivering to',
      'What happens next',
    ]) {
      expect(mail.html, part).toContain(part);
    }
    expect(mail.html).toContain(TEST_ORDER_NOTICE);
    expect(mail.html.indexOf(TEST_ORDER_NOTICE)).toBeLessThan(mail.html.indexOf('Your items'));
    expect(mail.text.startsWith(TEST_ORDER_NOTICE)).toBe(true);
    expect(mail.text).toContain('Total: ₹1,897');
  });

  it('audit 2.6: when SMTP refuses it, answers 502 with the reason', async () => {
    shop.sink.refuseNext(1, 550, 'Mailbox unavailable');
    const res = await shop.admin.post(TEST_ORDER, { email: uniqueEmail('refused') });
    expect(res.statusCode).toBe(502);
    expect(res.json().success).toBe(false);
    expect(res.json().error).toContain('Mailbox unavailable');
  });

  it('issue 18 item 5: the outbox counts an email waiting for another try after SMTP refused it (the dashboard notice)', async () => {
    const counts = async () => (await shop.admin.get('/api/admin/outbox?limit=1')).json().counts;
    const before = await counts();
    shop.sink.refuseNext(1, 451, 'Try again later');
    expect((await shop.admin.post(TEST_ORDER, { email: uniqueEmail('later') })).statusCode).toBe(502);
    const after = await counts();
    expect(after.retrying).toBe(before.retrying + 1);
    expect(after.pending).toBe(before.pending + 1);
    expect(after.failed).toBe(before.failed);
  });

  it('400 naming the field for a bad address; 401 for a guest, and nothing is sent', async () => {
    const before = shop.sink.received.length;
    const bad = await shop.admin.post(TEST_ORDER, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('email');
    const guest = await shop.t.app.inject({
      method: 'POST',
      url: TEST_ORDER,
      headers: { origin: TEST_ORIGIN },
      payload: { email: uniqueEmail('victim') },
    });
    expect(guest.statusCode).toBe(401);
    expect(shop.sink.received.length).toBe(before);
  });
});
