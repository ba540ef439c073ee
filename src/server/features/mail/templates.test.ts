import { describe, expect, it } from 'vitest';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import { DEFAULT_STORE_SETTINGS } from '#shared/settings/store-settings.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { sampleOrder } from '../../testing/factories.ts';
import { MAIL_KINDS, ONE_TIME_CODE_ATTEMPTS } from './mail-kinds.ts';
import {
  blogCommentApprovedEmail,
  existingAccountEmail,
  NOTIFIED_STATUSES,
  orderConfirmationEmail,
  orderStatusEmail,
  passwordResetCodeEmail,
  signUpCodeEmail,
  storeNewOrderEmail,
  welcomeEmail,
} from './templates/index.ts';

const URL = 'https://shop.example.in';
const XSS = '<script>alert(1)</script>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';
const settings: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  storeName: 'Karigar Crafts',
  contactPhone: '+91 80000 11111',
  contactEmail: 'orders@karigar.example',
};

/** Each fact appears in the HTML and in the plain text. */
function expectBoth(mail: MailMessage, ...facts: string[]) {
  for (const fact of facts) {
    expect(mail.html, `html: ${fact}`).toContain(fact);
    expect(mail.text, `text: ${fact}`).toContain(fact);
  }
}

/** What every email shares: a full document, inline styles, no images, the store's signature. */
function expectFrame(mail: MailMessage) {
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail.html).toContain('role="presentation"');
  expect(mail.html).not.toMatch(/<img|<link|<script|<style|url\(/i);
  expect(mail.html).toContain('#B4532A');
  expectBoth(mail, 'Karigar Crafts', '+91 80000 11111', 'orders@karigar.example');
  for (const href of mail.html.matchAll(/href="([^"]+)"/g)) {
    expect(href[1]).toMatch(/^(https:\/\/shop\.example\.in|mailto:|tel:)/);
  }
  expect(mail.subject).not.toMatch(/[\r\n]/);
}

describe('account emails', () => {
  it('sign-up code: the code in both parts, tried only while it is valid, expiry stated', () => {
    const mail = signUpCodeEmail({ to: 'a@example.in', code: '482913' }, settings, URL);
    expectFrame(mail);
    expect(mail).toMatchObject({
      kind: MAIL_KINDS.signUpCode,
      to: 'a@example.in',
      subject: 'Your Karigar Crafts verification code',
      maxAttempts: ONE_TIME_CODE_ATTEMPTS,
    });
    expectBoth(mail, '482913', '10 minutes');
    // the code is the first 6-digit number of the text (what a reader, or a test, finds first)
    expect(mail.text!.match(/\b\d{6}\b/)?.[0]).toBe('482913');
  });

  it('password reset code', () => {
    const mail = passwordResetCodeEmail({ to: 'a@example.in', code: '070707' }, settings, URL);
    expectFrame(mail);
    expect(mail.subject).toBe('Your Karigar Crafts password reset code');
    expect(mail.kind).toBe(MAIL_KINDS.passwordResetCode);
    expectBoth(mail, '070707', 'reset your Karigar Crafts password');
  });

  it('welcome: greets by name, escaped in HTML', () => {
    const mail = welcomeEmail({ to: 'a@example.in', name: `Asha ${XSS}` }, settings, URL);
    expectFrame(mail);
    expect(mail.subject).toBe('Welcome to Karigar Crafts');
    expect(mail.html).toContain(`Hello Asha ${ESCAPED},`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`Hello Asha ${XSS},`);
    expectBoth(mail, `${URL}/products`);
  });

  it('existing account notice', () => {
    const mail = existingAccountEmail({ to: 'a@example.in' }, settings, URL);
    expectFrame(mail);
    expect(mail.subject).toBe('You already have a Karigar Crafts account');
    expectBoth(mail, 'Forgot Password', `${URL}/auth`);
  });
});

