import { Gift } from 'lucide-react';
import type { OrderSummary } from '#shared/orders/order.schemas.ts';
import { useOrdersT } from '../i18n.ts';
import { DeliveryAddress } from './order-parts.tsx';

/**
 * The buyer's note and the gift (decision 068): the message as typed (plain text, its line breaks kept), whether it
 * is wrapped and on a slip without prices, and who it goes to. Nothing when the order has neither.
 */
export function OrderNoteAndGift({
  orderNote,
  gift,
}: {
  orderNote?: string | null | undefined;
  gift?: OrderSummary['gift'];
}) {
  const t = useOrdersT();
  if (!orderNote && !gift) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="note-and-gift">
      {orderNote && (
        <div>
          <h3 className="text-sm font-semibold">{t('orders.note')}</h3>
          <p className="whitespace-pre-line break-words">{orderNote}</p>
        </div>
      )}
      {gift && (
        <div className="flex flex-col gap-1.5 rounded-md border border-border p-3" data-testid="gift">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Gift aria-hidden="true" size={18} strokeWidth={1.75} className="text-primary" />
            {t('orders.gift')}
          </h3>
          {gift.message && (
            <blockquote className="whitespace-pre-line break-words border-l-2 border-primary/40 pl-3 italic">
              {gift.message}
            </blockquote>
          )}
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {gift.wrap && <li>{t('orders.giftWrapped')}</li>}
            {gift.slip && <li>{t('orders.giftSlip')}</li>}
          </ul>
          {gift.recipient && (
            <div>
              <h4 className="text-sm font-semibold">{t('orders.giftRecipient')}</h4>
              <DeliveryAddress customer={{ ...gift.recipient, email: '' }} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
