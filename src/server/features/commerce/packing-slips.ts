import { personalisationText } from '#shared/catalog/personalisation.ts';
import { describeLine } from '#shared/catalog/variants.ts';
import { formatDate } from '#shared/format/dates.ts';
import { codToCollect, type SlipSize } from '#shared/orders/order-ops.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import { esc } from '../mail/templates/index.ts';
import { type OrderItemRow, type OrderRow, shipToOf } from './orders.repo.ts';

/**
 * Packing slips (issue 19 item 5, spec audit B5): one page per order with the order number, the delivery
 * address and phone, the items and the cash the courier collects (COD), on A4 or a 4×6 inch label. Plain
 * HTML the browser prints: no script (the CSP forbids inline script), the page says how to print.
 * A gift (decision 068) goes to its recipient's address, its slip prints no prices when the buyer asked for a gift
 * slip, and its message is printed alone on the next page, a card to put in the parcel. Every text the buyer
 * wrote is escaped: it is printed, never read as HTML.
 */

/** The buyer's text as printed: escaped, its line breaks kept. */
const paragraphs = (text: string) => esc(text).replace(/\r?\n/g, '<br>');

const PAGE: Record<SlipSize, { page: string; font: string; padding: string }> = {
  a4: { page: 'A4', font: '12pt', padding: '14mm' },
  '4x6': { page: '4in 6in', font: '9pt', padding: '4mm' },
};

function giftCard(order: OrderRow): string {
  if (!order.isGift || !order.giftMessage) return '';
  const to = shipToOf(order).fullName;
  return `
<section class="slip card" aria-label="Gift card ${esc(order.orderNumber)}">
  <p class="muted">Gift message · order ${esc(order.orderNumber)}</p>
  <p class="to">For ${esc(to)}</p>
  <blockquote>${paragraphs(order.giftMessage)}</blockquote>
  <p class="from">From ${esc(order.customerName)}</p>
</section>`;
}

function giftLines(order: OrderRow): string {
  if (!order.isGift) return '';
  const parts = [
    order.giftWrapFee > 0
      ? `Gift wrap${order.giftWrapQuantity > 1 ? `: each of the ${order.giftWrapQuantity} items` : ''}`
      : null,
    order.giftSlip ? 'Gift slip: no prices in the parcel' : null,
    order.giftMessage ? 'Gift message: the card on the next page' : null,
    order.recipientName ? `A gift from ${esc(order.customerName)}` : null,
  ].filter(Boolean);
  return `<p class="gift"><strong>Gift</strong>${parts.length ? `: ${parts.join(' · ')}` : ''}</p>`;
}

/** The buyer's personalisation under the item (decision 072): what the maker makes, as typed (escaped). */
function personalLine(item: OrderItemRow): string {
  const text = personalisationText(item.personalisation, 'en');
  return text ? `<br><strong class="personal">${esc(text)}</strong>` : '';
}

