import { TicketPercent, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { CouponState } from '../hooks/use-coupon.ts';
import { usePromotionsT } from '../i18n.ts';

/** The code box of the cart and checkout (docs/product.md §3.11): apply a code, see it applied or why not, remove it. */
export function CouponBox({ coupon }: { coupon: CouponState }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const t = usePromotionsT();
  const messageId = `${id}-message`;
  if (coupon.code) {
    return (
      <div className="flex flex-col gap-1.5 rounded-control border border-dashed border-secondary/60 bg-secondary/5 px-3 py-2.5">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold text-secondary">
            <TicketPercent aria-hidden="true" size={18} strokeWidth={1.75} />
            <span>
              <span className="sr-only">{t('promotions.couponLabel')}</span>
              {t('promotions.applied', { code: coupon.code })}
            </span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={coupon.remove}
            aria-label={t('promotions.removeCoupon', { code: coupon.code })}
          >
            <X aria-hidden="true" strokeWidth={1.75} />
            {t('promotions.remove')}
          </Button>
        </div>
        {coupon.description && <p className="text-sm text-muted">{coupon.description}</p>}
        {coupon.refusal && (
          <p role="alert" className="text-sm text-danger">
            {coupon.refusal}
          </p>
        )}
      </div>
    );
  }
  // Not a form of its own: at checkout it sits inside the order's form (Enter applies the code, not the order).
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('promotions.couponCode')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            coupon.apply(typed);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={coupon.refusal ? true : undefined}
          aria-describedby={coupon.refusal ? messageId : undefined}
          // w-0: an input's own width (~20 characters) would otherwise set the summary's narrowest width and widen
          // the cart page past a 390 px phone; flex-1 gives it the room beside the button.
          className="min-h-11 w-0 min-w-0 flex-1 rounded-control border border-border bg-surface px-3 uppercase placeholder:normal-case"
          placeholder={t('promotions.enterCode')}
        />
        <Button
          type="button"
          variant="secondary"
          disabled={coupon.applying}
          onClick={() => coupon.apply(typed)}
        >
          {coupon.applying ? t('promotions.applying') : t('promotions.apply')}
        </Button>
      </div>
      {coupon.refusal && (
        <p id={messageId} role="alert" className="text-sm text-danger">
          {coupon.refusal}
        </p>
      )}
    </div>
  );
}
