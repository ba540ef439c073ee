import { ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import type { Product } from '#shared/catalog/product.ts';
import { isPurchasable } from '#shared/catalog/product.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { addProductToCart } from '../cart-storage.ts';

export function AddToCartButton({ product, className }: { product: Product; className?: string }) {
  const available = isPurchasable(product);

  function handleAdd() {
    const result = addProductToCart(product);
    switch (result.status) {
      case 'added':
        toast.success('Item added to cart!');
        break;
      case 'updated':
        toast.success('Item quantity updated in cart!');
        break;
      case 'unavailable':
        toast.error('Out of Stock', { description: 'This product is currently out of stock.' });
        break;
      case 'insufficient':
        toast.error('Insufficient Stock', { description: `Only ${result.available} items available.` });
        break;
      case 'storage-failed':
        toast.error('We could not save your cart', {
          description: 'Your browser is blocking storage. Please allow site data and try again.',
        });
        break;
    }
  }

  return (
    <Button
      size="sm"
      variant={available ? 'primary' : 'secondary'}
      className={cn('w-full', className)}
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
