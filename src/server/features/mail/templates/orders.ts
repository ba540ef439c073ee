import type { OrderStatus } from '#shared/constants/order-status.ts';
import { DELIVERY_MESSAGES } from '#shared/delivery/delivery.ts';
import { invoiceHref } from '#shared/gst/gst.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_KINDS, STORE_NOTICE_DELAY_MS } from '../mail-kinds.ts';
import {
  BRAND,
  button,
  detailRows,
  esc,
  formatDate,
  formatDateTime,
  mutedParagraph,
  paragraph,
  renderHtml,
  renderText,
  sectionHeading,
  shopUrl,
  subjectLine,
} from './layout.ts';
import { type OrderForMail, orderPageUrl, PAYMENT_LABELS, trackOrderUrl } from './order-for-mail.ts';

const SANS = 'Inter, Arial, Helvetica, sans-serif';

// --- pieces shared by the order emails ---

function itemsHtml(order: OrderForMail): string {
  const cell = `padding:8px 0;border-bottom:1px solid ${BRAND.border};font-family:${SANS};font-size:14px;color:${BRAND.foreground};vertical-align:top;`;
  const rows = order.items
    .map((item) => {
      const catalog = item.catalogNumber
        ? `<br><span style="color:${BRAND.muted};font-size:13px;">${esc(item.catalogNumber)}</span>`
        : '';
      return `<tr><td style="${cell}">${esc(item.name)}${catalog}</td><td style="${cell}padding-left:12px;white-space:nowrap;color:${BRAND.muted};">${item.quantity} × ${esc(formatRupees(item.unitPrice))}</td><td align="right" style="${cell}padding-left:12px;white-space:nowrap;">${esc(formatRupees(item.totalPrice))}</td></tr>`;
    })
    .join('');
  const total = (label: string, value: string, strong = false) =>
    `<tr><td colspan="2" style="padding:4px 0;font-family:${SANS};font-size:${strong ? 16 : 14}px;color:${strong ? BRAND.foreground : BRAND.muted};${strong ? 'font-weight:bold;' : ''}">${esc(label)}</td><td align="right" style="padding:4px 0 4px 12px;font-family:${SANS};font-size:${strong ? 16 : 14}px;color:${BRAND.foreground};white-space:nowrap;${strong ? 'font-weight:bold;' : ''}">${esc(value)}</td></tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${rows}${total('Subtotal', formatRupees(order.subtotal))}${order.discount > 0 ? total(discountLabel(order), `−${formatRupees(order.discount)}`) : ''}${total('Shipping', shippingText(order))}${feeLines(
    order,
  )
    .map(([label, value]) => total(label, value))
    .join('')}${total('Total', formatRupees(order.total), true)}</table>`;
}

function itemsText(order: OrderForMail): string[] {
  return [
    ...order.items.map(
      (item) =>
        `- ${item.name}${item.catalogNumber ? ` (${item.catalogNumber})` : ''}: ${item.quantity} × ${formatRupees(item.unitPrice)} = ${formatRupees(item.totalPrice)}`,
    ),
    `Subtotal: ${formatRupees(order.subtotal)}`,
    ...(order.discount > 0 ? [`${discountLabel(order)}: −${formatRupees(order.discount)}`] : []),
    `Shipping: ${shippingText(order)}`,
    ...feeLines(order).map(([label, value]) => `${label}: ${value}`),
    `Total: ${formatRupees(order.total)}`,
  ];
}

/** The zone's delivery fee and the COD fee, each its own line when charged (decision 039). */
const feeLines = (order: OrderForMail): Array<[string, string]> => [
  ...(order.zoneFee
    ? [
        [DELIVERY_MESSAGES.zoneFeeLine(order.shippingZone ?? 'zone'), formatRupees(order.zoneFee)] as [
          string,
          string,
        ],
      ]
    : []),
  ...(order.codFee ? [[DELIVERY_MESSAGES.codFeeLine, formatRupees(order.codFee)] as [string, string]] : []),
];

/** 'Discount (DIWALI20)': the coupon's code beside its line. */
const discountLabel = (order: OrderForMail) =>
  order.couponCode ? `Discount (${order.couponCode})` : 'Discount';

