import type { ReactNode } from 'react';
import { AuthDialog } from '#web/features/auth/components/auth-dialog.tsx';

interface AdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}

/**
 * The admin's form dialog (edit product, store settings, blog posts): the house dialog in its wide size, for
 * two-column forms taller than the screen. A click beside it does not close it (half-made edits would be lost).
 */
export function AdminDialog(props: AdminDialogProps) {
  return <AuthDialog size="wide" {...props} />;
}
