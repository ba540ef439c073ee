import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '#shared/delivery/delivery.ts';
import { type Said, said } from '#shared/i18n/said.ts';
import { createTranslator, type Lang, LOCALES, type Messages } from '#shared/i18n/translate.ts';
import { CHECKOUT_MESSAGES, CUSTOMER_CANCEL_MESSAGES, orderStatusLabel } from '#shared/orders/order.ts';
import { ORDER_OPS_MESSAGES } from '#shared/orders/order-ops.ts';
import { ORDER_TRANSITION_MESSAGES } from '#shared/orders/order-transitions.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { COUPON_MESSAGES, couponDate } from '#shared/promotions/coupon.ts';
import enAdminOrders from '#web/i18n/en/admin-orders.json';
import enCheckout from '#web/i18n/en/checkout.json';
import enDelivery from '#web/i18n/en/delivery.json';
import enOrders from '#web/i18n/en/orders.json';
import enPromotions from '#web/i18n/en/promotions.json';
import hiAdminOrders from '#web/i18n/hi/admin-orders.json';
import hiCheckout from '#web/i18n/hi/checkout.json';
import hiDelivery from '#web/i18n/hi/delivery.json';
import hiPromotions from '#web/i18n/hi/promotions.json';
import { saidMessages } from './shared-messages.ts';

/** The server's messages with figures said through a part's catalog as the web says them (decision 042). */
function sayer(
  lang: Lang,
  catalog: Messages,
  prefix: string,
  name?: (p: string, v: string | number) => string,
) {
  const t = createTranslator(lang, catalog);
  return saidMessages(LOCALES[lang], (code, params) => t(`${prefix}${code}`, params), name);
}
const statusName = (catalog: Messages) => (param: string, value: string | number) =>
  param === 'from' || param === 'to' ? (catalog[`status.${value}`] ?? String(value)) : String(value);

const startsAt = new Date('2026-12-01T04:30:00Z');

/** [part, the English catalog, its prefix, the server's English text, the code and figures it sends]. */
const CASES: [string, Messages, string, string, Said][] = [
  [
    'checkout',
    enCheckout,
    'checkout.said.',
    CHECKOUT_MESSAGES.insufficientStock.description(3),
    said('insufficientStock', { available: 3 }),
  ],
  ['checkout', enCheckout, 'checkout.said.', CHECKOUT_MESSAGES.outOfStock.description, said('outOfStock')],
  [
    'checkout',
    enCheckout,
    'checkout.said.',
    CHECKOUT_MESSAGES.tooManyUnits(5),
    said('tooManyUnits', { max: 5 }),
  ],
  [
    'checkout',
    enCheckout,
    'checkout.said.',
    CHECKOUT_MESSAGES.tooManyUnpaid(3),
    said('tooManyUnpaid', { n: 3 }),
  ],
  [
    'promotions',
    enPromotions,
    'promotions.said.',
    COUPON_MESSAGES.belowMinimum(150_000_00, 25_050),
    said('belowMinimum', { minimumPaise: 150_000_00, shortPaise: 25_050 }),
  ],
  [
    'promotions',
    enPromotions,
    'promotions.said.',
    COUPON_MESSAGES.notYetActive(couponDate(startsAt)),
    said('notYetActive', { startsAt: startsAt.toISOString() }),
  ],
  [
    'delivery',
    enDelivery,
    'delivery.said.',
    DELIVERY_MESSAGES.codBelowMin(50_000),
    said('codBelowMin', { minPaise: 50_000 }),
  ],
  [
    'delivery',
    enDelivery,
    'delivery.said.',
    DELIVERY_MESSAGES.codAboveMax(2_00_000_00),
    said('codAboveMax', { maxPaise: 2_00_000_00 }),
  ],
  [
    'delivery',
    enDelivery,
    'delivery.said.',
    DELIVERY_MESSAGES.pincodeUnknown('999999'),
    said('pincodeUnknown', { pincode: '999999' }),
  ],
  [
    'delivery',
    enDelivery,
    'delivery.said.',
    DELIVERY_MESSAGES.pincodeOtherState('400001', 'Maharashtra'),
    said('pincodeOtherState', { pincode: '400001', state: 'Maharashtra' }),
  ],
  [
    'delivery',
    enDelivery,
    'delivery.said.',
    DELIVERY_MESSAGES.unserviceable('682028'),
    said('unserviceable', { pincode: '682028' }),
  ],
  [
    'orders',
    enOrders,
    'orders.said.',
    CUSTOMER_CANCEL_MESSAGES.cancelled('CT261127AB12CD'),
    said('cancelled', { orderNumber: 'CT261127AB12CD' }),
  ],
  [
    'orders',
    enOrders,
    'orders.said.',
    CUSTOMER_CANCEL_MESSAGES.cancelledAndRefunded('CT261127AB12CD', formatRupees(1_23_456_00)),
    said('cancelledAndRefunded', { orderNumber: 'CT261127AB12CD', amountPaise: 1_23_456_00 }),
  ],
  [
    'admin-orders',
    enAdminOrders,
    'said.',
    ORDER_TRANSITION_MESSAGES.refused(orderStatusLabel('cancelled'), orderStatusLabel('out_for_delivery')),
    said('refused', { from: 'cancelled', to: 'out_for_delivery' }),
  ],
  [
    'admin-orders',
    enAdminOrders,
    'said.',
    CHECKOUT_MESSAGES.insufficientStock.description(0),
    said('insufficientStock', { available: 0 }),
  ],
  [
    'admin-orders',
    enAdminOrders,
    'said.',
    ORDER_OPS_MESSAGES.cancelPaidOnItsPage,
    said('cancelPaidOnItsPage'),
  ],
  ['admin-orders', enAdminOrders, 'said.', ORDER_OPS_MESSAGES.refundUnconfirmed, said('refundUnconfirmed')],
  ['admin-orders', enAdminOrders, 'said.', ORDER_OPS_MESSAGES.refundWaiting, said('refundWaiting')],
  [
    'admin-orders',
    enAdminOrders,
    'said.',
    ORDER_OPS_MESSAGES.earlierRefundMade(formatRupees(50_000)),
    said('earlierRefundMade', { amountPaise: 50_000 }),
  ],
  ['orders', enOrders, 'orders.said.', ORDER_OPS_MESSAGES.refundUnconfirmed, said('refundUnconfirmed')],
  ['orders', enOrders, 'orders.said.', ORDER_OPS_MESSAGES.refundWaiting, said('refundWaiting')],
];