const shippingText = (order: OrderForMail) =>
  order.shippingCost === 0 ? 'Free' : formatRupees(order.shippingCost);

function addressLines(order: OrderForMail): string[] {
  const c = order.customer;
  return [c.fullName, c.address, `${c.city}, ${c.state} ${c.pincode}`, `Phone: ${c.phone}`];
}

const addressHtml = (order: OrderForMail) =>
  paragraph(
    addressLines(order)
      .map((line) => esc(line))
      .join('<br>'),
  );

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

function paymentNote(order: OrderForMail): string {
  return order.paymentMethod === 'cod'
    ? `Cash on Delivery: please keep ${formatRupees(order.total)} ready when your parcel arrives.`
    : 'Paid online. Thank you!';
}

// --- the emails ---

/** To the customer, right after the order is placed; carries the guest's link to the order page. */
export function orderConfirmationEmail(
  order: OrderForMail,
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const name = firstName(order.customer.fullName);
  const heading = name
    ? `Thank you, ${name}! Your order is confirmed.`
    : 'Thank you! Your order is confirmed.';
  const link = orderPageUrl(publicUrl, order);
  const invoice = `${publicUrl.replace(/\/$/, '')}${invoiceHref(order.id, order.accessToken)}`;
  const intro = `We have received your order ${order.orderNumber}, placed on ${formatDate(order.orderDate)}. Our artisans will get it ready with care.`;
  const timeline =
    'What happens next: processing within 24 hours, shipped in 2-3 business days, delivered in 5-7 business days.';
  const help = `Questions? Reply to this email or call us at ${settings.contactPhone}.`;
  return {
    kind: MAIL_KINDS.orderConfirmation,
    to: order.customer.email,
    toName: order.customer.fullName,
    subject: subjectLine(`Your ${settings.storeName} order ${order.orderNumber} is confirmed`),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: `Order ${order.orderNumber}: ${formatRupees(order.total)}, ${PAYMENT_LABELS[order.paymentMethod]}.`,
      heading,
      body: [
        paragraph(esc(intro)),
        detailRows([
          ['Order number', `<strong>${esc(order.orderNumber)}</strong>`],
          ['Order date', esc(formatDate(order.orderDate))],
          ['Payment', esc(PAYMENT_LABELS[order.paymentMethod])],
        ]),
        button('View your order', link),
        mutedParagraph(`Your invoice: <a href="${esc(invoice)}">view or print it</a>.`),
        sectionHeading('Your items'),
        itemsHtml(order),
        paragraph(esc(paymentNote(order))),
        sectionHeading('Delivering to'),
        addressHtml(order),
        mutedParagraph(esc(timeline)),
        mutedParagraph(esc(help)),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading,
      lines: [
        intro,
        '',
        `Order number: ${order.orderNumber}`,
        `Order date: ${formatDate(order.orderDate)}`,
        `Payment: ${PAYMENT_LABELS[order.paymentMethod]}`,
        `View your order: ${link}`,
        `Your invoice: ${invoice}`,
        '',
        'Your items',
        ...itemsText(order),
        '',
        paymentNote(order),
        '',
        'Delivering to',
        ...addressLines(order),
        '',
        timeline,
        help,
      ],
    }),
  };
}

/**
 * To the store (the order notification email, else its contact email), 2 seconds after the
 * customer's confirmation (docs/product.md §4.3).
 */
