import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useCartT } from '../i18n.ts';
import { useCartAddT } from '../i18n-add.ts';
import { clearCart } from '../lib/cart-actions.ts';

interface ClearCartButtonProps {
  className?: string;
  /** After clearing, the button is gone with the lines: say where focus goes instead. */
  onCleared?: () => void;
}

/** 'Clear Cart', asking first: emptying the cart cannot be undone. */
export function ClearCartButton({ className, onCleared }: ClearCartButtonProps) {
  const cleared = useRef(false);
  const t = useCartT();
  const tAdd = useCartAddT();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" className={className}>
          <Trash2 aria-hidden="true" strokeWidth={1.75} />
          {t('cart.clearCart')}
        </Button>
      }
      title={t('cart.clearTitle')}
      description={t('cart.clearText')}
      cancelLabel={t('cart.keepItems')}
      confirmLabel={t('cart.clearCart')}
      onConfirm={() => {
        cleared.current = true;
        clearCart(tAdd);
      }}
      onCloseAutoFocus={(event) => {
        if (!cleared.current || !onCleared) return;
        event.preventDefault();
        onCleared();
      }}
    />
  );
}
