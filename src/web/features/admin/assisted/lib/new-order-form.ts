import type { PersonalisationInput } from '#shared/catalog/personalisation.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import type {
  AssistedOrderInput,
  AssistedPayment,
  AssistedQuoteInput,
  InPersonMode,
} from '#shared/orders/assisted.schemas.ts';
import { rupeesToPaiseInput } from '../../shell/lib/money-input.ts';

/** A catalog line as the page keeps it: what the server needs, and what the list shows until the summary comes. */
export interface CatalogLineValues {
  productId: number;
  variantId?: number;
  quantity: number;
  personalisation?: PersonalisationInput;
  name: string;
  options: string | null;
}

/** A custom line as typed: the price in rupees, the quantity as text. */
export interface CustomLineValues {
  name: string;
  unitPrice: string;
  quantity: string;
  hsn: string;
  note: string;
}

/** The New order form: the body's shape (so the server's field paths land on the fields), money as rupees. */
export interface NewOrderValues {
  customer: {
    fullName: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
  };
  items: CatalogLineValues[];
  customLines: CustomLineValues[];
  discount: string;
  /** '' : the shop's shipping rule. */
  deliveryFee: string;
  payment: AssistedPayment;
  inPersonMode: InPersonMode;
  language: Lang;
}

export const emptyCustomer = (): NewOrderValues['customer'] => ({
  fullName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
});

export const NEW_ORDER_DEFAULTS: NewOrderValues = {
  customer: emptyCustomer(),
  items: [],
  customLines: [],
  discount: '',
  deliveryFee: '',
  payment: 'link',
  inPersonMode: 'cash',
  language: 'en',
};

export const EMPTY_CUSTOM_LINE: CustomLineValues = {
  name: '',
  unitPrice: '',
  quantity: '1',
  hsn: '',
  note: '',
};

const wholeNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What prices the order: the lines, discount, delivery fee and payment (the summary reads only these). */
function pricedBody(v: NewOrderValues) {
  return {
    items: v.items.map(({ productId, variantId, quantity, personalisation }) => ({
      productId,
      ...(variantId ? { variantId } : {}),
      quantity,
      ...(personalisation ? { personalisation } : {}),
    })),
    customLines: v.customLines.map((c) => ({
      name: c.name,
      unitPrice: rupeesToPaiseInput(c.unitPrice) ?? Number.NaN,
      quantity: wholeNumber(c.quantity),
      hsn: c.hsn.trim(),
      ...(c.note.trim() ? { note: c.note } : {}),
    })),
    discount: rupeesToPaiseInput(v.discount) ?? 0,
    ...(v.deliveryFee.trim() ? { deliveryFee: rupeesToPaiseInput(v.deliveryFee) } : {}),
    payment: v.payment,
  };
}

/** The body of POST /api/admin/orders/assisted. */
export function newOrderBody(v: NewOrderValues): AssistedOrderInput {
  return {
    ...pricedBody(v),
    customer: v.customer,
    ...(v.payment === 'in_person' ? { inPersonMode: v.inPersonMode } : {}),
    language: v.language,
  } as AssistedOrderInput;
}

/** The summary's body, or null while there is nothing to price or a custom line is half typed. */
export function quoteBody(v: NewOrderValues): AssistedQuoteInput | null {
  const body = pricedBody(v);
  if (body.items.length + body.customLines.length === 0) return null;
  const money = [
    body.discount,
    body.deliveryFee ?? 0,
    ...body.customLines.flatMap((c) => [c.unitPrice, c.quantity]),
  ];
  if (
    money.some((n) => !Number.isInteger(n)) ||
    body.customLines.some((c) => !c.name.trim() || c.hsn.length < 4)
  ) {
    return null;
  }
  return { ...body, pincode: v.customer.pincode, state: v.customer.state } as AssistedQuoteInput;
}

/** The form holds something the owner typed: leaving asks first. */
export const isFilled = (v: NewOrderValues) =>
  v.items.length + v.customLines.length > 0 || Object.values(v.customer).some((s) => s.trim() !== '');

/** The contract's paise, as the rupees the form takes. */
export const rewordMoney = (message: string) =>
  message
    .replace('Enter the price in paise', 'Enter the price in rupees')
    .replace('an amount in paise', 'an amount in rupees');
