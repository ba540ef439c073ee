import { Gift } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { GIFT_MESSAGE_MAX, ORDER_NOTE_MAX } from '#shared/orders/gift.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import type { Quote } from '#shared/promotions/coupon.schemas.ts';
import { CheckboxField, TextAreaField } from '#web/components/ui/form/fields.tsx';
import { AddressFields } from '#web/features/addresses/components/address-fields.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { useCheckoutT } from '../i18n.ts';
import { CheckoutSection } from './checkout-section.tsx';

/** The recipient's fields, by the form's names (the server's field names: its 400s land on them). */
export const RECIPIENT_NAMES = {
  name: 'gift.recipient.fullName',
  phone: 'gift.recipient.phone',
  address: 'gift.recipient.address',
  city: 'gift.recipient.city',
  state: 'gift.recipient.state',
  pincode: 'gift.recipient.pincode',
} as const;

/** A character count under a text box: '12/500'. */
function Count({ name, max }: { name: string; max: number }) {
  const value = String(useWatch({ name }) ?? '');
  return (
    <span className="tabular-nums" aria-hidden="true">
      {value.length}/{max}
    </span>
  );
}

/**
 * The order note and "This is a gift" (decision 068): a message for the card, gift wrap at the shop's price (from
 * the server's quote; the fee itself shows in the totals the server priced), a gift slip without prices, and another
 * person's name, phone and address for the parcel. Everything typed is sent as plain text.
 */
export function GiftAndNote({
  offer,
  onlineOffered,
}: {
  offer: Quote['giftWrapOffer'] | undefined;
  onlineOffered: boolean;
}) {
  const t = useCheckoutT();
  const { locale } = useI18n();
  const isGift = Boolean(useWatch({ name: 'isGift' }));
  const elsewhere = Boolean(useWatch({ name: 'gift.toSomeoneElse' }));
  return (
    <CheckoutSection icon={<Gift aria-hidden="true" />} title={t('checkout.gift.section')}>
      <TextAreaField
        name="orderNote"
        label={t('checkout.note.label')}
        maxLength={ORDER_NOTE_MAX}
        rows={3}
        description={
          <span className="flex justify-between gap-4">
            <span>{t('checkout.note.hint', { max: ORDER_NOTE_MAX })}</span>
            <Count name="orderNote" max={ORDER_NOTE_MAX} />
          </span>
        }
      />
      <CheckboxField name="isGift" label={t('checkout.gift.isGift')} />
      {isGift && (
        <div className="flex flex-col gap-4 border-l-2 border-primary/40 pl-4" data-testid="gift-options">
          <TextAreaField
            name="gift.message"
            label={t('checkout.gift.message')}
            maxLength={GIFT_MESSAGE_MAX}
            rows={4}
            description={
              <span className="flex justify-between gap-4">
                <span>{t('checkout.gift.messageHint', { max: GIFT_MESSAGE_MAX })}</span>
                <Count name="gift.message" max={GIFT_MESSAGE_MAX} />
              </span>
            }
          />
          {offer && (
            <CheckboxField
              name="gift.wrap"
              label={t(offer.mode === 'item' ? 'checkout.gift.wrapPerItem' : 'checkout.gift.wrapPerOrder', {
                price: formatRupees(offer.price, locale),
              })}
              description={t('checkout.gift.wrapHint')}
            />
          )}
          <CheckboxField
            name="gift.slip"
            label={t('checkout.gift.slip')}
            description={onlineOffered ? t('checkout.gift.slipHint') : t('checkout.gift.slipNeedsOnline')}
            disabled={!onlineOffered}
          />
          <CheckboxField name="gift.toSomeoneElse" label={t('checkout.gift.toSomeoneElse')} />
          {elsewhere && (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-semibold">{t('checkout.gift.recipient')}</legend>
              <p className="text-sm text-muted">{t('checkout.gift.recipientHint')}</p>
              <AddressFields names={RECIPIENT_NAMES} phoneLabel="Phone" />
            </fieldset>
          )}
        </div>
      )}
    </CheckoutSection>
  );
}