export function storeNewOrderEmail(
  order: OrderForMail,
  settings: StoreSettings,
  publicUrl: string,
  notifyTo?: string | null,
): MailMessage {
  const c = order.customer;
  const heading = `New order ${order.orderNumber}`;
  const admin = shopUrl(publicUrl, '/admin');
  const summary = `${c.fullName} ordered ${order.items.reduce((n, i) => n + i.quantity, 0)} item(s) for ${formatRupees(order.total)} on ${formatDateTime(order.orderDate)}.`;
  return {
    kind: MAIL_KINDS.storeNewOrder,
    to: notifyTo || settings.contactEmail,
    toName: settings.storeName,
    subject: subjectLine(
      `New order ${order.orderNumber}: ${formatRupees(order.total)} (${PAYMENT_LABELS[order.paymentMethod]})`,
    ),
    delayMs: STORE_NOTICE_DELAY_MS,
    html: renderHtml({
      settings,
      publicUrl,
      preheader: summary,
      heading,
      body: [
        paragraph(esc(summary)),
        detailRows([
          ['Order number', `<strong>${esc(order.orderNumber)}</strong>`],
          ['Payment', esc(PAYMENT_LABELS[order.paymentMethod])],
          ['Customer', esc(c.fullName)],
          ['Email', esc(c.email)],
          ['Phone', esc(c.phone)],
        ]),
        sectionHeading('Items'),
        itemsHtml(order),
        sectionHeading('Ship to'),
        addressHtml(order),
        button('Open the admin', admin),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading,
      lines: [
        summary,
        '',
        `Order number: ${order.orderNumber}`,
        `Payment: ${PAYMENT_LABELS[order.paymentMethod]}`,
        `Customer: ${c.fullName}`,
        `Email: ${c.email}`,
        `Phone: ${c.phone}`,
        '',
        'Items',
        ...itemsText(order),
        '',
        'Ship to',
        ...addressLines(order),
        '',
        `Open the admin: ${admin}`,
      ],
    }),
  };
}

/**
 * The store's notice of an unusual burst of orders (docs/product.md §9.7): sent once per window, so
 * the owner can look for fake orders (and cancel them) before the stock is gone.
 */
export function storeOrderBurstEmail(
  burst: { orders: number; minutes: number; at: Date },
  settings: StoreSettings,
  publicUrl: string,
  notifyTo?: string | null,
): MailMessage {
  const heading = 'Unusually many orders';
  const admin = shopUrl(publicUrl, '/admin');
  const summary = `More than ${burst.orders} orders were placed within ${burst.minutes} minutes (up to ${formatDateTime(burst.at)}).`;
  const advice =
    'If they look fake (the same address, made-up names, whole stock of a product), cancel them in the admin to release the stock.';
  return {
    kind: MAIL_KINDS.storeOrderBurst,
    to: notifyTo || settings.contactEmail,
    toName: settings.storeName,
    subject: subjectLine(`Unusually many orders: more than ${burst.orders} in ${burst.minutes} minutes`),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: summary,
      heading,
      body: [paragraph(esc(summary)), paragraph(esc(advice)), button('Open the admin', admin)].join('\n'),
    }),
    text: renderText({ settings, heading, lines: [summary, '', advice, '', `Open the admin: ${admin}`] }),
  };
}

/** The statuses a customer hears about by email. */
export const NOTIFIED_STATUSES = [
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number];

export function isNotifiedStatus(status: OrderStatus): status is NotifiedStatus {
  return (NOTIFIED_STATUSES as readonly string[]).includes(status);
}

const STATUS_COPY: Record<
  NotifiedStatus,
  (order: OrderForMail, settings: StoreSettings) => { subject: string; heading: string; lines: string[] }
> = {
  shipped: (o) => ({
    subject: `Your order ${o.orderNumber} is on its way`,
    heading: 'Your order is on its way',
    lines: [
      `Good news: order ${o.orderNumber} has left our workshop and is on its way to you.`,
      ...(o.shipment
        ? [
            `Courier: ${o.shipment.courier}, tracking number ${o.shipment.trackingNumber}.`,
            ...(o.shipment.trackingUrl ? [`Follow it on the courier's site: ${o.shipment.trackingUrl}`] : []),
          ]
        : []),
      'It usually arrives within a few business days.',
    ],
  }),
  out_for_delivery: (o) => ({
    subject: `Your order ${o.orderNumber} is out for delivery`,
    heading: 'Arriving today',
    lines: [
      `Order ${o.orderNumber} is out for delivery and should reach you today.`,
      o.paymentMethod === 'cod'
        ? `Please keep your phone handy and ${formatRupees(o.total)} ready (Cash on Delivery).`
        : 'Please keep your phone handy for the delivery partner.',
    ],
  }),
  delivered: (o) => ({
    subject: `Your order ${o.orderNumber} has been delivered`,
    heading: 'Delivered with love',
    lines: [
      `Order ${o.orderNumber} has been delivered. We hope you love it.`,
      'Every piece is made by hand, so small variations are part of its character.',
    ],
  }),
  cancelled: (o, s) => ({
    subject: `Your order ${o.orderNumber} has been cancelled`,
    heading: 'Your order has been cancelled',
    lines: [
      `Order ${o.orderNumber} has been cancelled.`,
      o.paymentMethod === 'online'
        ? 'As you paid online, the amount will be refunded to your original payment method.'
        : 'As you chose Cash on Delivery, there is nothing to pay.',
      `If you did not expect this, reply to this email or call us at ${s.contactPhone}.`,
    ],
  }),
  returned: (o, s) => ({
    subject: `We have received your return for order ${o.orderNumber}`,
    heading: 'Your return is complete',
    lines: [
      `We have received the return of order ${o.orderNumber}.`,
      `Questions about a refund or an exchange? Reply to this email or call us at ${s.contactPhone}.`,
    ],
  }),
};

