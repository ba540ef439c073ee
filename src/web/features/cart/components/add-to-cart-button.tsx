import { ShoppingCart } from 'lucide-react';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { isPurchasable } from '#shared/catalog/product.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useUnitsCap } from '../hooks/use-units-cap.ts';
import { addToCart } from '../lib/cart-actions.ts';
import { showAddToCartToast } from '../lib/cart-toasts.ts';

export function AddToCartButton({ product }: { product: Product }) {
  const available = isPurchasable(product);
  const unitsCap = useUnitsCap();

  function handleAdd() {
    showAddToCartToast(addToCart(product, 1, unitsCap));
  }

  return (
    <Button
      size="sm"
      variant={available ? 'primary' : 'secondary'}
      className="w-full"
      disabled={!available}
      onClick={handleAdd}
      // The visible words lead the name (WCAG 2.5.3); the product name tells the cards apart for screen readers.
      aria-label={available ? `Add to Cart: ${product.name}` : `Out of Stock: ${product.name}`}
    >
      <ShoppingCart aria-hidden="true" strokeWidth={1.75} />
      {available ? 'Add to Cart' : 'Out of Stock'}
    </Button>
  );
}
