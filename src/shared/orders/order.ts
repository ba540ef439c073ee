import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../constants/order-status.ts';
import type { Said } from '../i18n/said.ts';
import type { DeliveryEstimate, OrderCustomer, TimelineStep } from './order.schemas.ts';
import { tooManyUnits } from './units-cap.ts';

/*
 * Zod-free, for the web bundle: the orders' limits, the checkout and tracking texts (docs/product.md
 * §4.2, §10.3), and the pure views of the one status list: the six-step customer tracker, the
 * four-step public timeline and the delivery estimate. The answers' types are z.infer of their schemas
 * in order.schemas.ts (import them with `import type`). Amounts are integer paise; dates ISO strings.
 */

/** Named here too (type-only, erased) for the server code that imports them from this file. */
export type {
  CheckoutOptions,
  OrderCustomer,
  OrderDetail,
  OrderLine,
  OrderSummary,
  RecentOrder,
  TrackingResult,
} from './order.schemas.ts';
export type { OrderStatus, PaymentMethod };
export { ORDER_STATUSES, PAYMENT_METHODS };

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const ORDER_NUMBER_PATTERN = /^CT\d{6}[A-Z0-9]{6}$/;
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 999;
/** docs/product.md §4.8: the track page lists up to 5 recent orders. */
export const RECENT_ORDERS_LIMIT = 5;
/** docs/product.md §4.7: an order card shows up to 4 thumbnails, then '+n'. */
export const ORDER_CARD_THUMBNAILS = 4;

/** One line that cannot be served, in the 409 INSUFFICIENT_STOCK answer (`error.lines`). */
export interface StockProblem {
  index: number;
  productId: number;
  /** The variant the line named (decision 066); absent for a line that named none (its product's default). */
  variantId?: number;
  /** What is left (0 when unavailable). */
  available: number;
  message: string;
  /** `outOfStock`, or `insufficientStock` with `available` (decision 042). */
  said: Said;
}

// ---------------------------------------------------------------------------------------------
// Texts (docs/product.md §4.2 and §10.3, quoted exactly)

export const missingInformation = (field: string) => `Please fill in your ${field}`;
export const insufficientStockMessage = (n: number) => `Only ${n} items available.`;

export const CHECKOUT_MESSAGES = {
  missingInformation: { title: 'Missing Information', description: missingInformation },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  invalidPhone: { title: 'Invalid Phone Number', description: 'Please enter a valid 10-digit phone number' },
  invalidPincode: { title: 'Invalid Pincode', description: 'Please enter a valid 6-digit pincode' },
  insufficientStock: { title: 'Insufficient Stock', description: insufficientStockMessage },
  outOfStock: { title: 'Out of Stock', description: 'This product is currently out of stock.' },
  orderLinkExpired:
    'This order link has expired. Sign in with the email you ordered with to see the order, or track it by its order number.',
  orderNotFound: {
    title: 'Order Not Found',
    description: 'No order found with this order number. Please check and try again.',
  },
  paymentFailed: {
    title: 'Payment Failed',
    description: 'Your payment could not be completed. Please try again.',
  },
  paymentUnavailable: 'Online payment is not available right now.',
  idempotencyConflict: 'This request was already used for a different order.',
  orderInProgress: 'This order is still being placed. Please wait a moment.',
  idempotencyKeyRequired: 'A valid Idempotency-Key header (a UUID) is required.',
  tooManyUnits,
  tooManyOrders:
    'You have placed several orders in a short time. Please wait a while and try again, or contact us to order more.',
  tooManyUnpaid: (n: number) =>
    `You already have ${n} orders waiting for payment. Please pay for one of them (or let it expire) before placing another online order.`,
} as const;

/** Field labels as 'Please fill in your {field}' names them. */
export const CHECKOUT_FIELD_LABELS = {
  fullName: 'full name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state: 'state',
  pincode: 'pincode',
} as const satisfies Record<keyof OrderCustomer, string>;

// ---------------------------------------------------------------------------------------------
// Status views

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Pending Payment',
  awaiting_confirmation: 'Awaiting Confirmation',
  confirmed: 'Confirmed',
  processing: 'Processing',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status] ?? status;
}

/** docs/product.md §4.6: recent-order badge colours. */
export function orderBadgeColour(status: OrderStatus): 'green' | 'blue' | 'yellow' | 'grey' {
  if (status === 'delivered') return 'green';
  if (status === 'shipped') return 'blue';
  if (status === 'processing') return 'yellow';
  return 'grey';
}

/** Where the parcel is, as far as the shop knows (no courier integration; never the address). */
export function currentLocation(status: OrderStatus): string {
  switch (status) {
    case 'pending_payment':
      return 'Awaiting payment';
    case 'awaiting_confirmation':
      return 'Awaiting your confirmation';
    case 'confirmed':
    case 'processing':
      return 'Karigar workshop';
    case 'packed':
      return 'Karigar dispatch centre';
    case 'shipped':
      return 'In transit';
    case 'out_for_delivery':
      return 'Out for delivery';
    case 'delivered':
      return 'Delivered';
    case 'cancelled':
      return 'Order cancelled';
    case 'returned':
      return 'Returned to Karigar';
  }
}

