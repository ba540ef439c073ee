/*
 * The admin's order operations (issue 19; docs/product.md §7.4): the order's page, notes, shipping,
 * returns, refunds, packing slips, the CSV and bulk changes. Zod-free for the admin bundle; amounts in paise.
 */

/** Named here too (type-only, erased) for the code that imports them from this file. */
export type {
  AdminOrderDetail,
  BulkStatusResult,
  OrderNoteInput,
  RefundInput,
  ReturnInput,
} from './order-ops.schemas.ts';

export const ORDER_OPS_LIMITS = {
  note: 2000,
  reason: 500,
  courier: 80,
  trackingNumber: 60,
  trackingUrl: 500,
  /** Orders one bulk change, slip print or export selection may name. */
  bulk: 100,
} as const;

export const ORDER_OPS_MESSAGES = {
  noteRequired: 'Write the note',
  noteTooLong: `A note is at most ${ORDER_OPS_LIMITS.note} characters`,
  courierRequired: 'Enter the courier',
  trackingNumberRequired: 'Enter the tracking number',
  trackingUrlInvalid: 'Enter the full tracking link (https://…)',
  shipmentOnlyWhenShipped: 'A courier and tracking number go with the Shipped status',
  /** 409: tracking is added to an order on its way (Shipped or Out for Delivery), not before or after. */
  shipmentNotOnItsWay: 'Only a shipped order takes a tracking number.',
  reasonRequired: 'Say why it came back',
  linesRequired: 'Choose what came back',
  returnQuantity: (max: number) => `At most ${max} can come back`,
  /** 409: returns are recorded for delivered orders (what comes back before delivery is a cancel). */
  notDelivered: 'Only a delivered order can be returned.',
  refundAmount: 'Enter an amount in rupees above 0',
  refundTooMuch: (max: string) => `At most ${max} can be refunded`,
  refundNoteRequired: 'Say why the money is given back',
  /** 409: nothing was paid or it is all refunded. */
  nothingToRefund: 'Nothing on this order is left to refund.',
  /** A bulk Cancelled leaves a paid online order to its page, where the refund is offered with it. */
  cancelPaidOnItsPage: 'Paid online: cancel it on its page, which offers the refund.',
  refundOnlyWhenCancelled: 'A refund with the status change goes with Cancelled',
  /** The refund's note when a paid order is cancelled and refunded in one step. */
  cancelRefundNote: 'Order cancelled',
  /** 502: the gateway refused or could not be reached; nothing was recorded. */
  refundFailed: 'The payment gateway did not make the refund. Nothing was recorded; try again.',
  /** 502: the gateway gave no answer and has no such refund yet; the next refund or cancel of the order asks it again. */
  refundUnconfirmed:
    'The payment gateway did not answer in time. The shop asks it again before this order is refunded again; try again in a minute.',
  /** 409: a refund of the order is still waiting for the gateway's answer. */
  refundWaiting: 'A refund of this order is waiting for the payment gateway. Try again in a minute.',
  /** 409: the gateway made the refund asked earlier after all (recorded now); nothing more was asked of it. */
  earlierRefundMade: (amount: string) =>
    `The refund of ${amount} asked earlier went through after all. Look at the refunds before giving back more.`,
  selectionRequired: 'Choose at least one order',
  selectionTooLarge: `Choose at most ${ORDER_OPS_LIMITS.bulk} orders`,
  loadFailed: 'Failed to load the order.',
} as const;

/** Paper for packing slips: A4 sheets, or 4×6 inch courier labels. */
export const SLIP_SIZES = ['a4', '4x6'] as const;
export type SlipSize = (typeof SLIP_SIZES)[number];

/**
 * What the courier collects at the door: a COD order's total less what the shop already holds for it (`paid`: all
 * of it once delivered); nothing for a prepaid order or one that was cancelled (audit D-m6).
 */
export function codToCollect(order: {
  paymentMethod: string;
  total: number;
  status?: string;
  paid?: number;
}): number {
  if (order.paymentMethod !== 'cod' || order.status === 'cancelled') return 0;
  return Math.max(order.total - (order.paid ?? 0), 0);
}

/**
 * The refund box's first amount (audit D-m4): after a part return, the returned lines' value not yet refunded;
 * otherwise (nothing returned, or the whole order) everything still refundable. Never more than that.
 */
export function suggestedRefund(order: {
  status: string;
  refundable: number;
  returns: ReadonlyArray<{ amount: number }>;
  refunds: ReadonlyArray<{ amount: number }>;
}): number {
  const returned = order.returns.reduce((sum, r) => sum + r.amount, 0);
  if (returned === 0 || order.status === 'returned') return order.refundable;
  const refunded = order.refunds.reduce((sum, r) => sum + r.amount, 0);
  return Math.min(Math.max(returned - refunded, 0), order.refundable);
}

/** How much of an order's payment went back: none, some or all. */
export type RefundState = 'none' | 'partly_refunded' | 'refunded';

export function refundState(paid: number, refunded: number): RefundState {
  if (refunded <= 0) return 'none';
  return refunded >= paid ? 'refunded' : 'partly_refunded';
}
