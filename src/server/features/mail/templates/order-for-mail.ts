import type { PersonalisedValue } from '#shared/catalog/personalisation.ts';
import type { OrderStatus, PaymentMethod } from '#shared/constants/order-status.ts';
import { DEFAULT_LANG, isLang, type Lang, langPrefix } from '#shared/i18n/translate.ts';
import { type GiftRecipient, recipientOfRow } from '#shared/orders/gift.ts';
import type { orderItems, orders } from '../../../db/schema/index.ts';

/** What the order emails need to know about an order. Amounts are integer paise. */
export interface OrderForMail {
  id: string;
  orderNumber: string;
  /** The guest's key to their order page; the link in the mail carries it. */
  accessToken: string;
  orderDate: Date;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** The language of the page it was placed from: the customer's mails speak it (decision 035). */
  language?: Lang;
  customer: {
    fullName: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
  };
  items: Array<{
    name: string;
    /** The product's Hindi name when ordered; the customer's mails of a Hindi order use it. */
    nameHi?: string | null;
    /** The variant's options as ordered ('Blue, Large', and in Hindi), decision 066; absent or null without. */
    options?: string | null;
    optionsHi?: string | null;
    /** The buyer's personalisation as ordered (decision 072); absent or null without. */
    personalisation?: PersonalisedValue[] | null;
    /** The variant's SKU, else the product's catalog number. */
    catalogNumber?: string | null;
    quantity: number;
    unitPrice: number;
    totalPrice: number;
  }>;
  subtotal: number;
  /** paise: what the coupon took off (0 without one) */
  discount: number;
  couponCode: string | null;
  shippingCost: number;
  /** paise: the shipping zone's fee and the COD fee, their own lines (decision 039); 0 or absent when none */
  zoneFee?: number;
  shippingZone?: string | null;
  codFee?: number;
  /** paise: the gift wrap, its own line (decision 068); 0 or absent when none */
  giftWrapFee?: number;
  /** paise: a cash-on-delivery total's rounding to whole rupees (decision 085), its own line; 0 or absent when none */
  roundOff?: number;
  /** The buyer's note to the shop, and the gift (decision 068); absent or null when none. */
  orderNote?: string | null;
  gift?: {
    message: string | null;
    slip: boolean;
    /** Who the parcel goes to, when not the buyer (the mails still go to the buyer). */
    recipient: GiftRecipient | null;
  } | null;
  total: number;
  /** The window promised at checkout (India days) and the day it is to leave (decision 070); absent on old orders. */
  promise?: { dispatchBy: string | null; from: string; to: string } | null;
  /** The courier's hand-over, once shipped with one. */
  shipment?: { courier: string; trackingNumber: string; trackingUrl: string | null } | null;
}

/**
 * From the `orders` row, its `order_items` rows and the guest's token (the database keeps only its hash;
 * commerce issues it).
 */
export function orderForMail(
  order: typeof orders.$inferSelect,
  items: Array<typeof orderItems.$inferSelect>,
  accessToken: string,
): OrderForMail {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    accessToken,
    orderDate: order.orderDate,
    status: order.status as OrderStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    language: isLang(order.language) ? order.language : DEFAULT_LANG,
    customer: {
      fullName: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone,
      address: order.deliveryAddress,
      city: order.city,
      state: order.state,
      pincode: order.pincode,
    },
    items: items.map((item) => ({
      name: item.productName,
      nameHi: item.productNameHi,
      options: item.variantOptions,
      optionsHi: item.variantOptionsHi,
      personalisation: item.personalisation,
      catalogNumber: item.variantSku ?? item.catalogNumber,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
    })),
    subtotal: order.subtotal,
    discount: order.discountAmount,
    couponCode: order.couponCode,
    promise:
      order.deliveryFrom && order.deliveryTo
        ? { dispatchBy: order.dispatchBy, from: order.deliveryFrom, to: order.deliveryTo }
        : null,
    shippingCost: order.shippingCost,
    zoneFee: order.zoneFee,
    shippingZone: order.shippingZone,
    codFee: order.codFee,
    giftWrapFee: order.giftWrapFee,
    roundOff: order.roundOff,
    orderNote: order.orderNote,
    gift: order.isGift
      ? {
          message: order.giftMessage,
          slip: order.giftSlip,
          recipient: recipientOfRow(order),
        }
      : null,
    total: order.totalAmount,
    shipment:
      order.courier && order.trackingNumber
        ? { courier: order.courier, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl }
        : null,
  };
}

/** The order's own page, reachable by a guest through the token, in the order's language. */
export function orderPageUrl(
  publicUrl: string,
  order: Pick<OrderForMail, 'id' | 'accessToken' | 'language'>,
): string {
  return `${publicUrl.replace(/\/$/, '')}${langPrefix(order.language ?? DEFAULT_LANG)}/order-confirmation/${encodeURIComponent(order.id)}?token=${encodeURIComponent(order.accessToken)}`;
}

/** The track-order page, in the mail's language (`/hi/track-order` for a Hindi order). */
export function trackOrderUrl(publicUrl: string, orderNumber: string, lang: Lang = DEFAULT_LANG): string {
  return `${publicUrl.replace(/\/$/, '')}${langPrefix(lang)}/track-order?order=${encodeURIComponent(orderNumber)}`;
}
