/*
 * COD confirmation (issue 43 point 4, decision 087), zod-free for both bundles: a cash-on-delivery order waits as
 * awaiting_confirmation until its buyer answers from the mailed page, or the owner confirms it.
 */

/** The buyer's three answers. */
export type CodAnswer = 'confirm' | 'cancel' | 'address';

/** The mailed page's query parameter that carries the confirmation key (beside the order page's `token`). */
export const COD_KEY_PARAM = 'confirm';

export const COD_CONFIRMATION_MESSAGES = {
  /** 403: a key that is not this order's. */
  badLink:
    'This confirmation link is not valid. Please open the link from your latest email about this order.',
  /** 409: past the deadline, before the job has cancelled it. */
  expired:
    'The time to confirm this order has passed, so it is being cancelled. Please place it again from the shop if you still want it.',
  /** 409: cancelled unanswered by the deadline. */
  cancelledUnanswered:
    'This order was cancelled because it was not confirmed in time. Please place it again from the shop if you still want it.',
  /** 409: cancelled by the buyer or the shop. */
  cancelled: 'This order is cancelled, so it can no longer be confirmed.',
  /** 409: cancel or change address once confirmed (confirming again answers 200). */
  alreadyConfirmed: 'This order is already confirmed. To cancel it, use My Orders or contact us.',
  confirmed: (orderNumber: string) => `Thank you! Order ${orderNumber} is confirmed.`,
  cancelledNow: (orderNumber: string) => `Order ${orderNumber} is cancelled.`,
  /** 400 naming the pincode: the fee was decided for the zone the order was placed in. */
  otherZone:
    'This pincode is in another delivery zone with another delivery fee. Please cancel this order and place a new one for that address.',
} as const;
