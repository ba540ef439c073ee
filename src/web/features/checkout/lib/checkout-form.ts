import type { FieldErrors, Resolver } from 'react-hook-form';
import type { SavedAddress } from '#shared/addresses/address.ts';
import { PHONE_PATTERN, PINCODE_PATTERN } from '#shared/addresses/address.ts';
import type { OrderCustomer } from '#shared/orders/order.schemas.ts';
import type { CheckoutT } from '../i18n.ts';

/*
 * The checkout form's pure rules (zod-free): the checks of docs/product.md §4.2 in its order (every
 * required field from full name to pincode, then the email's shape, then the phone's), how a saved address
 * fills the form, and which saved address starts selected. The server checks the same again.
 */

export type CheckoutValues = OrderCustomer;
export type CheckoutField = keyof CheckoutValues;

/** docs/product.md §4.2 order: fullName, email, phone, address, city, state, pincode. */
export const CHECKOUT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
] as const satisfies readonly CheckoutField[];

export const EMPTY_CHECKOUT: CheckoutValues = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
};

export interface CheckoutProblem {
  field: CheckoutField;
  /** The toast's title ('Missing Information', 'Invalid Email', ...). */
  title: string;
  /** The toast's text, also the field's inline error. */
  message: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** '98765 43210', '98765-43210', '+91 98765 43210', '098765 43210' → '9876543210' (as the server stores it). */
export function normalizePhone(value: string): string {
  return value
    .trim()
    .replace(/[\s-]/g, '')
    .replace(/^(\+91|91|0)(?=\d{10}$)/, '');
}

/** The field names of 'Please fill in your {field}' (keys of the checkout catalog). */
const FIELD_NAMES = {
  fullName: 'checkout.field.fullName',
  email: 'checkout.field.email',
  phone: 'checkout.field.phone',
  address: 'checkout.field.address',
  city: 'checkout.field.city',
  state: 'checkout.field.state',
  pincode: 'checkout.field.pincode',
} as const satisfies Record<CheckoutField, string>;

/**
 * Every problem, in docs/product.md §4.2's order: first the missing fields (fullName → pincode), then the
 * email's shape, the phone's, the pincode's. The first one is the toast; all of them show inline. `customer`
 * is the trimmed order customer when there is none. Texts in the page's language (`t`).
 */
export function checkCheckout(
  values: CheckoutValues,
  t: CheckoutT,
): {
  customer: OrderCustomer | null;
  problems: CheckoutProblem[];
} {
  const trimmed = Object.fromEntries(
    CHECKOUT_FIELDS.map((field) => [field, (values[field] ?? '').trim()]),
  ) as unknown as CheckoutValues;
  const problems: CheckoutProblem[] = [];
  for (const field of CHECKOUT_FIELDS) {
    if (!trimmed[field]) {
      problems.push({
        field,
        title: t('checkout.missingInformation'),
        message: t('checkout.missingField', { field: t(FIELD_NAMES[field]) }),
      });
    }
  }
  const missing = new Set(problems.map((p) => p.field));
  if (!missing.has('email') && !EMAIL_SHAPE.test(trimmed.email)) {
    problems.push({
      field: 'email',
      title: t('checkout.invalidEmail'),
      message: t('checkout.invalidEmailText'),
    });
  }
  const phone = normalizePhone(trimmed.phone);
  if (!missing.has('phone') && !PHONE_PATTERN.test(phone)) {
    problems.push({
      field: 'phone',
      title: t('checkout.invalidPhone'),
      message: t('checkout.invalidPhoneText'),
    });
  }
  if (!missing.has('pincode') && !PINCODE_PATTERN.test(trimmed.pincode)) {
    problems.push({
      field: 'pincode',
      title: t('checkout.invalidPincode'),
      message: t('checkout.invalidPincodeText'),
    });
  }
  if (problems.length) return { customer: null, problems };
  return { customer: { ...trimmed, email: trimmed.email.toLowerCase(), phone }, problems };
}

/** Inline errors by field (the first problem of each field). */
export function problemsByField(problems: CheckoutProblem[]): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const p of problems) errors[p.field] ??= p.message;
  return errors;
}

/**
 * The checkout form's resolver (react-hook-form): these rules instead of a zod schema, so the checkout page
 * loads no zod; the submit handler gets the trimmed order customer. Inline errors in the page's language.
 */
export const checkoutResolver =
  (t: CheckoutT): Resolver<CheckoutValues, unknown, OrderCustomer> =>
  (values) => {
    const { customer, problems } = checkCheckout(values, t);
    if (customer) return { values: customer, errors: {} };
    const errors: FieldErrors<CheckoutValues> = {};
    for (const [field, message] of Object.entries(problemsByField(problems))) {
      errors[field as CheckoutField] = { type: 'checkout', message };
    }
    return { values: {}, errors };
  };

/** Choosing a saved address fills the form with it (docs/product.md §4.1). */
export function valuesFromAddress(address: SavedAddress, current: CheckoutValues): CheckoutValues {
  return {
    ...current,
    fullName: address.name,
    phone: address.phone,
    address: address.address,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
  };
}

/** 'Use New Address' clears the delivery fields (the email stays). */
export function clearedAddress(current: CheckoutValues): CheckoutValues {
  return { ...EMPTY_CHECKOUT, email: current.email };
}

/**
 * docs/product.md §4.1: with saved addresses the default, else the first, starts selected; none → the
 * new-address form.
 */
export function initialAddress(addresses: readonly SavedAddress[]): SavedAddress | null {
  return addresses.find((a) => a.isDefault) ?? addresses[0] ?? null;
}

/** Server field errors (`customer.fullName`, `fullName`) as inline errors. */
export function serverCustomerErrors(
  fields: Record<string, string> | undefined,
): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  if (!fields) return errors;
  for (const [key, message] of Object.entries(fields)) {
    const name = key.replace(/^customer\./, '');
    if ((CHECKOUT_FIELDS as readonly string[]).includes(name)) errors[name as CheckoutField] ??= message;
  }
  return errors;
}

/** A line sent with the order: its product and its variant (none: the product's default, decision 066). */
type SentLine = { productId: number; variantId?: number | undefined };

/** What names a line of the order among the others: '12:' (the product's default) or '12:40' (a variant). */
export const sentLineKey = (line: SentLine): string => `${line.productId}:${line.variantId ?? ''}`;

/** The 409 answer's per-line messages (`items.{index}`) by the line's product and variant, for the lines sent. */
export function stockProblemsByProduct(
  fields: Record<string, string> | undefined,
  sent: readonly SentLine[],
  say: (field: string, message: string) => string = (_, message) => message,
): Map<string, string> {
  const byProduct = new Map<string, string>();
  if (!fields) return byProduct;
  for (const [key, message] of Object.entries(fields)) {
    const match = /^items\.(\d+)/.exec(key);
    const line = match ? sent[Number(match[1])] : undefined;
    if (line) byProduct.set(sentLineKey(line), say(key, message));
  }
  return byProduct;
}
