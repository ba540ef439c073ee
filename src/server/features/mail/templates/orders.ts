import { personalisationText, withPersonalisation } from '#shared/catalog/personalisation.ts';
import { lineName } from '#shared/catalog/variants.ts';
import type { OrderStatus } from '#shared/constants/order-status.ts';
import { formatDeliveryDay } from '#shared/delivery/delivery.ts';
import { invoiceHref } from '#shared/gst/gst.ts';
import { DEFAULT_LANG, type Lang } from '#shared/i18n/translate.ts';
import { formatRoundOff, formatRupees } from '#shared/pricing/money.ts';
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
import { type MailT, mailLocale, mailT } from './mail-t.ts';
import { type OrderForMail, orderPageUrl, trackOrderUrl } from './order-for-mail.ts';

const SANS = 'Inter, Arial, Helvetica, sans-serif';

// --- pieces shared by the order emails ---

/** The lines, each product named in the mail's language (its Hindi name kept with the order, else English). */
export function itemsHtml(order: OrderForMail, t: MailT, lang: Lang): string {
  const cell = `padding:8px 0;border-bottom:1px solid ${BRAND.border};font-family:${SANS};font-size:14px;color:${BRAND.foreground};vertical-align:top;`;
  const rows = order.items
    .map((item) => {
      const catalog = item.catalogNumber
        ? `<br><span style="color:${BRAND.muted};font-size:13px;">${esc(item.catalogNumber)}</span>`
        : '';
      const personal = personalisationText(item.personalisation, lang);
      const personalised = personal ? `<br><span style="font-size:13px;">${esc(personal)}</span>` : '';
      return `<tr><td style="${cell}">${esc(lineName(item, lang))}${personalised}${catalog}</td><td style="${cell}padding-left:12px;white-space:nowrap;color:${BRAND.muted};">${item.quantity} × ${esc(formatRupees(item.unitPrice))}</td><td align="right" style="${cell}padding-left:12px;white-space:nowrap;">${esc(formatRupees(item.totalPrice))}</td></tr>`;
    })
    .join('');
  const total = (label: string, value: string, strong = false) =>
    `<tr><td colspan="2" style="padding:4px 0;font-family:${SANS};font-size:${strong ? 16 : 14}px;color:${strong ? BRAND.foreground : BRAND.muted};${strong ? 'font-weight:bold;' : ''}">${esc(label)}</td><td align="right" style="padding:4px 0 4px 12px;font-family:${SANS};font-size:${strong ? 16 : 14}px;color:${BRAND.foreground};white-space:nowrap;${strong ? 'font-weight:bold;' : ''}">${esc(value)}</td></tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${rows}${total(t('order.subtotal'), formatRupees(order.subtotal))}${order.discount > 0 ? total(discountLabel(order, t), `−${formatRupees(order.discount)}`) : ''}${total(t('order.shipping'), shippingText(order, t))}${feeLines(
    order,
    t,
  )
    .map(([label, value]) => total(label, value))
    .join('')}${total(t('order.total'), formatRupees(order.total), true)}</table>`;
}

export function itemsText(order: OrderForMail, t: MailT, lang: Lang): string[] {
  return [
    ...order.items.map(
      (item) =>
        `- ${withPersonalisation(lineName(item, lang), personalisationText(item.personalisation, lang))}${item.catalogNumber ? ` (${item.catalogNumber})` : ''}: ${item.quantity} × ${formatRupees(item.unitPrice)} = ${formatRupees(item.totalPrice)}`,
    ),
    `${t('order.subtotal')}: ${formatRupees(order.subtotal)}`,
    ...(order.discount > 0 ? [`${discountLabel(order, t)}: −${formatRupees(order.discount)}`] : []),
    `${t('order.shipping')}: ${shippingText(order, t)}`,
    ...feeLines(order, t).map(([label, value]) => `${label}: ${value}`),
    `${t('order.total')}: ${formatRupees(order.total)}`,
  ];
}

