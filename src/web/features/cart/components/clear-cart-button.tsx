import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { clearCart } from '../lib/cart-actions.ts';

interface ClearCartButtonProps {
  className?: string;
  /** After clearing, the button is gone with the lines: say where focus goes instead. */
  onCleared?: () => void;
}

/** 'Clear Cart', asking first: emptying the cart cannot be undone. */
export function ClearCartButton({ className, onCleared }: ClearCartButtonProps) {
  const cleared = useRef(false);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" className={className}>
          <Trash2 aria-hidden="true" strokeWidth={1.75} />
          Clear Cart
        </Button>
      }
      title="Remove all items from your cart?"
      description="Every item will be taken out of your cart. This cannot be undone."
      cancelLabel="Keep Items"
      confirmLabel="Clear Cart"
      onConfirm={() => {
        cleared.current = true;
        clearCart();
      }}
      onCloseAutoFocus={(event) => {
        if (!cleared.current || !onCleared) return;
        event.preventDefault();
        onCleared();
      }}
    />
  );
}
