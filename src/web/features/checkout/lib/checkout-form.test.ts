import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '#shared/addresses/address.ts';
import { createTranslator } from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/checkout.json';
import hi from '#web/i18n/hi/checkout.json';
import {
  type CheckoutValues,
  checkCheckout,
  clearedAddress,
  EMPTY_CHECKOUT,
  initialAddress,
  normalizePhone,
  problemsByField,
  serverCustomerErrors,
  stockProblemsByProduct,
  valuesFromAddress,
} from './checkout-form.ts';

const t = createTranslator('en', en);

const valid: CheckoutValues = {
  fullName: 'Asha Rao',
  email: 'Asha@Example.in',
  phone: '+91 98765 43210',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

const address = (over: Partial<SavedAddress>): SavedAddress => ({
  id: 'a1',
  type: 'Home',
  name: 'Meera Iyer',
  address: '4 Temple Street',
  city: 'Mysuru',
  state: 'Karnataka',
  pincode: '570001',
  phone: '9123456780',
  isDefault: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('checkCheckout', () => {
  it('accepts a complete form and normalises it like the server', () => {
    const { customer, problems } = checkCheckout({ ...valid, city: '  Bengaluru ' }, t);
    expect(problems).toEqual([]);
    expect(customer).toEqual({ ...valid, email: 'asha@example.in', phone: '9876543210', city: 'Bengaluru' });
  });

  it('names missing fields in the spec order (full name first, pincode last)', () => {
    const { problems } = checkCheckout(EMPTY_CHECKOUT, t);
    expect(problems.map((p) => p.message)).toEqual([
      'Please fill in your full name',
      'Please fill in your email',
      'Please fill in your phone',
      'Please fill in your address',
      'Please fill in your city',
      'Please fill in your state',
      'Please fill in your pincode',
    ]);
    expect(problems[0]!.title).toBe('Missing Information');
  });

  it('says its problems in Hindi on a Hindi page (decision 035)', () => {
    const { problems } = checkCheckout(
      { ...valid, fullName: ' ', phone: '12345' },
      createTranslator('hi', hi, en),
    );
    expect(problems.map((p) => [p.title, p.message])).toEqual([
      ['जानकारी अधूरी है', 'कृपया अपना पूरा नाम भरें'],
      ['फ़ोन नंबर सही नहीं है', 'कृपया 10 अंकों का सही फ़ोन नंबर डालें'],
    ]);
  });

  it('a missing field comes before a bad email or phone', () => {
    const { problems } = checkCheckout({ ...valid, email: 'nope', phone: '12345', city: ' ' }, t);
    expect(problems.map((p) => [p.field, p.title])).toEqual([
      ['city', 'Missing Information'],
      ['email', 'Invalid Email'],
      ['phone', 'Invalid Phone Number'],
    ]);
  });

  it('checks the email before the phone', () => {
    const { problems } = checkCheckout({ ...valid, email: 'a@b', phone: '5876543210' }, t);
    expect(problems[0]).toEqual({
      field: 'email',
      title: 'Invalid Email',
      message: 'Please enter a valid email address',
    });
    expect(problems[1]).toEqual({
      field: 'phone',
      title: 'Invalid Phone Number',
      message: 'Please enter a valid 10-digit phone number',
    });
  });

  it('phone: 10 digits starting 6-9, with +91 / spaces / hyphens allowed', () => {
    expect(normalizePhone('98765-43210')).toBe('9876543210');
    expect(normalizePhone('098765 43210')).toBe('9876543210');
    for (const bad of ['987654321', '5876543210', '98765432101', 'abcdefghij']) {
      expect(checkCheckout({ ...valid, phone: bad }, t).problems.map((p) => p.field)).toEqual(['phone']);
    }
  });

  it('pincode: 6 digits not starting with 0', () => {
    expect(problemsByField(checkCheckout({ ...valid, pincode: '012345' }, t).problems)).toEqual({
      pincode: 'Please enter a valid 6-digit pincode',
    });
  });
});

describe('saved addresses and the form', () => {
  it('the default starts selected, else the first, else none', () => {
    const first = address({ id: 'first' });
    const fallback = address({ id: 'default', isDefault: true });
    expect(initialAddress([first, fallback])?.id).toBe('default');
    expect(initialAddress([first])?.id).toBe('first');
    expect(initialAddress([])).toBeNull();
  });

  it('choosing an address fills the delivery fields and keeps the email', () => {
    const filled = valuesFromAddress(address({}), { ...EMPTY_CHECKOUT, email: 'meera@example.in' });
    expect(filled).toEqual({
      fullName: 'Meera Iyer',
      email: 'meera@example.in',
      phone: '9123456780',
      address: '4 Temple Street',
      city: 'Mysuru',
      state: 'Karnataka',
      pincode: '570001',
    });
    expect(clearedAddress(filled)).toEqual({ ...EMPTY_CHECKOUT, email: 'meera@example.in' });
  });
});

describe('server answers', () => {
  it('maps customer field errors inline', () => {
    expect(serverCustomerErrors({ 'customer.phone': 'bad', items: 'x' })).toEqual({ phone: 'bad' });
  });

  it('maps per-line stock problems to the product sent at that index', () => {
    const sent = [{ productId: 7 }, { productId: 9 }];
    expect(stockProblemsByProduct({ 'items.1': 'Only 2 items available.' }, sent)).toEqual(
      new Map([['9:', 'Only 2 items available.']]),
    );
  });

  it('tells two variants of one product apart (decision 066)', () => {
    const sent = [
      { productId: 7, variantId: 40 },
      { productId: 7, variantId: 41 },
    ];
    expect(stockProblemsByProduct({ 'items.1.quantity': 'Only 1 item available.' }, sent)).toEqual(
      new Map([['7:41', 'Only 1 item available.']]),
    );
  });
});