/**
 * The zone's delivery fee and the COD fee, each its own line when charged (decision 039); the gift wrap (decision
 * 068) and a cash-on-delivery total's round-off (decision 085) the same.
 */
const feeLines = (order: OrderForMail, t: MailT): Array<[string, string]> => [
  ...(order.zoneFee
    ? [
        [t('order.zoneFee', { zone: order.shippingZone ?? 'zone' }), formatRupees(order.zoneFee)] as [
          string,
          string,
        ],
      ]
    : []),
  ...(order.codFee ? [[t('order.codFee'), formatRupees(order.codFee)] as [string, string]] : []),
  ...(order.giftWrapFee ? [[t('order.giftWrap'), formatRupees(order.giftWrapFee)] as [string, string]] : []),
  ...(order.roundOff ? [[t('order.roundOff'), formatRoundOff(order.roundOff)] as [string, string]] : []),
];

/** The buyer's note and the gift (decision 068) as label and text pairs: plain text, escaped where drawn. */
const noteAndGift = (order: OrderForMail, t: MailT, toShop = false): Array<[string, string]> => [
  ...(order.orderNote
    ? [[toShop ? 'Note from the buyer' : t('order.note'), order.orderNote] as [string, string]]
    : []),
  ...(order.gift ? [[t('order.gift'), giftSummary(order, t)] as [string, string]] : []),
  ...(order.gift?.message ? [[t('order.giftMessage'), order.gift.message] as [string, string]] : []),
];

const giftSummary = (order: OrderForMail, t: MailT) =>
  [
    order.giftWrapFee ? t('order.giftWrapped') : null,
    order.gift?.slip ? t('order.giftSlip') : null,
    order.gift?.recipient ? t('order.giftTo', { name: order.gift.recipient.fullName }) : null,
  ]
    .filter(Boolean)
    .join(' · ') || t('order.giftYes');

const noteAndGiftHtml = (order: OrderForMail, t: MailT, toShop = false) =>
  noteAndGift(order, t, toShop)
    .map(([label, text]) =>
      paragraph(`<strong>${esc(label)}:</strong> ${esc(text).replace(/\r?\n/g, '<br>')}`),
    )
    .join('\n');

const noteAndGiftText = (order: OrderForMail, t: MailT, toShop = false) =>
  noteAndGift(order, t, toShop).map(([label, text]) => `${label}: ${text}`);

/** 'Discount (DIWALI20)': the coupon's code beside its line. */
const discountLabel = (order: OrderForMail, t: MailT) =>
  order.couponCode ? t('order.discountCode', { code: order.couponCode }) : t('order.discount');

const shippingText = (order: OrderForMail, t: MailT) =>
  order.shippingCost === 0 ? t('order.free') : formatRupees(order.shippingCost);

/** Where the parcel goes: a gift's recipient, else the buyer (decision 068). */
export function addressLines(order: OrderForMail, t: MailT): string[] {
  const c = order.gift?.recipient ?? order.customer;
  return [c.fullName, c.address, `${c.city}, ${c.state} ${c.pincode}`, t('order.phone', { phone: c.phone })];
}

export const addressHtml = (order: OrderForMail, t: MailT) =>
  paragraph(
    addressLines(order, t)
      .map((line) => esc(line))
      .join('<br>'),
  );

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

function paymentNote(order: OrderForMail, t: MailT): string {
  return order.paymentMethod === 'cod'
    ? t('order.codNote', { total: formatRupees(order.total) })
    : t('order.paidNote');
}

/** 'Cash on Delivery', 'Paid online'. */
const paymentLabel = (order: OrderForMail, t: MailT) =>
  order.paymentMethod === 'cod'
    ? t('payment.cod')
    : order.paymentMethod === 'in_person'
      ? t('payment.inPerson')
      : t('payment.online');

