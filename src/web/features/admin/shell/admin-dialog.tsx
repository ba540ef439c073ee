import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';

interface AdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}

/**
 * The admin's form dialog (edit product, store settings): wide enough for a two-column form, scrolling inside
 * the overlay when taller than the screen. A click beside it does not close it (half-made edits would be
 * lost); Escape, Cancel and the close button do.
 */
export function AdminDialog({ open, onOpenChange, title, description, children }: AdminDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid items-start overflow-y-auto bg-foreground/45 px-3 py-6 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:p-8">
          <Dialog.Content
            onInteractOutside={(event) => event.preventDefault()}
            className="relative mx-auto w-full max-w-2xl rounded-card bg-surface p-5 shadow-soft data-[state=open]:animate-pop-in sm:p-7"
          >
            <div className="mb-5 flex flex-col gap-1 pr-10">
              <Dialog.Title className="font-serif text-2xl font-semibold">{title}</Dialog.Title>
              <Dialog.Description className="text-base text-muted">{description}</Dialog.Description>
            </div>
            {children}
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" className="absolute top-3 right-3">
                <X aria-hidden="true" strokeWidth={1.75} />
              </Button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
