import { ShoppingCart, SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { isPurchasable, productText } from '#shared/catalog/product.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useUnitsCap } from '../hooks/use-units-cap.ts';
import { useCartAddT } from '../i18n-add.ts';
import { addToCart } from '../lib/cart-actions.ts';
import { showAddToCartToast } from '../lib/cart-toasts.ts';

export function AddToCartLive({ product }: { product: Product }) {
  const available = isPurchasable(product);
  const unitsCap = useUnitsCap();
  const t = useCartAddT();
  const { lang } = useI18n();
  const { name } = productText(product, lang);

  // A product with options is bought by choosing one on its page (decision 066), as is one a buyer must personalise
  // (decision 072): the card's button opens it.
  if ((product.hasOptions || product.personalisation?.some((f) => f.required)) && available) {
    return (
      <Button asChild size="sm" variant="primary" className="w-full">
        <Link to={paths.product.href(product)} aria-label={t('cartAdd.chooseOptionsNamed', { name })}>
          <SlidersHorizontal aria-hidden="true" strokeWidth={1.75} />
          {t('cartAdd.chooseOptions')}
        </Link>
      </Button>
    );
  }

  function handleAdd() {
    showAddToCartToast(addToCart(product, 1, unitsCap), t);
  }

  return (
    <Button
      size="sm"
      variant={available ? 'primary' : 'secondary'}
      className="w-full"
      disabled={!available}
      onClick={handleAdd}
      // The visible words lead the name (WCAG 2.5.3); the product name tells the cards apart for screen readers.
      aria-label={t(available ? 'cartAdd.addToCartNamed' : 'cartAdd.outOfStockNamed', { name })}
    >
      <ShoppingCart aria-hidden="true" strokeWidth={1.75} />
      {t(available ? 'cartAdd.addToCart' : 'cartAdd.outOfStock')}
    </Button>
  );
}