/** What happens next: the order's own dates (decision 070), the general promise for an order placed before them. */
function timelineText(order: OrderForMail, t: MailT, lang: Lang): string {
  const promise = order.promise;
  if (!promise) return t('order.timeline');
  const day = (d: string) => formatDeliveryDay(d, mailLocale(lang));
  const window = { from: day(promise.from), to: day(promise.to) };
  return promise.dispatchBy
    ? t('order.timelineDated', { dispatch: day(promise.dispatchBy), ...window })
    : t('order.timelineArrives', window);
}

// --- the emails ---

/** To the customer, right after the order is placed, in the order's language; carries the guest's link to the order page. */
export function orderConfirmationEmail(
  order: OrderForMail,
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const lang = order.language ?? DEFAULT_LANG;
  const t = mailT(lang);
  const number = order.orderNumber;
  const date = formatDate(order.orderDate, mailLocale(lang));
  const payment = paymentLabel(order, t);
  const name = firstName(order.customer.fullName);
  const heading = name ? t('order.heading', { name }) : t('order.headingPlain');
  const link = orderPageUrl(publicUrl, order);
  const invoice = `${publicUrl.replace(/\/$/, '')}${invoiceHref(order.id, order.accessToken)}`;
  const intro = t('order.intro', { number, date });
  const timeline = timelineText(order, t, lang);
  const help = t('order.help', { phone: settings.contactPhone });
  return {
    kind: MAIL_KINDS.orderConfirmation,
    to: order.customer.email,
    toName: order.customer.fullName,
    subject: subjectLine(t('order.subject', { store: settings.storeName, number })),
    html: renderHtml({
      settings,
      publicUrl,
      lang,
      preheader: t('order.preheader', { number, total: formatRupees(order.total), payment }),
      heading,
      body: [
        paragraph(esc(intro)),
        detailRows([
          [t('order.number'), `<strong>${esc(number)}</strong>`],
          [t('order.date'), esc(date)],
          [t('order.payment'), esc(payment)],
        ]),
        button(t('order.view'), link),
        mutedParagraph(
          `${esc(t('order.invoice'))}: <a href="${esc(invoice)}">${esc(t('order.invoiceLink'))}</a>.`,
        ),
        sectionHeading(t('order.items')),
        itemsHtml(order, t, lang),
        paragraph(esc(paymentNote(order, t))),
        noteAndGiftHtml(order, t),
        sectionHeading(t('order.deliveringTo')),
        addressHtml(order, t),
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
        `${t('order.number')}: ${number}`,
        `${t('order.date')}: ${date}`,
        `${t('order.payment')}: ${payment}`,
        `${t('order.view')}: ${link}`,
        `${t('order.invoice')}: ${invoice}`,
        '',
        t('order.items'),
        ...itemsText(order, t, lang),
        '',
        paymentNote(order, t),
        ...noteAndGiftText(order, t),
        '',
        t('order.deliveringTo'),
        ...addressLines(order, t),
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
  // The store's own notice: English, whatever the customer's language.
  const t = mailT(DEFAULT_LANG);
  const payment = paymentLabel(order, t);
  const heading = `New order ${order.orderNumber}`;
  const admin = shopUrl(publicUrl, '/admin');
  const summary = `${c.fullName} ordered ${order.items.reduce((n, i) => n + i.quantity, 0)} item(s) for ${formatRupees(order.total)} on ${formatDateTime(order.orderDate)}.`;
  return {
    kind: MAIL_KINDS.storeNewOrder,
    to: notifyTo || settings.contactEmail,
    toName: settings.storeName,
    subject: subjectLine(`New order ${order.orderNumber}: ${formatRupees(order.total)} (${payment})`),
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
          ['Payment', esc(payment)],
          ['Customer', esc(c.fullName)],
          ['Email', esc(c.email)],
          ['Phone', esc(c.phone)],
        ]),
        sectionHeading('Items'),
        itemsHtml(order, t, DEFAULT_LANG),
        noteAndGiftHtml(order, t, true),
        sectionHeading('Ship to'),
        addressHtml(order, t),
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
        `Payment: ${payment}`,
        `Customer: ${c.fullName}`,
        `Email: ${c.email}`,
        `Phone: ${c.phone}`,
        '',
        'Items',
        ...itemsText(order, t, DEFAULT_LANG),
        ...noteAndGiftText(order, t, true),
        '',
        'Ship to',
        ...addressLines(order, t),
        '',
        `Open the admin: ${admin}`,
      ],
    }),
  };
}

