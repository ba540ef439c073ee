import { describeLine } from '#shared/catalog/variants.ts';
import { formatDate } from '#shared/format/dates.ts';
import { codToCollect, type SlipSize } from '#shared/orders/order-ops.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import { esc } from '../mail/templates/index.ts';
import type { OrderItemRow, OrderRow } from './orders.repo.ts';

/**
 * Packing slips (issue 19 item 5, spec audit B5): one page per order with the order number, the delivery
 * address and phone, the items and the cash the courier collects (COD), on A4 or a 4×6 inch label. Plain
 * HTML the browser prints: no script (the CSP forbids inline script), the page says how to print.
 */

const PAGE: Record<SlipSize, { page: string; font: string; padding: string }> = {
  a4: { page: 'A4', font: '12pt', padding: '14mm' },
  '4x6': { page: '4in 6in', font: '9pt', padding: '4mm' },
};

function slip(order: OrderRow, items: OrderItemRow[], settings: StoreSettings): string {
  const collect = codToCollect({ paymentMethod: order.paymentMethod, total: order.totalAmount });
  const rows = items
    .map(
      (item) =>
        `<tr><td>${esc(item.variantSku ?? item.catalogNumber)}</td><td>${esc(describeLine(item.productName, item.variantOptions))}</td><td class="n">${item.quantity}</td></tr>`,
    )
    .join('');
  // A cancelled order's slip says so across the page (audit D-M4): one printed before the cancel must not ship.
  const cancelled = order.status === 'cancelled';
  return `<section class="slip${cancelled ? ' cancelled' : ''}" aria-label="Packing slip ${esc(order.orderNumber)}">
  ${cancelled ? '<p class="void" role="alert">CANCELLED: do not ship</p>\n  ' : ''}<header><strong>${esc(settings.storeName)}</strong><span>${esc(settings.contactPhone)}</span></header>
  <h1>Order ${esc(order.orderNumber)}</h1>
  <p class="muted">Placed ${esc(formatDate(order.orderDate))}</p>
  <h2>Deliver to</h2>
  <address>${esc(order.customerName)}<br>${esc(order.deliveryAddress)}<br>${esc(order.city)}, ${esc(order.state)} ${esc(order.pincode)}<br>Phone: ${esc(order.customerPhone)}</address>
  <table><thead><tr><th>SKU</th><th>Item</th><th class="n">Qty</th></tr></thead><tbody>${rows}</tbody></table>
  <p class="collect">${
    cancelled
      ? 'Cancelled: collect nothing, ship nothing'
      : collect > 0
        ? `Cash on Delivery: collect <strong>${esc(formatRupees(collect))}</strong>`
        : 'Prepaid: collect nothing'
  }</p>
</section>`;
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
@media print { .help { display: none; } }
</style></head>
<body>
<p class="help">${esc(title)} (${size === 'a4' ? 'A4' : '4×6 inch label'}). Print with your browser: Ctrl+P, or ⌘P on a Mac.</p>
${slips.map(({ order, items }) => slip(order, items, settings)).join('\n')}
</body></html>`;
}
