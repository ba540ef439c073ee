import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';

interface ConfirmDialogProps {
  /** Controlled use: the caller opens it (e.g. after picking which item to delete). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Uncontrolled use: the button that opens it; focus returns to it on close. */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** A second way to go on, milder than the confirm (cancel an order without refunding it). */
  otherLabel?: string;
  onOther?: () => void;
  /** Where focus goes once closed, when the control that opened the dialog is gone (default: back to it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** An 'are you sure?' for something that cannot be undone (docs/product.md §9.13). */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  otherLabel,
  onOther,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-foreground/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-[60] flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-2 rounded-card bg-surface p-5 shadow-soft data-[state=open]:animate-pop-in"
        >
          <Dialog.Title className="font-serif text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="text-muted">{description}</div>
          </Dialog.Description>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </Dialog.Close>
            {otherLabel && (
              <Dialog.Close asChild>
                <Button variant="secondary" onClick={onOther}>
                  {otherLabel}
                </Button>
              </Dialog.Close>
            )}
            <Dialog.Close asChild>
              <Button className="bg-danger hover:bg-danger/90 active:bg-danger/85" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
