import { clsx } from 'clsx';
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { usePendingNavigation } from '#web/lib/navigation.tsx';
import { useCartAddT } from '../i18n-add.ts';

// The side panel (Radix Dialog and the cart's lines) loads on first use, not with every page: a pointer over
// the button or focus on it starts the download, so it is usually there by the click.
const loadCartSheet = () => import('#web/features/cart/components/cart-sheet.tsx');
const CartSheet = lazy(() => loadCartSheet().then((m) => ({ default: m.CartSheet })));

/** The header's cart button: the item-count badge, and the cart side panel it opens. */
export function CartButton({ count }: { count: number }) {
  // The panel belongs to the page it was opened on: following a link in it (or Back) closes it.
  const location = useLocation();
  // Audit item 9 (the lost click): clicked while the next page loads, the panel opens on that page.
  const pendingNavigation = usePendingNavigation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  // Tapped before the panel's code is here: the button shows it was taken (issue 38's 100 ms feedback).
  const waiting = requested && openOn !== null && !sheetLoaded;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = requested && openOn === location.key;
  const t = useCartAddT();
  const label = t('cartAdd.openCart', { count });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={clsx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
        onPointerEnter={() => void loadCartSheet()}
        onFocus={() => void loadCartSheet()}
        data-early-tap={waiting ? '' : undefined}
        aria-busy={waiting || undefined}
        onClick={() => {
          setRequested(true);
          setOpenOn(pendingNavigation?.key ?? location.key);
          void loadCartSheet().then(() => setSheetLoaded(true));
        }}
      >
        <ShoppingBag aria-hidden="true" strokeWidth={1.75} />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-xs leading-none font-semibold text-primary-foreground tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <CartSheet
            open={open}
            onOpenChange={(next) => setOpenOn(next ? location.key : null)}
            // Closed with Escape, the close button or the backdrop: back to this button. Closed by following a
            // link: the new page takes it from there.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (openOn === null) buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
