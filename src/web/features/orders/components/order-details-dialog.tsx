import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { OrderSummary } from '#shared/orders/order.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InvoiceLinks } from '#web/features/invoices/components/invoice-links.tsx';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useOrdersT } from '../i18n.ts';
import { formatDeliveryEstimate, paymentNote } from '../lib/order-view.ts';
import { OrderNoteAndGift } from './order-note-and-gift.tsx';
import { DeliveryAddress, OrderLines, OrderTotals, ShipmentDetails, StatusBadge } from './order-parts.tsx';

/** 'View Details' on an order card: items, address and totals. */
export default function OrderDetailsDialog({
  order,
  onClose,
}: {
  order: OrderSummary | null;
  onClose: () => void;
}) {
  const t = useOrdersT();
  const { locale } = useI18n();
  const estimate = order ? formatDeliveryEstimate(order.estimatedDelivery, locale) : null;
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid items-start overflow-y-auto bg-foreground/45 px-3 pt-6 pb-3 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:items-center sm:p-6">
          <Dialog.Content className="relative mx-auto w-full max-w-lg rounded-card bg-surface p-5 shadow-soft data-[state=open]:animate-pop-in sm:p-7">
            {order && (
              <div className="flex flex-col gap-5">
                <div className="flex flex-col gap-1.5 pr-10">
                  <Dialog.Title className="font-serif text-2xl font-semibold">
                    {t('orders.order', { orderNumber: order.orderNumber })}
                  </Dialog.Title>
                  <Dialog.Description className="flex flex-wrap items-center gap-2 text-muted">
                    <span>{t('orders.placed', { date: formatIsoDateTime(order.orderDate, locale) })}</span>
                    <StatusBadge status={order.status} />
                  </Dialog.Description>
                </div>
                <section className="flex flex-col gap-1">
                  <h3 className="font-sans text-base font-semibold">{t('orders.items')}</h3>
                  <OrderLines items={order.items} />
                </section>
                <section className="flex flex-col gap-2">
                  <h3 className="font-sans text-base font-semibold">{t('orders.deliveryAddress')}</h3>
                  <DeliveryAddress customer={order.customer} />
                  <OrderNoteAndGift orderNote={order.orderNote} gift={order.gift} />
                  {order.shipment && <ShipmentDetails shipment={order.shipment} />}
                </section>
                <section className="flex flex-col gap-2 rounded-control bg-sand/60 p-4">
                  <OrderTotals
                    subtotal={order.subtotal}
                    discount={order.discount}
                    couponCode={order.couponCode}
                    shippingCost={order.shippingCost}
                    zoneFee={order.zoneFee}
                    codFee={order.codFee}
                    giftWrapFee={order.giftWrapFee}
                    roundOff={order.roundOff}
                    shippingZone={order.shippingZone}
                    total={order.total}
                  />
                  <p className="text-sm text-muted">
                    {paymentNote(order, t(`orders.method.${order.paymentMethod}`), t)}
                    {estimate ? t('orders.detail.estimatedDelivery', { estimate }) : ''}
                  </p>
                  <InvoiceLinks orderId={order.id} status={order.status} />
                </section>
              </div>
            )}
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('orders.detail.close')}
                className="absolute top-3 right-3"
              >
                <X aria-hidden="true" strokeWidth={1.75} />
              </Button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