/**
 * To the store (the order notification email, else its contact email) when a customer cancels an order from My
 * Orders (docs/product.md §4.3, audit D-M4): a slip printed this morning may still be on the packing table.
 */
export function storeCustomerCancelledEmail(
  order: OrderForMail,
  refunded: number,
  settings: StoreSettings,
  publicUrl: string,
  notifyTo?: string | null,
): MailMessage {
  const c = order.customer;
  const t = mailT(DEFAULT_LANG);
  const payment = paymentLabel(order, t);
  const heading = `Order ${order.orderNumber} cancelled by the customer`;
  const admin = shopUrl(publicUrl, '/admin');
  const summary = `${c.fullName} cancelled order ${order.orderNumber} (${formatRupees(order.total)}, ${payment}) from My Orders. Do not ship it: if it is packed, put the pieces back.`;
  const refund =
    refunded > 0 ? `${formatRupees(refunded)} was refunded to the customer's payment method.` : '';
  return {
    kind: MAIL_KINDS.storeOrderCancelled,
    to: notifyTo || settings.contactEmail,
    toName: settings.storeName,
    subject: subjectLine(
      `Cancelled by the customer: order ${order.orderNumber} (${formatRupees(order.total)})`,
    ),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: summary,
      heading,
      body: [
        paragraph(esc(summary)),
        refund ? paragraph(esc(refund)) : '',
        detailRows([
          ['Order number', `<strong>${esc(order.orderNumber)}</strong>`],
          ['Customer', esc(c.fullName)],
          ['Phone', esc(c.phone)],
        ]),
        sectionHeading('Items'),
        itemsHtml(order, t, DEFAULT_LANG),
        button('Open the admin', admin),
      ]
        .filter(Boolean)
        .join('\n'),
    }),
    text: renderText({
      settings,
      heading,
      lines: [
        summary,
        ...(refund ? [refund] : []),
        '',
        `Order number: ${order.orderNumber}`,
        `Customer: ${c.fullName}`,
        `Phone: ${c.phone}`,
        '',
        'Items',
        ...itemsText(order, t, DEFAULT_LANG),
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

export interface UpdateCopy {
  subject: string;
  heading: string;
  lines: string[];
}

const STATUS_COPY: Record<
  NotifiedStatus,
  (order: OrderForMail, settings: StoreSettings, t: MailT) => UpdateCopy
> = {
  shipped: (o, _s, t) => ({
    subject: t('status.shipped.subject', { number: o.orderNumber }),
    heading: t('status.shipped.heading'),
    lines: [
      t('status.shipped.line', { number: o.orderNumber }),
      ...(o.shipment
        ? [
            t('status.shipped.courier', {
              courier: o.shipment.courier,
              tracking: o.shipment.trackingNumber,
            }),
            ...(o.shipment.trackingUrl ? [t('status.shipped.follow', { url: o.shipment.trackingUrl })] : []),
          ]
        : []),
      t('status.shipped.arrives'),
    ],
  }),
  out_for_delivery: (o, _s, t) => ({
    subject: t('status.outForDelivery.subject', { number: o.orderNumber }),
    heading: t('status.outForDelivery.heading'),
    lines: [
      t('status.outForDelivery.line', { number: o.orderNumber }),
      o.paymentMethod === 'cod'
        ? t('status.outForDelivery.cod', { total: formatRupees(o.total) })
        : t('status.outForDelivery.online'),
    ],
  }),
  delivered: (o, _s, t) => ({
    subject: t('status.delivered.subject', { number: o.orderNumber }),
    heading: t('status.delivered.heading'),
    lines: [t('status.delivered.line', { number: o.orderNumber }), t('status.delivered.handmade')],
  }),
  cancelled: (o, s, t) => ({
    subject: t('status.cancelled.subject', { number: o.orderNumber }),
    heading: t('status.cancelled.heading'),
    lines: [
      t('status.cancelled.line', { number: o.orderNumber }),
      o.paymentMethod === 'online' ? t('status.cancelled.online') : t('status.cancelled.cod'),
      t('status.cancelled.unexpected', { phone: s.contactPhone }),
    ],
  }),
  returned: (o, s, t) => ({
    subject: t('return.subject', { number: o.orderNumber }),
    heading: t('status.returned.heading'),
    lines: [
      t('status.returned.line', { number: o.orderNumber }),
      t('return.questions', { phone: s.contactPhone }),
    ],
  }),
};

/** To the customer, in the order's language, when it moves to shipped, out for delivery, delivered, cancelled or returned. */
export function orderStatusEmail(
  input: { order: OrderForMail; status: NotifiedStatus },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const t = mailT(input.order.language);
  return orderUpdateEmail(
    input.order,
    STATUS_COPY[input.status](input.order, settings, t),
    settings,
    publicUrl,
  );
}

/** To the customer when some lines of a delivered order came back (the whole order: orderStatusEmail). */
export function orderPartReturnEmail(
  input: {
    order: OrderForMail;
    lines: Array<{
      name: string;
      nameHi?: string | null;
      options?: string | null;
      optionsHi?: string | null;
      quantity: number;
    }>;
  },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const { order } = input;
  const t = mailT(order.language);
  const copy = {
    subject: t('return.subject', { number: order.orderNumber }),
    heading: t('partReturn.heading'),
    lines: [
      t('partReturn.line', { number: order.orderNumber }),
      ...input.lines.map((line) => `${line.quantity} × ${lineName(line, order.language ?? DEFAULT_LANG)}`),
      t('return.questions', { phone: settings.contactPhone }),
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
  const t = mailT(order.language);
  const copy = {
    subject: t('refund.subject', { number: order.orderNumber }),
    heading: t('refund.heading'),
    lines: [
      t('refund.line', { amount: formatRupees(input.amount), number: order.orderNumber }),
      input.throughGateway ? t('refund.gateway') : t('refund.questions', { phone: settings.contactPhone }),
    ],
  };
  return orderUpdateEmail(order, copy, settings, publicUrl);
}

/** An update about an order: greeting, the lines, the order number and total, its page and tracking. */
export function orderUpdateEmail(
  order: OrderForMail,
  copy: UpdateCopy,
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const lang = order.language ?? DEFAULT_LANG;
  const t = mailT(lang);
  const name = firstName(order.customer.fullName);
  const greeting = name ? t('greeting.named', { name }) : t('greeting.plain');
  const track = trackOrderUrl(publicUrl, order.orderNumber, lang);
  const link = orderPageUrl(publicUrl, order);
  return {
    kind: MAIL_KINDS.orderStatus,
    to: order.customer.email,
    toName: order.customer.fullName,
    subject: subjectLine(copy.subject),
    html: renderHtml({
      settings,
      publicUrl,
      lang,
      preheader: copy.lines[0] ?? copy.heading,
      heading: copy.heading,
      body: [
        paragraph(esc(greeting)),
        ...copy.lines.map((line) => paragraph(esc(line))),
        detailRows([
          [t('order.number'), `<strong>${esc(order.orderNumber)}</strong>`],
          [t('order.total'), esc(formatRupees(order.total))],
        ]),
        button(t('order.view'), link),
        mutedParagraph(
          `${esc(t('order.track'))}: <a href="${esc(track)}" style="color:${BRAND.primary};">${esc(track)}</a>`,
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
        `${t('order.number')}: ${order.orderNumber}`,
        `${t('order.total')}: ${formatRupees(order.total)}`,
        `${t('order.view')}: ${link}`,
        `${t('order.track')}: ${track}`,
      ],
    }),
  };
}
