import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingBag, X } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useCartQuote } from '../hooks/use-cart-quote.ts';
import { useCartRefresh } from '../hooks/use-cart-refresh.ts';
import { useCartT } from '../i18n.ts';
import { countItems, isLineAvailable, lineKey } from '../lib/cart-line.ts';
import { useCart } from '../lib/cart-store.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CartTotals, CheckoutButton, FreeShippingBanner } from './cart-summary.tsx';
import { ClearCartButton } from './clear-cart-button.tsx';

export interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus goes on close. The header's cart button is not a Radix trigger (the sheet loads after it), so
   * the caller moves focus back itself.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The cart side panel (docs/product.md §3.6): a full-height sheet from the right, titled Shopping Cart with the count.
 * Radix gives it the focus trap, Escape, and the rest of the page hidden from screen readers while open.
 */
export function CartSheet({ open, onOpenChange, onCloseAutoFocus }: CartSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col bg-surface shadow-soft data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in sm:max-w-md"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <CartSheetBody />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted only while open: opening the panel is what checks the prices against the server and asks for the totals. */
function CartSheetBody() {
  const cart = useCart();
  useCartRefresh(cart);
  const figures = useCartQuote(cart);
  const continueRef = useRef<HTMLAnchorElement>(null);
  const empty = cart.length === 0;
  const t = useCartT();

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-border py-2 pr-2 pl-4 sm:pl-5">
        <Dialog.Title className="flex items-baseline gap-2 font-serif text-xl font-semibold">
          {t('cart.shoppingCart')}
          {!empty && (
            <span className="font-sans text-base font-normal text-muted">
              ({t('cart.items', { count: countItems(cart) })})
            </span>
          )}
        </Dialog.Title>
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label={t('cart.closeCart')}>
            <X aria-hidden="true" strokeWidth={1.75} />
          </Button>
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">
        {empty ? t('cart.sheetEmptyDescription') : t('cart.sheetDescription')}
      </Dialog.Description>

      {empty ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-sand text-primary">
            <ShoppingBag aria-hidden="true" size={28} strokeWidth={1.75} />
          </span>
          <p className="font-serif text-2xl font-semibold">{t('cart.sheetEmpty')}</p>
          <p className="max-w-xs text-muted">{t('cart.sheetEmptyText')}</p>
          <Dialog.Close asChild>
            <Button asChild className="mt-2">
              <Link ref={continueRef} to={paths.products.href()}>
                {t('cart.continueShopping')}
              </Link>
            </Button>
          </Dialog.Close>
        </div>
      ) : (
        <>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 sm:px-5">
            <FreeShippingBanner figures={figures} className="mt-4" />
            <ul aria-label={t('cart.itemsInCart')} className="divide-y divide-border">
              {cart.map((line) => (
                <CartLineItem
                  key={lineKey(line)}
                  line={line}
                  priced={figures.line(line)}
                  updating={figures.updating}
                />
              ))}
            </ul>
          </div>

          <div className="border-t border-border bg-surface px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-5">
            <CartTotals figures={figures} />
            <div className="mt-4 flex flex-col gap-2">
              <CheckoutButton availableLines={cart.filter(isLineAvailable).length} />
              <ClearCartButton
                className="text-muted hover:text-danger"
                onCleared={() => continueRef.current?.focus()}
              />
            </div>
          </div>
        </>
      )}
    </>
  );
}
