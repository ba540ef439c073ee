import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useAuthT } from '../hooks/use-auth-t.ts';

interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** Where focus goes once the dialog has closed (default: back to what had it before). */
  onCloseAutoFocus?: (event: Event) => void;
  /** 'wide' for long two-column forms (the admin's): wider, and kept at the top so it scrolls whole. */
  size?: 'default' | 'wide';
}

/**
 * The accounts' overlay (code verification, forgot password): a card near the top on phones (the keyboard
 * takes the bottom half), centred on wider screens.
 * A click beside it does not close it (a half-typed code would be lost); Escape and the close button do.
 */
export function AuthDialog({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  onCloseAutoFocus,
  size = 'default',
}: AuthDialogProps) {
  const t = useAuthT();
  const wide = size === 'wide';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Radix's scrollable-overlay pattern: a dialog taller than the screen scrolls inside the overlay. */}
        <Dialog.Overlay
          className={cn(
            'fixed inset-0 z-50 grid items-start overflow-y-auto bg-foreground/45 px-3 pt-6 pb-3 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:p-6',
            !wide && 'sm:items-center',
          )}
        >
          <Dialog.Content
            onInteractOutside={(event) => event.preventDefault()}
            onCloseAutoFocus={onCloseAutoFocus}
            className={cn(
              'relative mx-auto w-full rounded-card bg-surface p-5 shadow-soft data-[state=open]:animate-pop-in sm:p-7',
              wide ? 'max-w-2xl' : 'max-w-md',
            )}
          >
            <div className="mb-5 flex flex-col gap-2 pr-10">
              {icon && (
                <span className="mb-1 grid size-11 place-items-center rounded-full bg-sand text-primary [&_svg]:size-5">
                  {icon}
                </span>
              )}
              <Dialog.Title className="font-serif text-2xl font-semibold">{title}</Dialog.Title>
              <Dialog.Description className="text-base text-muted">{description}</Dialog.Description>
            </div>
            {children}
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('auth.dialog.close')}
                className="absolute top-3 right-3"
              >
                <X aria-hidden="true" strokeWidth={1.75} />
              </Button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
