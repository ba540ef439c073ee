import { describe, expect, it } from 'vitest';
import {
  fromWhatsAppNumber,
  isStopReply,
  type OrderForMessage,
  shopTrackingLink,
  templateParameters,
  WHATSAPP_EVENTS,
  WHATSAPP_TEMPLATE_PARAMETERS,
} from './whatsapp.ts';

const PUBLIC_URL = 'https://karigar.example.in';
const order: OrderForMessage = {
  orderNumber: 'CT261127AB12CD',
  customerName: '  Asha  Verma ',
  totalAmount: 12_345_650,
  paymentMethod: 'cod',
  courier: 'Delhivery',
  trackingUrl: 'https://www.delhivery.com/track/package/1234567890',
};

describe('template parameters per order event', () => {
  it('confirmed: first name, order number, total in ₹ through the shared formatter', () => {
    expect(templateParameters('confirmed', order, PUBLIC_URL)).toEqual([
      'Asha',
      'CT261127AB12CD',
      '₹1,23,456.50',
    ]);
  });

  it("shipped: courier and the courier's tracking link", () => {
    expect(templateParameters('shipped', order, PUBLIC_URL)).toEqual([
      'Asha',
      'CT261127AB12CD',
      'Delhivery',
      'https://www.delhivery.com/track/package/1234567890',
    ]);
  });

  it("shipped without the courier's link: the shop's tracking page for the order", () => {
    const params = templateParameters('shipped', { ...order, courier: null, trackingUrl: null }, PUBLIC_URL);
    expect(params).toEqual([
      'Asha',
      'CT261127AB12CD',
      'our courier',
      shopTrackingLink(PUBLIC_URL, order.orderNumber),
    ]);
    expect(params[3]).toBe('https://karigar.example.in/track-order?order=CT261127AB12CD');
  });

  it('out for delivery: the amount to pay for cash on delivery, "paid online" otherwise', () => {
    expect(templateParameters('out_for_delivery', order, PUBLIC_URL)).toEqual([
      'Asha',
      'CT261127AB12CD',
      '₹1,23,456.50',
    ]);
    expect(templateParameters('out_for_delivery', { ...order, paymentMethod: 'online' }, PUBLIC_URL)[2]).toBe(
      'paid online',
    );
  });

  it('delivered: name and order number', () => {
    expect(templateParameters('delivered', { ...order, customerName: '' }, PUBLIC_URL)).toEqual([
      'there',
      'CT261127AB12CD',
    ]);
  });

  it("in Hindi (the templates' Hindi translation): Hindi words, the /hi tracking page, the same figures", () => {
    const bare = { ...order, customerName: '', courier: null, trackingUrl: null, paymentMethod: 'online' };
    expect(templateParameters('shipped', bare, PUBLIC_URL, 'hi')).toEqual([
      'ग्राहक',
      'CT261127AB12CD',
      'हमारा कूरियर',
      'https://karigar.example.in/hi/track-order?order=CT261127AB12CD',
    ]);
    expect(templateParameters('out_for_delivery', bare, PUBLIC_URL, 'hi')[2]).toBe('ऑनलाइन भुगतान हो चुका है');
    expect(templateParameters('confirmed', order, PUBLIC_URL, 'hi')).toEqual([
      'Asha',
      'CT261127AB12CD',
      '₹1,23,456.50',
    ]);
  });

  it('every event answers as many parameters as the admin is told its template takes', () => {
    for (const event of WHATSAPP_EVENTS) {
      expect(templateParameters(event, order, PUBLIC_URL)).toHaveLength(
        WHATSAPP_TEMPLATE_PARAMETERS[event].length,
      );
    }
  });
});

describe('numbers and replies', () => {
  it('a WhatsApp id maps back to the 10-digit Indian number, anything else to null', () => {
    expect(fromWhatsAppNumber('919876543210')).toBe('9876543210');
    expect(fromWhatsAppNumber('+91 98765 43210')).toBe('9876543210');
    expect(fromWhatsAppNumber('14155550123')).toBeNull();
    expect(fromWhatsAppNumber('9876543210')).toBeNull();
  });

  it('STOP in any case and spacing ends consent; other text does not', () => {
    expect(isStopReply(' stop ')).toBe(true);
    expect(isStopReply('Stop  all')).toBe(true);
    expect(isStopReply('UNSUBSCRIBE')).toBe(true);
    expect(isStopReply('please stop calling')).toBe(false);
  });
});
