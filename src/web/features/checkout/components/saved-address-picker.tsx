import { Plus } from 'lucide-react';
import type { SavedAddress } from '#shared/addresses/address.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useCheckoutT } from '../i18n.ts';

interface SavedAddressPickerProps {
  addresses: readonly SavedAddress[];
  /** The saved address in use; null for a new address. */
  selectedId: string | null | undefined;
  onChoose: (address: SavedAddress) => void;
  onNewAddress: () => void;
}

/** docs/product.md §4.1: the signed-in shopper's saved addresses as a radio list, and Use New Address. */
export function SavedAddressPicker({
  addresses,
  selectedId,
  onChoose,
  onNewAddress,
}: SavedAddressPickerProps) {
  const t = useCheckoutT();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{t('checkout.savedAddresses')}</legend>
      {addresses.map((address) => (
        <label
          key={address.id}
          className={cn(
            'flex cursor-pointer gap-3 rounded-control border p-3 transition-colors',
            selectedId === address.id
              ? 'border-primary bg-primary/5'
              : 'border-border hover:border-foreground/30',
          )}
        >
          <input
            type="radio"
            name="savedAddress"
            value={address.id}
            checked={selectedId === address.id}
            onChange={() => onChoose(address)}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <span className="flex min-w-0 flex-col text-sm">
            <span className="flex flex-wrap items-center gap-2 font-semibold">
              {address.name}
              <span className="rounded-full bg-sand px-2 text-xs font-semibold text-muted">
                {t(`checkout.addressType.${address.type}`)}
              </span>
              {address.isDefault && (
                <span className="rounded-full bg-secondary/10 px-2 text-xs font-semibold text-secondary">
                  {t('checkout.default')}
                </span>
              )}
            </span>
            <span className="text-muted">
              {address.address}, {address.city}, {address.state} {address.pincode}
            </span>
            <span className="text-muted">{address.phone}</span>
          </span>
        </label>
      ))}
      <Button
        variant={selectedId === null ? 'primary' : 'secondary'}
        size="sm"
        className="self-start"
        onClick={onNewAddress}
        aria-pressed={selectedId === null}
      >
        <Plus aria-hidden="true" strokeWidth={1.75} />
        {t('checkout.useNewAddress')}
      </Button>
    </fieldset>
  );
}
