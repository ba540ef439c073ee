import { orderTotals } from '#shared/pricing/shipping.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { BRAND, esc } from './layout.ts';
import type { OrderForMail } from './order-for-mail.ts';
import { orderConfirmationEmail } from './orders.ts';

/** What marks the mail tools' test (subject prefix and the notice at the top). */
export const TEST_MAIL_SUBJECT_PREFIX = '[Test]';
export const TEST_ORDER_NOTICE =
  'This is a test of the order confirmation email, sent from the Mail tools. No order was placed; the order below is sample data.';

/** A made-up order in the shop's own shape: two lines, the store's shipping rule. */
function sampleOrder(to: string, settings: StoreSettings, now: Date): OrderForMail {
  const items = [
    { name: 'Peacock Dream Catcher', catalogNumber: 'SAMPLE-001', quantity: 2, unitPrice: 49_900 },
    { name: 'Lippan Mirror Plate', catalogNumber: 'SAMPLE-002', quantity: 1, unitPrice: 89_900 },
  ].map((line) => ({ ...line, totalPrice: line.quantity * line.unitPrice }));
  const totals = orderTotals(
    items.reduce((sum, line) => sum + line.totalPrice, 0),
    settings,
  );
  return {
    id: '00000000-0000-4000-8000-000000000000',
    orderNumber: 'CT000000TEST01',
    accessToken: 'sample',
    orderDate: now,
    status: 'confirmed',
    paymentMethod: 'cod',
    customer: {
      fullName: 'Sample Customer',
      email: to,
      phone: '9876543210',
      address: '12, 4th Cross, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
    },
    items,
    subtotal: totals.subtotal,
    discount: 0,
    couponCode: null,
    shippingCost: totals.shippingCost,
    total: totals.total,
  };
}

/**
 * Audit 2.6 (docs/product.md §8.2): the real order confirmation, rendered with a sample order and sent to `to`,
 * marked as a test in its subject, at the top of the HTML and in the first line of the text.
 */
export function testOrderConfirmationEmail(
  to: string,
  settings: StoreSettings,
  publicUrl: string,
  now = new Date(),
): MailMessage {
  const mail = orderConfirmationEmail(sampleOrder(to, settings, now), settings, publicUrl);
  const banner = `<div style="padding:12px 16px;background:${BRAND.primary};color:${BRAND.primaryForeground};font-family:Inter, Arial, Helvetica, sans-serif;font-size:14px;line-height:1.5;text-align:center;">${esc(TEST_ORDER_NOTICE)}</div>`;
  return {
    ...mail,
    kind: MAIL_KINDS.testOrderConfirmation,
    toName: undefined,
    subject: `${TEST_MAIL_SUBJECT_PREFIX} ${mail.subject}`,
    html: mail.html.replace(/<body[^>]*>/, (body) => `${body}\n${banner}`),
    text: `${TEST_ORDER_NOTICE}\n\n${mail.text}`,
  };
}