/** docs/product.md §4.6: the customer's six-step path. */
export const CUSTOMER_TRACKER_STEPS = [
  'confirmed',
  'processing',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly OrderStatus[];

export interface CustomerTracker {
  steps: TimelineStep[];
  /** Index of the current step, -1 when the order is not on the path (pending payment, cancelled, returned). */
  currentIndex: number;
  /** Set when the order left the path. */
  halted: 'cancelled' | 'returned' | null;
}

/** Six steps, confirmed → delivered, with the steps up to the current one done. */
export function customerTracker(status: OrderStatus): CustomerTracker {
  const currentIndex = (CUSTOMER_TRACKER_STEPS as readonly OrderStatus[]).indexOf(status);
  return {
    currentIndex,
    halted: status === 'cancelled' || status === 'returned' ? status : null,
    steps: CUSTOMER_TRACKER_STEPS.map((key, i) => ({
      key,
      label: ORDER_STATUS_LABELS[key],
      done: currentIndex >= 0 && i <= currentIndex,
      current: i === currentIndex,
    })),
  };
}

/**
 * The dates promised at checkout (decision 070): the day the parcel is to leave (null on orders placed before it
 * was stored) and the arrival window. The timeline shows them instead of the general estimates.
 */
export interface OrderPromise {
  dispatchBy: string | null;
  from: string;
  to: string;
}

/** The statuses past the timeline's Processing step: the shop has started on the order (a return came after delivery). */
const PROCESSING_STARTED: ReadonlySet<OrderStatus> = new Set([
  'processing',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'returned',
]);

/** Optional dates of status changes (from the order's history) to stamp on the steps. */
export type StatusDates = Partial<Record<OrderStatus, string>>;

/**
 * docs/product.md §4.6, the four-step public timeline: Order Placed always complete; Processing complete once the
 * shop has started on it (processing, packed or further; decision 082: an order just placed, `confirmed`, is the
 * tracking data's "pending", not yet processed); Shipped complete when shipped (or further: out for delivery) or
 * delivered; Delivered complete only when delivered. The estimates (§4.5) show on steps not reached yet.
 */
export function trackingTimeline(
  status: OrderStatus,
  orderDate: string,
  dates: StatusDates = {},
  promise: OrderPromise | null = null,
): TimelineStep[] {
  const processingDone = PROCESSING_STARTED.has(status);
  const shippedDone = status === 'shipped' || status === 'out_for_delivery' || status === 'delivered';
  const deliveredDone = status === 'delivered';
  const steps: TimelineStep[] = [
    { key: 'placed', label: 'Order Placed', done: true, date: orderDate },
    {
      key: 'processing',
      label: 'Processing',
      done: processingDone,
      ...withDateOrEstimate(processingDone, dates.processing ?? dates.packed, 'Within 24 hours'),
    },
    {
      key: 'shipped',
      label: 'Shipped',
      done: shippedDone,
      ...withDateOrEstimate(shippedDone, dates.shipped, '2-3 business days'),
      ...(!shippedDone && promise?.dispatchBy
        ? { window: { from: promise.dispatchBy, to: promise.dispatchBy } }
        : {}),
    },
    {
      key: 'delivered',
      label: 'Delivered',
      done: deliveredDone,
      ...withDateOrEstimate(deliveredDone, dates.delivered, '5-7 business days'),
      ...(!deliveredDone && promise ? { window: { from: promise.from, to: promise.to } } : {}),
    },
  ];
  const halted = status === 'cancelled' || status === 'returned';
  let lastDone = -1;
  steps.forEach((s, i) => {
    if (s.done) lastDone = i;
  });
  if (!halted) {
    const step = steps[lastDone];
    if (step) step.current = true;
  }
  return steps;
}

function withDateOrEstimate(done: boolean, date: string | undefined, estimate: string) {
  if (done) return date ? { date } : {};
  return { estimate };
}

// ---------------------------------------------------------------------------------------------
// Delivery estimate: from the order date and status, never 'now + 3 days'.

const IST_OFFSET_MS = 330 * 60 * 1000;
export const DELIVERY_BUSINESS_DAYS = { from: 5, to: 7 } as const;

/** The calendar day in India time, as a UTC-midnight Date (so UTC getters read IST fields). */
function istDay(iso: string | Date): Date {
  const t = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
}

/** Adds n business days (Monday to Friday) to a day. */
export function addBusinessDays(day: Date, n: number): Date {
  const d = new Date(day.getTime());
  let left = n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left -= 1;
  }
  return d;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Arrival window: 5-7 business days after the order date while the order is on its way
 * (pending payment through shipped); the day it went out when out for delivery; null once
 * delivered, cancelled or returned.
 */
export function estimateDelivery(
  orderDate: string,
  status: OrderStatus,
  statusChangedAt?: string,
): DeliveryEstimate | null {
  if (status === 'delivered' || status === 'cancelled' || status === 'returned') return null;
  if (status === 'out_for_delivery' && statusChangedAt) {
    const day = ymd(istDay(statusChangedAt));
    return { from: day, to: day };
  }
  const start = istDay(orderDate);
  return {
    from: ymd(addBusinessDays(start, DELIVERY_BUSINESS_DAYS.from)),
    to: ymd(addBusinessDays(start, DELIVERY_BUSINESS_DAYS.to)),
  };
}

/** Statuses in which the customer may cancel their own order from My Orders (before it is packed; issue 22). */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'awaiting_confirmation',
  'confirmed',
  'processing',
];

export const customerMayCancel = (status: OrderStatus): boolean =>
  CUSTOMER_CANCELLABLE_STATUSES.includes(status);

export const CUSTOMER_CANCEL_MESSAGES = {
  cancelled: (orderNumber: string) => `Order ${orderNumber} is cancelled.`,
  cancelledAndRefunded: (orderNumber: string, amount: string) =>
    `Order ${orderNumber} is cancelled and ${amount} is refunded to your payment method.`,
  /** 409: packed or further on its way. */
  tooLate: 'This order is already packed, so it can no longer be cancelled here. Please contact us.',
  /** 409: cancelled before (by the customer, the shop or the payment timeout). */
  alreadyCancelled: 'This order is already cancelled.',
} as const;