/** To the customer when their order moves to shipped, out for delivery, delivered, cancelled or returned. */
export function orderStatusEmail(
  input: { order: OrderForMail; status: NotifiedStatus },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  return orderUpdateEmail(input.order, STATUS_COPY[input.status](input.order, settings), settings, publicUrl);
}

/** To the customer when some lines of a delivered order came back (the whole order: orderStatusEmail). */
export function orderPartReturnEmail(
  input: { order: OrderForMail; lines: Array<{ name: string; quantity: number }> },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const { order } = input;
  const copy = {
    subject: `We have received your return for order ${order.orderNumber}`,
    heading: 'We have your return',
    lines: [
      `We have received these items of order ${order.orderNumber} back:`,
      ...input.lines.map((line) => `${line.quantity} × ${line.name}`),
      `Questions about a refund or an exchange? Reply to this email or call us at ${settings.contactPhone}.`,
    ],
  };
  return orderUpdateEmail(order, copy, settings, publicUrl);
}

/** To the customer when money of their order is given back. */
export function orderRefundEmail(
  input: { order: OrderForMail; amount: number; throughGateway: boolean },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const { order } = input;
  const copy = {
    subject: `Your refund for order ${input.order.orderNumber}`,
    heading: 'Your refund is on its way',
    lines: [
      `We have refunded ${formatRupees(input.amount)} for order ${order.orderNumber}.`,
      input.throughGateway
        ? 'It goes back to your original payment method; banks usually take 5 to 7 working days to show it.'
        : `Questions about it? Reply to this email or call us at ${settings.contactPhone}.`,
    ],
  };
  return orderUpdateEmail(order, copy, settings, publicUrl);
}

/** An update about an order: greeting, the lines, the order number and total, its page and tracking. */
function orderUpdateEmail(
  order: OrderForMail,
  copy: { subject: string; heading: string; lines: string[] },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const name = firstName(order.customer.fullName);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const link = orderPageUrl(publicUrl, order);
  const track = trackOrderUrl(publicUrl, order.orderNumber);
  return {
    kind: MAIL_KINDS.orderStatus,
    to: order.customer.email,
    toName: order.customer.fullName,
    subject: subjectLine(copy.subject),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: copy.lines[0] ?? copy.heading,
      heading: copy.heading,
      body: [
        paragraph(esc(greeting)),
        ...copy.lines.map((line) => paragraph(esc(line))),
        detailRows([
          ['Order number', `<strong>${esc(order.orderNumber)}</strong>`],
          ['Total', esc(formatRupees(order.total))],
        ]),
        button('View your order', link),
        mutedParagraph(
          `Track it any time: <a href="${esc(track)}" style="color:${BRAND.primary};">${esc(track)}</a>`,
        ),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading: copy.heading,
      lines: [
        greeting,
        '',
        ...copy.lines,
        '',
        `Order number: ${order.orderNumber}`,
        `Total: ${formatRupees(order.total)}`,
        `View your order: ${link}`,
        `Track it any time: ${track}`,
      ],
    }),
  };
}
