import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { clearCart } from '../cart-actions.ts';

interface ClearCartButtonProps {
  className?: string;
  /** After clearing, the button is gone with the lines: say where focus goes instead. */
  onCleared?: () => void;
}

/** 'Clear Cart', asking first: emptying the cart cannot be undone. */
export function ClearCartButton({ className, onCleared }: ClearCartButtonProps) {
  const cleared = useRef(false);
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="ghost" className={className}>
          <Trash2 aria-hidden="true" strokeWidth={1.75} />
          Clear Cart
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-foreground/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            if (!cleared.current || !onCleared) return;
            event.preventDefault();
            onCleared();
          }}
          className="fixed top-1/2 left-1/2 z-[60] flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-2 rounded-card bg-surface p-5 shadow-soft data-[state=open]:animate-pop-in"
        >
          <Dialog.Title className="font-serif text-xl font-semibold">
            Remove all items from your cart?
          </Dialog.Title>
          <Dialog.Description className="text-muted">
            Every item will be taken out of your cart. This cannot be undone.
          </Dialog.Description>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Keep Items</Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button
                className="bg-danger hover:bg-danger/90 active:bg-danger/85"
                onClick={() => {
                  cleared.current = true;
                  clearCart();
                }}
              >
                Clear Cart
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