describe('server messages with figures (decision 042)', () => {
  it.each(CASES)(
    '%s: the English catalog says %s word for word',
    (part, catalog, prefix, english, message) => {
      const say = sayer('en', catalog, prefix, part === 'admin-orders' ? statusName(catalog) : undefined);
      expect(say(english, message)).toBe(english);
    },
  );

  it('says them in Hindi with the figures in the page’s locale', () => {
    expect(
      sayer(
        'hi',
        hiCheckout,
        'checkout.said.',
      )('Only 3 items available.', said('insufficientStock', { available: 3 })),
    ).toBe('केवल 3 नग उपलब्ध हैं।');
    expect(
      sayer(
        'hi',
        hiPromotions,
        'promotions.said.',
      )('…', said('belowMinimum', { minimumPaise: 150_000_00, shortPaise: 25_050 })),
    ).toBe('यह कोड ₹1,50,000 या उससे ज़्यादा के ऑर्डर पर लगता है। इसे इस्तेमाल करने के लिए ₹250.50 का सामान और जोड़ें।');
    expect(
      sayer('hi', hiDelivery, 'delivery.said.')('…', said('codAboveMax', { maxPaise: 2_00_000_00 })),
    ).toBe('कैश ऑन डिलीवरी ₹2,00,000 तक के ऑर्डर पर उपलब्ध है।');
    expect(
      sayer(
        'hi',
        hiAdminOrders,
        'said.',
        statusName(hiAdminOrders),
      )('…', said('refused', { from: 'cancelled', to: 'shipped' })),
    ).toBe('ऑर्डर को "कैंसल" से "भेज दिया गया" में नहीं बदला जा सकता।');
  });

  it('keeps the server’s English without a code, or with a code the catalog does not know', () => {
    const say = sayer('hi', hiCheckout, 'checkout.said.');
    expect(say('Only 3 items available.')).toBe('Only 3 items available.');
    expect(say('A newer message.', said('fromANewerServer', { n: 1 }))).toBe('A newer message.');
  });
});
