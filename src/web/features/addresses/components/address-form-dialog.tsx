import { MapPin } from 'lucide-react';
import { useState } from 'react';
import type { SavedAddress } from '#shared/addresses/address.ts';
import { AuthDialog } from '#web/features/auth/components/auth-dialog.tsx';
import { useAddressMutations } from '../hooks/use-addresses.ts';
import { useAddressesT } from '../i18n.ts';
import { AddressForm } from './address-form.tsx';

export type AddressDialogTarget = { mode: 'add' } | { mode: 'edit'; address: SavedAddress };

interface AddressFormDialogProps {
  userId: string;
  /** What the dialog is open for; null when closed. */
  target: AddressDialogTarget | null;
  /** The shopper has no address yet (the first one becomes the default). */
  first: boolean;
  onClose: () => void;
}

/** 'Add New Address' and 'Edit Address' (docs/product.md §5.6), with its toasts from the mutations. */
export default function AddressFormDialog({ userId, target, first, onClose }: AddressFormDialogProps) {
  const t = useAddressesT();
  const { add, update } = useAddressMutations(userId);
  // The last target stays shown while the dialog fades out after closing.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const current = target ?? shown;
  const editing = current?.mode === 'edit' ? current.address : undefined;

  return (
    <AuthDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      icon={<MapPin aria-hidden="true" strokeWidth={1.75} />}
      title={t(editing ? 'addresses.dialog.editTitle' : 'addresses.dialog.addTitle')}
      description={t(editing ? 'addresses.dialog.editText' : 'addresses.dialog.addText')}
    >
      {current && (
        <AddressForm
          key={editing?.id ?? 'new'}
          address={editing}
          defaultLocked={editing?.isDefault ? 'current-default' : !editing && first ? 'first-address' : null}
          submitLabel={t(editing ? 'addresses.dialog.saveChanges' : 'addresses.dialog.saveAddress')}
          onCancel={onClose}
          onSubmit={async (body) => {
            if (editing) await update.mutateAsync({ id: editing.id, body });
            else await add.mutateAsync(body);
            onClose();
          }}
        />
      )}
    </AuthDialog>
  );
}