function slip(order: OrderRow, items: OrderItemRow[], settings: StoreSettings): string {
  // A gift slip prints no prices (decision 068); such an order is always prepaid, so there is no cash to collect.
  const collect = order.giftSlip
    ? 0
    : codToCollect({ paymentMethod: order.paymentMethod, total: order.totalAmount });
  const to = shipToOf(order);
  const rows = items
    .map(
      (item) =>
        `<tr><td>${esc(item.variantSku ?? item.catalogNumber)}</td><td>${esc(describeLine(item.productName, item.variantOptions))}${personalLine(item)}</td><td class="n">${item.quantity}</td></tr>`,
    )
    .join('');
  // A cancelled order's slip says so across the page (audit D-M4): one printed before the cancel must not ship.
  const cancelled = order.status === 'cancelled';
  return `<section class="slip${cancelled ? ' cancelled' : ''}" aria-label="Packing slip ${esc(order.orderNumber)}">
  ${cancelled ? '<p class="void" role="alert">CANCELLED: do not ship</p>\n  ' : ''}<header><strong>${esc(settings.storeName)}</strong><span>${esc(settings.contactPhone)}</span></header>
  <h1>Order ${esc(order.orderNumber)}</h1>
  <p class="muted">Placed ${esc(formatDate(order.orderDate))}</p>
  <h2>Deliver to</h2>
  <address>${esc(to.fullName)}<br>${esc(to.address)}<br>${esc(to.city)}, ${esc(to.state)} ${esc(to.pincode)}<br>Phone: ${esc(to.phone)}</address>
  ${giftLines(order)}${order.orderNote ? `<p class="note"><strong>Note from the buyer:</strong> ${paragraphs(order.orderNote)}</p>` : ''}
  <table><thead><tr><th>SKU</th><th>Item</th><th class="n">Qty</th></tr></thead><tbody>${rows}</tbody></table>
  <p class="collect">${
    cancelled
      ? 'Cancelled: collect nothing, ship nothing'
      : collect > 0
        ? `Cash on Delivery: collect <strong>${esc(formatRupees(collect))}</strong>`
        : order.giftSlip
          ? 'Collect nothing'
          : 'Prepaid: collect nothing'
  }</p>
</section>${cancelled ? '' : giftCard(order)}`;
}

export function packingSlipsHtml(
  slips: Array<{ order: OrderRow; items: OrderItemRow[] }>,
  settings: StoreSettings,
  size: SlipSize,
): string {
  const page = PAGE[size];
  const title =
    slips.length === 1 ? `Packing slip ${slips[0]!.order.orderNumber}` : `${slips.length} packing slips`;
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>
@page { size: ${page.page}; margin: 0; }
body { margin: 0; font: ${page.font}/1.4 Arial, Helvetica, sans-serif; color: #222; }
.help { padding: 8px 16px; background: #f5efe6; }
.slip { box-sizing: border-box; padding: ${page.padding}; page-break-after: always; break-after: page; }
.slip:last-child { page-break-after: auto; break-after: auto; }
.slip { position: relative; overflow: hidden; }
.void { position: absolute; top: 40%; left: -10%; width: 120%; margin: 0; transform: rotate(-24deg); text-align: center;
  font-size: 3em; font-weight: bold; letter-spacing: 0.08em; color: #b3261e; border: 4px solid #b3261e; opacity: 0.8; }
header { display: flex; justify-content: space-between; border-bottom: 1px solid #999; padding-bottom: 4px; }
h1 { font-size: 1.5em; margin: 0.4em 0 0; } h2 { font-size: 1em; margin: 0.8em 0 0.2em; }
address { font-style: normal; font-size: 1.15em; }
table { width: 100%; border-collapse: collapse; margin-top: 0.8em; }
th, td { text-align: left; border-bottom: 1px solid #ccc; padding: 2px 4px; vertical-align: top; }
.n { text-align: right; } .muted { color: #666; margin: 0; }
.collect { font-size: 1.3em; border: 2px solid #222; padding: 4px 8px; margin-top: 0.8em; }
.gift, .note { border-left: 4px solid #8a5a2b; padding: 2px 8px; margin: 0.6em 0 0; }
.card { display: flex; flex-direction: column; justify-content: center; min-height: 90vh; text-align: center; }
.card .to { font-size: 1.4em; margin: 0.6em 0; } .card .from { font-size: 1.2em; margin-top: 1em; }
.card blockquote { font: italic 1.6em/1.5 Georgia, 'Noto Serif', 'Noto Serif Devanagari', serif; margin: 0.4em 1em;
  white-space: normal; overflow-wrap: anywhere; }
@media print { .help { display: none; } }
</style></head>
<body>
<p class="help">${esc(title)} (${size === 'a4' ? 'A4' : '4×6 inch label'}). Print with your browser: Ctrl+P, or ⌘P on a Mac.</p>
${slips.map(({ order, items }) => slip(order, items, settings)).join('\n')}
</body></html>`;
}