describe('order emails', () => {
  const order = sampleOrder();

  it('confirmation: number, date, items, totals in ₹, address, payment, the guest link', () => {
    const mail = orderConfirmationEmail(order, settings, URL);
    expectFrame(mail);
    expect(mail).toMatchObject({
      kind: MAIL_KINDS.orderConfirmation,
      to: 'asha@example.in',
      toName: 'Asha Rao',
    });
    expect(mail.subject).toBe('Your Karigar Crafts order CT123456ABC123 is confirmed');
    expectBoth(
      mail,
      'CT123456ABC123',
      '22 Nov 2026',
      'Peacock Dream Catcher',
      'KG-DC-001',
      '₹499',
      '₹998',
      'Lippan Mirror Plate',
      '₹236.56',
      '₹1,234.56',
      '₹50',
      '₹1,284.56',
      'Cash on Delivery',
      '12, 4th Cross, Indiranagar',
      'Bengaluru, Karnataka 560038',
      '9876543210',
      `${URL}/order-confirmation/2f1c0b6e-8a34-4c1e-9a57-0d4b8a1f3c21?token=tok_Zx9-secret`,
    );
  });

  it('confirmation: free shipping and online payment are said so', () => {
    const mail = orderConfirmationEmail(
      sampleOrder({ shippingCost: 0, total: 123_456, paymentMethod: 'online' }),
      settings,
      URL,
    );
    expectBoth(mail, 'Paid online', '₹1,234.56');
    expect(mail.text).toContain('Shipping: Free');
    expect(mail.html).toMatch(/>Shipping<\/td><td[^>]*>Free</);
  });

  it('confirmation: the zone fee and the COD fee are their own lines (decision 039)', () => {
    const mail = orderConfirmationEmail(
      sampleOrder({ zoneFee: 9_900, shippingZone: 'North-East and islands', codFee: 4_900, total: 138_256 }),
      settings,
      URL,
    );
    expectBoth(
      mail,
      'Delivery fee (North-East and islands)',
      'Cash on delivery fee',
      '₹99',
      '₹49',
      '₹1,382.56',
    );
    expect(mail.text).toContain('Cash on delivery fee: ₹49');
    expect(mail.html).toMatch(/>Cash on delivery fee<\/td><td[^>]*>₹49</);
    // Without fees, no such lines.
    expect(orderConfirmationEmail(sampleOrder(), settings, URL).text).not.toContain('Cash on delivery fee');
  });

  it('confirmation: everything the customer typed arrives as text', () => {
    const mail = orderConfirmationEmail(
      sampleOrder({
        customer: {
          fullName: XSS,
          email: 'x@example.in',
          phone: '9876543210',
          address: `<img src=x onerror=alert(1)> & "quotes"`,
          city: XSS,
          state: 'Karnataka',
          pincode: '560001',
        },
        items: [{ name: XSS, catalogNumber: XSS, quantity: 1, unitPrice: 100, totalPrice: 100 }],
      }),
      settings,
      URL,
    );
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain(ESCAPED);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(mail.text).toContain(XSS);
  });

  it('store notification: to the store, 2 s after the confirmation, with the customer and the order', () => {
    const mail = storeNewOrderEmail(order, settings, URL);
    expectFrame(mail);
    expect(mail).toMatchObject({
      kind: MAIL_KINDS.storeNewOrder,
      to: 'orders@karigar.example',
      delayMs: 2000,
    });
    expect(mail.subject).toBe('New order CT123456ABC123: ₹1,284.56 (Cash on Delivery)');
    expectBoth(
      mail,
      'CT123456ABC123',
      'Asha Rao',
      'asha@example.in',
      '3 item(s)',
      '₹1,284.56',
      `${URL}/admin`,
    );
    expect(mail.html).not.toContain('tok_Zx9-secret');
  });

  it('store notification: the customer name is escaped', () => {
    const mail = storeNewOrderEmail(
      sampleOrder({ customer: { ...order.customer, fullName: XSS } }),
      settings,
      URL,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(ESCAPED);
  });

  it.each(NOTIFIED_STATUSES)('status %s: order number, total and links in both parts', (status) => {
    const mail = orderStatusEmail({ order, status }, settings, URL);
    expectFrame(mail);
    expect(mail.kind).toBe(MAIL_KINDS.orderStatus);
    expect(mail.subject).toContain('CT123456ABC123');
    expectBoth(
      mail,
      'CT123456ABC123',
      '₹1,284.56',
      `${URL}/track-order?order=CT123456ABC123`,
      `${URL}/order-confirmation/2f1c0b6e-8a34-4c1e-9a57-0d4b8a1f3c21?token=tok_Zx9-secret`,
    );
  });

  it('status texts say what happened', () => {
    const subject = (status: (typeof NOTIFIED_STATUSES)[number]) =>
      orderStatusEmail({ order, status }, settings, URL).subject;
    expect(subject('shipped')).toBe('Your order CT123456ABC123 is on its way');
    expect(subject('out_for_delivery')).toBe('Your order CT123456ABC123 is out for delivery');
    expect(subject('delivered')).toBe('Your order CT123456ABC123 has been delivered');
    expect(subject('cancelled')).toBe('Your order CT123456ABC123 has been cancelled');
    expect(subject('returned')).toBe('We have received your return for order CT123456ABC123');
    expect(orderStatusEmail({ order, status: 'out_for_delivery' }, settings, URL).text).toContain(
      '₹1,284.56 ready (Cash on Delivery)',
    );
  });
});

describe('blog comment approved', () => {
  it('names the post, quotes the comment and links to it, all escaped', () => {
    const mail = blogCommentApprovedEmail(
      {
        to: 'reader@example.in',
        name: XSS,
        postTitle: `Mirror work ${XSS}`,
        postSlug: 'lippan art/basics',
        comment: `Lovely!\n${XSS}`,
      },
      settings,
      URL,
    );
    expectFrame(mail);
    expect(mail.kind).toBe(MAIL_KINDS.blogCommentApproved);
    expect(mail.subject).toBe(`Your comment on “Mirror work ${XSS}” is live`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`Mirror work ${ESCAPED}`);
    expect(mail.html).toContain(`Lovely!<br>${ESCAPED}`);
    expectBoth(mail, `${URL}/blog/lippan%20art%2Fbasics`);
    expect(mail.text).toContain(`> ${XSS}`);
  });

  it('greets by name, or plainly without one, and says the comment is live', () => {
    const input = {
      to: 'r@example.in',
      name: ' Ravi ',
      postTitle: 'Candles',
      postSlug: 'candles',
      comment: 'Hi',
    };
    const named = blogCommentApprovedEmail(input, settings, URL);
    expect(named.toName).toBe('Ravi');
    expect(named.text).toContain('Hello Ravi,');
    expect(named.text).toContain('Your comment is live');
    expect(named.text).toContain(`Read the post: ${URL}/blog/candles`);
    const unnamed = blogCommentApprovedEmail({ ...input, name: '  ' }, settings, URL);
    expect(unnamed.toName).toBeUndefined();
    expect(unnamed.text).toContain('Hello,');
  });

  it('a long comment is shortened', () => {
    const mail = blogCommentApprovedEmail(
      {
        to: 'r@example.in',
        name: 'Ravi',
        postTitle: 'Candles',
        postSlug: 'candles',
        comment: 'x'.repeat(1000),
      },
      settings,
      URL,
    );
    expect(mail.text).toContain(`${'x'.repeat(299)}…`);
    expect(mail.text).not.toContain('x'.repeat(300));
  });
});
