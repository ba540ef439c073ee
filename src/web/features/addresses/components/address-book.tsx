import { CloudOff, MapPinPlus, RotateCcw } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { ADDRESS_MESSAGES, type SavedAddress } from '#shared/addresses/address.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import type { AddressList } from '../api/addresses-api.ts';
import { useAddressMutations } from '../hooks/use-addresses.ts';
import { useAddressesT, useAddressMessages } from '../i18n.ts';
import { placeLine } from '../lib/address-list.ts';
import { AddressCard, AddressCardSkeleton } from './address-card.tsx';
import type { AddressDialogTarget } from './address-form-dialog.tsx';

// The form brings the shared zod schema: its own chunk, fetched as the page opens, not before.
const loadFormDialog = () => import('./address-form-dialog.tsx');
const AddressFormDialog = lazy(loadFormDialog);

export const ADDRESS_GRID = 'grid gap-4 md:grid-cols-2';

interface AddressBookProps {
  userId: string;
  /** Undefined while loading, or when the load failed with no device copy to show (`failed`). */
  list: AddressList | undefined;
  failed: boolean;
  /** Shown under the list (the link to the storage tools). */
  footer?: ReactNode;
  onRetry: () => void;
  retrying: boolean;
}

/** The saved addresses with Add, Edit, Set as Default and Delete; read-only while showing the device copy. */
export function AddressBook({ userId, list, failed, footer, onRetry, retrying }: AddressBookProps) {
  const { t, say } = useAddressMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  const { remove, setDefault } = useAddressMutations(userId);
  const [dialog, setDialog] = useState<AddressDialogTarget | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
  // Kept after closing, so the dialog still reads right while it fades out.
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deleted = useRef(false);
  const readOnly = list?.source === 'device';
  const items = list?.items ?? [];

  useEffect(() => {
    if (!readOnly) void loadFormDialog();
  }, [readOnly]);

  function openDialog(target: AddressDialogTarget) {
    setDialog(target);
    setDialogUsed(true);
  }

  const focusHeading = () => heading.current?.focus();
  const busyId =
    (remove.isPending && remove.variables?.id) || (setDefault.isPending && setDefault.variables) || null;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 ref={heading} tabIndex={-1} className="text-3xl focus:outline-none sm:text-4xl">
            {t('addresses.title')}
          </h1>
          <p className="text-lg text-muted">{t('addresses.lead')}</p>
        </div>
        {list && !readOnly && (
          <Button onClick={() => openDialog({ mode: 'add' })}>
            <MapPinPlus aria-hidden="true" strokeWidth={1.75} />
            {t('addresses.add')}
          </Button>
        )}
      </header>

      {(readOnly || failed) && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-card border border-danger/30 bg-danger/5 p-4 sm:flex-row sm:items-center sm:p-5"
        >
          <CloudOff aria-hidden="true" size={24} strokeWidth={1.75} className="shrink-0 text-danger" />
          <div className="flex flex-1 flex-col gap-0.5">
            <p className="font-semibold">{say(ADDRESS_MESSAGES.loadFailed)}</p>
            <p className="text-muted">{t(readOnly ? 'addresses.deviceCopy' : 'addresses.unreachable')}</p>
          </div>
          <Button
            variant="secondary"
            onClick={onRetry}
            disabled={retrying}
            className="self-start sm:self-auto"
          >
            <RotateCcw
              aria-hidden="true"
              strokeWidth={1.75}
              className={retrying ? 'animate-spin' : undefined}
            />
            {t('addresses.tryAgain')}
          </Button>
        </div>
      )}

      {!list ? (
        !failed && <AddressListSkeleton />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border bg-surface px-6 py-12 text-center">
          <p className="font-serif text-2xl font-semibold">{t('addresses.empty.title')}</p>
          <p className="max-w-md text-muted">{t('addresses.empty.text')}</p>
          {!readOnly && (
            <Button variant="secondary" onClick={() => openDialog({ mode: 'add' })}>
              <MapPinPlus aria-hidden="true" strokeWidth={1.75} />
              {t('addresses.addFirst')}
            </Button>
          )}
        </div>
      ) : (
        <ul className={ADDRESS_GRID} aria-label={t('addresses.list')}>
          {items.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                actions={
                  readOnly
                    ? undefined
                    : {
                        busyId,
                        onEdit: (a) => openDialog({ mode: 'edit', address: a }),
                        onDelete: (a) => {
                          setDeleting(a);
                          setConfirmOpen(true);
                        },
                        // The button goes once this is the default: keep the keyboard on the page.
                        onSetDefault: (a) => setDefault.mutate(a.id, { onSuccess: focusHeading }),
                      }
                }
              />
            </li>
          ))}
        </ul>
      )}

      {footer}

      {dialogUsed && (
        <Suspense fallback={null}>
          <AddressFormDialog
            userId={userId}
            target={dialog}
            first={items.length === 0}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={say(ADDRESS_MESSAGES.confirmDelete)}
        description={
          deleting && (
            <p>
              {t(`addresses.type.${deleting.type}`)}: {deleting.name}, {deleting.address},{' '}
              {placeLine(deleting)}
            </p>
          )
        }
        confirmLabel={t('addresses.delete')}
        cancelLabel={t('addresses.form.cancel')}
        onConfirm={() => {
          if (!deleting) return;
          deleted.current = true;
          remove.mutate(deleting);
        }}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          // The card and its Delete button are going: focus the page heading instead.
          deleted.current = false;
          event.preventDefault();
          focusHeading();
        }}
      />
    </div>
  );
}

function AddressListSkeleton() {
  const t = useAddressesT();
  return (
    <div className={ADDRESS_GRID} aria-busy="true">
      <span className="sr-only" role="status">
        {t('addresses.loading')}
      </span>
      <AddressCardSkeleton />
      <AddressCardSkeleton />
    </div>
  );
}
