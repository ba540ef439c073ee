import { clsx } from 'clsx';
import { ShoppingCart } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import type { PersonalisedValue } from '#shared/catalog/personalisation.ts';
import { isPurchasable, maxOrderQuantity } from '#shared/catalog/product.ts';
import type { VariantView } from '#shared/catalog/variants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { QuantitySelector } from '#web/components/ui/quantity-selector.tsx';
import { deferredToast } from '#web/lib/lazy-toast.ts';
import { useUnitsCap } from '../hooks/use-units-cap.ts';
import { useCartAddT } from '../i18n-add.ts';
import { addToCart } from '../lib/cart-actions.ts';
import { showAddToCartToast } from '../lib/cart-toasts.ts';
import { variantProduct } from '../lib/cart-variant.ts';

interface ProductPurchaseProps {
  product: Product;
  /**
   * A product with options (decision 066): the variant chosen (null: the values chosen name none, nothing to add)
   * and the one chosen last, which a tap right after a choice adds even before the page has rendered it.
   */
  choice?: { variant: VariantView | null; latest: () => VariantView | null } | null;
  /**
   * A personalised product (decision 072): the inputs given last, checked (the first missing or broken field's
   * message, in the page's language, or null) with what they add to the line.
   */
  personal?: {
    latest: () => { problem: string | null; values: PersonalisedValue[] };
    refused: () => void;
  } | null;
  /** Shown after Add to Cart on the same row (the wishlist heart). */
  children?: ReactNode;
}

/** What Add to Cart adds: the product, or its chosen variant (null when the combination is not offered). */
const target = (product: Product, variant: VariantView | null | undefined) =>
  variant === undefined ? product : variant && variantProduct(product, variant);

/**
 * The product page's quantity selector and Add to Cart (docs/product.md §3.5): quantity 1 to the stock (999 when
 * unknown) and the store's units cap (§9.7); adding is refused with its toasts when the product is out of
 * stock, or when the quantity plus what the cart already holds is more than the stock or the cap.
 */
export function ProductPurchase({ product, choice, personal, children }: ProductPurchaseProps) {
  const shown = target(product, choice ? choice.variant : undefined);
  const purchasable = shown !== null && isPurchasable(shown);
  const stock = shown ? maxOrderQuantity(shown) : 0;
  const unitsCap = useUnitsCap();
  const t = useCartAddT();
  const max = Math.min(stock, unitsCap);
  const [quantity, setQuantity] = useState(1);
  const inputId = useId();
  const hintId = useId();
  const tooMany = purchasable && quantity > max;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t('cartAdd.quantity')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <QuantitySelector
          id={inputId}
          value={quantity}
          onValueChange={setQuantity}
          max={max}
          size="lg"
          disabled={!purchasable}
          invalid={tooMany}
          describedBy={tooMany ? hintId : undefined}
        />
        <div className="flex min-w-52 flex-1 items-center gap-3">
          <Button
            size="lg"
            variant={purchasable ? 'primary' : 'secondary'}
            // Deliberately not disabled: a press says why it cannot be added (the 'Out of Stock' toast).
            className={clsx('min-w-0 flex-1', !purchasable && 'text-muted')}
            // A combination that is not offered has nothing to add: said on the button itself.
            disabled={shown === null}
            onClick={() => {
              const adding = target(product, choice ? choice.latest() : undefined);
              if (!adding) return;
              const given = personal?.latest();
              if (given?.problem) {
                // Refused before the cart: the fields say what is missing beside them, the toast names it.
                personal!.refused();
                deferredToast.error(t('cartAdd.personaliseFirst'), { description: given.problem });
                return;
              }
              const line = given?.values.length ? { ...adding, personalised: given.values } : adding;
              showAddToCartToast(addToCart(line, quantity, unitsCap), t);
            }}
          >
            <ShoppingCart aria-hidden="true" strokeWidth={1.75} />
            {shown === null ? t('cartAdd.unavailable') : t('cartAdd.addToCart')}
          </Button>
          {children}
        </div>
      </div>
      {tooMany && (
        <p id={hintId} className="text-sm font-semibold text-danger">
          {quantity > stock
            ? t('cartAdd.onlyAvailable', { count: stock })
            : t('cartAdd.tooManyUnits', { max: unitsCap })}
        </p>
      )}
    </div>
  );
}
