import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PersonalisedValue } from '#shared/catalog/personalisation.ts';
import { user } from './auth.ts';
import { products, productVariants } from './catalog.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'CT' + last 6 digits of the timestamp + 6 random uppercase alphanumerics. */
    orderNumber: text('order_number').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    /** The buyer's GSTIN when given at checkout (a B2B invoice); validated, upper case. */
    buyerGstin: text('buyer_gstin'),
    /** paise */
    subtotal: integer('subtotal').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    /** paise: what the coupon took off the subtotal (total = subtotal - discount + shipping). */
    discountAmount: integer('discount_amount').notNull().default(0),
    /** The coupon code as applied (its case as the admin saved it); null without one. */
    couponCode: text('coupon_code'),
    /** paise: the cash-on-delivery fee, its own line (total = subtotal - discount + shipping + zone fee + COD fee) */
    codFee: integer('cod_fee').notNull().default(0),
    /** paise: the shipping zone's delivery fee, its own line; shippingZone names the zone */
    zoneFee: integer('zone_fee').notNull().default(0),
    shippingZone: text('shipping_zone'),
    /** The arrival window promised at checkout (India days); null on orders placed before it was stored. */
    deliveryFrom: date('delivery_from'),
    deliveryTo: date('delivery_to'),
    /** The buyer's note to the shop (decision 068); null: none. Plain text, never rendered as HTML. */
    orderNote: text('order_note'),
    /** "This is a gift": the card's message, a slip without prices, gift wrap and another recipient (decision 068). */
    isGift: boolean('is_gift').notNull().default(false),
    giftMessage: text('gift_message'),
    giftSlip: boolean('gift_slip').notNull().default(false),
    /** paise: the gift wrap, its own line (total = … + zone fee + COD fee + gift wrap); 0: none */
    giftWrapFee: integer('gift_wrap_fee').notNull().default(0),
    /** What the wrap was charged for (1 per order, else the units) and its HSN/SAC and GST rate at the order's moment. */
    giftWrapQuantity: integer('gift_wrap_quantity').notNull().default(0),
    giftWrapHsn: text('gift_wrap_hsn'),
    giftWrapRate: integer('gift_wrap_rate'),
    /** A gift sent to someone else: the parcel's name, phone and address; null when it goes to the buyer. */
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    recipientAddress: text('recipient_address'),
    recipientCity: text('recipient_city'),
    recipientState: text('recipient_state'),
    recipientPincode: text('recipient_pincode'),
    /** The day the parcel is to leave, after its made-to-order pieces are made (decision 070); null before it was stored. */
    dispatchBy: date('dispatch_by'),
    /**
     * paise: a cash-on-delivery total rounded to whole rupees, its own line (decision 085): -49 … +50; 0 for other
     * payments. total_amount includes it.
     */
    roundOff: integer('round_off').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    /** 'cod', 'online', or 'in_person' (an assisted order paid in cash or UPI to the owner, decision 074). */
    paymentMethod: text('payment_method').notNull(),
    /** Where the order came from: the storefront's checkout, or the owner making it for a buyer (decision 074). */
    source: text('source').notNull().default('checkout'),
    /** The language of the page the order was placed from ('en', 'hi'): its mails speak it (decision 035). */
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('confirmed'),
    /** The courier and tracking number (and the courier's tracking page) given when the order shipped. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** paise: lines returned while the rest stands, already off the customer's total spent (a later whole
     * return or reinstatement moves only total_amount minus this). */
    returnedAmount: integer('returned_amount').notNull().default(0),
    /** When the 'how did you find it?' mail with review links was queued (once per order, some days after delivery). */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }), // awaiting its buyer until (087)
    codRemindAt: timestamp('cod_remind_at', { withTimezone: true }), // its one reminder; null once sent
    /** SHA-256 (hex) of the guest's token; the token itself is never stored (commerce/order-access.ts). */
    accessTokenHash: text('access_token_hash').notNull(),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_idx').on(t.orderNumber),
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_customer_email_idx').on(t.customerEmail, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_created_at_idx').on(t.createdAt),
    check(
      'orders_amounts_not_negative',
      sql`${t.subtotal} >= 0 and ${t.shippingCost} >= 0 and ${t.totalAmount} >= 0`,
    ),
    check('orders_fees_not_negative', sql`${t.codFee} >= 0 and ${t.zoneFee} >= 0`),
    check('orders_round_off', sql`${t.roundOff} between -49 and 50`),
    check('orders_gift_wrap', sql`${t.giftWrapFee} >= 0 and ${t.giftWrapQuantity} >= 0`),
    check('orders_discount_within_subtotal', sql`${t.discountAmount} between 0 and ${t.subtotal}`),
    check('orders_returned_amount', sql`${t.returnedAmount} between 0 and ${t.totalAmount}`),
    check('orders_payment_method', sql`${t.paymentMethod} in ('cod', 'online', 'in_person')`),
    check('orders_source', sql`${t.source} in ('checkout', 'assisted')`),
    check('orders_language', sql`${t.language} in ('en', 'hi')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /** The product's Hindi name at the order's moment (decision 035); null when it had none. */
    productNameHi: text('product_name_hi'),
    productCategory: text('product_category').notNull(),
    catalogNumber: text('catalog_number').notNull(),
    quantity: integer('quantity').notNull(),
    /** paise */
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    /** paise: this line's share of the order's discount (taxable value = total_price - discount). */
    discount: integer('discount').notNull().default(0),
    productImage: text('product_image'),
    /**
     * The variant sold (decision 066); null when it was deleted since. Lines placed before variants were given
     * their product's default variant by the migration (0030).
     */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The variant's SKU at the order's moment; null on lines placed before variants. */
    variantSku: text('variant_sku'),
    /**
     * The variant's options as sold, frozen ('Blue, Large'), and in Hindi where its values had Hindi labels; null for
     * a product without options. Invoices, packing slips, mails and the admin's order show them.
     */
    variantOptions: text('variant_options'),
    variantOptionsHi: text('variant_options_hi'),
    /**
     * The buyer's personalisation as ordered (decision 072), with the fields' labels then and each input's add-on;
     * null without any. `unit_price` includes `personalisation_add_on` (paise per unit), so every total and the
     * invoice's line tax it with its line.
     */
    personalisation: jsonb('personalisation').$type<PersonalisedValue[]>(),
    personalisationAddOn: integer('personalisation_add_on').notNull().default(0),
    /**
     * A custom line of an assisted order (decision 074: no product, priced by the owner): its HSN code and rate
     * (null: the rate of that code on the invoice day) and the owner's note. Null on catalog lines.
     */
    hsnCode: text('hsn_code'),
    gstRate: integer('gst_rate'),
    note: text('note'),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    index('order_items_variant_id_idx').on(t.variantId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_discount', sql`${t.discount} between 0 and ${t.totalPrice}`),
    check('order_items_gst_rate', sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    index('order_status_history_changed_by_idx').on(t.changedBy),
  ],
);

/** The admin's internal notes on an order (never shown to the customer). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.createdAt),
    index('order_notes_created_by_idx').on(t.createdBy),
  ],
);

/** Units of an order line that came back after delivery, and whether they went back into stock. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** paise: the units' share of the line's price */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    restocked: boolean('restocked').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.createdAt),
    index('order_returns_item_idx').on(t.orderItemId),
    index('order_returns_created_by_idx').on(t.createdBy),
    check('order_returns_quantity_positive', sql`${t.quantity} > 0 and ${t.amount} >= 0`),
  ],
);

/** Money given back on an order: through the gateway for an online payment, else recorded by hand. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** paise */
    amount: integer('amount').notNull(),
    note: text('note').notNull(),
    /** The gateway that refunded (razorpay, sandbox); null for money given back outside it (COD). */
    provider: text('provider'),
    providerRefundId: text('provider_refund_id'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_created_by_idx').on(t.createdBy),
    // A gateway's refund is recorded once, however often its answer is read (review 2026-11-29 L6).
    uniqueIndex('refunds_provider_refund_idx').on(t.provider, t.providerRefundId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A refund asked of the gateway and not yet answered (review 2026-11-29 L6): written and committed before the
 * call, its id sent as the gateway's idempotency key (Razorpay `X-Refund-Idempotency` and `receipt`), turned
 * into a `refunds` row when the gateway's answer (or, after a timeout, its list of the payment's refunds)
 * shows the refund, and deleted when the gateway refused it or never got it. One per order at a time.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** paise */
    amount: integer('amount').notNull(),
    note: text('note').notNull(),
    /** The refund goes with cancelling the order: the order is cancelled when the refund is made. */
    cancels: boolean('cancels').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refund_requests_order_idx').on(t.orderId),
    index('refund_requests_payment_idx').on(t.paymentId),
    index('refund_requests_created_by_idx').on(t.createdBy),
    check('refund_requests_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    /** paise */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('created'),
    /**
     * A payment link sent to the buyer (Razorpay Payment Links, decision 074): its id (`plink_…`), its address and
     * when it expires; null for a checkout payment. `amountPaid` (paise) follows the link's partial payments.
     */
    linkId: text('link_id'),
    linkUrl: text('link_url'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    amountPaid: integer('amount_paid').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    uniqueIndex('payments_link_idx').on(t.provider, t.linkId),
    uniqueIndex('payments_provider_order_idx').on(t.provider, t.providerOrderId),
    index('payments_status_idx').on(t.status, t.createdAt),
  ],
);

/** A checkout retried with the same key answers the first result instead of placing a second order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    index('idempotency_keys_order_id_idx').on(t.orderId),
  ],
);
