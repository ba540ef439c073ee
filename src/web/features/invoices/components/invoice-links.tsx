import { FileDown, FileText } from 'lucide-react';
import { invoiceHref, invoicePdfHref } from '#shared/gst/gst.ts';
import type { OrderStatus } from '#shared/orders/order.schemas.ts';
import { useInvoicesT } from '../i18n.ts';

/**
 * The order's invoice (decision 038): the printable page and the PDF. An order gets its invoice when it is
 * confirmed, so an order still waiting for its payment shows none. `token`: the guest's order link.
 */
export function InvoiceLinks({
  orderId,
  status,
  token,
}: {
  orderId: string;
  status: OrderStatus;
  token?: string;
}) {
  const t = useInvoicesT();
  if (status === 'pending_payment') return null;
  const link =
    'inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-2 hover:underline';
  return (
    <p className="flex flex-wrap gap-x-5">
      <a href={invoiceHref(orderId, token)} target="_blank" rel="noopener" className={link}>
        <FileText aria-hidden="true" size={16} strokeWidth={1.75} />
        {t('invoices.view')}
      </a>
      <a href={invoicePdfHref(orderId, token)} download className={link}>
        <FileDown aria-hidden="true" size={16} strokeWidth={1.75} />
        {t('invoices.downloadPdf')}
      </a>
    </p>
  );
}
